import { VOUCHER_LIST_TOTAL_CAP } from '@golfwallet/core/contracts/vouchers/list-vouchers';
import type { VoucherFilters, VoucherSort } from '@golfwallet/core/contracts/vouchers/shapes';
import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import type { PipelinePart } from '../../db/pipeline';
import { statementCache, toDate } from '../../db/statement';
import type { ListedVoucher } from './voucher.mapper';
import type { VoucherRow } from './voucher.repository';
import { aliasColumns, expired, liveTransferIdSql, usedUp } from './voucher-rules';

const V = aliasColumns('v');

/**
 * The list and count queries of GET /vouchers, one statement each, built once per shape (which
 * filters, which sort, how many search words) and planned per call (db/statement.ts): no query
 * builder runs per request. The page comes in index order and the total apart from it:
 *  - club A-Z walks clubs by name (clubs_name_sort_idx) and, per club, the golfer's vouchers by
 *    name (vouchers_owner_club_name_idx), stopping once the page is full (incremental sort);
 *  - soonest expiry walks the golfer's vouchers by valid_to (vouchers_owner_valid_to_idx);
 *  - the total of an unfiltered list is the count kept in user_voucher_counts (statement triggers
 *    keep it, migration 0011); a filtered list counts its own rows, up to VOUCHER_LIST_TOTAL_CAP + 1
 *    (so a search costs the same however many vouchers match; GET /vouchers/count counts all).
 * Every query starts from the golfer's own rows (vouchers.user_id = caller). Nearest-first and the
 * list grouped by order still read all the golfer's matching rows to sort or group them.
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

export interface PageItem {
  row: ListedVoucher;
  count: number;
}

const MAX_SEARCH_WORDS = 8;

function searchWords(filters: VoucherFilters): string[] {
  return (filters.search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

/** What decides a statement's SQL (values are placeholders). */
interface Shape {
  sort: VoucherSort;
  grouped: boolean;
  includeEcards: boolean;
  active: boolean;
  withPdf: boolean | null;
  onlyUnused: boolean;
  favourites: boolean;
  words: number;
}

function shapeOf(filters: VoucherFilters, sort: VoucherSort = 'club_az'): Shape {
  return {
    sort,
    grouped: filters.group === 'order',
    includeEcards: Boolean(filters.include_ecards),
    active: Boolean(filters.active),
    withPdf: filters.with_pdf ?? null,
    onlyUnused: Boolean(filters.only_unused),
    favourites: Boolean(filters.favourites),
    words: searchWords(filters).length,
  };
}

/** An unfiltered, ungrouped list: its total is the golfer's kept count. */
function keptCount(shape: Shape): boolean {
  return (
    !shape.grouped &&
    !shape.active &&
    shape.withPdf === null &&
    !shape.onlyUnused &&
    !shape.favourites &&
    shape.words === 0
  );
}

const userId = sql.placeholder('userId');
const now = sql.placeholder('now');

/** The list's conditions over `vouchers v` joined to its club `c`. */
function whereClause(shape: Shape): SQL {
  const parts: SQL[] = [sql`v.user_id = ${userId}`];
  if (!shape.includeEcards) parts.push(sql`v.category <> 'driving_range' and v.type <> 'ecard'`);
  if (shape.active) parts.push(sql`v.active and not ${expired.sql(now, V)}`);
  if (shape.withPdf === true) parts.push(sql`v.printed_at is not null`);
  if (shape.withPdf === false) parts.push(sql`v.printed_at is null`);
  if (shape.onlyUnused) parts.push(sql`not ${usedUp.sql(now, V)}`);
  if (shape.favourites) parts.push(sql`v.favourite`);
  // Over the stored lower(name) columns. strpos rather than LIKE: no wildcards to escape, and the
  // planner does not take it for a rare match (which made it sort every row instead of walking
  // the index order).
  for (let i = 0; i < shape.words; i++)
    parts.push(sql`strpos(v.name_sort || ' ' || c.name_sort, lower(${sql.placeholder(`w${i}`)}::text)) > 0`);
  return sql.join(parts, sql` and `);
}

