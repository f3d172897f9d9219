import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../voucher/sql-rows';
import type { PeriodDays } from './club-figures.repository';

/**
 * The back office's revenue per product kept per club-local day (issue #35, migration 0032), as
 * the voucher figures are (club-figures.repository.ts): each paid (or later withdrawn) order adds
 * its lines' gross and VAT, per product, to the local day it was paid; the triggers mark a changed
 * order (or its lines) in revenue_dirty, and `refreshClubRevenue` computes the marked orders again
 * and moves the club's day sums by new − old. Lines without a product (none are sold so) add nothing.
 * Credit notes, products and the club mark order 0 (no order: nothing to compute), and every
 * batch that took a mark counts one more version of the club's sales data (club_report_versions):
 * the key its built sales reports are kept by (report-cache.ts).
 */

/** Orders computed again per statement. */
const REFRESH_BATCH = 20_000;

/** One batch of the club's marked orders computed again, in one statement; answers the marks taken. */
export function refreshRevenueBatch(db: DbOrTx, clubId: number) {
  return db.execute(sql`
    with gone as (
      delete from revenue_dirty
      where ctid = any(array(select ctid from revenue_dirty where club_id = ${clubId} limit ${REFRESH_BATCH}))
      returning order_id
    ),
    ids as materialized (select distinct order_id as id from gone),
    old as (
      delete from order_revenue_rows w using ids
      where w.club_id = ${clubId} and w.order_id = ids.id
      returning w.*
    ),
    fresh as (
      select o.id as order_id, i.product_id,
        (o.paid_at at time zone (select c.timezone from clubs c where c.id = ${clubId}))::date as day,
        sum(i.unit_price_minor::bigint * i.quantity)::bigint as gross_minor, sum(i.vat_minor)::bigint as vat_minor
      from orders o join ids on ids.id = o.id
      join order_items i on i.order_id = o.id
      where o.club_id = ${clubId} and o.status in ('paid', 'refunded') and o.paid_at is not null
        and i.product_id is not null
      group by 1, 2, 3
    ),
    written as (
      insert into order_revenue_rows (order_id, club_id, product_id, day, gross_minor, vat_minor)
      select order_id, ${clubId}, product_id, day, gross_minor, vat_minor from fresh
    ),
    moved as (
      select d.product_id, d.day, sum(d.gross_minor)::bigint as gross_minor, sum(d.vat_minor)::bigint as vat_minor
      from (
        select product_id, day, gross_minor, vat_minor from fresh
        union all
        select product_id, day, -gross_minor, -vat_minor from old
      ) d
      group by 1, 2
      having sum(d.gross_minor) <> 0 or sum(d.vat_minor) <> 0
    ),
    summed as (
      insert into club_revenue_days as t (club_id, day, product_id, gross_minor, vat_minor)
      select ${clubId}, day, product_id, gross_minor, vat_minor from moved
      on conflict (club_id, day, product_id) do update set
        gross_minor = t.gross_minor + excluded.gross_minor, vat_minor = t.vat_minor + excluded.vat_minor
    ),
    versioned as (
      insert into club_report_versions as v (club_id, version)
      select ${clubId}, 1 where exists (select 1 from gone)
      on conflict (club_id) do update set version = v.version + 1
    )
    select count(*)::int as taken from gone`);
}

export const REVENUE_BATCH = REFRESH_BATCH;

/** What the club's paid orders sold in the period, per product: gross and VAT (minor units). */
export async function revenuePerProduct(db: DbOrTx, clubId: number, days: PeriodDays) {
  const result = await db.execute(sql`
    select r.product_id, p.name, r.gross_minor, r.vat_minor from (
      select d.product_id, sum(d.gross_minor)::float8 as gross_minor, sum(d.vat_minor)::float8 as vat_minor
      from club_revenue_days d
      where d.club_id = ${clubId} and d.day >= ${days.from}::date and d.day < ${days.until}::date
      group by d.product_id
      having sum(d.gross_minor) <> 0 or sum(d.vat_minor) <> 0
    ) r join products p on p.id = r.product_id
    order by r.product_id`);
  return rowsOf<{ product_id: number; name: string; gross_minor: number; vat_minor: number }>(result).map(
    (row) => ({
      productId: Number(row.product_id),
      name: row.name,
      grossMinor: Number(row.gross_minor),
      vatMinor: Number(row.vat_minor),
    }),
  );
}

/** The version of the club's sales data (0 before any refresh took a mark). */
export async function salesDataVersion(db: DbOrTx, clubId: number): Promise<number> {
  const result = await db.execute(sql`select version from club_report_versions where club_id = ${clubId}`);
  return Number(rowsOf<{ version: number }>(result)[0]?.version ?? 0);
}
