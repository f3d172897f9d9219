import { deskLookup } from '@golfwallet/core/contracts/partner/desk-lookup';
import { deskRedeem } from '@golfwallet/core/contracts/partner/desk-redeem';
import { startOfLocalDay, startOfLocalWeek } from '@golfwallet/core/domain/restrictions';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import {
  createTestUser,
  openTestDatabase,
  refusal,
  testAppOf,
  testClock,
  testConfig,
  type TestApp,
} from '../../../test/helper';
import { statementsDuring, writes } from '../../../test/statements';
import { createTestStaff, type TestStaff } from '../../../test/builders/partner';
import { insertClub, insertDepartment, insertVoucher } from '../../../test/builders/voucher.factory';
import { partnerAudit, redemptions, voucherEvents, vouchers } from '../../db/schema/index';
import type { Faults } from '../../deps';
import { runPipeline } from '../../db/pipeline';
import { redeemReadPart, toRedeemRead } from '../redemption/redeem-read';

/**
 * Round trips per desk redemption and look-up (issue 12's p99 target): the staff session's check
 * sent with one read of everything the checks need, then one conditional write sent with its lock
 * timeout, with no BEGIN and COMMIT. Fails when someone brings back the separate session look-up,
 * club, department, lock, holder or usage statements or the transaction around them. Runs on
 * PGlite (no pipelining: each statement its own entry), and on PostgreSQL with TEST_DATABASE_URL
 * (one entry per round trip).
 */

/**
 * PostgreSQL: the session's check with the read (club, department, voucher, holder, usage), then
 * the lock timeout with the write. (Before: 3, and 8 before that.) PGlite: those 4 statements.
 */
const DESK_REDEEM_ROUND_TRIPS = 2;
const DESK_REDEEM_STATEMENTS = 4;
/** PostgreSQL: the session's check with the read by the voucher's number (before: 3, and 5). */
const DESK_LOOKUP_ROUND_TRIPS = 1;
const DESK_LOOKUP_STATEMENTS = 2;

/** What statementsDuring counts: round trips on PostgreSQL, statements on PGlite. */
const expected = (roundTrips: number, statements: number) =>
  t.database.kind === 'postgres' ? roundTrips : statements;

/** A Tuesday, 12:00 in Copenhagen. */
const TUESDAY_NOON = new Date('2026-06-09T10:00:00Z');

const faults: Faults = {};
let t: TestApp;
let desk: TestStaff;
let clubId: number;

beforeAll(async () => {
  const database = await openTestDatabase();
  const clock = testClock();
  const config = testConfig();
  const app = await buildApp({ config, db: database.db, now: clock.now, faults });
  await app.ready();
  t = testAppOf({ app, database, config, clock });
  t.clock.set(TUESDAY_NOON);
  clubId = (await insertClub(t, { name: 'Desk Statements Golfklub' })).id;
  desk = await createTestStaff(t, [{ clubId, role: 'desk' }]);
});
afterAll(async () => t.close());

type RedeemBody = { voucher_id: number; department_id?: number };
const redeem = (body: RedeemBody) => t.api({ token: desk.token })(deskRedeem, { body });

async function ledgerOf(voucherId: number) {
  const count = async (table: typeof redemptions | typeof voucherEvents) => {
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.voucherId, voucherId));
    return Number(row!.n);
  };
  const [audit] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(partnerAudit)
    .where(eq(partnerAudit.subject, (await voucherRow(voucherId)).voucherNumber));
  return {
    redemptions: await count(redemptions),
    events: await count(voucherEvents),
    audit: Number(audit!.n),
  };
}

async function voucherRow(id: number) {
  const [row] = await t.database.db.select().from(vouchers).where(eq(vouchers.id, id));
  return row!;
}