/**
 * Identical unprinted vouchers (same order and product) share a key; every other voucher is alone.
 * Vouchers waiting in a live transfer group apart from the free ones (per transfer), so a partly
 * transferred group shows its free vouchers as one item that can be printed and sent, and the
 * ones in transfer as another (a hold past its link's expiry counts as free).
 */
const GROUP_KEY = sql`case when v.printed_at is null and v.order_id is not null then 'o' || v.order_id || ':' || coalesce(v.product_id, 0) || ':' || coalesce(${liveTransferIdSql(now, V)}, 0) else 'v' || v.id end`;

/** Great-circle kilometres from the request's position to a club row alias (haversine in SQL). */
function distanceTo(alias: string): SQL {
  const a = sql.raw(alias);
  const lat = sql`${sql.placeholder('lat')}::float8`;
  const lng = sql`${sql.placeholder('lng')}::float8`;
  return sql`(2 * 6371.0088 * asin(least(1, sqrt(
    power(sin(radians(${a}.latitude - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${a}.latitude)) * power(sin(radians(${a}.longitude - ${lng}) / 2), 2)
  ))))`;
}

const limit = sql`${sql.placeholder('limit')}::int`;
const offset = sql`${sql.placeholder('offset')}::int`;

/**
 * The page: voucher ids (`vid`) with the count each item stands for, and the sort keys s0, s1, s2
 * the outer query orders by again.
 */
function pageQuery(shape: Shape): SQL {
  const where = whereClause(shape);
  if (!shape.grouped && shape.sort === 'club_az') {
    // Clubs by name, each club's vouchers by name: the first clubs fill the page.
    return sql`
      select x.id as vid, 1 as cnt, 0 as s0, c.name_sort as s1, x.name_sort as s2
      from clubs c cross join lateral (
        select v.id, v.name_sort from vouchers v
        where v.club_id = c.id and ${where}
        order by v.name_sort, v.id
        limit ${offset} + ${limit}
      ) x
      order by c.name_sort, x.name_sort, x.id
      limit ${limit} offset ${offset}`;
  }
  if (!shape.grouped && shape.sort === 'valid_until') {
    return sql`
      select v.id as vid, 1 as cnt, v.valid_to as s0, c.name_sort as s1, v.name_sort as s2
      from vouchers v join clubs c on c.id = v.club_id
      where ${where}
      order by v.valid_to, c.name_sort, v.name_sort, v.id
      limit ${limit} offset ${offset}`;
  }
  const s0 =
    shape.sort === 'valid_until'
      ? sql`v.valid_to::timestamptz`
      : shape.sort === 'nearest'
        ? sql`least(${distanceTo('c')}, (
            select min(${distanceTo('w')}) from clubs w where w.id = any(v.where_club_ids)))`
        : sql`null::float8`;
  const partition = shape.grouped
    ? sql`count(*) over (partition by ${GROUP_KEY}) as cnt, row_number() over (partition by ${GROUP_KEY} order by v.id) as rn`
    : sql`1 as cnt, 1 as rn`;
  return sql`
    select g.id as vid, g.cnt, g.s0, g.s1, g.s2
    from (
      select v.id, ${s0} as s0, c.name_sort as s1, v.name_sort as s2, ${partition}
      from vouchers v join clubs c on c.id = v.club_id where ${where}
    ) g
    where g.rn = 1
    order by g.s0 asc nulls first, g.s1, g.s2, g.id
    limit ${limit} offset ${offset}`;
}

/**
 * The number of items the list shows in all (groups count once); with `cap`, a filtered list stops
 * counting at cap + 1 (more than the cap).
 */
