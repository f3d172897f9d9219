import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { lockTimeoutPart } from '../../db/locking';
import { runPipeline } from '../../db/pipeline';
import { preparedQuery } from '../../db/prepared';
import { runStatement, statementCache, toDate } from '../../db/statement';
import { clubs } from '../../db/schema/index';
import type { RequestKey } from './redemption-request';
import { usedUp } from '../voucher/voucher-rules';

const clubQuery = preparedQuery((db) =>
  db
    .select()
    .from(clubs)
    .where(eq(clubs.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_club'),
);

/** The club by id (prepared: the range's start, issuing and the reports read it). */
export async function findClub(db: DbOrTx, id: number) {
  const [row] = await clubQuery(db).execute({ id });
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
 * use. For the odd midnight where PostgreSQL's local day start and the engine's differ (usageOf).
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
  /** At the club desk: the staff member and the voucher number the club's audit log names. */
  desk?: { staffId: number; voucherNumber: string };
  /**
   * The voucher row's version (xmin) the checks read without a lock: the use is taken only from
   * that version (none: the caller holds the row's lock).
   */
  version?: string;
  /**
   * The request's Idempotency-Key and the answer to store with it (all but `redemption_id` and
   * `uses_left`, which the statement adds): claimed in the use's own statement (see recordUse).
   */
  key?: { request: RequestKey; answer: Record<string, unknown> };
}

/** The marker of the error that undoes a use whose key a concurrent request claimed first. */
export const KEY_TAKEN = 'gw_idempotency_key_taken';

const recordUseStatement = statementCache((shape: `${'golfer' | 'desk'}${'' | '+key'}`) => {
  const kind = shape.startsWith('desk') ? 'desk' : 'golfer';
  const keyed = shape.endsWith('+key');
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
  // Checked without a lock: a row changed since it was read (another use, a transfer) is not
  // taken, and the caller reads and checks again.
  const unchanged = sql` and (${p('version')}::text is null or xmin = ${p('version')}::text::xid)`;
  // With a key: a request already answered under it takes nothing and gets that answer; the key
  // and the answer are stored by the use's own insert. A concurrent request that claimed the key
  // first (seen only by the insert, which waits for it) fails the statement: nothing is written.
  const earlier = keyed
    ? sql`earlier as (
      select fingerprint, response from redemption_requests
      where scope = ${p('keyScope')}::text and key = ${p('key')}::text
    ), `
    : sql``;
  const unclaimed = keyed ? sql` and not exists (select 1 from earlier)` : sql``;
  const claim = keyed
    ? sql`, claim as (
      insert into redemption_requests (scope, key, fingerprint, user_id, response, created_at)
      select ${p('keyScope')}::text, ${p('key')}::text, ${p('fingerprint')}::text, ${p('keyUserId')}::int,
             ${p('answer')}::jsonb || jsonb_build_object('redemption_id', redeemed.id, 'uses_left', redeemed.uses_left_after),
             ${p('at')}::timestamptz
      from redeemed
      on conflict do nothing
      returning 1
    )`
    : sql``;
  const result = keyed
    ? sql`
    select redeemed.id::text as id, redeemed.uses_left_after, null::text as fingerprint, null::jsonb as response,
           case when not exists (select 1 from claim) then ('${sql.raw(KEY_TAKEN)} ' || redeemed.id)::int end as key_taken
    from redeemed
    union all
    select null, null, fingerprint, response, null from earlier`
    : sql`
    select id::text as id, uses_left_after from redeemed`;
  return sql`
    with ${earlier}taken as (
      update vouchers set uses_left = uses_left - 1, updated_at = ${p('at')}::timestamptz
      where id = ${p('voucherId')}::bigint and not ${usedUp.sql(p('at'))}${unchanged}${unclaimed}
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
    )${audit}${claim}${result}`;
});

/**
 * Takes one use and writes its ledger row, the golfer's 'redeemed' event and, at the desk, the
 * club's audit row, in one statement (one round trip; atomic on its own). The golfer's and the
 * desk's redemptions call it without a transaction (recordUseOfVersion), with the row version their
 * checks read; the desk's gift card in its transaction. The use is taken by a conditional update
 * (uses_left - 1 only while a use is left, and only from the version read; null stays unlimited):
 * nothing at all is written otherwise, and then it answers undefined. Otherwise the redemption's
 * id and the uses left afterwards (null: unlimited).
 *
 * With a key (`use.key`) the same statement claims it: when a request under the key was already
 * answered, nothing is taken and that answer comes back (`earlier`); otherwise the use's insert
 * stores the key with its answer. Two requests with one key for one voucher queue on the voucher's
 * row, so the second sees the first's key; one for another voucher that loses the race for the key
 * fails with KEY_TAKEN (SQLSTATE 22P02), writing nothing.
 */
export async function recordUse(db: DbOrTx, use: UseRecord): Promise<Used> {
  const shape = `${use.desk ? 'desk' : 'golfer'}${use.key ? '+key' : ''}` as const;
  const [row] = await runStatement<UsedRow>(db, recordUseStatement(shape), useValues(use));
  return usedOf(row);
}

/**
 * recordUse outside a transaction, for a use checked without a lock (the golfer's and the desk's
 * redemptions): taken only from the row version read, else undefined (read and check again). It
 * waits at most `lockTimeoutMs` for the voucher's row lock (a transfer or another use holding it),
 * then fails with 55P03 and writes nothing (answered 503). The bound goes in the same round trip
 * (lockTimeoutPart).
 */
export async function recordUseOfVersion(
  db: Db,
  use: UseRecord & { version: string },
  lockTimeoutMs: number,
): Promise<Used> {
  const shape = `${use.desk ? 'desk' : 'golfer'}${use.key ? '+key' : ''}` as const;
  const [, rows] = await runPipeline(db, [
    lockTimeoutPart(lockTimeoutMs),
    { statement: recordUseStatement(shape), values: useValues(use) },
  ]);
  return usedOf(rows?.[0] as UsedRow | undefined);
}

type UsedRow = {
  id: string | number | null;
  uses_left_after: number | null;
  fingerprint?: string | null;
  response?: unknown;
};

/** A use taken, the answer stored earlier under the request's key, or nothing (undefined). */
export type Used =
  | { redemptionId: number; usesLeft: number | null; earlier?: undefined }
  | { earlier: { fingerprint: string; response: unknown } }
  | undefined;

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
    version: use.version ?? null,
    keyScope: use.key?.request.scope ?? null,
    key: use.key?.request.key ?? null,
    fingerprint: use.key?.request.fingerprint ?? null,
    keyUserId: use.key?.request.userId ?? null,
    answer: use.key ? JSON.stringify(use.key.answer) : null,
  };
}

function usedOf(row: UsedRow | undefined): Used {
  if (!row) return undefined;
  if (row.id === null) {
    const response = typeof row.response === 'string' ? JSON.parse(row.response) : row.response;
    return { earlier: { fingerprint: String(row.fingerprint), response } };
  }
  return { redemptionId: Number(row.id), usesLeft: row.uses_left_after };
}
