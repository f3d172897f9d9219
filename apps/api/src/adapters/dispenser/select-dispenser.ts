import type { Config } from '../../config';
import type { DispenserGateway } from './dispenser';
import { createMqttDispenserGateway } from './dispenser-mqtt';
import { createDispenserSimulator } from './dispenser-simulator';

/** The MQTT gateway when MQTT_URL is set, otherwise the in-process simulator. */
export function dispenserGatewayFor(config: Config): Promise<DispenserGateway> {
  if (config.MQTT_URL) {
    return createMqttDispenserGateway({ url: config.MQTT_URL, prefix: config.MQTT_TOPIC_PREFIX });
  }
  return Promise.resolve(createDispenserSimulator());
}
