import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emptyFigures, type PeriodFigures } from '@golfwallet/core/domain/period-figures';
import { FIGURE_COLUMN_NAMES } from '../../db/schema/club-figures';
import { rowsOf } from '../voucher/sql-rows';
import { REVENUE_BATCH, refreshRevenueBatch } from './club-revenue.repository';

/**
 * The back office's period figures (issue #35) kept per club-local day (migration
 * 0031_club_figure_days), so that a period's overview sums a few thousand day rows instead of
 * reading every voucher of the club and its redemptions.
 *
 * Each voucher adds to its club's days what core's addVoucherFigures (domain/period-figures.ts)
 * counts of it, as events on the local day they happen: its issue (sold or given, uses and price),
 * each redemption (at its department; the n-th use of `uses` clips takes value(uses − n + 1) −
 * value(uses − n)), its end (expiry or withdrawal, with what was left) and the steps of what the
 * club owes on it. What is owed at an instant T is a step function of T that changes only at the
 * voucher's issue, redemptions and end; each step (owed just after the instant less owed at it) is
 * kept on the instant's day, so what is owed at a local midnight is the sum of the steps on the
 * days before it. A period of days [from, to] therefore reads: flows = its days' sums, opening =
 * the steps before `from`, closing = the steps up to `to`. Gift cards keep their value in the
 * ledger and add nothing; a voucher without an owner (unclaimed paper) adds nothing.
 *
 * The triggers mark a changed voucher in figure_dirty in the writer's transaction; `refreshClubFigures`
 * computes the marked vouchers' rows again and moves the club's day sums by the difference. Every
 * read refreshes first, so the figures always include every committed write.
 */

/** The kept figures (db/schema/club-figures.ts); the flows are those summed over a period's days. */
const COLUMNS = FIGURE_COLUMN_NAMES;
const FLOW_COLUMNS = COLUMNS.filter((column) => !column.startsWith('owed_'));

const list = (columns: readonly string[], each: (column: string) => string) =>
  sql.raw(columns.map(each).join(', '));
/** A group whose sums are not all zero (a row of zeros is left out). */
const anyNonZero = (alias: string) => sql.raw(COLUMNS.map((c) => `sum(${alias}.${c}) <> 0`).join(' or '));

/** Vouchers computed again per statement: a bounded statement when a whole club was marked. */
const REFRESH_BATCH = 20_000;
/** The class of the advisory locks that serialise one club's refreshes ("fig"). */
const REFRESH_LOCK_CLASS = 0x666967;

/**
 * core's valueAtLeft in SQL, exactly: the whole price for an unlimited voucher, else price × uses
 * left ÷ uses rounded half up to the minor unit (Math.round of a non-negative number), in integers.
 */
const valueAt = (left: SQL) =>
  sql`(case when e.total is null or e.total <= 0 then e.price
      else (2 * e.price * greatest(${left}, 0) + e.total) / (2 * e.total) end)`;

/** Owed (money or uses) at instant s (issued < s <= end) or just after it (issued <= s < end). */
const owedMinor = (after: boolean, redeemed: SQL) =>
  after
    ? sql`(case when e.issued <= bp.s and e.ends > bp.s then ${valueAt(sql`e.total - ${redeemed}`)} else 0 end)`
    : sql`(case when e.issued < bp.s and e.ends >= bp.s then ${valueAt(sql`e.total - ${redeemed}`)} else 0 end)`;
const owedUses = (after: boolean, redeemed: SQL) =>
  after
    ? sql`(case when e.total is not null and e.issued <= bp.s and e.ends > bp.s then greatest(e.total - ${redeemed}, 0) else 0 end)`
    : sql`(case when e.total is not null and e.issued < bp.s and e.ends >= bp.s then greatest(e.total - ${redeemed}, 0) else 0 end)`;

/**
 * One batch of the club's marked vouchers computed again, in one statement: the marks taken, the
 * vouchers' old rows deleted, their new rows written, the club's days moved by new − old. Answers
 * how many marks it took. Instants are compared in milliseconds, as core's facts carry them.
 */