describe('statements per desk redemption', () => {
  it(`a desk redemption takes ${DESK_REDEEM_ROUND_TRIPS} round trips, one of them the write, and no transaction`, async () => {
    const golfer = await createTestUser(t);
    const department = await insertDepartment(t, clubId);
    const voucher = await insertVoucher(t, {
      clubId,
      userId: golfer.id,
      usesTotal: null,
      usesLeft: null,
      restrictions: { valid_times_per_day: 2 },
    });
    await redeem({ voucher_id: voucher.id }); // 200, checked by the client

    let answer: Awaited<ReturnType<typeof redeem>> | undefined;
    const statements = await statementsDuring(t.database.db, async () => {
      answer = await redeem({ voucher_id: voucher.id, department_id: department.id });
    });
    expect(answer).toMatchObject({ voucher_id: voucher.id, uses_left: null });
    expect(statements, statements.join('\n---\n')).toHaveLength(
      expected(DESK_REDEEM_ROUND_TRIPS, DESK_REDEEM_STATEMENTS),
    );
    expect(statements.join('\n')).toMatch(/from staff_sessions ss/);
    expect(statements.join('\n')).toMatch(/set_config\('lock_timeout'/);
    expect(statements.filter((text) => /^\s*(begin|commit)\b/i.test(text))).toEqual([]);
    expect(writes(statements)).toHaveLength(1);
    // The ledger, the golfer's events and the club's audit log each got both uses.
    expect(await ledgerOf(voucher.id)).toEqual({ redemptions: 2, events: 2, audit: 2 });

    // The day's limit is read from the same statement: a third use today is refused, writing nothing.
    let code: string | undefined;
    const refused = await statementsDuring(t.database.db, async () => {
      code = (await refusal(redeem({ voucher_id: voucher.id }))).code;
    });
    expect(code).toBe('VOUCHER_DAILY_LIMIT');
    expect(writes(refused)).toEqual([]);
    expect(refused.length).toBeLessThan(expected(DESK_REDEEM_ROUND_TRIPS, DESK_REDEEM_STATEMENTS));
  });

  it(`a desk look-up takes ${DESK_LOOKUP_ROUND_TRIPS} round trip and writes nothing, and still says why a use is refused`, async () => {
    const golfer = await createTestUser(t);
    const voucher = await insertVoucher(t, {
      clubId,
      userId: golfer.id,
      usesTotal: null,
      usesLeft: null,
      restrictions: { valid_times_per_day: 1 },
    });
    const lookUp = () =>
      t.api({ token: desk.token })(deskLookup, { params: { number: voucher.voucherNumber } });
    // The session seen live once on this instance (as every desk's after its first request).
    await lookUp(); // 200, checked by the client
    let answer: Awaited<ReturnType<typeof lookUp>> | undefined;
    const statements = await statementsDuring(t.database.db, async () => {
      answer = await lookUp();
    });
    expect(answer).toMatchObject({ may_redeem: true, owner_name: 'Desk Statements Golfklub' });
    expect(statements, statements.join('\n---\n')).toHaveLength(
      expected(DESK_LOOKUP_ROUND_TRIPS, DESK_LOOKUP_STATEMENTS),
    );
    expect(writes(statements)).toEqual([]);
    // The day's use is counted by the same read: after one use the look-up says no more today.
    await redeem({ voucher_id: voucher.id });
    expect(await lookUp()).toMatchObject({ may_redeem: false, reason_code: 'VOUCHER_DAILY_LIMIT' });
  });

  it('looks a session not seen live on this instance up first, before the body is parsed', async () => {
    const golfer = await createTestUser(t);
    const voucher = await insertVoucher(t, { clubId, userId: golfer.id, usesTotal: null, usesLeft: null });
    const fresh = await createTestStaff(t, [{ clubId, role: 'desk' }]);
    const call = (body: RedeemBody) => t.api({ token: fresh.token })(deskRedeem, { body });
    // A stranger's session is looked up before the body: a bad body still answers 403, not 422.
    const stranger = await statementsDuring(t.database.db, async () => {
      // Raw by design: the body is malformed on purpose, which the typed client's types refuse.
      const res = await t.call({
        method: 'POST',
        url: '/partner/desk/redeem',
        token: 'not-a-session-of-anybody-here',
        payload: { voucher_id: 'not a number' },
      });
      expect([res.statusCode, res.json().code]).toEqual([403, 'SESSION_EXPIRED']);
    });
    expect(stranger.join('\n')).toMatch(/from staff_sessions ss/);
    expect(stranger).toHaveLength(1);
    const first = await statementsDuring(t.database.db, async () => {
      await call({ voucher_id: voucher.id }); // 200, checked by the client
    });
    expect(first).toHaveLength(expected(DESK_REDEEM_ROUND_TRIPS + 1, DESK_REDEEM_STATEMENTS));
  });

  it('reads and checks again when the voucher changed between its checks and its write', async () => {
    const golfer = await createTestUser(t);
    const voucher = await insertVoucher(t, { clubId, userId: golfer.id, usesTotal: 2, usesLeft: 1 });
    let changed = 0;
    // Another redemption takes the last use while this one is between its read and its write.
    faults.beforeRedeemWrite = async () => {
      changed += 1;
      if (changed === 1)
        await t.database.db.update(vouchers).set({ usesLeft: 0 }).where(eq(vouchers.id, voucher.id));
    };
    try {
      const refused = await refusal(redeem({ voucher_id: voucher.id }));
      expect([refused.status, refused.code]).toEqual([409, 'VOUCHER_USED_UP']);
    } finally {
      delete faults.beforeRedeemWrite;
    }
    expect(changed).toBe(1);
    expect(await ledgerOf(voucher.id)).toEqual({ redemptions: 0, events: 0, audit: 0 });
    expect((await voucherRow(voucher.id)).usesLeft).toBe(0);

    // A change that leaves a use (an undo, a rename) is read again and the use taken once.
    const other = await insertVoucher(t, { clubId, userId: golfer.id, usesTotal: 3, usesLeft: 2 });
    changed = 0;
    faults.beforeRedeemWrite = async () => {
      changed += 1;
      if (changed === 1)
        await t.database.db.update(vouchers).set({ name: 'Omdøbt' }).where(eq(vouchers.id, other.id));
    };
    try {
      expect(await redeem({ voucher_id: other.id })).toMatchObject({ voucher_id: other.id, uses_left: 1 });
    } finally {
      delete faults.beforeRedeemWrite;
    }
    expect(changed).toBe(2);
    expect(await ledgerOf(other.id)).toEqual({ redemptions: 1, events: 1, audit: 1 });
  });

  it('counts usage from the same local day and week start as the restriction engine', async () => {
    const zones = ['Europe/Copenhagen', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham', 'UTC'];
    const instants = [
      '2026-06-09T10:00:00Z',
      '2026-03-29T00:30:00Z',
      '2026-11-01T06:59:59Z',
      '2026-01-04T23:00:00Z',
    ];
    for (const timezone of zones) {
      const id = (await insertClub(t, { timezone })).id;
      for (const instant of instants) {
        const now = new Date(instant);
        const input = { voucher: { id: 0 }, departmentId: null, now };
        const [rows] = await runPipeline(t.database.db, [redeemReadPart({ desk: { clubId: id } }, input)]);
        const read = toRedeemRead(rows!, input);
        expect([timezone, instant, read!.usage.dayStart, read!.usage.weekStart]).toEqual([
          timezone,
          instant,
          startOfLocalDay(now, timezone),
          startOfLocalWeek(now, timezone),
        ]);
      }
    }
  });
});