function totalQuery(shape: Shape, cap?: number): SQL {
  if (keptCount(shape)) {
    const column = shape.includeEcards ? sql`k.total` : sql`k.listed`;
    return sql`coalesce((select ${column} from user_voucher_counts k where k.user_id = ${userId}), 0)`;
  }
  const matches = sql`from vouchers v join clubs c on c.id = v.club_id where ${whereClause(shape)}`;
  if (cap === undefined) {
    const counted = shape.grouped ? sql`count(distinct ${GROUP_KEY})` : sql`count(*)`;
    return sql`(select ${counted} ${matches})`;
  }
  const item = shape.grouped ? sql`distinct ${GROUP_KEY}` : sql`1`;
  return sql`(select count(*) from (select ${item} ${matches} limit ${sql.raw(String(cap + 1))}) m)`;
}

/** The columns of a listed voucher (ListedVoucher), with its club's name and logo. */
const ROW_COLUMNS = sql.raw(`r.id, r.order_id, r.product_id, r.voucher_number, r.name, r.product_name,
  r.image_url, r.type, r.category, r.value, r.reduction_type, r.currency, r.uses_total, r.uses_left,
  r.valid_from, r.valid_to, r.printed_at, r.favourite, r.active, r.info, r.can_be_self_redeemed,
  r.where_club_ids, r.where_department_ids, r.pin_hash is not null as has_pin, r.transfer_id,
  r.transfer_expires_at,
  r.restrictions, r.club_id, rc.name as club_name, rc.logo_url as club_logo_url,
  (select ga.balance from gift_card_accounts ga where ga.voucher_id = r.id) as gift_card_remaining`);

/**
 * The page's `total` and `total_capped`: the kept count is exact, a filtered count is capped. (`t`
 * has `offset 0` so that PostgreSQL does not pull it up and count twice, once per use.)
 */
function totalColumns(shape: Shape): SQL {
  if (keptCount(shape)) return sql`t.total::int as total, false as total_capped`;
  const cap = sql.raw(String(VOUCHER_LIST_TOTAL_CAP));
  return sql`least(t.total, ${cap})::int as total, t.total > ${cap} as total_capped`;
}

/**
 * One statement: the total, and the page's rows in order with their club. The total comes on a row
 * of its own footing (left join), so a page past the end still says how many there are.
 */
const listStatement = statementCache((key: string) => {
  const shape = JSON.parse(key) as Shape;
  return sql`
    with page as (${pageQuery(shape)})
    select ${totalColumns(shape)}, p.cnt::int as cnt, ${ROW_COLUMNS}
    from (select ${totalQuery(shape, VOUCHER_LIST_TOTAL_CAP)} as total offset 0) t
    left join (page p
      join vouchers r on r.id = p.vid and r.user_id = ${userId}
      join clubs rc on rc.id = r.club_id) on true
    order by p.s0 asc nulls first, p.s1, p.s2, p.vid`;
});

const countStatement = statementCache((key: string) => {
  const shape = JSON.parse(key) as Shape;
  return sql`select (${totalQuery(shape)})::int as total`;
});

function values(options: ListOptions & Partial<PageOptions>): Record<string, unknown> {
  const words = searchWords(options.filters);
  return {
    userId: options.userId,
    now: options.now.toISOString(),
    limit: options.limit ?? 0,
    offset: options.offset ?? 0,
    lat: options.position?.latitude ?? 0,
    lng: options.position?.longitude ?? 0,
    ...Object.fromEntries(words.map((word, i) => [`w${i}`, word])),
  };
}

/** The statement of one page and its values (exported so the plan benchmark and tests can EXPLAIN it). */
export function voucherPageStatement(options: PageOptions): { text: string; values: unknown[] } {
  const statement = listStatement(JSON.stringify(shapeOf(options.filters, options.sort)));
  return { text: statement.text, values: fillPlaceholders(statement.params, values(options)) };
}

