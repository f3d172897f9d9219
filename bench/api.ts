import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../apps/api/src/db/seed/demo';
import { BENCH_EMAIL } from '../apps/api/src/db/seed/synthetic';
import { type BackofficeClub, ensureBackofficeClub } from './lib/backoffice-club';
import { type BareServer, capture, startBareServer } from './lib/bare-server';
import { cpuSplit } from './lib/cpu';
import { atLeast, atMost, type BenchResult, type Figure, info, machine, median, round } from './lib/figures';
import { logIn, startServer } from './lib/server';

/**
 * API throughput and latency (issues 5, 10, 12, 14): autocannon against the production server on
 * the bench database. Every route is measured beside two floors in the same run:
 *  - the Fastify floor: a bare route through the same plugins and hooks (`GET /bench/floor`);
 *  - the bare floor: a plain `node:http` server in its own process answering the route's own bytes
 *    (status, headers and body captured from the API just before), measured right before the route.
 * Issue 10's targets are shares of the bare floor; each route also prints its share of the Fastify one.
 *
 * Golfer routes (50 connections): GET /user, the voucher list (a page of 20) of the demo golfer (16
 * vouchers) and of the bench golfer (10,000; plain, and with search and sort), GET /vouchers/count,
 * the shop's product list, POST /voucher/redeem on unlimited vouchers, POST /range/dispense with ball
 * money as one golfer (50 taps queued on one balance) and as 50 golfers side by side. Club desk (20 connections,
 * issue 12): look-up and redeem. Checkout with the test acquirer (20 golfers at once, issue 14):
 * card token, cart, pay, timed on the pay call. Back office (issue 35, 10 connections): the owner of
 * a club holding 100,000 vouchers (bench/lib/backoffice-club.ts) reads the overview of this year
 * (GET /partner/reports/period) and downloads its sales report (CSV and .xlsx).
 */

export interface ApiOptions {
  databaseUrl: string;
  quick: boolean;
  connections: number;
  durationSeconds: number;
  /** Only the routes whose names contain one of these words (lower case); all when absent. */
  routes?: string[];
}

const CHECKOUT_NAME = 'POST /shop/checkout (test acquirer)';

const wanted = (name: string, words: string[] | undefined) =>
  !words || words.some((word) => name.toLowerCase().includes(word));

/** How many vouchers the redemption benchmarks spread their requests over. */
const REDEEM_POOL = 500;
/** The connections the desk and checkout are measured at (issues 12 and 14). */
const DESK_CONNECTIONS = 20;
const CHECKOUT_BUYERS = 20;
/**
 * The golfers who dispense side by side in the range benchmark's second route: a range's evening
 * rush is many golfers at once, each at their own balance, where the first route is one golfer's
 * 50 taps queued on one balance.
 */
const RANGE_GOLFERS = 50;
const DESK_EMAIL = 'desk@rungsted.golfwallet.dk';
/** A club's back office is a few people at a time; 10 connections is several clubs' owners at once. */
const BACKOFFICE_CONNECTIONS = 10;

type Caller = 'golfer' | 'demo' | 'staff' | 'owner' | 'none';

