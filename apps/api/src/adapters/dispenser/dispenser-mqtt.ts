import { randomUUID } from 'node:crypto';
import { connectAsync } from 'mqtt';
import {
  commandTopic,
  type DispenserGateway,
  type DispenserReport,
  type DispenserStatusReport,
  parseReport,
  parseStatus,
} from './dispenser';

export interface MqttGatewayOptions {
  url: string;
  prefix: string;
}

/**
 * The real protocol: commands published with QoS 1 to `<prefix>/<topic>/command`, reports read
 * from every `<prefix>/…/report`, machine states from every `<prefix>/…/status` (retained, so a
 * new subscriber hears each machine's last state at once). Resolves once connected and subscribed.
 */
export async function createMqttDispenserGateway(options: MqttGatewayOptions): Promise<DispenserGateway> {
  const client = await connectAsync(options.url, {
    clientId: `golfwallet-api-${randomUUID()}`,
    reconnectPeriod: 1000,
  });
  const listeners = new Set<(report: DispenserReport) => void>();
  const statusListeners = new Set<(report: DispenserStatusReport) => void>();
  client.on('message', (topic, payload) => {
    if (!topic.startsWith(`${options.prefix}/`)) return;
    if (topic.endsWith('/status')) {
      const status = parseStatus(payload.toString('utf8'));
      const dispenser = topic.slice(options.prefix.length + 1, -'/status'.length);
      if (!status || !dispenser) return;
      for (const listener of statusListeners) listener({ topic: dispenser, status });
      return;
    }
    if (!topic.endsWith('/report')) return;
    const report = parseReport(payload.toString('utf8'));
    if (!report) return;
    for (const listener of listeners) listener(report);
  });
  await client.subscribeAsync(`${options.prefix}/#`, { qos: 1 });
  return {
    kind: 'mqtt',
    async send(command) {
      await client.publishAsync(
        commandTopic(options.prefix, command.topic),
        JSON.stringify({ commandId: command.commandId, balls: command.balls }),
        { qos: 1 },
      );
    },
    onReport(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    async close() {
      listeners.clear();
      statusListeners.clear();
      await client.endAsync();
    },
  };
}
