import pg from 'pg';
import { refreshKeptFigures } from './kept-figures';

/**
 * The back-office benchmark's club (issue #35): one club holding exactly BACKOFFICE_VOUCHERS
 * vouchers over the last two years, with an owner who signs in to the portal. Built once per bench
 * database, in one transaction of set-based SQL (generate_series), and recorded in
 * `gw_bench_backoffice`, so later runs reuse it (a rebuilt bench database drops it with the rest).
 *
 * What it holds, spread evenly over the 730 days before the build (club-local daytime):
 *  - orders (paid by card, one in 15 partly with points), one or two lines each, one line in 9 of
 *    quantity 2, 25 % VAT included; each line's vouchers come from the order (price paid = the
 *    line's unit price);
 *  - one order in 200 refunded three days after payment: a credit note, its vouchers withdrawn;
 *  - gifts (no order) up to BACKOFFICE_VOUCHERS vouchers in all, at the product's list price as
 *    the portal's issue stores it;
 *  - six products: single greenfee and pro-shop vouchers, 3- and 10-use clip cards, unlimited
 *    intro and Golf Circle cards; valid 180 or 365 days, so the older ones have expired;
 *  - redemptions spread between issue and expiry (or now): clip cards partly used, some unused.
 */

export const BACKOFFICE_VOUCHERS = 100_000;
export const BACKOFFICE_OWNER_EMAIL = 'owner@backoffice.bench.golfwallet.dk';
const CLUB_NAME = 'Bench Back Office Golfklub';
/** Orders to write; each holds 1.39 vouchers on average, gifts make up the rest (about 14 %). */
const ORDERS = 62_000;

export interface BackofficeClub {
  clubId: number;
  ownerEmail: string;
  vouchers: number;
}

/** What the builder needs of a connection (pg's Client, or PGlite's, for a dry run). */
interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

async function recorded(client: Queryable): Promise<BackofficeClub | undefined> {
  const exists = await client.query(`select to_regclass('gw_bench_backoffice') is not null as found`);
  if (!(exists.rows[0] as { found: boolean } | undefined)?.found) return undefined;
  const { rows } = await client.query(
    'select club_id, owner_email, vouchers from gw_bench_backoffice limit 1',
  );
  const row = rows[0] as { club_id: number; owner_email: string; vouchers: number } | undefined;
  return row ? { clubId: row.club_id, ownerEmail: row.owner_email, vouchers: row.vouchers } : undefined;
}

/**
 * The back-office club of the bench database, built when missing. The owner's password is the one
 * of the demo owner at Rungsted (DEMO_STAFF_PASSWORD): its hash is copied.
 */
export async function ensureBackofficeClub(databaseUrl: string): Promise<BackofficeClub> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let club: BackofficeClub;
  try {
    club = await ensureBackofficeClubOn(client);
  } finally {
    await client.end();
  }
  // Its vouchers and orders, marked by the triggers as it was built, counted into the kept figures
  // now rather than by the API's job while it is measured (nothing to do once they are).
  const seconds = await refreshKeptFigures(databaseUrl);
  if (seconds > 0) console.log(`the back-office club's kept figures computed in ${seconds} s`);
  return club;
}

