import type { VoucherFilters, VoucherSort } from '@golfwallet/core/contracts/vouchers/shapes';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from './sql-rows';
import { aliasColumns, expired, liveTransferIdSql, usedUp } from './voucher-rules';

const V = aliasColumns('v');

/**
 * The list and count queries of GET /vouchers. Every query starts from the golfer's own rows
 * (vouchers.user_id = caller, served by vouchers_owner_list_idx), so a golfer with 10,000 vouchers
 * costs what their own rows cost, never a scan of everyone's; search is a LIKE over those rows'
 * stored lower(name) columns (no trigram index needed). The first query picks the page (ids, group
 * counts, total); the caller then loads the full rows of at most one page.
 */

export interface ListOptions {
  userId: number;
  filters: VoucherFilters;
  now: Date;
}

export interface PageOptions extends ListOptions {
  sort: VoucherSort;
  position?: { latitude: number; longitude: number };
  offset: number;
  limit: number;
}

export interface PageRow {
  id: number;
  count: number;
}

const MAX_SEARCH_WORDS = 8;

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereClause({ userId, filters, now }: ListOptions): SQL {
  const parts: SQL[] = [sql`v.user_id = ${userId}`];
  if (!filters.include_ecards) parts.push(sql`v.category <> 'driving_range' and v.type <> 'ecard'`);
  if (filters.active) parts.push(sql`v.active and not ${expired.sql(now, V)}`);
  if (filters.with_pdf === true) parts.push(sql`v.printed_at is not null`);
  if (filters.with_pdf === false) parts.push(sql`v.printed_at is null`);
  if (filters.only_unused) parts.push(sql`not ${usedUp.sql(now, V)}`);
  if (filters.favourites) parts.push(sql`v.favourite`);
  const words = (filters.search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  // Over the stored lower(name) columns: a plain LIKE of the lowered word, cheaper than ILIKE per row.
  for (const word of words)
    parts.push(sql`(v.name_sort || ' ' || c.name_sort) like lower(${likePattern(word)})`);
  return sql.join(parts, sql` and `);
}

/**
 * Identical unprinted vouchers (same order and product) share a key; every other voucher is alone.
 * Vouchers waiting in a live transfer group apart from the free ones (per transfer), so a partly
 * transferred group shows its free vouchers as one item that can be printed and sent, and the
 * ones in transfer as another (a hold past its link's expiry counts as free).
 */
function groupKey(now: Date): SQL {
  return sql`case when v.printed_at is null and v.order_id is not null then 'o' || v.order_id || ':' || coalesce(v.product_id, 0) || ':' || coalesce(${liveTransferIdSql(now, V)}, 0) else 'v' || v.id end`;
}

/** Great-circle kilometres from a position to a club row alias (haversine in SQL). */
function distanceTo(alias: string, lat: number, lng: number): SQL {
  const a = sql.raw(alias);
  return sql`(2 * 6371.0088 * asin(least(1, sqrt(
    power(sin(radians(${a}.latitude - ${lat}::float8) / 2), 2) +
    cos(radians(${lat}::float8)) * cos(radians(${a}.latitude)) * power(sin(radians(${a}.longitude - ${lng}::float8) / 2), 2)
  ))))`;
}

function sortColumns(options: PageOptions): { select: SQL; order: SQL } {
  // Stored lower(name) columns (name_sort): lowering every row per request was half the query's time.
  const clubAz = sql`c.name_sort as s1, v.name_sort as s2`;
  switch (options.sort) {
    case 'valid_until':
      return { select: sql`v.valid_to as s0, ${clubAz}`, order: sql`s0 asc, s1 asc, s2 asc, g.id asc` };
    case 'nearest': {
      const { latitude, longitude } = options.position ?? { latitude: 0, longitude: 0 };
      const nearest = sql`least(${distanceTo('c', latitude, longitude)}, (
        select min(${distanceTo('w', latitude, longitude)}) from clubs w where w.id = any(v.where_club_ids)
      ))`;
      return { select: sql`${nearest} as s0, ${clubAz}`, order: sql`s0 asc, s1 asc, s2 asc, g.id asc` };
    }
    default:
      return { select: sql`0 as s0, ${clubAz}`, order: sql`s1 asc, s2 asc, g.id asc` };
  }
}

/**
 * One page of the golfer's list: the ids in display order with the count each item stands for,
 * and the total number of items. With group 'order' an item is the lowest id of its group.
 */
export async function selectVoucherPage(
  db: DbOrTx,
  options: PageOptions,
): Promise<{ rows: PageRow[]; total: number }> {
  const result = await db.execute(voucherPageQuery(options));
  const rows = rowsOf<{ vid: string; cnt: number; total: number }>(result);
  const page = rows.map((row) => ({ id: Number(row.vid), count: Number(row.cnt) }));
  const total = rows[0]
    ? Number(rows[0].total)
    : options.offset > 0
      ? await countVoucherItems(db, options)
      : 0;
  return { rows: page, total };
}

/** The SQL of one page (exported so tests can EXPLAIN it). */
export function voucherPageQuery(options: PageOptions): SQL {
  const where = whereClause(options);
  const { select, order } = sortColumns(options);
  const grouped = options.filters.group === 'order';
  const inner = grouped
    ? sql`select v.id, ${select},
          count(*) over (partition by ${groupKey(options.now)}) as cnt,
          row_number() over (partition by ${groupKey(options.now)} order by v.id) as rn
        from vouchers v join clubs c on c.id = v.club_id where ${where}`
    : sql`select v.id, ${select}, 1 as cnt, 1 as rn
        from vouchers v join clubs c on c.id = v.club_id where ${where}`;
  return sql`
    select g.id::text as vid, cnt::int as cnt, (count(*) over ())::int as total
    from (${inner}) g
    where rn = 1
    order by ${order}
    limit ${options.limit} offset ${options.offset}`;
}

/** How many items the list would show in all (groups count once when grouped). */
export async function countVoucherItems(db: DbOrTx, options: ListOptions): Promise<number> {
  const counted =
    options.filters.group === 'order' ? sql`count(distinct ${groupKey(options.now)})` : sql`count(*)`;
  const result = await db.execute(sql`
    select (${counted})::int as n from vouchers v join clubs c on c.id = v.club_id where ${whereClause(options)}`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}
