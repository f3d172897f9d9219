import type { ContractInput } from '@golfwallet/core/contracts/define';
import { listVouchers } from '@golfwallet/core/contracts/vouchers/list-vouchers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../../test/helper';
import { rowsOf } from './sql-rows';
import { insertClub } from '../../../test/builders/voucher.factory';
import { runText } from '../../db/statement';
import { voucherPagePart, voucherPageStatement } from './voucher-list.repository';

/**
 * A golfer with 10,000 vouchers among 40,000 of other golfers: every kind of page answers with the
 * golfer's own vouchers, and PostgreSQL reaches them through an index rather than a scan of
 * everyone's.
 */

let t: TestApp;
let big: TestUser;
let small: TestUser;

async function fill(userId: number, clubIds: number[], count: number) {
  const [c0, c1, c2] = clubIds;
  await t.database.db.execute(sql`
    insert into vouchers (user_id, club_id, voucher_number, name, product_name, type, value, reduction_type,
                          valid_from, valid_to, uses_total, uses_left, printed_at, favourite)
    select ${userId}, (array[${c0}::int, ${c1}::int, ${c2}::int])[1 + g % 3], 'P' || ${userId} || '-' || g,
           'Voucher ' || g, 'Greenfee', 'personal', '100', 'setprice',
           now() - interval '1 day', now() + (g || ' minutes')::interval, 1, 1 - (g % 7 = 0)::int,
           case when g % 4 = 0 then now() end, g % 10 = 0
    from generate_series(1, ${count}) g`);
}

beforeAll(async () => {
  t = await createTestApp();
  const clubs = await Promise.all([
    insertClub(t, { name: 'Alpha' }),
    insertClub(t, { name: 'Beta' }),
    insertClub(t, { name: 'Gamma' }),
  ]);
  const ids = clubs.map((club) => club.id);
  big = await createTestUser(t);
  small = await createTestUser(t);
  await fill(big.id, ids, 10_000);
  await fill(small.id, ids, 10);
  for (let i = 0; i < 8; i++) await fill((await createTestUser(t)).id, ids, 5_000);
  await t.database.db.execute(sql`analyze vouchers`);
  await t.database.db.execute(sql`analyze clubs`);
}, 120_000);
afterAll(async () => t.close());

type Query = ContractInput<typeof listVouchers>['query'];

const QUERIES: Query[] = [
  {},
  { active: true, with_pdf: false, only_unused: true, group: 'order' },
  { search: 'voucher 99', sort: 'valid_until' },
  { favourites: true, offset: 500, limit: 100 },
  { sort: 'nearest', latitude: 55.7, longitude: 12.5, limit: 50 },
];

function list(token: string, query: Query) {
  return t.api({ token })(listVouchers, { query });
}

// How fast these are is measured by `npm run bench` (api, plan), never asserted here.
describe('GET /vouchers with 10,000 vouchers', () => {
  it('answers every kind of page over a large wallet, only with the golfer’s own vouchers', async () => {
    const own = new Set(
      rowsOf<{ id: number }>(
        await t.database.db.execute(sql`select id from vouchers where user_id = ${big.id}`),
      ).map((row) => Number(row.id)),
    );
    for (const [index, query] of QUERIES.entries()) {
      const body = await list(big.token, query);
      const which = `query ${index}: ${JSON.stringify(query)}`;
      expect(body.items.length, which).toBeGreaterThan(0);
      expect(body.total, which).toBeGreaterThanOrEqual(body.items.length);
      for (const item of body.items) expect(own.has(item.voucher_id), which).toBe(true);
    }
    expect((await list(big.token, { limit: 100 })).total).toBe(10_000);
    expect((await list(small.token, {})).total).toBe(10);
  });

  it('reaches a golfer’s rows through an index (PostgreSQL’s planner, in PGlite and on a server)', async () => {
    const plan = async (userId: number, search?: string) => {
      const { text, values } = voucherPageStatement({
        userId,
        filters: { active: true, with_pdf: false, ...(search ? { search } : {}) },
        now: t.clock.now(),
        sort: 'club_az',
        offset: 0,
        limit: 20,
      });
      const rows = await runText<{ 'QUERY PLAN': string }>(t.database.db, `explain ${text}`, values);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    };
    const smallPlan = await plan(small.id);
    expect(smallPlan).toMatch(/Index (Only )?Scan using vouchers_owner|Bitmap Index Scan on vouchers_owner/);
    const bigPlan = await plan(big.id, 'voucher 99');
    console.info(`plan for 10,000 of 50,000 rows:\n${bigPlan}`);
    expect(bigPlan).toMatch(/Index (Only )?Scan using vouchers_owner|Bitmap Index Scan on vouchers_owner/);
  });

  it('keeps the plan of the unfiltered list by club or expiry, and its generic plan walks the index', async () => {
    const options = (sort: 'club_az' | 'valid_until' | 'nearest', search?: string) => ({
      userId: big.id,
      filters: search ? { search } : {},
      now: t.clock.now(),
      sort,
      offset: 180,
      limit: 20,
    });
    expect(voucherPagePart(options('club_az')).plan).toBe('cached');
    expect(voucherPagePart(options('valid_until')).plan).toBe('cached');
    expect(voucherPagePart(options('nearest')).plan).toBe('per-call');
    expect(voucherPagePart(options('club_az', 'voucher')).plan).toBe('per-call');

    // The plan PostgreSQL keeps for a named statement, forced: an index on the golfer's vouchers.
    for (const sort of ['club_az', 'valid_until'] as const) {
      const { text, values } = voucherPageStatement(options(sort));
      const plan = await t.database.db.transaction(async (tx) => {
        await runText(tx, 'set local plan_cache_mode = force_generic_plan', []);
        await runText(tx, `prepare generic_page as ${text}`, []);
        const literal = (value: unknown) =>
          typeof value === 'number' ? String(value) : `'${String(value)}'`;
        const rows = await runText<{ 'QUERY PLAN': string }>(
          tx,
          `explain execute generic_page(${values.map(literal).join(', ')})`,
          [],
        );
        await runText(tx, 'deallocate generic_page', []);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan, sort).toMatch(
        /Index (Only )?Scan using vouchers_owner|Bitmap Index Scan on vouchers_owner/,
      );
      expect(plan, sort).not.toMatch(/Seq Scan on vouchers/);
    }
  });
});
