import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { DispenserGateway } from './dispenser';
import { createMqttDispenserGateway } from './dispenser-mqtt';
import { createDispenserSimulator } from './dispenser-simulator';

/**
 * This instance's MQTT client id: MQTT_CLIENT_ID, else one made of the host name and the port, the
 * same on every start of this instance and different for the instances of one host (npm run cluster).
 */
export function mqttClientId(config: Config, host = hostname()): string {
  if (config.MQTT_CLIENT_ID) return config.MQTT_CLIENT_ID;
  const safeHost = host.replace(/[^A-Za-z0-9_.-]/g, '-').slice(0, 40);
  return `golfwallet-api-${safeHost}-${config.PORT}`;
}

/** The MQTT gateway when MQTT_URL is set, otherwise the in-process simulator. */
export function dispenserGatewayFor(
  config: Config,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
): Promise<DispenserGateway> {
  if (config.MQTT_URL) {
    return createMqttDispenserGateway({
      url: config.MQTT_URL,
      prefix: config.MQTT_TOPIC_PREFIX,
      clientId: mqttClientId(config),
      log,
    });
  }
  return Promise.resolve(createDispenserSimulator());
}
