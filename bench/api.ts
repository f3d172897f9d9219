import autocannon from 'autocannon';
import pg from 'pg';
import { BENCH_EMAIL } from '../apps/api/src/db/seed/synthetic';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed/demo';
import { atLeast, atMost, type BenchResult, type Figure, info, machine, round } from './lib/figures';
import { logIn, startServer } from './lib/server';

/**
 * API throughput and latency (issue 5): autocannon against the production server on the bench
 * database, 50 connections. Routes: the bare floor route, GET /user, the voucher list (a page of
 * 20 of the bench golfer's 10,000, plain and with search and sort), and POST /voucher/redeem on
 * unlimited vouchers, and a club shop's product list. Each route's requests per second is also given as a share of the floor's.
 */

export interface ApiOptions {
  databaseUrl: string;
  quick: boolean;
  connections: number;
  durationSeconds: number;
}

/** How many of the bench golfer's vouchers the redemption benchmark spreads its requests over. */
const REDEEM_POOL = 500;

interface RouteRun {
  name: string;
  path: string;
  method?: string;
  auth?: boolean;
  /** Each request's body, made fresh per request. */
  body?: () => string;
}

/**
 * Picks the bench golfer's plain, valid vouchers for redemption and makes them unlimited, with
 * their earlier benchmark redemptions removed, so every run starts alike and none runs out.
 */
async function prepareRedemptions(
  databaseUrl: string,
): Promise<{ ids: number[]; clubs: Map<number, number> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; club_id: number }>(
      `select v.id, v.club_id from vouchers v join users u on u.id = v.user_id
       where u.email = $1 and v.active and v.category = 'voucher' and v.type <> 'ecard'
         and v.valid_from <= now() and v.valid_to > now() + interval '1 day'
         and v.pin_hash is null and v.transfer_id is null and v.restrictions = '{}'::jsonb
         and cardinality(v.where_club_ids) = 0 and cardinality(v.where_department_ids) = 0
       order by v.id limit $2`,
      [BENCH_EMAIL, REDEEM_POOL],
    );
    if (rows.length < 50) throw new Error(`only ${rows.length} redeemable vouchers for ${BENCH_EMAIL}`);
    const ids = rows.map((row) => Number(row.id));
    await client.query('delete from redemptions where voucher_id = any($1::bigint[])', [ids]);
    await client.query(
      `delete from voucher_events where voucher_id = any($1::bigint[]) and kind = 'redeemed'`,
      [ids],
    );
    await client.query(
      'update vouchers set uses_total = null, uses_left = null where id = any($1::bigint[])',
      [ids],
    );
    return { ids, clubs: new Map(rows.map((row) => [Number(row.id), row.club_id])) };
  } finally {
    await client.end();
  }
}

async function fire(
  baseUrl: string,
  route: RouteRun,
  headers: Record<string, string>,
  connections: number,
  duration: number,
) {
  return autocannon({
    url: baseUrl,
    connections,
    duration,
    timeout: 10,
    requests: [
      {
        method: route.method ?? 'GET',
        path: route.path,
        headers: {
          ...(route.auth ? headers : {}),
          ...(route.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(route.body ? { setupRequest: (request) => ({ ...request, body: route.body!() }) } : {}),
      },
    ],
  });
}

/** A club whose shop has the most products on sale (the shop's product list benchmark). */
async function shopClub(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ club_id: number }>(
      'select club_id from products where active group by club_id order by count(*) desc, club_id limit 1',
    );
    if (!rows[0]) throw new Error('no club with products in the bench database');
    return rows[0].club_id;
  } finally {
    await client.end();
  }
}

export async function benchApi(options: ApiOptions): Promise<BenchResult> {
  const redeemable = await prepareRedemptions(options.databaseUrl);
  const shopClubId = await shopClub(options.databaseUrl);
  const server = await startServer(options.databaseUrl);
  try {
    const auth = await logIn(server.url, BENCH_EMAIL, DEMO_PASSWORD);
    const headers = { authorization: auth, 'accept-language': 'da' };
    let next = 0;
    const routes: RouteRun[] = [
      { name: 'floor (bare route)', path: '/api/v1/bench/floor' },
      { name: 'GET /user', path: '/api/v1/user', auth: true },
      { name: 'GET /vouchers (page of 20)', path: '/api/v1/vouchers?limit=20', auth: true },
      {
        name: 'GET /vouchers (search + sort)',
        path: '/api/v1/vouchers?limit=20&search=greenfee&sort=valid_until&active=1&only_unused=1',
        auth: true,
      },
      { name: 'GET /shop/clubs/:id/products', path: `/api/v1/shop/clubs/${shopClubId}/products`, auth: true },
      {
        name: 'POST /voucher/redeem',
        path: '/api/v1/voucher/redeem',
        method: 'POST',
        auth: true,
        body: () => {
          const id = redeemable.ids[next++ % redeemable.ids.length]!;
          return JSON.stringify({ voucher_id: id, club_id: redeemable.clubs.get(id) });
        },
      },
    ];

    // Every route answers before it is measured.
    for (const route of routes) {
      const res = await fetch(`${server.url}${route.path}`, {
        method: route.method ?? 'GET',
        headers: {
          ...(route.auth ? headers : {}),
          ...(route.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(route.body ? { body: route.body() } : {}),
      });
      if (!res.ok)
        throw new Error(`${route.name} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    }

    const measured: Record<
      string,
      { rps: number; p50: number; p99: number; errors: number; non2xx: number; total: number }
    > = {};
    for (const route of routes) {
      process.stdout.write(`  ${route.name}: warming up… `);
      await fire(server.url, route, headers, options.connections, Math.min(3, options.durationSeconds));
      process.stdout.write(`measuring ${options.durationSeconds} s… `);
      const result = await fire(server.url, route, headers, options.connections, options.durationSeconds);
      measured[route.name] = {
        rps: round(result.requests.average, 0),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
        total: result.requests.total,
      };
      console.log(`${measured[route.name]!.rps} req/s`);
    }

    const floor = measured['floor (bare route)']!.rps;
    const figures: Figure[] = [];
    for (const route of routes) {
      const m = measured[route.name]!;
      figures.push(info(`${route.name}: throughput`, m.rps, 'req/s'));
      if (route.name !== 'floor (bare route)') {
        const share = round((100 * m.rps) / floor, 1);
        figures.push(
          route.name.startsWith('GET /vouchers')
            ? atLeast(`${route.name}: share of floor`, share, '%', 40, '≥ 40% of floor')
            : info(`${route.name}: share of floor`, share, '%'),
        );
      }
      figures.push(info(`${route.name}: p50`, m.p50, 'ms'));
      figures.push(atMost(`${route.name}: p99 at ${options.connections} connections`, m.p99, 'ms', 50));
      const failed = m.errors + m.non2xx;
      figures.push({
        name: `${route.name}: errors and non-2xx of ${m.total}`,
        value: failed,
        unit: 'errors',
        target: '0',
        pass: failed === 0,
        ...(failed === 0 ? {} : { miss: `${failed} errors` }),
      });
    }
    return {
      name: 'api',
      title: `API throughput and latency (autocannon, ${options.connections} connections, ${options.durationSeconds} s per route, production server on PostgreSQL)`,
      measuredAt: new Date().toISOString(),
      quick: options.quick,
      machine: machine(),
      figures,
      details: { measured, redeemVouchers: redeemable.ids.length },
    };
  } finally {
    await server.stop();
  }
}
