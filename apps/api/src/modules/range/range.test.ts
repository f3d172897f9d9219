import type { ApiError } from '@golfwallet/core/client/api-client';
import type { ContractInput } from '@golfwallet/core/contracts/define';
import { dispense as dispenseCall } from '@golfwallet/core/contracts/range/dispense';
import { listDispensers as listDispensersCall } from '@golfwallet/core/contracts/range/list-dispensers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestUser,
  outcome,
  refusal,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import { createDispenserSimulator } from '../../adapters/dispenser/dispenser-simulator';
import { clubs, rangeReservations, users, vouchers } from '../../db/schema/index';
import { DEMO_EMAIL } from '../../db/seed/demo';
import { insertClub } from '../../../test/builders/voucher.factory';
import {
  addBallMoney,
  insertDispenser,
  insertRangeCard,
  setRangeSettings,
} from '../../../test/builders/range.factory';
import { DispenseRunner } from './dispense-runner';
import { dispense as dispenseService, listDispensers } from './range.service';
import { sweepOverdueReservations } from './reservation.service';

const gateway = createDispenserSimulator({ delayMs: 10 });
const machine = gateway.machine;
let t: TestApp;
let golfer: TestUser;
let other: TestUser;
let club: Awaited<ReturnType<typeof insertClub>>;
const AT_CLUB = { latitude: 55.7, longitude: 12.5 };

beforeAll(async () => {
  t = await createTestApp({
    dispenser: gateway,
    env: { DISPENSE_TIMEOUT_MS: '600', DISPENSE_ACK_RETRY_MS: '100' },
  });
  t.clock.set(new Date('2026-06-10T10:00:00Z'));
  [golfer, other] = await Promise.all([createTestUser(t), createTestUser(t)]);
  club = await insertClub(t, { ...AT_CLUB, selfRedeemRadiusM: 300 });
});
afterAll(async () => t.close());
beforeEach(async () => {
  machine.mode = 'normal';
  t.clock.set(new Date('2026-06-10T10:00:00Z'));
  await setRangeSettings(t, club.id, 100, 0);
});

/** Dispenses through the typed client, in English, from the club's position unless the body says otherwise. */
function dispense(body: ContractInput<typeof dispenseCall>['body'], token = golfer.token) {
  return t.api({ token, language: 'en' })(dispenseCall, { body: { ...AT_CLUB, ...body } });
}

/** The ApiError code a dispense is refused with. */
async function refusedCode(body: ContractInput<typeof dispenseCall>['body'], token = golfer.token) {
  return (await refusal(dispense(body, token))).code;
}

async function usesLeft(voucherId: number) {
  const [row] = await t.database.db.select().from(vouchers).where(eq(vouchers.id, voucherId));
  return row!.usesLeft;
}

