import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, outcome, type TestApp, type TestUser } from '../../../test/helper';
import {
  checkoutAttempts,
  orders,
  productDailySales,
  products,
  walletBalances,
  walletLedger,
} from '../../db/schema/index';
import { addToCart, insertShop, pay } from '../../../test/builders/shop';

/**
 * The reservation's refusals (gw_reserve_order, migration 0016): a rule that fails after others
 * passed undoes what they wrote (stock, the day's count, points, the order), and points and ball
 * money never go below zero however many checkouts spend them at once. Runs on PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL, where the races are real.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function give(golfer: TestUser, kind: 'points' | 'ball_money', clubId: number, balance: number) {
  await t.database.db.insert(walletBalances).values({ userId: golfer.id, kind, clubId, balance });
}

async function balanceOf(golfer: TestUser, kind: 'points' | 'ball_money', clubId: number) {
  const [row] = await t.database.db
    .select()
    .from(walletBalances)
    .where(
      and(
        eq(walletBalances.userId, golfer.id),
        eq(walletBalances.kind, kind),
        eq(walletBalances.clubId, clubId),
      ),
    );
  return row?.balance;
}

describe('a refused reservation', () => {
  it('writes nothing: stock, the day’s count and the ball money taken before the points refused are back', async () => {
    const shop = await insertShop(t);
    const offer = await shop.product({ priceMinor: 6_000, stockLeft: 5, maxPerDay: 10 });
    const golfer = await createTestUser(t);
    await give(golfer, 'points', 0, 1_000);
    await give(golfer, 'ball_money', shop.club.id, 5_000);
    await addToCart(t, golfer, offer.id, 1);

    const refused = await outcome(pay(t, golfer, { points: 2_000, ball_money_minor: 4_000 }));
    expect(refused).toBe('POINTS_NOT_ENOUGH');
    const [row] = await t.database.db.select().from(products).where(eq(products.id, offer.id));
    expect(row?.stockLeft).toBe(5);
    expect(
      await t.database.db.select().from(productDailySales).where(eq(productDailySales.productId, offer.id)),
    ).toEqual([]);
    expect(await balanceOf(golfer, 'ball_money', shop.club.id)).toBe(5_000);
    expect(await balanceOf(golfer, 'points', 0)).toBe(1_000);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, golfer.id))).toEqual([]);
    expect(await t.database.db.select().from(walletLedger).where(eq(walletLedger.userId, golfer.id))).toEqual(
      [],
    );
    const [attempt] = await t.database.db
      .select()
      .from(checkoutAttempts)
      .where(eq(checkoutAttempts.userId, golfer.id));
    expect(attempt).toMatchObject({ status: 'failed', errorCode: 'POINTS_NOT_ENOUGH', orderId: null });

    // The same cart with enough: paid, and the stock and balances move once.
    expect(await outcome(pay(t, golfer, { points: 1_000, ball_money_minor: 5_000 }))).toBe('ok');
    const [after] = await t.database.db.select().from(products).where(eq(products.id, offer.id));
    expect(after?.stockLeft).toBe(4);
    expect(await balanceOf(golfer, 'points', 0)).toBe(0);
    expect(await balanceOf(golfer, 'ball_money', shop.club.id)).toBe(0);
  });

  it.each(['points', 'ball_money'] as const)(
    '%s: ten checkouts at once spending 60 of 100 — one is paid, none goes below zero',
    async (kind) => {
      const shop = await insertShop(t);
      const product = await shop.product({ priceMinor: 6_000 });
      const golfer = await createTestUser(t);
      const scope = kind === 'points' ? 0 : shop.club.id;
      await give(golfer, kind, scope, 10_000);
      await addToCart(t, golfer, product.id, 1);
      const body = kind === 'points' ? { points: 6_000 } : { ball_money_minor: 6_000 };
      const answers = await Promise.all(Array.from({ length: 10 }, () => outcome(pay(t, golfer, body))));
      expect(answers.filter((answer) => answer === 'ok')).toHaveLength(1);
      // The others are refused on the balance, or find the cart already emptied by the paid one.
      const refusal = kind === 'points' ? 'POINTS_NOT_ENOUGH' : 'BALL_MONEY_NOT_ENOUGH';
      expect(new Set(answers.filter((answer) => answer !== 'ok'))).toSatisfy((codes: Set<string>) =>
        [...codes].every((code) => code === refusal || code === 'CART_EMPTY'),
      );
      expect(await balanceOf(golfer, kind, scope)).toBe(4_000);
      const spent = await t.database.db
        .select()
        .from(walletLedger)
        .where(and(eq(walletLedger.userId, golfer.id), eq(walletLedger.reason, 'spent')));
      expect(spent.map((entry) => [entry.kind, entry.amount, entry.balanceAfter])).toEqual([
        [kind, -6_000, 4_000],
      ]);
    },
  );
});