interface ListRow {
  total: number;
  total_capped: boolean;
  cnt: number | null;
  id: string | number | null;
  order_id: string | number | null;
  product_id: number | null;
  voucher_number: string;
  name: string;
  product_name: string;
  image_url: string | null;
  type: ListedVoucher['voucher']['type'];
  category: ListedVoucher['voucher']['category'];
  value: string;
  reduction_type: ListedVoucher['voucher']['reductionType'];
  currency: string;
  uses_total: number | null;
  uses_left: number | null;
  valid_from: Date | string;
  valid_to: Date | string;
  printed_at: Date | string | null;
  favourite: boolean;
  active: boolean;
  info: string | null;
  can_be_self_redeemed: boolean;
  where_club_ids: number[];
  where_department_ids: number[];
  has_pin: boolean;
  transfer_id: string | number | null;
  transfer_expires_at: Date | string | null;
  restrictions: VoucherRow['restrictions'];
  club_id: number;
  club_name: string;
  club_logo_url: string | null;
  gift_card_remaining: number | null;
}

const idOrNull = (value: string | number | null) => (value === null ? null : Number(value));

function toListed(row: ListRow): ListedVoucher {
  return {
    voucher: {
      id: Number(row.id),
      orderId: idOrNull(row.order_id),
      productId: row.product_id,
      voucherNumber: row.voucher_number,
      name: row.name,
      productName: row.product_name,
      imageUrl: row.image_url,
      type: row.type,
      category: row.category,
      value: row.value,
      reductionType: row.reduction_type,
      currency: row.currency,
      usesTotal: row.uses_total,
      usesLeft: row.uses_left,
      validFrom: toDate(row.valid_from),
      validTo: toDate(row.valid_to),
      printedAt: toDate(row.printed_at),
      favourite: row.favourite,
      active: row.active,
      info: row.info,
      canBeSelfRedeemed: row.can_be_self_redeemed,
      whereClubIds: row.where_club_ids,
      whereDepartmentIds: row.where_department_ids,
      hasPin: row.has_pin,
      transferId: idOrNull(row.transfer_id),
      transferExpiresAt: toDate(row.transfer_expires_at),
      restrictions: row.restrictions,
      clubId: row.club_id,
    },
    club: { name: row.club_name, logoUrl: row.club_logo_url },
    giftCardRemaining: row.gift_card_remaining === null ? null : Number(row.gift_card_remaining),
  };
}

/**
 * One page of the golfer's list as a statement to run: the page, its rows and the total. The
 * unfiltered list by club or by expiry (the golfer's usual view) is a named statement whose plan
 * PostgreSQL keeps: its generic plan walks the same indexes in order (0.21 ms against 0.79 ms
 * planned and run per call for the bench golfer's first page; as fast or faster at every offset,
 * bench/README.md). A filtered, grouped or nearest-first list is planned per call: the generic
 * plan cannot know the page's LIMIT or how rare a search word is, and sorts all the golfer's rows.
 */
export function voucherPagePart(options: PageOptions): PipelinePart {
  const shape = shapeOf(options.filters, options.sort);
  const statement = listStatement(JSON.stringify(shape));
  const cached = keptCount(shape) && shape.sort !== 'nearest';
  return { statement, values: values(options), plan: cached ? 'cached' : 'per-call' };
}

/**
 * The page's rows in display order, each with the count of identical vouchers it stands for, and
 * the total (at most the cap, `totalCapped` when there are more).
 */
export function toVoucherPage(rows: unknown[]): { items: PageItem[]; total: number; totalCapped: boolean } {
  const listed = rows as ListRow[];
  const items = listed
    .filter((row) => row.id !== null)
    .map((row) => ({ row: toListed(row), count: Number(row.cnt) }));
  const [first] = listed;
  return { items, total: Number(first?.total ?? 0), totalCapped: first?.total_capped === true };
}

/** How many items the list would show in all (groups count once when grouped), as a statement. */
export function voucherCountPart(options: ListOptions): PipelinePart {
  const statement = countStatement(JSON.stringify(shapeOf(options.filters)));
  return { statement, values: values(options), plan: 'per-call' };
}

export function toVoucherCount(rows: unknown[]): number {
  return Number((rows as { total: number }[])[0]?.total ?? 0);
}