describe('POST /range/dispense', () => {
  it('drops the balls, takes one use and counts the dispense today', async () => {
    const { dispenser, basket } = await insertDispenser(t, club.id, { balls: 40, maxPerDay: 3 });
    const card = await insertRangeCard(t, golfer.id, club.id, 5);
    const res = await dispense({ dispenser_id: dispenser.id, basket_id: basket.id, voucher_id: card.id });
    expect(res).toMatchObject({ balls: 40, card_uses_left: 4, uses_left_today: 2 });
    expect(machine.dropped.get(dispenser.mqttTopic)).toBe(40);
    expect(await usesLeft(card.id)).toBe(4);

    const list = await t.api({ token: golfer.token })(listDispensersCall, { params: { club_id: club.id } });
    const listed = list.dispensers.find((d) => d.dispenser_id === dispenser.id);
    expect(listed!.baskets[0]!.uses_left_today).toBe(2);
    expect(list.cards).toContainEqual({ voucher_id: card.id, name: card.name, uses_left: 4 });
  });

  it('releases the use on a jam after the ack and says so in the caller’s language', async () => {
    machine.mode = 'jam';
    const { dispenser, basket } = await insertDispenser(t, club.id);
    const card = await insertRangeCard(t, golfer.id, club.id, 2);
    const res = await refusal(
      dispense({ dispenser_id: dispenser.id, basket_id: basket.id, voucher_id: card.id }),
    );
    expect(res.status).toBe(409);
    expect(res).toMatchObject({
      code: 'DISPENSE_FAILED',
      message: 'Error dispensing, please try again',
    });
    expect(await usesLeft(card.id)).toBe(2);
    expect(machine.dropped.get(dispenser.mqttTopic)).toBeUndefined();
  });

  it('releases after the timeout when the machine is offline', async () => {
    machine.mode = 'offline';
    const { dispenser, basket } = await insertDispenser(t, club.id);
    const card = await insertRangeCard(t, golfer.id, club.id, 1);
    expect(await refusedCode({ dispenser_id: dispenser.id, basket_id: basket.id, voucher_id: card.id })).toBe(
      'DISPENSE_FAILED',
    );
    expect(await usesLeft(card.id)).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(rangeReservations)
      .where(eq(rangeReservations.voucherId, card.id));
    expect(row!.state).toBe('released');
  });

  it('resends a command whose ack was lost and drops the balls once', async () => {
    machine.mode = 'lose-ack';
    machine.delayMs = 250;
    try {
      const { dispenser, basket } = await insertDispenser(t, club.id, { balls: 20 });
      const card = await insertRangeCard(t, golfer.id, club.id, 3);
      await dispense({ dispenser_id: dispenser.id, basket_id: basket.id, voucher_id: card.id }); // 200, checked by the client
      const [reservation] = await t.database.db
        .select()
        .from(rangeReservations)
        .where(eq(rangeReservations.voucherId, card.id));
      expect(machine.received.get(reservation!.commandId)).toBeGreaterThanOrEqual(2);
      expect(machine.dropped.get(dispenser.mqttTopic)).toBe(20);
      expect(await usesLeft(card.id)).toBe(2);
    } finally {
      machine.delayMs = 10;
    }
  });

  it('gives two phones on a one-use card one basket between them', async () => {
    const { dispenser, basket } = await insertDispenser(t, club.id);
    const card = await insertRangeCard(t, golfer.id, club.id, 1);
    const both = await Promise.all(
      [1, 2].map(() =>
        dispense({ dispenser_id: dispenser.id, basket_id: basket.id, voucher_id: card.id }).then(
          () => 200,
          (error: ApiError) => [error.status, error.code],
        ),
      ),
    );
    // One is answered; the other refused.
    expect(both).toContainEqual(200);
    expect(both).toContainEqual([409, 'VOUCHER_USED_UP']);
    expect(machine.dropped.get(dispenser.mqttTopic)).toBe(30);
    expect(await usesLeft(card.id)).toBe(0);
  });

  it('holds the club’s daily limit and the basket’s', async () => {
    await setRangeSettings(t, club.id, 100, 0);
    const { dispenser, basket } = await insertDispenser(t, club.id, { maxPerDay: 1 });
    const card = await insertRangeCard(t, golfer.id, club.id, 10);
    await dispense({ dispenser_id: dispenser.id, basket_id: basket.id, voucher_id: card.id }); // 200, checked by the client
    const again = await refusedCode({
      dispenser_id: dispenser.id,
      basket_id: basket.id,
      voucher_id: card.id,
    });
    expect(again).toBe('RANGE_BASKET_LIMIT');

    const club2 = await insertClub(t, { ...AT_CLUB, selfRedeemRadiusM: 300 });
    await setRangeSettings(t, club2.id, 1, 0);
    const second = await insertDispenser(t, club2.id);
    const card2 = await insertRangeCard(t, golfer.id, club2.id, 10);
    const body = { dispenser_id: second.dispenser.id, basket_id: second.basket.id, voucher_id: card2.id };
    expect(await outcome(dispense(body))).toBe('ok');
    expect(await refusedCode(body)).toBe('RANGE_DAILY_LIMIT');
    t.clock.set(new Date('2026-06-11T10:00:00Z'));
    expect(await outcome(dispense(body))).toBe('ok');
  });

  it('holds the time window between two dispenses of one golfer', async () => {
    const club3 = await insertClub(t, { ...AT_CLUB, selfRedeemRadiusM: 300 });
    await setRangeSettings(t, club3.id, 100, 15);
    const { dispenser, basket } = await insertDispenser(t, club3.id);
    const card = await insertRangeCard(t, golfer.id, club3.id, 10);
    const body = { dispenser_id: dispenser.id, basket_id: basket.id, voucher_id: card.id };
    expect(await outcome(dispense(body))).toBe('ok');
    t.clock.set(new Date('2026-06-10T10:05:00Z'));
    const soon = await refusal(dispense(body));
    expect(soon).toMatchObject({
      code: 'RANGE_TOO_SOON',
      message: 'You can dispense again in 10 minutes',
    });
    t.clock.set(new Date('2026-06-10T10:15:00Z'));
    expect(await outcome(dispense(body))).toBe('ok');
  });

  it("holds the time window across the club's midnight, while the day's count starts again", async () => {
    const club4 = await insertClub(t, { ...AT_CLUB, selfRedeemRadiusM: 300 });
    await setRangeSettings(t, club4.id, 1, 15);
    const { dispenser, basket } = await insertDispenser(t, club4.id);
    const card = await insertRangeCard(t, golfer.id, club4.id, 10);
    const body = { dispenser_id: dispenser.id, basket_id: basket.id, voucher_id: card.id };
    // 23:55 and 00:05 in Copenhagen (UTC+2 in June): another day, but 10 minutes apart.
    t.clock.set(new Date('2026-06-10T21:55:00Z'));
    expect(await outcome(dispense(body))).toBe('ok');
    t.clock.set(new Date('2026-06-10T22:05:00Z'));
    expect(await refusal(dispense(body))).toMatchObject({
      code: 'RANGE_TOO_SOON',
      message: 'You can dispense again in 5 minutes',
    });
    t.clock.set(new Date('2026-06-10T22:10:00Z'));
    expect(await outcome(dispense(body))).toBe('ok');
    expect(await refusedCode(body)).toBe('RANGE_DAILY_LIMIT');
  });

  it('pays with ball money, never below zero, and gives it back on a fault', async () => {
    const { dispenser, basket } = await insertDispenser(t, club.id, { priceMinor: 3000 });
    const payer = await createTestUser(t);
    await addBallMoney(t, payer.id, club.id, 5000);
    const body = { dispenser_id: dispenser.id, basket_id: basket.id };
    expect(await outcome(dispense(body, payer.token))).toBe('ok');
    expect(await refusedCode(body, payer.token)).toBe('BALL_MONEY_INSUFFICIENT');
    await addBallMoney(t, payer.id, club.id, 1000);
    machine.mode = 'jam';
    expect(await refusedCode(body, payer.token)).toBe('DISPENSE_FAILED');
    const list = await t.api({ token: payer.token })(listDispensersCall, { params: { club_id: club.id } });
    expect(list.ball_money_minor).toBe(3000);
  });

  it('checks the position on the server', async () => {
    const { dispenser, basket } = await insertDispenser(t, club.id);
    const card = await insertRangeCard(t, golfer.id, club.id);
    const base = { dispenser_id: dispenser.id, basket_id: basket.id, voucher_id: card.id };
    expect(await refusedCode({ ...base, latitude: 56.2, longitude: 12.5 })).toBe('TOO_FAR_FROM_CLUB');
    const none = await refusal(t.api({ token: golfer.token, language: 'en' })(dispenseCall, { body: base }));
    expect(none).toMatchObject({
      code: 'GEOLOCATION_UNAVAILABLE',
      message: 'Geolocation is not available yet',
    });
    expect(await usesLeft(card.id)).toBe(10);
  });

  it('refuses a dispenser that is not ready', async () => {
    const { dispenser, basket } = await insertDispenser(t, club.id, { status: 'offline' });
    const card = await insertRangeCard(t, golfer.id, club.id);
    expect(await refusedCode({ dispenser_id: dispenser.id, basket_id: basket.id, voucher_id: card.id })).toBe(
      'DISPENSER_NOT_READY',
    );
  });

  it('does not let golfer B dispense on golfer A’s card', async () => {
    const { dispenser, basket } = await insertDispenser(t, club.id);
    const card = await insertRangeCard(t, golfer.id, club.id, 3);
    const res = await refusal(
      dispense({ dispenser_id: dispenser.id, basket_id: basket.id, voucher_id: card.id }, other.token),
    );
    expect(res.status).toBe(404);
    expect(res.code).toBe('VOUCHER_NOT_FOUND');
    expect(await usesLeft(card.id)).toBe(3);
  });
});

