import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { connect, type IPublishPacket } from 'mqtt';
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
  /** The persistent session's id on the broker: stable across restarts, one per API instance. */
  clientId: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** Where a gateway sends the marker that tells it its session's queue is delivered. */
function catchUpTopic(prefix: string, marker: string): string {
  return `${prefix}/api-catch-up/${marker}`;
}

/**
 * When a persistent session has caught up. After each connection the gateway publishes a marker (a
 * fresh id, QoS 1) to a topic it is subscribed to: the broker queues it for the session behind
 * every message it kept while the gateway was away (Mosquitto delivers a session's messages in
 * order), and the gateway handles what it receives one message at a time, so when its marker comes
 * back every report queued before it has been applied. A disconnection, or a report that could not
 * be applied, means not caught up until the next connection's marker.
 */
export class CatchUp {
  #awaited: string | undefined;
  #caughtUp = false;
  #waiters: (() => void)[] = [];

  get caughtUp(): boolean {
    return this.#caughtUp;
  }

  /** A (re)connection: caught up once `marker` comes back. */
  connected(marker: string) {
    this.#awaited = marker;
    this.#caughtUp = false;
  }

  /** Disconnected, or a report was left unapplied (the broker delivers it again next time). */
  lost() {
    this.#awaited = undefined;
    this.#caughtUp = false;
  }

  /** A marker came back; answers whether it was the one awaited (an old or foreign one is not). */
  heard(marker: string): boolean {
    if (this.#awaited === undefined || marker !== this.#awaited) return false;
    this.#awaited = undefined;
    this.#caughtUp = true;
    this.#wake();
    return true;
  }

  /** Resolves the next time the session is caught up (at once when it is), or on close. */
  when(): Promise<void> {
    if (this.#caughtUp) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  close() {
    this.lost();
    this.#wake();
  }

  #wake() {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }
}

/**
 * The real protocol: commands published with QoS 1 to `<prefix>/<topic>/command`, reports read
 * from every `<prefix>/…/report`, machine states from every `<prefix>/…/status` (retained, so a
 * new subscriber hears each machine's last state at once).
 *
 * The session is persistent (a stable client id, clean session off, subscription at QoS 1): the
 * broker keeps the reports machines publish (QoS 1) while this instance is down and delivers them
 * when it reconnects. Messages are handled one at a time, in order, and a report is acknowledged to
 * the broker only once the listeners have applied it: one cut off by a crash or a failure is
 * delivered again (the state machine ignores repeats). Nothing is handled before the first report
 * listener is attached. Resolves once connected.
 */
export async function createMqttDispenserGateway(options: MqttGatewayOptions): Promise<DispenserGateway> {
  const { prefix, log } = options;
  const client = connect(options.url, {
    clientId: options.clientId,
    clean: false,
    reconnectPeriod: 1000,
  });
  const listeners = new Set<(report: DispenserReport) => void | Promise<void>>();
  const statusListeners = new Set<(report: DispenserStatusReport) => void | Promise<void>>();
  const catchUp = new CatchUp();
  const markerPrefix = catchUpTopic(prefix, '');
  let closing = false;
  let listening: () => void = () => {};
  const firstListener = new Promise<void>((resolve) => {
    listening = resolve;
  });

  async function handle(topic: string, payload: Buffer) {
    await firstListener;
    if (closing) throw new Error('dispenser gateway closing');
    if (!topic.startsWith(`${prefix}/`)) return;
    if (topic.startsWith(markerPrefix)) {
      catchUp.heard(topic.slice(markerPrefix.length));
      return;
    }
    if (topic.endsWith('/status')) {
      const status = parseStatus(payload.toString('utf8'));
      const dispenser = topic.slice(prefix.length + 1, -'/status'.length);
      if (!status || !dispenser) return;
      await Promise.all([...statusListeners].map(async (listener) => listener({ topic: dispenser, status })));
      return;
    }
    if (!topic.endsWith('/report')) return;
    const report = parseReport(payload.toString('utf8'));
    if (!report) return;
    await Promise.all([...listeners].map(async (listener) => listener(report)));
  }

  // mqtt.js sends the PUBACK of a QoS 1 message when this calls back without an error, and takes
  // the next message only then.
  client.handleMessage = (packet: IPublishPacket, callback: (error?: Error) => void) => {
    const payload = typeof packet.payload === 'string' ? Buffer.from(packet.payload) : packet.payload;
    handle(packet.topic, payload).then(
      () => callback(),
      (error: unknown) => {
        catchUp.lost();
        callback(error instanceof Error ? error : new Error(String(error)));
        if (closing) return;
        // Left unacknowledged: reconnecting makes the broker deliver it again.
        log.error({ err: error, topic: packet.topic }, 'dispenser message not applied; reconnecting');
        client.stream?.destroy();
      },
    );
  };

  // Every connection: (re)subscribe (restores the subscription if the broker lost the session),
  // then send the marker; the session counts as caught up when it comes back.
  client.on('connect', (connack) => {
    const marker = randomUUID();
    catchUp.connected(marker);
    if (!connack.sessionPresent) {
      log.info({ clientId: options.clientId }, 'MQTT session new on the broker: nothing was kept for it');
    }
    void (async () => {
      try {
        await client.subscribeAsync(`${prefix}/#`, { qos: 1 });
        await client.publishAsync(catchUpTopic(prefix, marker), '', { qos: 1 });
      } catch (error) {
        if (!closing)
          log.warn({ err: error }, 'MQTT subscription or catch-up marker failed; retried on reconnect');
      }
    })();
  });
  client.on('close', () => catchUp.lost());
  client.on('error', (error) => log.warn({ err: error }, 'MQTT connection error'));

  await new Promise<void>((resolve, reject) => {
    const connected = () => {
      client.off('error', failed);
      resolve();
    };
    const failed = (error: Error) => {
      client.off('connect', connected);
      client.end(true);
      reject(error);
    };
    client.once('connect', connected);
    client.once('error', failed);
  });

  return {
    kind: 'mqtt',
    async send(command) {
      await client.publishAsync(
        commandTopic(prefix, command.topic),
        JSON.stringify({ commandId: command.commandId, balls: command.balls }),
        { qos: 1 },
      );
    },
    onReport(listener) {
      listeners.add(listener);
      listening();
      return () => listeners.delete(listener);
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    caughtUp: () => catchUp.caughtUp && !closing,
    whenCaughtUp: () => catchUp.when(),
    async close() {
      closing = true;
      catchUp.close();
      listeners.clear();
      statusListeners.clear();
      listening();
      // A DISCONNECT without ending the session (MQTT 3.1.1 with clean session off): the broker
      // keeps the subscription and queues what comes meanwhile for the next start.
      await client.endAsync();
    },
  };
}