function refreshBatch(db: DbOrTx, clubId: number) {
  return db.execute(sql`
    with gone as (
      delete from figure_dirty
      where ctid = any(array(select ctid from figure_dirty where club_id = ${clubId} limit ${REFRESH_BATCH}))
      returning voucher_id
    ),
    ids as materialized (select distinct voucher_id as id from gone),
    old as (
      delete from voucher_figure_rows w using ids
      where w.club_id = ${clubId} and w.voucher_id = ids.id
      returning w.*
    ),
    e as materialized (
      select x.*, case when x.withdrawn is null then x.valid_to else least(x.valid_to, x.withdrawn) end as ends
      from (
        select v.id, coalesce(v.product_id, 0) as product_id,
          case when v.product_id is null then v.product_name else '' end as product_name,
          (case when v.order_id is null then 0 else v.price_paid_minor end)::bigint as price,
          v.uses_total as total,
          date_trunc('milliseconds', v.created_at) as issued,
          date_trunc('milliseconds', v.valid_to) as valid_to,
          case when not v.active then (select date_trunc('milliseconds', o.refunded_at) from orders o
            where o.id = v.order_id and o.status = 'refunded') end as withdrawn
        from vouchers v join ids on ids.id = v.id
        where v.club_id = ${clubId} and v.user_id is not null
          and not exists (select 1 from gift_card_accounts g where g.voucher_id = v.id)
      ) x
    ),
    r as materialized (
      select r.voucher_id as id, date_trunc('milliseconds', r.redeemed_at) as at,
        coalesce(r.department_id, 0) as department_id,
        row_number() over (partition by r.voucher_id order by r.redeemed_at, r.id) - 1 as idx
      from redemptions r join e on e.id = r.voucher_id
    ),
    bp as materialized (
      select p.id, p.s, sum(p.hit)::bigint as here,
        (sum(sum(p.hit)) over (partition by p.id order by p.s))::bigint as upto
      from (
        select r.id, r.at as s, 1 as hit from r
        union all select e.id, e.issued, 0 from e
        union all select e.id, e.ends, 0 from e
      ) p
      group by p.id, p.s
    ),
    events as (
      select e.id, e.product_id, e.product_name, 0 as department_id, e.issued as s,
        (e.price > 0)::int as issued_sold, (e.price <= 0)::int as issued_given, 0 as redemptions,
        coalesce(e.total, 0) as uses_issued, 0 as uses_used, 0 as uses_expired, 0 as uses_refunded,
        e.price as issued_minor, 0 as used_minor, 0 as expired_minor, 0 as refunded_minor,
        0 as owed_uses, 0 as owed_minor
      from e
      union all
      select e.id, e.product_id, e.product_name, r.department_id, r.at,
        0, 0, 1, 0, (e.total is not null)::int, 0, 0,
        0, case when e.total is null then 0
          else ${valueAt(sql`e.total - r.idx`)} - ${valueAt(sql`e.total - r.idx - 1`)} end, 0, 0,
        0, 0
      from r join e on e.id = r.id
      union all
      select e.id, e.product_id, e.product_name, 0, e.ends,
        0, 0, 0, 0, 0,
        case when k.withdrawn_first then 0 else k.uses_left end,
        case when k.withdrawn_first then k.uses_left else 0 end,
        0, 0,
        case when k.withdrawn_first then 0 else ${valueAt(sql`k.uses_left`)} end,
        case when k.withdrawn_first then ${valueAt(sql`k.uses_left`)} else 0 end,
        0, 0
      from e join bp on bp.id = e.id and bp.s = e.ends
      cross join lateral (select
        case when e.total is null then 0 else greatest(e.total - (bp.upto - bp.here), 0) end as uses_left,
        e.withdrawn is not null and e.withdrawn <= e.valid_to as withdrawn_first) k
      where e.ends > e.issued
      union all
      select e.id, e.product_id, e.product_name, 0, bp.s,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        ${owedUses(true, sql`bp.upto`)} - ${owedUses(false, sql`(bp.upto - bp.here)`)},
        ${owedMinor(true, sql`bp.upto`)} - ${owedMinor(false, sql`(bp.upto - bp.here)`)}
      from bp join e on e.id = bp.id
    ),
    fresh as (
      select ev.id as voucher_id, ev.product_id, ev.product_name, ev.department_id,
        (ev.s at time zone (select c.timezone from clubs c where c.id = ${clubId}))::date as day,
        ${list(COLUMNS, (c) => `sum(ev.${c})::bigint as ${c}`)}
      from events ev
      group by 1, 2, 3, 4, 5
      having ${anyNonZero('ev')}
    ),
    written as (
      insert into voucher_figure_rows (voucher_id, club_id, product_id, product_name, department_id, day, ${list(COLUMNS, (c) => c)})
      select voucher_id, ${clubId}, product_id, product_name, department_id, day, ${list(COLUMNS, (c) => c)}
      from fresh
    ),
    moved as (
      select d.product_id, d.product_name, d.department_id, d.day, ${list(COLUMNS, (c) => `sum(d.${c})::bigint as ${c}`)}
      from (
        select product_id, product_name, department_id, day, ${list(COLUMNS, (c) => c)} from fresh
        union all
        select product_id, product_name, department_id, day, ${list(COLUMNS, (c) => `-${c}`)} from old
      ) d
      group by 1, 2, 3, 4
      having ${anyNonZero('d')}
    ),
    summed as (
      insert into club_figure_days as t (club_id, day, product_id, product_name, department_id, ${list(COLUMNS, (c) => c)})
      select ${clubId}, day, product_id, product_name, department_id, ${list(COLUMNS, (c) => c)} from moved
      on conflict (club_id, day, product_id, product_name, department_id) do update set
        ${list(COLUMNS, (c) => `${c} = t.${c} + excluded.${c}`)}
    )
    select count(*)::int as taken from gone`);
}

