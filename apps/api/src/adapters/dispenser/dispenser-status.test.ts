import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRange } from '@golfwallet/core/contracts/partner/get-range';
import { dispense as dispenseCall } from '@golfwallet/core/contracts/range/dispense';
import { eq } from 'drizzle-orm';
import { connectAsync } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestUser,
  outcome,
  refusal,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import { dispensers } from '../../db/schema/index';
import { insertDispenser, insertRangeCard, setRangeSettings } from '../../../test/builders/range.factory';
import { insertClub } from '../../../test/builders/voucher.factory';
import { createTestStaff, type TestStaff } from '../../../test/builders/partner';
import { statusTopic } from './dispenser';

/**
 * Machine status over MQTT, against the real Mosquitto with the simulator alone in a child process
 * playing one machine (`--announce`): it says ready when it starts, offline when it stops, and the
 * broker says offline for it (its last will) when it dies. The API keeps the dispenser's status to
 * that: the portal shows it, and golfers cannot dispense from a machine that is not ready.
 */
const MQTT_URL = process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1883';
const PREFIX = `gwtest/${randomUUID()}`;
const API_CLIENT_ID = `gwtest-api-${randomUUID()}`;
const SIM = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sim-cli.ts');
const AT_CLUB = { latitude: 55.7, longitude: 12.5 };

let t: TestApp;
let golfer: TestUser;
let owner: TestStaff;
let clubId: number;
let machine: Awaited<ReturnType<typeof insertDispenser>>;

function startSim(announce: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', SIM, '--url', MQTT_URL, '--prefix', PREFIX, '--announce', announce],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`dispenser-sim exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('dispenser-sim ready')) resolve(child);
    });
  });
}

function stopSim(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

async function statusOf(id: number) {
  const [row] = await t.database.db.select().from(dispensers).where(eq(dispensers.id, id));
  return row!.status;
}

/** The status the API holds, once it has heard the machine (the broker delivers in milliseconds). */
async function eventually(id: number, expected: string) {
  for (let i = 0; i < 100 && (await statusOf(id)) !== expected; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await statusOf(id)).toBe(expected);
}

function dispense(voucherId: number) {
  return t.api({ token: golfer.token, language: 'en' })(dispenseCall, {
    body: {
      ...AT_CLUB,
      dispenser_id: machine.dispenser.id,
      basket_id: machine.basket.id,
      voucher_id: voucherId,
    },
  });
}

async function portalStatus() {
  const range = await t.api({ token: owner.token })(getRange);
  return range.dispensers.find((d) => d.dispenser_id === machine.dispenser.id)?.status;
}

beforeAll(async () => {
  t = await createTestApp({
    env: {
      MQTT_URL,
      MQTT_TOPIC_PREFIX: PREFIX,
      MQTT_CLIENT_ID: API_CLIENT_ID,
      DISPENSE_TIMEOUT_MS: '1500',
      DISPENSE_ACK_RETRY_MS: '300',
    },
  });
  golfer = await createTestUser(t);
  clubId = (await insertClub(t, { ...AT_CLUB, selfRedeemRadiusM: 300 })).id;
  owner = await createTestStaff(t, [{ clubId, role: 'owner' }]);
  await setRangeSettings(t, clubId, 100, 0);
  machine = await insertDispenser(t, clubId, { status: 'offline' });
});

afterAll(async () => {
  // Retained states stay on the broker: empty them.
  const client = await connectAsync(MQTT_URL);
  await client.publishAsync(statusTopic(PREFIX, machine.dispenser.mqttTopic), '', { qos: 1, retain: true });
  await client.endAsync();
  await t.close();
  // Ends the API's persistent session on the broker.
  const session = await connectAsync(MQTT_URL, { clientId: API_CLIENT_ID, clean: true });
  await session.endAsync();
});

describe('machine status over MQTT', () => {
  it('follows the machine: ready when it starts, offline when it stops or dies', {
    timeout: 60_000,
  }, async () => {
    const card = await insertRangeCard(t, golfer.id, clubId, 5);
    expect(await outcome(dispense(card.id))).toBe('DISPENSER_NOT_READY');

    const sim = await startSim(machine.dispenser.mqttTopic);
    await eventually(machine.dispenser.id, 'ready');
    expect(await portalStatus()).toBe('ready');
    expect(await outcome(dispense(card.id))).toBe('ok');

    await stopSim(sim, 'SIGTERM');
    await eventually(machine.dispenser.id, 'offline');
    expect(await portalStatus()).toBe('offline');
    const refused = await refusal(dispense(card.id));
    expect(`${refused.status} ${refused.code}`).toBe('409 DISPENSER_NOT_READY');

    // Killed without a word: the broker speaks its last will.
    const again = await startSim(machine.dispenser.mqttTopic);
    await eventually(machine.dispenser.id, 'ready');
    await stopSim(again, 'SIGKILL');
    await eventually(machine.dispenser.id, 'offline');
  });
});
