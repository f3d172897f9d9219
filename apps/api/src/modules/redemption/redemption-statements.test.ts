import { redeemVoucher } from '@golfwallet/core/contracts/vouchers/redeem-voucher';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsDuring, writes } from '../../../test/statements';
import { insertClub, insertDepartment, insertVoucher } from '../../../test/builders/voucher.factory';
import { createTestApp, createTestUser, refusal, type TestApp, type TestUser } from '../../../test/helper';
import { redemptionRequests, redemptions, voucherEvents } from '../../db/schema/index';

/**
 * Round trips per golfer redemption (issue 30: redeem no slower than before the ledger): the
 * session's check sent with one read of everything the checks need, then one conditional write
 * sent with its lock timeout, with no BEGIN and COMMIT. Fails when someone brings back the
 * separate session, club, department, voucher, lock or usage statements or the transaction around
 * them. Runs on PGlite (no pipelining: each statement its own entry), and on PostgreSQL with
 * TEST_DATABASE_URL (one entry per round trip).
 */

/**
 * PostgreSQL: the session's check with the read (club, department, voucher, usage), then the lock
 * timeout with the write. (Before: 9, with the session, club, voucher, BEGIN, lock timeout, locked
 * voucher, usage, write and COMMIT each a round trip.) PGlite: those 4 statements.
 */
const REDEEM_ROUND_TRIPS = 2;
const REDEEM_STATEMENTS = 4;

/** A Tuesday, 12:00 in Copenhagen. */
const TUESDAY_NOON = new Date('2026-06-09T10:00:00Z');

let t: TestApp;
let golfer: TestUser;
let clubId: number;

const expected = (roundTrips: number, statements: number) =>
  t.database.kind === 'postgres' ? roundTrips : statements;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(TUESDAY_NOON);
  golfer = await createTestUser(t);
  clubId = (await insertClub(t, { name: 'Redeem Statements Golfklub' })).id;
});
afterAll(async () => t.close());

type RedeemBody = { voucher_id: number; department_id?: number };
const redeem = (body: RedeemBody, key?: string) =>
  t.api({ token: golfer.token })(redeemVoucher, {
    body: { club_id: clubId, ...body },
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

async function countOf(table: typeof redemptions | typeof voucherEvents, voucherId: number) {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.voucherId, voucherId));
  return Number(row!.n);
}

describe('statements per golfer redemption', () => {
  it(`a redemption takes ${REDEEM_ROUND_TRIPS} round trips, one of them the write, and no transaction`, async () => {
    const department = await insertDepartment(t, clubId);
    const voucher = await insertVoucher(t, {
      clubId,
      userId: golfer.id,
      usesTotal: null,
      usesLeft: null,
      restrictions: { valid_times_per_day: 2 },
    });
    await redeem({ voucher_id: voucher.id }); // 200, checked by the client; the session is now known

    let answer: Awaited<ReturnType<typeof redeem>> | undefined;
    const statements = await statementsDuring(t.database.db, async () => {
      answer = await redeem({ voucher_id: voucher.id, department_id: department.id }, 'statements-key-1');
    });
    expect(answer).toMatchObject({ voucher_id: voucher.id, uses_left: null });
    expect(statements, statements.join('\n---\n')).toHaveLength(
      expected(REDEEM_ROUND_TRIPS, REDEEM_STATEMENTS),
    );
    expect(statements.join('\n')).toMatch(/from sessions s join users u/);
    expect(statements.join('\n')).toMatch(/set_config\('lock_timeout'/);
    expect(statements.filter((text) => /^\s*(begin|commit)\b/i.test(text))).toEqual([]);
    expect(writes(statements)).toHaveLength(1);
    // The ledger and the golfer's events each got both uses; the key was stored with the use.
    expect(await countOf(redemptions, voucher.id)).toBe(2);
    expect(await countOf(voucherEvents, voucher.id)).toBe(2);
    const keys = await t.database.db
      .select()
      .from(redemptionRequests)
      .where(eq(redemptionRequests.key, 'statements-key-1'));
    expect(keys).toHaveLength(1);

    // The day's limit is read from the same statement: a third use today is refused, writing nothing.
    let code: string | undefined;
    const refused = await statementsDuring(t.database.db, async () => {
      code = (await refusal(redeem({ voucher_id: voucher.id }))).code;
    });
    expect(code).toBe('VOUCHER_DAILY_LIMIT');
    expect(writes(refused)).toEqual([]);
    expect(refused.length).toBeLessThan(expected(REDEEM_ROUND_TRIPS, REDEEM_STATEMENTS));
  });

  it('another golfer’s voucher is not found by the read, and nothing is written', async () => {
    const other = await createTestUser(t);
    const voucher = await insertVoucher(t, { clubId, userId: other.id, usesTotal: 3, usesLeft: 3 });
    await redeem({ voucher_id: (await insertVoucher(t, { clubId, userId: golfer.id })).id });
    let code: string | undefined;
    const statements = await statementsDuring(t.database.db, async () => {
      code = (await refusal(redeem({ voucher_id: voucher.id }))).code;
    });
    expect(code).toBe('VOUCHER_NOT_FOUND');
    expect(writes(statements)).toEqual([]);
    expect(await countOf(redemptions, voucher.id)).toBe(0);
  });
});
