import type { FastifyBaseLogger } from 'fastify';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { zListVouchersQuery } from '@golfwallet/core/contracts/vouchers/list-vouchers';
import { loadConfig } from '../apps/api/src/config';
import type { Db } from '../apps/api/src/db/client';
import * as schema from '../apps/api/src/db/schema/index';
import { BENCH_EMAIL } from '../apps/api/src/db/seed/synthetic';
import { findUserByEmail } from '../apps/api/src/modules/user/user.repository';
import { voucherPageStatement } from '../apps/api/src/modules/voucher/voucher-list.repository';
import { listVouchers } from '../apps/api/src/modules/voucher/voucher.service';
import { atMost, type BenchResult, check, type Figure, info, machine, median, round } from './lib/figures';

/**
 * The voucher list's query plans (issues 5, 10): the list service runs for the bench golfer (10,000
 * vouchers) on a database handle that records every statement; each recorded SELECT is then run
 * again under EXPLAIN (ANALYZE, BUFFERS), inside a transaction that is rolled back, and so is the
 * list's own prepared statement (the page, its rows and the total in one). The page query must
 * reach the golfer's rows through an index and finish under 2 ms whatever the sort.
 */

const LIST_QUERIES: Record<string, string> = {
  'page of 20': 'limit=20',
  'soonest expiry': 'limit=20&sort=valid_until',
  'search + sort': 'limit=20&search=greenfee&sort=valid_until&active=1&only_unused=1',
  'page 10, club A-Z': 'limit=20&offset=180',
};

const silentLog = {
  level: 'silent',
  info: () => {},
  warn: () => {},
  error: () => {},
  debug: () => {},
  trace: () => {},
  fatal: () => {},
  silent: () => {},
  child: () => silentLog,
} as unknown as FastifyBaseLogger;

interface Recorded {
  sql: string;
  params: unknown[];
}

/** Names the statements of the list the database handle recorded (the list itself is prepared apart). */
function kindOf(sql: string): string {
  if (/\bupdate "?vouchers"?\s/i.test(sql)) return 'expired-transfer release';
  return 'other';
}

const USES_INDEX =
  /(Index Scan|Index Only Scan|Bitmap Index Scan)( using \S+)? on (vouchers|"vouchers")|Bitmap Index Scan on vouchers_|Index (Only )?Scan using vouchers_\S+/;

export async function benchPlan(options: { databaseUrl: string; quick: boolean }): Promise<BenchResult> {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
  const recorded: Recorded[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => recorded.push({ sql, params }) },
  }) as unknown as Db;
  const figures: Figure[] = [];
  const plans: Record<string, unknown> = {};
  try {
    const user = await findUserByEmail(db, BENCH_EMAIL);
    if (!user) throw new Error(`${BENCH_EMAIL} is not in the bench database`);
    const deps = { db, config: loadConfig({ LOG_LEVEL: 'silent' }), now: () => new Date(), log: silentLog };
    for (const [label, queryString] of Object.entries(LIST_QUERIES)) {
      const request = zListVouchersQuery.parse(Object.fromEntries(new URLSearchParams(queryString)));
      recorded.length = 0;
      const listed = await listVouchers(deps, user, request);
      // The page, its rows and its total: one prepared statement (voucher-list.repository.ts).
      const page = voucherPageStatement({
        userId: user.id,
        filters: request,
        now: new Date(),
        sort: request.sort,
        offset: request.offset,
        limit: request.limit,
      });
      const statements = [...recorded, { sql: page.text, params: page.values, kind: 'page query' }];
      figures.push(info(`${label}: items on the page`, listed.items.length, 'items'));
      for (const statement of statements) {
        const kind = 'kind' in statement ? statement.kind : kindOf(statement.sql);
        const client = await pool.connect();
        const times: number[] = [];
        let planText = '';
        try {
          await client.query('begin');
          for (let i = 0; i < 5; i++) {
            const { rows } = await client.query<{ 'QUERY PLAN': string }>(
              `EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`,
              statement.params,
            );
            planText = rows.map((row) => row['QUERY PLAN']).join('\n');
            const ms = /Execution Time: ([\d.]+) ms/.exec(planText)?.[1];
            times.push(Number(ms));
          }
        } finally {
          await client.query('rollback');
          client.release();
        }
        // The first run reads from disk into the cache; the median of five is the steady state.
        const ms = round(median(times), 3);
        plans[`${label} / ${kind}`] = {
          sql: statement.sql,
          params: statement.params,
          plan: planText,
          executionMs: times,
        };
        console.log(`\n--- ${label}: ${kind} (median of 5: ${ms} ms) ---\n${planText}`);
        if (kind === 'page query') {
          figures.push(
            check(`${label}: ${kind} uses an index on vouchers`, USES_INDEX.test(planText), 'index scan'),
          );
          figures.push(atMost(`${label}: ${kind} execution`, ms, 'ms', 2));
        } else {
          figures.push(info(`${label}: ${kind} execution`, ms, 'ms'));
        }
      }
    }
  } finally {
    await pool.end();
  }
  return {
    name: 'plan',
    title: 'Voucher list query plans (EXPLAIN (ANALYZE, BUFFERS), bench golfer with 10,000 vouchers)',
    measuredAt: new Date().toISOString(),
    quick: options.quick,
    machine: machine(),
    figures,
    details: plans,
  };
}
