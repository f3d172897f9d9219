import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redemptions, vouchers } from '../../src/db/schema/index';
import { createTestStaff, type TestStaff } from '../builders/partner';
import { insertClub, insertVoucher } from '../builders/voucher.factory';
import { createTestUser, type TestApp, type TestUser } from '../helper';
import { appOn, createFaultDatabase, type FaultDatabase, ON_POSTGRES, sleep } from './fault-db';

/**
 * The desk and the golfer race for the last use of a voucher (issue 12), on PostgreSQL: the desk
 * redeems through one app, the golfer self-redeems through another, both with a random delay
 * between their checks and their write (Deps.faults.beforeRedeemWrite). Exactly one wins every
 * run; the other gets the §8 answer (409 VOUCHER_USED_UP); the ledger holds one row.
 */

const RUNS = 20;

describe.runIf(ON_POSTGRES)('desk redemption against the golfer’s own, for the last use', () => {
  let database: FaultDatabase;
  let deskApp: TestApp;
  let golferApp: TestApp;
  let golfer: TestUser;
  let desk: TestStaff;
  let clubId: number;
  let delays = 0;
  const faults = {
    beforeRedeemWrite: async () => {
      delays += 1;
      await sleep(Math.floor(Math.random() * 20));
    },
  };

  beforeAll(async () => {
    database = await createFaultDatabase();
    deskApp = await appOn(database.url, { faults });
    golferApp = await appOn(database.url, { faults });
    golfer = await createTestUser(golferApp);
    clubId = (await insertClub(golferApp)).id;
    desk = await createTestStaff(deskApp, [{ clubId, role: 'desk' }]);
  }, 60_000);
  afterAll(async () => {
    await deskApp?.close();
    await golferApp?.close();
    await database?.drop();
  });

  it(`exactly one of them wins, ${RUNS} runs out of ${RUNS}`, { timeout: 120_000 }, async () => {
    const winners = { desk: 0, golfer: 0 };
    for (let run = 0; run < RUNS; run++) {
      const voucher = await insertVoucher(golferApp, {
        userId: golfer.id,
        clubId,
        usesTotal: 2,
        usesLeft: 1,
      });
      const [atDesk, self] = await Promise.all([
        deskApp.call({
          method: 'POST',
          url: '/partner/desk/redeem',
          token: desk.token,
          payload: { voucher_id: voucher.id },
        }),
        golferApp.call({
          method: 'POST',
          url: '/voucher/redeem',
          token: golfer.token,
          payload: { voucher_id: voucher.id, club_id: clubId },
        }),
      ]);
      const answers = [atDesk, self].map(
        (res) => `${res.statusCode}${res.statusCode === 200 ? '' : ` ${res.json().code}`}`,
      );
      expect(
        answers.filter((a) => a === '200'),
        `run ${run + 1}: ${answers}`,
      ).toHaveLength(1);
      expect(
        answers.filter((a) => a !== '200'),
        `run ${run + 1}`,
      ).toEqual(['409 VOUCHER_USED_UP']);
      if (atDesk.statusCode === 200) winners.desk += 1;
      else winners.golfer += 1;
      const [ledger] = await golferApp.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(redemptions)
        .where(eq(redemptions.voucherId, voucher.id));
      expect(Number(ledger!.n)).toBe(1);
      const [row] = await golferApp.database.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
      expect(row!.usesLeft).toBe(0);
    }
    expect(winners.desk + winners.golfer).toBe(RUNS);
    expect(delays).toBeGreaterThanOrEqual(RUNS);
  });

  // The desk takes no lock: with no use count to guard, only its check of the row version keeps
  // two desks (two instances) to the day's limit.
  it(`two desks on an unlimited voucher allowed once a day: one wins, ${RUNS} runs out of ${RUNS}`, {
    timeout: 120_000,
  }, async () => {
    const otherDesk = await createTestStaff(golferApp, [{ clubId, role: 'desk' }]);
    for (let run = 0; run < RUNS; run++) {
      const voucher = await insertVoucher(golferApp, {
        userId: golfer.id,
        clubId,
        usesTotal: null,
        usesLeft: null,
        restrictions: { valid_times_per_day: 1 },
      });
      const answers = await Promise.all(
        [
          { app: deskApp, staff: desk },
          { app: golferApp, staff: otherDesk },
        ].map(async ({ app, staff }) => {
          const res = await app.call({
            method: 'POST',
            url: '/partner/desk/redeem',
            token: staff.token,
            payload: { voucher_id: voucher.id },
          });
          return `${res.statusCode}${res.statusCode === 200 ? '' : ` ${res.json().code}`}`;
        }),
      );
      expect([...answers].sort(), `run ${run + 1}`).toEqual(['200', '409 VOUCHER_DAILY_LIMIT']);
      const [ledger] = await golferApp.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(redemptions)
        .where(eq(redemptions.voucherId, voucher.id));
      expect(Number(ledger!.n)).toBe(1);
    }
  });
});
