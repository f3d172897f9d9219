import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { lockTimeoutPart } from '../../db/locking';
import { runPipeline } from '../../db/pipeline';
import { preparedQuery } from '../../db/prepared';
import { runStatement, statementCache, toDate } from '../../db/statement';
import { clubs, departments, vouchers } from '../../db/schema/index';
import { usedUp } from '../voucher/voucher-rules';

const clubQuery = preparedQuery((db) =>
  db
    .select()
    .from(clubs)
    .where(eq(clubs.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_club'),
);

/** Every redemption, desk look-up and range start reads its club. */
export async function findClub(db: DbOrTx, id: number) {
  const [row] = await clubQuery(db).execute({ id });
  return row;
}

export async function findDepartment(db: DbOrTx, id: number) {
  const [row] = await db.select().from(departments).where(eq(departments.id, id)).limit(1);
  return row;
}

/** The caller's voucher, locked until the transaction ends: concurrent redemptions of it queue here. */
export async function lockOwnedVoucher(db: DbOrTx, userId: number, voucherId: number) {
  const [row] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.id, voucherId), eq(vouchers.userId, userId)))
    .for('update');
  return row;
}

const usageStatement = statementCache(
  () => sql`
    select count(*) filter (where r.redeemed_at >= ${sql.placeholder('dayStart')}::timestamptz)::int as uses_today,
           count(*) filter (where r.redeemed_at >= ${sql.placeholder('weekStart')}::timestamptz)::int as uses_this_week,
           count(*) filter (where r.club_id = ${sql.placeholder('clubId')}::int)::int as uses_at_club,
           max(r.redeemed_at) as last_used_at
    from redemptions r where r.voucher_id = ${sql.placeholder('voucherId')}::bigint`,
);

/**
 * How a voucher has been used, from the ledger: since the local day and week began, at a club, last
 * use. A prepared statement: every redemption reads it twice (before the lock and under it).
 */
export async function countUsage(
  db: DbOrTx,
  voucherId: number,
  clubId: number,
  dayStart: Date,
  weekStart: Date,
) {
  const [row] = await runStatement<{
    uses_today: number;
    uses_this_week: number;
    uses_at_club: number;
    last_used_at: Date | string | null;
  }>(db, usageStatement('usage'), {
    voucherId,
    clubId,
    dayStart: dayStart.toISOString(),
    weekStart: weekStart.toISOString(),
  });
  return {
    usesToday: Number(row?.uses_today ?? 0),
    usesThisWeek: Number(row?.uses_this_week ?? 0),
    usesAtClub: Number(row?.uses_at_club ?? 0),
    lastUsedAt: toDate(row?.last_used_at ?? null),
  };
}

export interface UseRecord {
  voucherId: number;
  /** The holder: the ledger row's golfer and whose history gets the 'redeemed' event (none: no event). */
  userId: number | null;
  clubId: number;
  departmentId: number | null;
  method: 'club' | 'self' | 'staff';
  at: Date;
  originalPriceMinor: number;
  playingWithMember: string | null;
  /**
   * At the club desk: the staff member, the voucher number the club's audit log names, and the
   * voucher row's version (xmin) the desk's checks read: the use is taken only from that version.
   */
  desk?: { staffId: number; voucherNumber: string; version: string };
}

const recordUseStatement = statementCache((kind: 'golfer' | 'desk') => {
  const p = (name: string) => sql.placeholder(name);
  const audit =
    kind === 'desk'
      ? sql`, audit as (
      insert into partner_audit (club_id, staff_id, action, subject, details, at)
      select ${p('clubId')}::int, ${p('staffId')}::int, 'redeemed', ${p('subject')}::text,
             jsonb_build_object('redemption_id', redeemed.id, 'voucher_id', ${p('voucherId')}::bigint,
                                'uses_left', redeemed.uses_left_after),
             ${p('at')}::timestamptz
      from redeemed
    )`
      : sql``;
  // The desk checks without a lock: a row changed since it read it (another use, a transfer) is
  // not taken, and the desk reads and checks again.
  const unchanged = kind === 'desk' ? sql` and xmin = ${p('version')}::text::xid` : sql``;
  return sql`
    with taken as (
      update vouchers set uses_left = uses_left - 1, updated_at = ${p('at')}::timestamptz
      where id = ${p('voucherId')}::bigint and not ${usedUp.sql(p('at'))}${unchanged}
      returning id, uses_left
    ), redeemed as (
      insert into redemptions (voucher_id, user_id, club_id, department_id, method, redeemed_at,
                               original_price_minor, uses_left_after, playing_with_member, staff_id)
      select taken.id, ${p('userId')}::int, ${p('clubId')}::int, ${p('departmentId')}::int, ${p('method')}::text,
             ${p('at')}::timestamptz, ${p('price')}::int, taken.uses_left, ${p('playingWithMember')}::text,
             ${p('staffId')}::int
      from taken
      returning id, uses_left_after
    ), event as (
      insert into voucher_events (user_id, voucher_id, kind, at, club_id, details)
      select ${p('userId')}::int, ${p('voucherId')}::bigint, 'redeemed', ${p('at')}::timestamptz, ${p('clubId')}::int,
             jsonb_build_object('redemption_id', redeemed.id, 'uses_left', redeemed.uses_left_after,
                                'method', ${p('method')}::text)
      from redeemed where ${p('userId')}::int is not null
    )${audit}
    select id::text as id, uses_left_after from redeemed`;
});

/**
 * Takes one use and writes its ledger row, the golfer's 'redeemed' event and, at the desk, the
 * club's audit row, in one statement (one round trip; atomic on its own). The golfer's redeem calls
 * it in the transaction holding the voucher's row lock; the desk's without a transaction, with the
 * row version its checks read. The use is taken by a conditional update (uses_left - 1 only while
 * a use is left, and at the desk only from the version read; null stays unlimited): nothing at all
 * is written otherwise, and then it answers undefined. Otherwise the redemption's id and the uses
 * left afterwards (null: unlimited).
 */
export async function recordUse(db: DbOrTx, use: UseRecord) {
  const values = useValues(use);
  const [row] = await runStatement<UsedRow>(db, recordUseStatement(use.desk ? 'desk' : 'golfer'), values);
  return usedOf(row);
}

/**
 * The desk's recordUse, which runs outside a transaction: it waits at most `lockTimeoutMs` for the
 * voucher's row lock (a golfer's redemption or a transfer holding it), then fails with 55P03 and
 * writes nothing (answered 503). The bound goes in the same round trip (lockTimeoutPart).
 */
export async function recordDeskUse(
  db: Db,
  use: UseRecord & { desk: NonNullable<UseRecord['desk']> },
  lockTimeoutMs: number,
) {
  const [, rows] = await runPipeline(db, [
    lockTimeoutPart(lockTimeoutMs),
    { statement: recordUseStatement('desk'), values: useValues(use) },
  ]);
  return usedOf(rows?.[0] as UsedRow | undefined);
}

type UsedRow = { id: string | number; uses_left_after: number | null };

function useValues(use: UseRecord) {
  return {
    voucherId: use.voucherId,
    userId: use.userId,
    clubId: use.clubId,
    departmentId: use.departmentId,
    method: use.method,
    at: use.at.toISOString(),
    price: use.originalPriceMinor,
    playingWithMember: use.playingWithMember,
    staffId: use.desk?.staffId ?? null,
    subject: use.desk?.voucherNumber ?? null,
    version: use.desk?.version ?? null,
  };
}

function usedOf(row: UsedRow | undefined) {
  return row ? { redemptionId: Number(row.id), usesLeft: row.uses_left_after } : undefined;
}
