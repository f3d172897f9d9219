import { randomUUID } from 'node:crypto';
import { connectAsync } from 'mqtt';
import { commandTopic, type DispenserGateway, type DispenserReport, parseReport } from './dispenser';

export interface MqttGatewayOptions {
  url: string;
  prefix: string;
}

/**
 * The real protocol: commands published with QoS 1 to `<prefix>/<topic>/command`, reports read
 * from every `<prefix>/…/report`. Resolves once connected and subscribed.
 */
export async function createMqttDispenserGateway(options: MqttGatewayOptions): Promise<DispenserGateway> {
  const client = await connectAsync(options.url, {
    clientId: `golfwallet-api-${randomUUID()}`,
    reconnectPeriod: 1000,
  });
  const listeners = new Set<(report: DispenserReport) => void>();
  client.on('message', (topic, payload) => {
    if (!topic.startsWith(`${options.prefix}/`) || !topic.endsWith('/report')) return;
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
    async close() {
      listeners.clear();
      await client.endAsync();
    },
  };
}
