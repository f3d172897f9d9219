import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../../test/helper';
import { insertDispenser, insertRangeCard, setRangeSettings } from '../../../test/builders/range.factory';
import { insertClub } from '../../../test/builders/voucher.factory';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { dispenseEvents, rangeReservations, vouchers } from '../../db/schema/index';
import { startInProcessRunner } from '../../jobs/in-process-runner';
import { dispenseTimeoutJob } from '../../modules/range/dispense-timeout.job';
import { reportTopic } from './dispenser';
import { createMqttDispenserGateway } from './dispenser-mqtt';

/**
 * An API restarted in the middle of a dispense, against the real Mosquitto on 127.0.0.1:1883
 * (MQTT_URL overrides; CI starts it). The machine is played by the test itself, so it reports
 * exactly when told: the done is published while no API is connected, and the broker must keep it
 * for the API's persistent session (MQTT_CLIENT_ID, clean session off) and deliver it to the next
 * start, before that start's sweep may release anything. The test app itself runs without a
 * broker, so no other subscriber hears the reports.
 */
const MQTT_URL = process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1883';
const PREFIX = `gwtest/${randomUUID()}`;
const API_CLIENT_ID = `gwtest-api-${randomUUID()}`;
const GATEWAY_CLIENT_ID = `gwtest-api-${randomUUID()}`;
const AT_CLUB = { latitude: 55.7, longitude: 12.5 };

let t: TestApp;
let golfer: TestUser;
let clubId: number;
let config: Config;
let machine: MqttClient;
const commands: { topic: string; commandId: string }[] = [];

/** One API instance as server.ts starts it: its app (and gateway), with this test's broker settings. */
async function startApi(): Promise<FastifyInstance> {
  const app = await buildApp({ config, db: t.database.db, now: t.clock.now });
  await app.ready();
  return app;
}

function postDispense(app: FastifyInstance, body: Record<string, number>) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/range/dispense',
    headers: { authorization: `Basic ${Buffer.from(`${golfer.token}:`).toString('base64')}` },
    payload: { ...AT_CLUB, ...body },
  });
}

/** The machine's report, QoS 1 as a machine sends it; resolves once the broker has it. */
async function report(topic: string, commandId: string, kind: 'ack' | 'done') {
  await machine.publishAsync(reportTopic(PREFIX, topic), JSON.stringify({ commandId, kind }), { qos: 1 });
}

async function reservationOf(voucherId: number) {
  const [row] = await t.database.db
    .select()
    .from(rangeReservations)
    .where(eq(rangeReservations.voucherId, voucherId));
  return row!;
}

async function usesLeft(voucherId: number) {
  const [row] = await t.database.db.select().from(vouchers).where(eq(vouchers.id, voucherId));
  return row!.usesLeft;
}

async function eventsOf(dispenserId: number) {
  const rows = await t.database.db
    .select()
    .from(dispenseEvents)
    .where(eq(dispenseEvents.dispenserId, dispenserId));
  return rows.map((row) => `${row.status} ${row.balls}`).sort();
}

/** Ends a persistent session on the broker: a clean connection with its id. */
async function forgetSession(clientId: string) {
  const client = await connectAsync(MQTT_URL, { clientId, clean: true });
  await client.endAsync();
}

beforeAll(async () => {
  t = await createTestApp();
  config = {
    ...t.config,
    MQTT_URL,
    MQTT_TOPIC_PREFIX: PREFIX,
    MQTT_CLIENT_ID: API_CLIENT_ID,
    DISPENSE_TIMEOUT_MS: 60_000,
    DISPENSE_ACK_RETRY_MS: 300,
  };
  golfer = await createTestUser(t);
  clubId = (await insertClub(t, { ...AT_CLUB, selfRedeemRadiusM: 300 })).id;
  await setRangeSettings(t, clubId, 100, 0);
  machine = await connectAsync(MQTT_URL, { clientId: `gwtest-machine-${randomUUID()}` });
  machine.on('message', (topic, payload) => {
    if (!topic.endsWith('/command')) return;
    const { commandId } = JSON.parse(payload.toString('utf8')) as { commandId: string };
    commands.push({ topic: topic.slice(PREFIX.length + 1, -'/command'.length), commandId });
  });
  await machine.subscribeAsync(`${PREFIX}/#`, { qos: 1 });
});

afterAll(async () => {
  await machine?.endAsync();
  await forgetSession(API_CLIENT_ID);
  await forgetSession(GATEWAY_CLIENT_ID);
  await t?.close();
});