/** "This year" at the back-office club: 1 January to today, club-local (Europe/Copenhagen). */
function thisYear(timeZone = 'Europe/Copenhagen', now = new Date()): { from: string; to: string } {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

interface RouteRun {
  name: string;
  path: string;
  method?: string;
  caller: Caller;
  connections: number;
  /** Each request's body, made fresh per request. */
  body?: () => string;
  /** Headers made fresh per request (an Idempotency-Key per request, as a tap sends one). */
  freshHeaders?: () => Record<string, string>;
  /** Headers of every request beside the caller's (a download's Accept-Encoding, as a browser's). */
  headers?: Record<string, string>;
  /** Issue 10's share of the bare floor, when the route has one. */
  minBareShare?: number;
  maxP99: number;
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
}

const REDEEMABLE = `v.active and v.category = 'voucher' and v.type <> 'ecard'
  and v.valid_from <= now() and v.valid_to > now() + interval '1 day'
  and v.pin_hash is null and v.transfer_id is null and v.restrictions = '{}'::jsonb
  and cardinality(v.where_club_ids) = 0 and cardinality(v.where_department_ids) = 0`;

/**
 * Makes vouchers unlimited, with their earlier benchmark redemptions removed, so every run starts
 * alike and none runs out.
 */
async function makeUnlimited(client: pg.Client, ids: number[]) {
  await client.query('delete from redemptions where voucher_id = any($1::bigint[])', [ids]);
  await client.query(
    `delete from voucher_events where voucher_id = any($1::bigint[]) and kind = 'redeemed'`,
    [ids],
  );
  await client.query('update vouchers set uses_total = null, uses_left = null where id = any($1::bigint[])', [
    ids,
  ]);
}

interface Prepared {
  /** The bench golfer's plain vouchers, unlimited: voucher id → club id. */
  golferVouchers: Map<number, number>;
  /** Unlimited vouchers of the desk's club (any holder): id and number. */
  deskVouchers: { id: number; number: string }[];
  shopClubId: number;
  shopProductId: number;
  /** Synthetic golfers for the checkout benchmark. */
  buyers: string[];
  /** The dispenser the bench golfer dispenses from with ball money, and where its club is. */
  range: { dispenserId: number; basketId: number; latitude: number; longitude: number };
  /** Synthetic golfers with ample ball money at that range (the many-golfers dispense route). */
  rangeGolfers: string[];
}

/**
 * The bench golfer and RANGE_GOLFERS synthetic golfers at the first demo range with no limits and
 * ample ball money, their earlier bench dispenses removed, so every run starts alike. The ball money is written as a top-up entry and
 * the balance row beside it (the ledger of migration 0017), so the same preparation also runs
 * against a build from before the ledger, whose range summed the entries.
 */
async function prepareRange(client: pg.Client): Promise<Prepared['range'] & { golfers: string[] }> {
  const found = await client.query<{
    club_id: number;
    dispenser_id: number;
    basket_id: number;
    latitude: number;
    longitude: number;
  }>(
    `select d.club_id, d.id as dispenser_id, b.id as basket_id, c.latitude, c.longitude
     from dispensers d join dispenser_baskets b on b.dispenser_id = d.id join clubs c on c.id = d.club_id
     order by d.id, b.position limit 1`,
  );
  const row = found.rows[0];
  if (!row) throw new Error('no dispenser in the bench database');
  const golfer = await client.query<{ id: number }>('select id from users where email = $1', [BENCH_EMAIL]);
  const userId = golfer.rows[0]!.id;
  await client.query(
    `insert into range_settings (club_id, max_per_day, window_minutes) values ($1, 1000000000, 0)
     on conflict (club_id) do update set max_per_day = 1000000000, window_minutes = 0`,
    [row.club_id],
  );
  await client.query(`update dispenser_baskets set max_per_day = 1000000000 where id = $1`, [row.basket_id]);
  await client.query(`update dispensers set status = 'ready', enabled = true where id = $1`, [
    row.dispenser_id,
  ]);
  const others = await client.query<{ id: number; email: string }>(
    `select id, email from users where email like 'synthetic-%' and status = 'active' and email_confirmed
     order by id offset $1 limit $2`,
    [CHECKOUT_BUYERS, RANGE_GOLFERS],
  );
  if (others.rows.length < RANGE_GOLFERS) throw new Error('not enough synthetic golfers for the range');
  for (const id of [userId, ...others.rows.map((other) => other.id)]) {
    await client.query('delete from range_reservations where user_id = $1', [id]);
    // Each golfer's ball money there starts from the same amount every run (no sum that grows).
    await client.query(
      `delete from wallet_ledger where user_id = $1 and club_id = $2 and kind = 'ball_money'`,
      [id, row.club_id],
    );
    await client.query(
      `delete from wallet_balances where user_id = $1 and club_id = $2 and kind = 'ball_money'`,
      [id, row.club_id],
    );
    await client.query(
      `insert into wallet_ledger (user_id, club_id, kind, amount, reason) values ($1, $2, 'ball_money', 1000000000, 'top_up')`,
      [id, row.club_id],
    );
    await client.query(
      `insert into wallet_balances (user_id, kind, club_id, balance) values ($1, 'ball_money', $2, 1000000000)
       on conflict (user_id, kind, club_id) do update set balance = 1000000000`,
      [id, row.club_id],
    );
  }
  return {
    dispenserId: row.dispenser_id,
    basketId: row.basket_id,
    latitude: row.latitude,
    longitude: row.longitude,
    golfers: others.rows.map((other) => other.email),
  };
}

async function prepare(databaseUrl: string): Promise<Prepared> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const golfer = await client.query<{ id: string; club_id: number }>(
      `select v.id, v.club_id from vouchers v join users u on u.id = v.user_id
       where u.email = $1 and ${REDEEMABLE} order by v.id limit $2`,
      [BENCH_EMAIL, REDEEM_POOL],
    );
    if (golfer.rows.length < 50)
      throw new Error(`only ${golfer.rows.length} redeemable vouchers for ${BENCH_EMAIL}`);
    const desk = await client.query<{ id: string; voucher_number: string }>(
      `select v.id, v.voucher_number from vouchers v
       where v.club_id = (select cs.club_id from club_staff cs join staff_accounts s on s.id = cs.staff_id
                          where s.email = $1 order by cs.club_id limit 1)
         and v.user_id is not null and v.voucher_number = upper(v.voucher_number) and ${REDEEMABLE}
         and v.user_id <> (select id from users where email = $3)
       order by v.id limit $2`,
      [DESK_EMAIL, REDEEM_POOL, BENCH_EMAIL],
    );
    if (desk.rows.length < 20)
      throw new Error(`only ${desk.rows.length} vouchers for the desk of ${DESK_EMAIL}`);
    const ids = [...golfer.rows, ...desk.rows].map((row) => Number(row.id));
    await makeUnlimited(client, ids);

    // The club whose shop has the most products; the product bought: plain, unlimited, paid by card.
    const shop = await client.query<{ club_id: number; product_id: number }>(
      `select p.club_id, min(p.id) filter (where p.price_minor > 0 and p.category = 'voucher'
              and p.stock_left is null and p.max_per_day is null and p.limited_until is null
              and not p.paid_after_redemption and p.status = 'active') as product_id
       from products p where p.active group by p.club_id order by count(*) desc, p.club_id limit 1`,
    );
    const shopRow = shop.rows[0];
    if (!shopRow?.product_id) throw new Error('no club shop with a plain product in the bench database');
    // Synthetic golfers buy (the bench golfer's list stays as it is); their carts start empty.
    const buyers = await client.query<{ email: string }>(
      `select email from users where email like 'synthetic-%' and status = 'active' and email_confirmed
       order by id limit $1`,
      [CHECKOUT_BUYERS],
    );
    if (buyers.rows.length < CHECKOUT_BUYERS) throw new Error('not enough synthetic golfers for checkout');
    const range = await prepareRange(client);
    return {
      golferVouchers: new Map(golfer.rows.map((row) => [Number(row.id), row.club_id])),
      deskVouchers: desk.rows.map((row) => ({ id: Number(row.id), number: row.voucher_number })),
      shopClubId: shopRow.club_id,
      shopProductId: shopRow.product_id,
      buyers: buyers.rows.map((row) => row.email),
      range,
      rangeGolfers: range.golfers,
    };
  } finally {
    await client.end();
  }
}