describe('the demo data', () => {
  it('lets the demo golfer dispense from the basket card at Rungsted', async () => {
    t.clock.set(new Date());
    const [demo] = await t.database.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    const [rungsted] = await t.database.db.select().from(clubs).where(eq(clubs.name, 'Rungsted Golf Klub'));
    const deps = { db: t.database.db, config: t.config, now: t.clock.now, log: t.app.log };
    const listed = await listDispensers(deps, demo!, rungsted!.id);
    const [dispenser] = listed.dispensers;
    const [card] = listed.cards;
    expect(dispenser!.ready).toBe(true);
    expect(dispenser!.baskets.length).toBeGreaterThan(0);
    expect(card).toBeDefined();
    const runner = new DispenseRunner(deps, createDispenserSimulator({ delayMs: 5 }));
    try {
      const result = await dispenseService(deps, runner, demo!, {
        dispenser_id: dispenser!.dispenser_id,
        basket_id: dispenser!.baskets[0]!.basket_id,
        voucher_id: card!.voucher_id,
        latitude: rungsted!.latitude,
        longitude: rungsted!.longitude,
      });
      expect(result.card_uses_left).toBe((card!.uses_left ?? 0) - 1);
      const after = await listDispensers(deps, demo!, rungsted!.id);
      expect(after.uses_left_today).toBe(listed.uses_left_today - 1);
    } finally {
      await runner.close();
    }
  });
});

describe('sweep', () => {
  it('releases reservations a crash left open, once', async () => {
    const { dispenser, basket } = await insertDispenser(t, club.id);
    const card = await insertRangeCard(t, golfer.id, club.id, 4);
    await t.database.db.update(vouchers).set({ usesLeft: 3 }).where(eq(vouchers.id, card.id));
    const now = t.clock.now();
    await t.database.db.insert(rangeReservations).values({
      commandId: crypto.randomUUID(),
      userId: golfer.id,
      clubId: club.id,
      dispenserId: dispenser.id,
      basketId: basket.id,
      balls: basket.balls,
      payment: 'voucher',
      voucherId: card.id,
      state: 'commanded',
      createdAt: new Date(now.getTime() - 60_000),
      deadlineAt: new Date(now.getTime() - 50_000),
    });
    const deps = { db: t.database.db, config: t.config, now: t.clock.now, log: t.app.log };
    expect(await sweepOverdueReservations(deps)).toBe(1);
    expect(await sweepOverdueReservations(deps)).toBe(0);
    expect(await usesLeft(card.id)).toBe(4);
  });
});
