import type { ContractInput } from '@golfwallet/core/contracts/define';
import { countVouchers } from '@golfwallet/core/contracts/vouchers/count-vouchers';
import { listVouchers } from '@golfwallet/core/contracts/vouchers/list-vouchers';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../../../test/helper';
import { vouchers } from '../../db/schema/index';
import { rowsOf } from './sql-rows';
import { insertClub, insertVoucher } from '../../../test/builders/voucher.factory';

/**
 * The list's total of an unfiltered list is the count user_voucher_counts keeps (statement triggers
 * on vouchers, migration 0011). Whatever writes vouchers, the kept counts equal a count of the rows.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function kept(userId: number) {
  const rows = rowsOf<{ listed: number; total: number }>(
    await t.database.db.execute(sql`select listed, total from user_voucher_counts where user_id = ${userId}`),
  );
  return { listed: Number(rows[0]?.listed ?? 0), total: Number(rows[0]?.total ?? 0) };
}

async function counted(userId: number) {
  const rows = rowsOf<{ listed: number; total: number }>(
    await t.database.db.execute(sql`
      select count(*) filter (where category <> 'driving_range' and type <> 'ecard')::int as listed,
             count(*)::int as total
      from vouchers where user_id = ${userId}`),
  );
  return { listed: Number(rows[0]?.listed ?? 0), total: Number(rows[0]?.total ?? 0) };
}

/** The list's total (a typed call that resolves was answered 200). */
async function listTotal(token: string, query: ContractInput<typeof listVouchers>['query'] = {}) {
  return (await t.api({ token })(listVouchers, { query })).total;
}

async function countRoute(token: string) {
  return (await t.api({ token })(countVouchers)).count;
}

describe('kept voucher counts', () => {
  it('follow inserts, owner changes, kind changes and deletes, and answer the list and count totals', async () => {
    const club = await insertClub(t);
    const anna = await createTestUser(t);
    const bo = await createTestUser(t);
    const check = async () => {
      for (const user of [anna, bo]) expect(await kept(user.id)).toEqual(await counted(user.id));
    };

    const plain = [];
    for (let i = 0; i < 3; i++) plain.push(await insertVoucher(t, { clubId: club.id, userId: anna.id }));
    const ecard = await insertVoucher(t, { clubId: club.id, userId: anna.id, type: 'ecard' });
    await check();
    expect(await kept(anna.id)).toEqual({ listed: 3, total: 4 });
    expect(await listTotal(anna.token)).toBe(3);
    expect(await listTotal(anna.token, { include_ecards: '1' })).toBe(4);
    expect(await countRoute(anna.token)).toBe(3);

    // Several rows in one statement, to two owners at once.
    await t.database.db
      .update(vouchers)
      .set({ userId: bo.id })
      .where(inArray(vouchers.id, [plain[0]!.id, ecard.id]));
    await check();
    expect(await listTotal(bo.token, { include_ecards: '1' })).toBe(2);

    // A redemption-like update moves no count.
    await t.database.db.update(vouchers).set({ usesLeft: 0 }).where(eq(vouchers.id, plain[1]!.id));
    await check();

    await t.database.db
      .update(vouchers)
      .set({ category: 'driving_range' })
      .where(eq(vouchers.id, plain[1]!.id));
    await check();
    expect(await listTotal(anna.token)).toBe(1);

    await t.database.db.update(vouchers).set({ userId: null }).where(eq(vouchers.id, plain[2]!.id));
    await t.database.db.delete(vouchers).where(eq(vouchers.id, ecard.id));
    await check();
    expect(await kept(anna.id)).toEqual({ listed: 0, total: 1 });
    expect(await listTotal(anna.token)).toBe(0);
    expect(await listTotal(bo.token)).toBe(1);
    // A filtered list counts its own rows.
    expect(await listTotal(bo.token, { favourites: '1' })).toBe(0);
  });
});