/** The PostgreSQL backends serving the bench database (the API's pool), but not this query's own. */
async function backendPids(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
         and backend_type = 'client backend'`,
    );
    return rows.rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

async function staffLogIn(baseUrl: string, email = DESK_EMAIL): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/partner/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`staff login as ${email} failed: ${res.status} ${await res.text()}`);
  const { session_id } = (await res.json()) as { session_id: string };
  return `Basic ${Buffer.from(`${session_id}:`).toString('base64')}`;
}

function headersFor(route: RouteRun, auth: Record<Caller, string | undefined>): Record<string, string> {
  const authorization = auth[route.caller];
  return {
    'accept-language': 'da',
    ...(authorization ? { authorization } : {}),
    ...(route.body ? { 'content-type': 'application/json' } : {}),
    ...route.headers,
  };
}

async function fire(baseUrl: string, route: RouteRun, headers: Record<string, string>, duration: number) {
  const result = await autocannon({
    url: baseUrl,
    connections: route.connections,
    duration,
    timeout: 10,
    requests: [
      {
        method: route.method ?? 'GET',
        path: route.path,
        headers,
        ...(route.body || route.freshHeaders
          ? {
              setupRequest: (request) => ({
                ...request,
                ...(route.body ? { body: route.body() } : {}),
                ...(route.freshHeaders ? { headers: { ...request.headers, ...route.freshHeaders() } } : {}),
              }),
            }
          : {}),
      },
    ],
  });
  return {
    rps: round(result.requests.average, 0),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  } satisfies Measured;
}

/**
 * Checkout as 20 golfers at once (issue 14): each loops card token → cart → pay with the test
 * acquirer's approving card; the pay call is timed. Not autocannon: each buyer needs its own
 * session, cart and card token, in order.
 */
async function measureCheckout(
  baseUrl: string,
  sessions: string[],
  productId: number,
  seconds: number,
): Promise<Measured> {
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const deadline = Date.now() + seconds * 1000;
  const started = Date.now();
  const call = async (path: string, init: RequestInit & { json?: unknown }) => {
    const res = await fetch(`${baseUrl}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', 'accept-language': 'da', ...init.headers },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    const text = await res.text();
    return { status: res.status, text };
  };
  await Promise.all(
    sessions.map(async (authorization) => {
      while (Date.now() < deadline) {
        try {
          const token = await call('/test-acquirer/v1/tokens', {
            method: 'POST',
            json: {
              number: '4242424242424242',
              name: 'Bench Buyer',
              exp_month: 12,
              exp_year: 2099,
              cvc: '123',
            },
          });
          const cart = await call(`/api/v1/shop/cart/items/${productId}`, {
            method: 'PUT',
            headers: { authorization },
            json: { quantity: 1 },
          });
          if (token.status !== 201 || cart.status !== 200) {
            non2xx++;
            continue;
          }
          const t0 = performance.now();
          const paid = await call('/api/v1/shop/checkout', {
            method: 'POST',
            headers: { authorization, 'idempotency-key': randomUUID() },
            json: { card_token: (JSON.parse(token.text) as { token: string }).token, accept_terms: true },
          });
          latencies.push(performance.now() - t0);
          if (paid.status !== 200) non2xx++;
        } catch {
          errors++;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0, 0);
  return {
    rps: round(latencies.length / ((Date.now() - started) / 1000), 0),
    p50: latencies.length ? round(median(latencies), 0) : 0,
    p99: at(0.99),
    errors,
    non2xx,
    total: latencies.length,
  };
}

function routeFigures(route: RouteRun, m: Measured, bare: Measured | undefined, floor: number): Figure[] {
  const figures: Figure[] = [info(`${route.name}: throughput`, m.rps, 'req/s')];
  if (bare) {
    figures.push(info(`${route.name}: bare floor, same bytes`, bare.rps, 'req/s'));
    const share = round(m.rps / bare.rps, 3);
    figures.push(
      route.minBareShare !== undefined
        ? atLeast(
            `${route.name}: share of bare floor`,
            share,
            '×',
            route.minBareShare,
            `≥ ${route.minBareShare} of bare`,
          )
        : info(`${route.name}: share of bare floor`, share, '×'),
    );
  }
  if (floor > 0) figures.push(info(`${route.name}: share of Fastify floor`, round(m.rps / floor, 3), '×'));
  figures.push(info(`${route.name}: p50`, m.p50, 'ms'));
  // No answer within autocannon's 10 s timeout leaves p99 at 0: that is a miss, not a pass.
  const p99 = atMost(`${route.name}: p99 at ${route.connections} connections`, m.p99, 'ms', route.maxP99);
  figures.push(m.total === 0 ? { ...p99, pass: false, miss: 'no request answered' } : p99);
  const failed = m.errors + m.non2xx;
  figures.push({
    name: `${route.name}: errors and non-2xx of ${m.total}`,
    value: failed,
    unit: 'errors',
    target: '0',
    pass: failed === 0,
    ...(failed === 0 ? {} : { miss: `${failed} errors` }),
  });
  return figures;
}

export async function benchApi(options: ApiOptions): Promise<BenchResult> {
  const prepared = await prepare(options.databaseUrl);
  // The back-office club is built once per bench database (a few minutes), only when its routes run.
  const backoffice: BackofficeClub | undefined = wanted('backoffice', options.routes)
    ? await ensureBackofficeClub(options.databaseUrl)
    : undefined;
  const period = thisYear();
  if (backoffice)
    console.log(
      `  back office: club ${backoffice.clubId} (${backoffice.vouchers} vouchers), owner ${backoffice.ownerEmail}, period ${period.from} to ${period.to}`,
    );
  const server = await startServer(options.databaseUrl, { ACQUIRER: 'test' });
  let bareServer: BareServer | undefined;
  try {
    bareServer = await startBareServer();
    const auth: Record<Caller, string | undefined> = {
      golfer: await logIn(server.url, BENCH_EMAIL, DEMO_PASSWORD),
      demo: await logIn(server.url, DEMO_EMAIL, DEMO_PASSWORD),
      staff: await staffLogIn(server.url),
      owner: backoffice ? await staffLogIn(server.url, backoffice.ownerEmail) : undefined,
      none: undefined,
    };
    const golferIds = [...prepared.golferVouchers.keys()];
    const rangeSessions = wanted('dispense', options.routes)
      ? await Promise.all(prepared.rangeGolfers.map((email) => logIn(server.url, email, DEMO_PASSWORD)))
      : [];
    let nextRangeGolfer = 0;
    const dispenseBody = () =>
      JSON.stringify({
        dispenser_id: prepared.range.dispenserId,
        basket_id: prepared.range.basketId,
        latitude: prepared.range.latitude,
        longitude: prepared.range.longitude,
      });
    let nextGolfer = 0;
    let nextDesk = 0;
    const golfer = { connections: options.connections, maxP99: 50 };
    const desk = { connections: DESK_CONNECTIONS, maxP99: 50, caller: 'staff' as const };
    const owner = { connections: BACKOFFICE_CONNECTIONS, maxP99: 200, caller: 'owner' as const };
    // A download as a browser asks for it: compressed when the server can.
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    const periodQuery = `from=${period.from}&to=${period.to}`;
    const allRoutes: RouteRun[] = [
      { name: 'Fastify floor (bare route)', path: '/api/v1/bench/floor', caller: 'none', ...golfer },
      { name: 'GET /user', path: '/api/v1/user', caller: 'golfer', minBareShare: 0.25, ...golfer },
      {
        name: 'GET /vouchers (16 vouchers)',
        path: '/api/v1/vouchers?limit=20',
        caller: 'demo',
        minBareShare: 0.25,
        ...golfer,
      },
      {
        name: 'GET /vouchers (page of 20 of 10,000)',
        path: '/api/v1/vouchers?limit=20',
        caller: 'golfer',
        minBareShare: 0.25,
        ...golfer,
      },
      {
        name: 'GET /vouchers (search + sort)',
        path: '/api/v1/vouchers?limit=20&search=greenfee&sort=valid_until&active=1&only_unused=1',
        caller: 'golfer',
        minBareShare: 0.25,
        ...golfer,
      },
      {
        name: 'GET /vouchers/count',
        path: '/api/v1/vouchers/count',
        caller: 'golfer',
        minBareShare: 0.25,
        ...golfer,
      },
      {
        name: 'GET /shop/clubs/:id/products',
        path: `/api/v1/shop/clubs/${prepared.shopClubId}/products`,
        caller: 'golfer',
        ...golfer,
      },
      {
        name: 'POST /voucher/redeem',
        path: '/api/v1/voucher/redeem',
        method: 'POST',
        caller: 'golfer',
        minBareShare: 0.15,
        body: () => {
          const id = golferIds[nextGolfer++ % golferIds.length]!;
          return JSON.stringify({ voucher_id: id, club_id: prepared.golferVouchers.get(id) });
        },
        // As the app sends it: one Idempotency-Key per tap (a build before the key ignores it).
        freshHeaders: () => ({ 'idempotency-key': randomUUID() }),
        ...golfer,
      },
      {
        name: 'POST /range/dispense (ball money)',
        path: '/api/v1/range/dispense',
        method: 'POST',
        caller: 'golfer',
        body: dispenseBody,
        freshHeaders: () => ({ 'idempotency-key': randomUUID() }),
        connections: options.connections,
        // The simulated machine answers after 20 ms; one golfer's dispenses queue on their row.
        maxP99: 250,
      },
      {
        name: `POST /range/dispense (ball money, ${RANGE_GOLFERS} golfers)`,
        path: '/api/v1/range/dispense',
        method: 'POST',
        caller: 'golfer',
        body: dispenseBody,
        // Each request as the next golfer, each with their own balance.
        freshHeaders: () => ({
          authorization: rangeSessions[nextRangeGolfer++ % rangeSessions.length]!,
          'idempotency-key': randomUUID(),
        }),
        connections: options.connections,
        maxP99: 250,
      },
      {
        name: 'desk look-up',
        path: `/api/v1/partner/desk/vouchers/${prepared.deskVouchers[0]!.number}`,
        ...desk,
      },
      {
        name: 'desk redeem',
        path: '/api/v1/partner/desk/redeem',
        method: 'POST',
        body: () =>
          JSON.stringify({
            voucher_id: prepared.deskVouchers[nextDesk++ % prepared.deskVouchers.length]!.id,
          }),
        freshHeaders: () => ({ 'idempotency-key': randomUUID() }),
        ...desk,
      },
      {
        name: 'backoffice overview (100,000 vouchers, this year)',
        path: `/api/v1/partner/reports/period?${periodQuery}`,
        ...owner,
      },
      {
        name: 'backoffice sales report CSV (this year)',
        path: `/api/v1/partner/reports/sales/csv?${periodQuery}`,
        ...owner,
        headers: browser,
      },
      // One download alone: its own latency, without nine others queued in front of it.
      {
        name: 'backoffice overview (100,000 vouchers, this year, 1 connection)',
        path: `/api/v1/partner/reports/period?${periodQuery}`,
        ...owner,
        connections: 1,
      },
      {
        name: 'backoffice sales report CSV (this year, 1 connection)',
        path: `/api/v1/partner/reports/sales/csv?${periodQuery}`,
        ...owner,
        headers: browser,
        connections: 1,
      },
      {
        name: 'backoffice sales report xlsx (this year)',
        path: `/api/v1/partner/reports/sales/xlsx?${periodQuery}`,
        ...owner,
      },
    ];
    const routes = allRoutes.filter(
      (route) => wanted(route.name, options.routes) && (route.caller !== 'owner' || backoffice),
    );
    const withCheckout = wanted(CHECKOUT_NAME, options.routes);

    // Every route answers before it is measured; its answer is what the bare floor replays.
    for (const route of routes) {
      const res = await fetch(`${server.url}${route.path}`, {
        method: route.method ?? 'GET',
        headers: { ...headersFor(route, auth), ...route.freshHeaders?.() },
        ...(route.body ? { body: route.body() } : {}),
      });
      if (!res.ok)
        throw new Error(`${route.name} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
      await bareServer.answer(route.method ?? 'GET', route.path, await capture(res));
    }

    const measured: Record<string, Measured> = {};
    const bare: Record<string, Measured> = {};
    const warm = Math.min(3, options.durationSeconds);
    for (const route of routes) {
      const headers = headersFor(route, auth);
      process.stdout.write(`  ${route.name}: `);
      if (route.caller !== 'none') {
        await fire(bareServer.url, route, headers, warm);
        bare[route.name] = await fire(bareServer.url, route, headers, options.durationSeconds);
        process.stdout.write(`bare ${bare[route.name]!.rps} req/s, `);
      }
      await fire(server.url, route, headers, warm);
      measured[route.name] = await fire(server.url, route, headers, options.durationSeconds);
      console.log(`API ${measured[route.name]!.rps} req/s, p99 ${measured[route.name]!.p99} ms`);
    }

    // Checkout: 20 buyers, each signed in, card token → cart → pay.
    let checkout: Measured | undefined;
    let checkoutCpu: { api: number; postgres: number } | undefined;
    if (withCheckout) {
      process.stdout.write(`  POST /shop/checkout (${CHECKOUT_BUYERS} buyers): `);
      const buyerSessions: string[] = [];
      for (const email of prepared.buyers) buyerSessions.push(await logIn(server.url, email, DEMO_PASSWORD));
      await measureCheckout(server.url, buyerSessions, prepared.shopProductId, warm);
      // CPU per paid checkout of the API process and of its PostgreSQL backends: on a shared
      // machine a steadier figure than the latency (the loop's token and cart calls included).
      const backends = await backendPids(options.databaseUrl);
      const run = await cpuSplit({ api: () => [server.pid], postgres: () => backends }, () =>
        measureCheckout(server.url, buyerSessions, prepared.shopProductId, options.durationSeconds),
      );
      checkout = run.result;
      checkoutCpu = {
        api: round((1000 * (run.used.api ?? 0)) / Math.max(1, checkout.total), 1),
        postgres: round((1000 * (run.used.postgres ?? 0)) / Math.max(1, checkout.total), 1),
      };
      console.log(
        `${checkout.rps} paid/s, p50 ${checkout.p50} ms, p99 ${checkout.p99} ms; CPU per checkout: ` +
          `API ${checkoutCpu.api} ms, PostgreSQL ${checkoutCpu.postgres} ms`,
      );
    }

    const floor = measured['Fastify floor (bare route)']?.rps ?? 0;
    const figures: Figure[] = [];
    for (const route of routes)
      figures.push(...routeFigures(route, measured[route.name]!, bare[route.name], floor));
    if (checkoutCpu)
      figures.push(
        info('POST /shop/checkout: API CPU per checkout cycle', checkoutCpu.api, 'ms'),
        info('POST /shop/checkout: PostgreSQL CPU per checkout cycle', checkoutCpu.postgres, 'ms'),
      );
    if (checkout)
      figures.push(
        ...routeFigures(
          {
            name: CHECKOUT_NAME,
            path: '/api/v1/shop/checkout',
            caller: 'golfer',
            connections: CHECKOUT_BUYERS,
            maxP99: 100,
          },
          checkout,
          undefined,
          0,
        ),
      );
    return {
      name: 'api',
      title: `API throughput and latency (autocannon, ${options.connections} connections (desk and checkout ${DESK_CONNECTIONS}, back office ${BACKOFFICE_CONNECTIONS}), ${options.durationSeconds} s per route, production server on PostgreSQL; shares of the bare node:http floor sending the same bytes)`,
      measuredAt: new Date().toISOString(),
      quick: options.quick,
      machine: machine(),
      figures,
      details: {
        measured: { ...measured, ...(checkout ? { 'POST /shop/checkout': checkout } : {}) },
        bareFloor: bare,
        redeemVouchers: golferIds.length,
        deskVouchers: prepared.deskVouchers.length,
        ...(backoffice ? { backoffice: { ...backoffice, period } } : {}),
      },
    };
  } finally {
    await bareServer?.stop();
    await server.stop();
  }
}