type Batch = (db: DbOrTx, clubId: number) => Promise<unknown>;

/** The marked vouchers (figure_dirty) and orders (revenue_dirty), each refreshed batch by batch. */
const MARKS: readonly { table: 'figure_dirty' | 'revenue_dirty'; batch: Batch; size: number }[] = [
  { table: 'figure_dirty', batch: refreshBatch, size: REFRESH_BATCH },
  { table: 'revenue_dirty', batch: refreshRevenueBatch, size: REVENUE_BATCH },
];

/**
 * Computes the club's marked vouchers and orders again (all of them, batch by batch), one refresh
 * of a club at a time across instances (an advisory lock), so that a read after it sees every
 * committed write. Nothing to do costs one indexed look-up.
 */
export async function refreshClubFigures(db: DbOrTx, clubId: number): Promise<void> {
  const found = rowsOf<{ vouchers: boolean; orders: boolean }>(
    await db.execute(sql`select
      exists (select 1 from figure_dirty where club_id = ${clubId}) as vouchers,
      exists (select 1 from revenue_dirty where club_id = ${clubId}) as orders`),
  )[0];
  if (!found?.vouchers && !found?.orders) return;
  for (const marks of MARKS) {
    if (marks.table === 'figure_dirty' ? !found.vouchers : !found.orders) continue;
    for (;;) {
      const taken = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK_CLASS}, ${clubId})`);
        // Enough memory that a whole batch's steps stay off disk, and no JIT (compiling costs more).
        await tx.execute(sql`set local work_mem = '64MB'`);
        await tx.execute(sql`set local jit = off`);
        const [row] = rowsOf<{ taken: number }>(await marks.batch(tx, clubId));
        return Number(row?.taken ?? 0);
      });
      // A full batch may have left more; a short one took all there were (another refresh that
      // held the lock meanwhile took the rest).
      if (taken < marks.size) break;
    }
  }
}

/** The clubs with marked vouchers or orders (the club-figures job refreshes each). */
export async function clubsWithMarks(db: DbOrTx): Promise<number[]> {
  const result = await db.execute(
    sql`select club_id from figure_dirty union select club_id from revenue_dirty`,
  );
  return rowsOf<{ club_id: number }>(result).map((row) => Number(row.club_id));
}

/** A period of club-local days: `from` inclusive, `until` exclusive (yyyy-mm-dd). */
export interface PeriodDays {
  from: string;
  until: string;
}

const FIGURE_KEYS = Object.keys(emptyFigures()) as (keyof PeriodFigures)[];

/**
 * The period's figures per product (a product-less voucher's group is its own name), from the
 * club's day sums: core's period figures, summed per product.
 */
export async function productFiguresOfPeriod(db: DbOrTx, clubId: number, days: PeriodDays) {
  const result = await db.execute(sql`
    select f.*, coalesce(p.name, f.product_name) as name from (
      select d.product_id, d.product_name,
        ${list(FLOW_COLUMNS, (c) => `coalesce(sum(d.${c}) filter (where w.within), 0)::float8 as ${c}`)},
        coalesce(sum(d.owed_uses) filter (where not w.within), 0)::float8 as uses_opening,
        coalesce(sum(d.owed_uses), 0)::float8 as uses_closing,
        coalesce(sum(d.owed_minor) filter (where not w.within), 0)::float8 as opening_minor,
        coalesce(sum(d.owed_minor), 0)::float8 as closing_minor
      from club_figure_days d
      cross join lateral (select d.day >= ${days.from}::date as within) w
      where d.club_id = ${clubId} and d.day < ${days.until}::date
      group by d.product_id, d.product_name
    ) f left join products p on p.id = f.product_id
    order by f.product_id, f.product_name`);
  return rowsOf<Record<string, unknown> & { product_id: number; product_name: string; name: string }>(
    result,
  ).map((row) => ({
    productId: Number(row.product_id) === 0 ? null : Number(row.product_id),
    name: String(row.name),
    figures: Object.fromEntries(
      FIGURE_KEYS.map((key) => [key, Number(row[key] ?? 0)]),
    ) as unknown as PeriodFigures,
  }));
}

/** Vouchers sold and given and redemptions per club-local day of the period (days with any). */
export async function dayCountsOfPeriod(db: DbOrTx, clubId: number, days: PeriodDays) {
  const result = await db.execute(sql`
    select to_char(d.day, 'YYYY-MM-DD') as day, sum(d.issued_sold)::int as sold,
      sum(d.issued_given)::int as given, sum(d.redemptions)::int as redeemed
    from club_figure_days d
    where d.club_id = ${clubId} and d.day >= ${days.from}::date and d.day < ${days.until}::date
    group by d.day
    having sum(d.issued_sold) <> 0 or sum(d.issued_given) <> 0 or sum(d.redemptions) <> 0
    order by d.day`);
  return rowsOf<{ day: string; sold: number; given: number; redeemed: number }>(result).map((row) => ({
    day: row.day,
    sold: Number(row.sold),
    given: Number(row.given),
    redeemed: Number(row.redeemed),
  }));
}

export interface DepartmentUses {
  /** null: at the club, no department. */
  departmentId: number | null;
  name: string | null;
  redemptions: number;
  usesUsed: number;
  usedMinor: number;
}

/**
 * The period's redemptions per department where they were used, with the clips and the money they
 * took off the outstanding value, counted as the period figures count them: the rows add up to the
 * period's total `redemptions`, `uses_used` and `used`.
 */
export async function departmentUsesOfPeriod(db: DbOrTx, clubId: number, days: PeriodDays) {
  const result = await db.execute(sql`
    select f.department_id, dep.name, f.redemptions, f.uses_used, f.used_minor from (
      select d.department_id, sum(d.redemptions)::int as redemptions, sum(d.uses_used)::int as uses_used,
        sum(d.used_minor)::float8 as used_minor
      from club_figure_days d
      where d.club_id = ${clubId} and d.day >= ${days.from}::date and d.day < ${days.until}::date
      group by d.department_id
      having sum(d.redemptions) <> 0
    ) f left join departments dep on dep.id = f.department_id
    order by f.department_id`);
  return rowsOf<{
    department_id: number;
    name: string | null;
    redemptions: number;
    uses_used: number;
    used_minor: number;
  }>(result).map(
    (row): DepartmentUses => ({
      departmentId: Number(row.department_id) === 0 ? null : Number(row.department_id),
      name: row.name,
      redemptions: Number(row.redemptions),
      usesUsed: Number(row.uses_used),
      usedMinor: Number(row.used_minor),
    }),
  );
}