/** The same on an open connection. */
export async function ensureBackofficeClubOn(client: Queryable): Promise<BackofficeClub> {
  const ready = await recorded(client);
  if (ready) return ready;
  const started = Date.now();
  console.log(`building the back-office club (${BACKOFFICE_VOUCHERS.toLocaleString('en-US')} vouchers)…`);
  await client.query('begin');
  try {
    await build(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
  for (const table of ['vouchers', 'orders', 'order_items', 'redemptions', 'credit_notes'])
    await client.query(`analyze ${table}`);
  console.log(`back-office club built in ${Math.round((Date.now() - started) / 1000)} s`);
  const built = await recorded(client);
  if (!built) throw new Error('the back-office club was not recorded');
  return built;
}

async function build(client: Queryable): Promise<void> {
  const q = (text: string, values: unknown[] = []) => client.query(text, values);
  const club = await q(
    `insert into clubs (union_id, name, city, country_code, latitude, longitude, timezone, has_products)
     select union_id, $1, city, country_code, latitude, longitude, 'Europe/Copenhagen', true
     from clubs where country_code = 'DK' order by id limit 1
     returning id`,
    [CLUB_NAME],
  );
  const clubId = (club.rows[0] as { id: number } | undefined)?.id;
  if (!clubId) throw new Error('no Danish club to copy for the back-office club');
  const staff = await q(
    `insert into staff_accounts (email, name, password_hash, language)
     select $1, 'Bench Owner', password_hash, 'da' from staff_accounts
     where email = 'owner@rungsted.golfwallet.dk'
     returning id`,
    [BACKOFFICE_OWNER_EMAIL],
  );
  const staffId = (staff.rows[0] as { id: number } | undefined)?.id;
  if (!staffId) throw new Error('no demo owner (owner@rungsted.golfwallet.dk) to copy the password of');
  await q(`insert into club_staff (club_id, staff_id, role) values ($1, $2, 'owner')`, [clubId, staffId]);

  // Products: (k, name, type, price, uses (null: unlimited), validity days).
  await q(
    `create temp table bo_products on commit drop as
     select k, nextval(pg_get_serial_sequence('products', 'id')) as id, name, type, price, uses, days, on_sale
     from (values (0, 'Greenfee 18 huller', 'personal', 45000, 1, 180, true),
                  (1, 'Klippekort 10 greenfee', 'personal', 350000, 10, 365, true),
                  (2, 'Klippekort 3 greenfee', 'personal', 100000, 3, 365, true),
                  (3, 'Introkort', 'introcard', 150000, null, 365, true),
                  (4, 'Proshop tilbud', 'offer', 20000, 1, 180, false),
                  (5, 'Golf Circle', 'golf_circle', 60000, null, 365, false))
          as p(k, name, type, price, uses, days, on_sale)`,
  );
  // Two have ended (off sale): four on sale, as many as the demo shops, so the shop benchmarks'
  // "club with the most products" stays the demo club (lower id wins the tie).
  await q(
    `insert into products (id, club_id, name, type, value, reduction_type, price_minor, currency, uses,
                           validity_days, active, status)
     select id, $1, name, type, '0', 'setprice', price, 'DKK', uses, days, on_sale,
            case when on_sale then 'active' else 'ended' end
     from bo_products`,
    [clubId],
  );

  // Golfers who buy: the synthetic ones (any golfers when there are none), numbered.
  await q(
    `create temp table bo_golfers on commit drop as
     select row_number() over (order by id)::int as n, id from (
       select id from users where email like 'synthetic-%' order by id limit 5000) u`,
  );
  const golfers = Number(((await q('select count(*)::int as n from bo_golfers')).rows[0] as { n: number }).n);
  if (golfers === 0) throw new Error('no synthetic golfers to buy at the back-office club');

  // Orders over the last 730 days, club-local daytime (07:00–18:00 UTC).
  await q(
    `create temp table bo_orders on commit drop as
     select o, nextval(pg_get_serial_sequence('orders', 'id')) as id,
            date_trunc('day', now()) - make_interval(days => 1 + (o * 7919) % 730)
              + make_interval(mins => 420 + (o * 37) % 660) as paid_at,
            u.id as user_id, o % 200 = 0 as refunded
     from generate_series(1, $2::int) as o join bo_golfers u on u.n = 1 + (o::bigint * 48271) % $1`,
    [golfers, ORDERS],
  );
  await q(
    `create temp table bo_items on commit drop as
     select nextval(pg_get_serial_sequence('order_items', 'id')) as id, o.id as order_id, o.o, i,
            p.id as product_id, p.k, p.name, p.type, p.price, p.uses, p.days,
            case when (o.o * 13 + i) % 9 = 0 then 2 else 1 end as quantity
     from bo_orders o cross join lateral generate_series(1, case when o.o % 4 = 0 then 2 else 1 end) as i
     join bo_products p on p.k = (o.o * 31 + i * 7) % 6`,
  );
  await q(
    `insert into orders (id, user_id, club_id, status, total_minor, currency, card_minor, points_minor,
                         vat_minor, vat_rate_bp, created_at, paid_at, refunded_at)
     select o.id, o.user_id, $1, case when o.refunded then 'refunded' else 'paid' end, t.gross, 'DKK',
            t.gross - case when o.o % 15 = 0 then least(t.gross, 5000) else 0 end,
            case when o.o % 15 = 0 then least(t.gross, 5000) else 0 end,
            t.vat, 2500, o.paid_at - interval '2 minutes', o.paid_at,
            case when o.refunded then least(o.paid_at + interval '3 days', now()) end
     from bo_orders o
     join (select order_id, sum(price * quantity)::int as gross, sum(price * quantity / 5)::int as vat
           from bo_items group by order_id) t on t.order_id = o.id`,
    [clubId],
  );
  await q(
    `insert into order_items (id, order_id, product_id, quantity, unit_price_minor, name, vat_minor)
     select id, order_id, product_id, quantity, price, name, price * quantity / 5 from bo_items`,
  );
  await q(
    `insert into credit_notes (order_id, total_minor, vat_minor, card_refund_minor, points_refunded, created_at)
     select id, total_minor, vat_minor, card_minor, points_minor, refunded_at from orders
     where club_id = $1 and status = 'refunded'`,
    [clubId],
  );

  // The vouchers: each sold one (a line's quantity of them), then gifts up to the total.
  await q(
    `create temp table bo_vouchers on commit drop as
     select nextval(pg_get_serial_sequence('vouchers', 'id')) as id, o.user_id, o.id as order_id,
            i.product_id, i.name, i.type, i.price, i.uses, i.days, o.paid_at as created_at,
            not o.refunded as active, (o.o * 3 + i.i * 5 + q) as h
     from bo_items i join bo_orders o on o.id = i.order_id
     cross join lateral generate_series(1, i.quantity) as q`,
  );
  const sold = Number(((await q('select count(*)::int as n from bo_vouchers')).rows[0] as { n: number }).n);
  if (sold > BACKOFFICE_VOUCHERS) throw new Error(`${sold} sold vouchers: more than ${BACKOFFICE_VOUCHERS}`);
  await q(
    `insert into bo_vouchers
     select nextval(pg_get_serial_sequence('vouchers', 'id')), u.id,
            null::bigint, p.id, p.name, p.type, p.price, p.uses, p.days,
            date_trunc('day', now()) - make_interval(days => 1 + (g * 4973) % 730)
              + make_interval(mins => 480 + (g * 53) % 600),
            true, g * 7
     from generate_series(1, $2::int) as g join bo_products p on p.k = (g * 11) % 6
     join bo_golfers u on u.n = 1 + (g::bigint * 69621) % $1`,
    [golfers, BACKOFFICE_VOUCHERS - sold],
  );
  // How many times each was used: a clip card up to its uses, unlimited cards 0-5 times, refunded
  // ones never; the uses fall evenly between issue and the earlier of expiry and now.
  await q(`alter table bo_vouchers add column used int, add column valid_to timestamptz`);
  await q(
    `update bo_vouchers set valid_to = created_at + make_interval(days => days),
       used = case when not active then 0
                   when uses is null then h % 6
                   else least(uses, (h * 7) % (uses + 2)) end`,
  );
  await q(
    `insert into vouchers (id, user_id, club_id, order_id, product_id, voucher_number, name, product_name, type,
                           category, value, reduction_type, currency, price_paid_minor, valid_from, valid_to,
                           uses_total, uses_left, active, created_at, updated_at)
     select id, user_id, $1, order_id, product_id, 'BO-' || id, name || ' Bench Back Office', name, type,
            'voucher', '0', 'setprice', 'DKK', price, created_at, valid_to,
            uses, uses - used, active, created_at, created_at
     from bo_vouchers`,
    [clubId],
  );
  await q(
    `insert into voucher_events (user_id, voucher_id, kind, at, club_id)
     select user_id, id, 'issued', created_at, $1 from bo_vouchers`,
    [clubId],
  );
  await q(
    `insert into redemptions (voucher_id, user_id, club_id, method, redeemed_at, original_price_minor, uses_left_after)
     select v.id, v.user_id, $1, (array['staff', 'club', 'self'])[1 + (v.h + r) % 3],
            v.created_at + (least(v.valid_to, now()) - v.created_at) * r / (v.used + 1),
            v.price, case when v.uses is not null then v.uses - r end
     from bo_vouchers v cross join lateral generate_series(1, v.used) as r
     where v.used > 0`,
    [clubId],
  );
  await q(
    `create table gw_bench_backoffice (club_id int not null, owner_email text not null, vouchers int not null,
       built_at timestamptz not null default now())`,
  );
  await q(
    `insert into gw_bench_backoffice (club_id, owner_email, vouchers) select $1, $2, count(*)::int
           from vouchers where club_id = $1`,
    [clubId, BACKOFFICE_OWNER_EMAIL],
  );
}