describe('an API restarted in the middle of a dispense', { timeout: 30_000 }, () => {
  it('settles a done the machine reported while the API was down: the use stays spent', async () => {
    const { dispenser, basket } = await insertDispenser(t, clubId, { balls: 40 });
    const card = await insertRangeCard(t, golfer.id, clubId, 3);
    const first = await startApi();
    const call = postDispense(first, {
      dispenser_id: dispenser.id,
      basket_id: basket.id,
      voucher_id: card.id,
    });
    // The command reaches the machine, which acknowledges it; the use is held.
    await expect
      .poll(() => commands.find((c) => c.topic === dispenser.mqttTopic), { timeout: 10_000 })
      .toBeDefined();
    const { commandId } = commands.find((c) => c.topic === dispenser.mqttTopic)!;
    await report(dispenser.mqttTopic, commandId, 'ack');
    await expect
      .poll(async () => (await reservationOf(card.id)).state, { timeout: 10_000 })
      .toBe('acknowledged');
    expect(await usesLeft(card.id)).toBe(2);

    // The API goes down before the balls drop (its session stays on the broker).
    await first.close();
    expect((await call).statusCode).toBe(409);
    expect((await reservationOf(card.id)).state).toBe('acknowledged');

    // The machine finishes and says so while no API is there.
    await report(dispenser.mqttTopic, commandId, 'done');

    // The next start, after the deadline: its start-up sweep waits until the session's queue is in.
    const second = await startApi();
    try {
      const later = new Date(t.clock.now().getTime() + 120_000);
      const abort = new AbortController();
      const released = await dispenseTimeoutJob.run(
        { db: t.database.db, config, now: () => later, log: second.log, dispenser: second.dispenser },
        { id: 'dispense-timeouts:test', retry: 0, signal: abort.signal },
      );
      expect(released).toBe(0);
      expect((await reservationOf(card.id)).state).toBe('settled');
      expect(await usesLeft(card.id)).toBe(2);
      expect(await eventsOf(dispenser.id)).toEqual(['dispensed 40', 'requested 40']);
    } finally {
      await second.close();
    }
  });

  it('releases at the next start when the machine never answered, and records a done after that as late', async () => {
    const { dispenser, basket } = await insertDispenser(t, clubId, { balls: 30 });
    const card = await insertRangeCard(t, golfer.id, clubId, 3);
    const first = await startApi();
    const call = postDispense(first, {
      dispenser_id: dispenser.id,
      basket_id: basket.id,
      voucher_id: card.id,
    });
    await expect
      .poll(() => commands.find((c) => c.topic === dispenser.mqttTopic), { timeout: 10_000 })
      .toBeDefined();
    const { commandId } = commands.find((c) => c.topic === dispenser.mqttTopic)!;
    expect(await usesLeft(card.id)).toBe(2);
    await first.close();
    expect((await call).statusCode).toBe(409);

    // The next start, after the deadline: the dispense-timeouts job runs at start-up, catches up
    // (nothing was kept), releases it and gives the use back.
    const second = await startApi();
    try {
      const later = new Date(t.clock.now().getTime() + 120_000);
      const jobs = startInProcessRunner(
        { db: t.database.db, config, now: () => later, log: second.log, dispenser: second.dispenser },
        [dispenseTimeoutJob],
      );
      await expect
        .poll(async () => (await reservationOf(card.id)).state, { timeout: 10_000 })
        .toBe('released');
      await jobs.stop();
      expect(await usesLeft(card.id)).toBe(3);

      // Balls that drop after all were given without charge: recorded, never charged afterwards.
      await report(dispenser.mqttTopic, commandId, 'done');
      await expect
        .poll(async () => (await reservationOf(card.id)).state, { timeout: 10_000 })
        .toBe('late_done');
      expect(await usesLeft(card.id)).toBe(3);
      expect(await eventsOf(dispenser.id)).toEqual(['dispensed 30', 'failed 30', 'requested 30']);
    } finally {
      await second.close();
    }
  });
});

describe('a report that could not be applied', { timeout: 30_000 }, () => {
  it('is not acknowledged: the broker delivers it again after the gateway reconnects', async () => {
    // A prefix of its own: no other session of this file hears these messages.
    const prefix = `gwtest/${randomUUID()}`;
    const gateway = await createMqttDispenserGateway({
      url: MQTT_URL,
      prefix,
      clientId: GATEWAY_CLIENT_ID,
      log: t.app.log,
    });
    try {
      const heard: string[] = [];
      const applied: string[] = [];
      gateway.onReport(async (received) => {
        heard.push(received.commandId);
        // The first attempt fails (the database is away, say).
        if (heard.length === 1) throw new Error('database away');
        applied.push(received.commandId);
      });
      await expect.poll(() => gateway.caughtUp?.(), { timeout: 10_000 }).toBe(true);
      const commandId = randomUUID();
      await machine.publishAsync(
        reportTopic(prefix, 'clubs/1/dispensers/1'),
        JSON.stringify({ commandId, kind: 'done' }),
        { qos: 1 },
      );
      await expect.poll(() => applied, { timeout: 10_000 }).toEqual([commandId]);
      expect(heard).toEqual([commandId, commandId]);
      await expect.poll(() => gateway.caughtUp?.(), { timeout: 10_000 }).toBe(true);
    } finally {
      await gateway.close();
    }
  });
});
