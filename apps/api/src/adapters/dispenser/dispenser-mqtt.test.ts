import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContractInput } from '@golfwallet/core/contracts/define';
import { dispense as dispenseCall } from '@golfwallet/core/contracts/range/dispense';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestUser,
  outcome,
  refusal,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import { connectAsync } from 'mqtt';
import { dispenseEvents, vouchers } from '../../db/schema/index';
import { insertDispenser, insertRangeCard, setRangeSettings } from '../../../test/builders/range.factory';
import { insertClub } from '../../../test/builders/voucher.factory';
import type { MachineMode } from './simulated-machine';

/**
 * Against the real Mosquitto on 127.0.0.1:1883 (MQTT_URL overrides), with the simulator running
 * alone in a child process, as `npm run dispenser-sim` runs it. Every run has its own topic prefix
 * and API client id (its persistent session is ended afterwards). An API restarted mid-dispense:
 * dispenser-restart.test.ts.
 */
const MQTT_URL = process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1883';
const PREFIX = `gwtest/${randomUUID()}`;
const API_CLIENT_ID = `gwtest-api-${randomUUID()}`;
const SIM = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sim-cli.ts');
const AT_CLUB = { latitude: 55.7, longitude: 12.5 };

let t: TestApp;
let golfer: TestUser;
let club: Awaited<ReturnType<typeof insertClub>>;

/** Starts the simulator process in a mode and waits until it listens. */
function startSim(mode: MachineMode, delayMs = 50): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      SIM,
      '--url',
      MQTT_URL,
      '--prefix',
      PREFIX,
      '--mode',
      mode,
      '--delay',
      String(delayMs),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`dispenser-sim exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('dispenser-sim ready')) resolve(child);
    });
  });
}

function stopSim(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function withSim<T>(mode: MachineMode, run: () => Promise<T>, delayMs?: number): Promise<T> {
  const child = await startSim(mode, delayMs);
  try {
    return await run();
  } finally {
    await stopSim(child);
  }
}

function dispense(body: ContractInput<typeof dispenseCall>['body'], token = golfer.token) {
  return t.api({ token, language: 'en' })(dispenseCall, { body: { ...AT_CLUB, ...body } });
}

async function usesLeft(voucherId: number) {
  const [row] = await t.database.db.select().from(vouchers).where(eq(vouchers.id, voucherId));
  return row!.usesLeft;
}

async function dispensedBalls(dispenserId: number) {
  const rows = await t.database.db
    .select()
    .from(dispenseEvents)
    .where(eq(dispenseEvents.dispenserId, dispenserId));
  return rows.filter((r) => r.status === 'dispensed').reduce((sum, r) => sum + r.balls, 0);
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
  club = await insertClub(t, { ...AT_CLUB, selfRedeemRadiusM: 300 });
  await setRangeSettings(t, club.id, 100, 0);
});
afterAll(async () => {
  await t.close();
  // Ends the API's persistent session on the broker.
  const client = await connectAsync(MQTT_URL, { clientId: API_CLIENT_ID, clean: true });
  await client.endAsync();
});

describe('dispensing over MQTT with the simulator as its own process', { timeout: 30_000 }, () => {
  it('dispenses and settles', async () => {
    const { dispenser, basket } = await insertDispenser(t, club.id, { balls: 50 });
    const card = await insertRangeCard(t, golfer.id, club.id, 3);
    const res = await withSim('normal', () =>
      dispense({ dispenser_id: dispenser.id, basket_id: basket.id, voucher_id: card.id }),
    );
    expect(res).toMatchObject({ balls: 50, card_uses_left: 2 });
    expect(await dispensedBalls(dispenser.id)).toBe(50);
  });

  it('releases when the machine is offline', async () => {
    const { dispenser, basket } = await insertDispenser(t, club.id);
    const card = await insertRangeCard(t, golfer.id, club.id, 3);
    const res = await withSim('offline', () =>
      refusal(dispense({ dispenser_id: dispenser.id, basket_id: basket.id, voucher_id: card.id })),
    );
    expect(res).toMatchObject({
      code: 'DISPENSE_FAILED',
      message: 'Error dispensing, please try again',
    });
    expect(await usesLeft(card.id)).toBe(3);
  });

  it('releases on a jam after the ack', async () => {
    const { dispenser, basket } = await insertDispenser(t, club.id);
    const card = await insertRangeCard(t, golfer.id, club.id, 3);
    const res = await withSim('jam', () =>
      refusal(dispense({ dispenser_id: dispenser.id, basket_id: basket.id, voucher_id: card.id })),
    );
    expect(res.code).toBe('DISPENSE_FAILED');
    expect(await usesLeft(card.id)).toBe(3);
    expect(await dispensedBalls(dispenser.id)).toBe(0);
  });

  it('resends after a lost ack and settles once', async () => {
    const { dispenser, basket } = await insertDispenser(t, club.id, { balls: 20 });
    const card = await insertRangeCard(t, golfer.id, club.id, 3);
    await withSim(
      'lose-ack',
      () => dispense({ dispenser_id: dispenser.id, basket_id: basket.id, voucher_id: card.id }),
      600,
    );
    expect(await usesLeft(card.id)).toBe(2);
    expect(await dispensedBalls(dispenser.id)).toBe(20);
  });

  it('gives two phones on a one-use card one basket', async () => {
    const { dispenser, basket } = await insertDispenser(t, club.id);
    const card = await insertRangeCard(t, golfer.id, club.id, 1);
    const body = { dispenser_id: dispenser.id, basket_id: basket.id, voucher_id: card.id };
    const both = await withSim('normal', () =>
      Promise.all([outcome(dispense(body)), outcome(dispense(body))]),
    );
    expect(both.sort()).toEqual(['VOUCHER_USED_UP', 'ok']);
    expect(await usesLeft(card.id)).toBe(0);
    expect(await dispensedBalls(dispenser.id)).toBe(30);
  });

  it('holds the daily limit and the time window', async () => {
    const range = await insertClub(t, { ...AT_CLUB, selfRedeemRadiusM: 300 });
    await setRangeSettings(t, range.id, 2, 20);
    const { dispenser, basket } = await insertDispenser(t, range.id);
    t.clock.set(new Date('2026-06-10T08:00:00Z'));
    const card = await insertRangeCard(t, golfer.id, range.id, 10);
    const body = { dispenser_id: dispenser.id, basket_id: basket.id, voucher_id: card.id };
    await withSim('normal', async () => {
      expect(await outcome(dispense(body))).toBe('ok');
      expect(await outcome(dispense(body))).toBe('RANGE_TOO_SOON');
      t.clock.set(new Date('2026-06-10T08:30:00Z'));
      expect(await outcome(dispense(body))).toBe('ok');
      t.clock.set(new Date('2026-06-10T09:30:00Z'));
      expect(await outcome(dispense(body))).toBe('RANGE_DAILY_LIMIT');
    });
    expect(await usesLeft(card.id)).toBe(8);
  });
});
