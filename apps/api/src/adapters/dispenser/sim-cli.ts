import { parseArgs } from 'node:util';
import { connectAsync, type MqttClient } from 'mqtt';
import { parseCommand, reportTopic, statusTopic } from './dispenser';
import { MACHINE_MODES, type MachineMode, SimulatedMachine } from './simulated-machine';

/**
 * `npm run dispenser-sim -- --url mqtt://127.0.0.1:1883 --prefix golfwallet --mode normal --delay 200`
 * Answers every dispenser under the prefix as one simulated machine bank: `--mode offline` never
 * answers, `jam` acks then faults, `late` answers after `--delay` ms, `lose-ack` drops each first ack.
 * `--announce clubs/1/dispensers/1,clubs/1/dispensers/2` also plays those machines' status: each
 * connects on its own with `offline` as its last will, says `ready` (`offline` in offline mode),
 * and `offline` when the simulator stops; all retained, as a real machine does. Reports and
 * states are published at QoS 1, as a machine must: the broker keeps QoS 1 reports for an API
 * instance that is down (its persistent session) and delivers them when it is back.
 */
const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1883' },
    prefix: { type: 'string', default: process.env.MQTT_TOPIC_PREFIX ?? 'golfwallet' },
    mode: { type: 'string', default: 'normal' },
    delay: { type: 'string', default: '200' },
    announce: { type: 'string', default: '' },
  },
});

if (!MACHINE_MODES.includes(values.mode as MachineMode)) {
  console.error(`--mode must be one of ${MACHINE_MODES.join(', ')}`);
  process.exit(2);
}
const machine = new SimulatedMachine({ mode: values.mode as MachineMode, delayMs: Number(values.delay) });
const client = await connectAsync(values.url, { clientId: `dispenser-sim-${process.pid}` });
const prefix = values.prefix;
client.on('message', (topic, payload) => {
  if (!topic.startsWith(`${prefix}/`) || !topic.endsWith('/command')) return;
  const command = parseCommand(payload.toString('utf8'));
  if (!command) return;
  const dispenserTopic = topic.slice(prefix.length + 1, -'/command'.length);
  machine.receive(dispenserTopic, command.commandId, command.balls, (report) => {
    void client.publishAsync(reportTopic(prefix, dispenserTopic), JSON.stringify(report), { qos: 1 });
  });
});
await client.subscribeAsync(`${prefix}/#`, { qos: 1 });

const OFFLINE = JSON.stringify({ status: 'offline' });
const announced: { client: MqttClient; topic: string }[] = [];
for (const dispenser of values.announce
  .split(',')
  .map((t) => t.trim())
  .filter(Boolean)) {
  const topic = statusTopic(prefix, dispenser);
  const machineClient = await connectAsync(values.url, {
    clientId: `dispenser-sim-${process.pid}-${announced.length}`,
    will: { topic, payload: Buffer.from(OFFLINE), qos: 1, retain: true },
  });
  const status = values.mode === 'offline' ? 'offline' : 'ready';
  await machineClient.publishAsync(topic, JSON.stringify({ status }), { qos: 1, retain: true });
  announced.push({ client: machineClient, topic });
}
console.log(`dispenser-sim ready (${values.mode}) on ${values.url} under ${prefix}/`);

const stop = async () => {
  machine.stop();
  for (const { client: machineClient, topic } of announced) {
    await machineClient.publishAsync(topic, OFFLINE, { qos: 1, retain: true });
    await machineClient.endAsync();
  }
  await client.endAsync();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
