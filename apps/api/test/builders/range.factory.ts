import type { TestApp } from '../helper';
import { dispenserBaskets, dispensers, rangeSettings } from '../../src/db/schema/index';
import { postTransfer } from '../../src/modules/ledger/transfers';
import { insertVoucher } from './voucher.factory';

let counter = 0;

/** A ready dispenser at the club with one basket; topics are unique per call. */
export async function insertDispenser(
  t: TestApp,
  clubId: number,
  options: { balls?: number; priceMinor?: number; maxPerDay?: number; status?: 'ready' | 'offline' } = {},
) {
  counter += 1;
  const [dispenser] = await t.database.db
    .insert(dispensers)
    .values({
      clubId,
      name: `Automat ${counter}`,
      mqttTopic: `clubs/${clubId}/dispensers/${counter}-${process.pid}`,
      status: options.status ?? 'ready',
    })
    .returning();
  const [basket] = await t.database.db
    .insert(dispenserBaskets)
    .values({
      dispenserId: dispenser!.id,
      position: 1,
      balls: options.balls ?? 30,
      priceMinor: options.priceMinor ?? 2500,
      maxPerDay: options.maxPerDay ?? 100,
    })
    .returning();
  return { dispenser: dispenser!, basket: basket! };
}

export async function setRangeSettings(t: TestApp, clubId: number, maxPerDay: number, windowMinutes: number) {
  await t.database.db
    .insert(rangeSettings)
    .values({ clubId, maxPerDay, windowMinutes })
    .onConflictDoUpdate({ target: rangeSettings.clubId, set: { maxPerDay, windowMinutes } });
}

/** A driving-range basket card of the golfer at the club. */
export function insertRangeCard(t: TestApp, userId: number, clubId: number, usesLeft: number | null = 10) {
  return insertVoucher(t, {
    userId,
    clubId,
    type: 'ecard',
    category: 'driving_range',
    usesTotal: usesLeft,
    usesLeft,
  });
}

export async function addBallMoney(t: TestApp, userId: number, clubId: number, amount: number) {
  await t.database.db.transaction((tx) =>
    postTransfer(tx, { userId, clubId, kind: 'ball_money', amount, reason: 'top_up', orderId: null }),
  );
}
