import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, outcome, type TestApp } from '../../../test/helper';
import { orders, productDailySales, products, vouchers } from '../../db/schema/index';
import { addToCart, CARDS, insertShop, pay, tokenise } from '../../../test/builders/shop';

/**
 * The limited offer under concurrency: 50 golfers pay at once for a product with 10 left, and
 * exactly 10 are sold. On PostgreSQL (TEST_DATABASE_URL), where races are real, it runs 6 times in
 * CI and 20 in `npm run test:soak`; on the embedded database once. OFFER_RUNS overrides.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const BUYERS = 50;
const RUNS = Number(process.env.OFFER_RUNS ?? (process.env.TEST_DB === 'postgres' ? 6 : 1));

describe('a limited offer bought by 50 golfers at once', () => {
  it.each(Array.from({ length: RUNS }, (_, i) => i + 1))(
    'run %i: exactly 10 sold, none below zero',
    async () => {
      const shop = await insertShop(t);
      const offer = await shop.product({ stockLeft: 10, limitedUntil: new Date(Date.now() + 86_400_000) });
      const golfers = await Promise.all(Array.from({ length: BUYERS }, () => createTestUser(t)));
      const card = await tokenise(t, CARDS.ok);
      for (const golfer of golfers) await addToCart(t, golfer, offer.id, 1); // 200, checked by the client
      const codes = (
        await Promise.all(golfers.map((golfer) => outcome(pay(t, golfer, { card_token: card.body.token }))))
      ).map((code) => (code === 'ok' ? 'paid' : code));
      expect(codes.filter((code) => code === 'paid')).toHaveLength(10);
      expect(codes.filter((code) => code !== 'paid').every((code) => code === 'CART_ITEM_SOLD_OUT')).toBe(
        true,
      );
      const [row] = await t.database.db.select().from(products).where(eq(products.id, offer.id));
      expect(row?.stockLeft).toBe(0);
      expect(
        await t.database.db.select().from(vouchers).where(eq(vouchers.productId, offer.id)),
      ).toHaveLength(10);
      const paid = await t.database.db.select().from(orders).where(eq(orders.clubId, shop.club.id));
      expect(paid.filter((order) => order.status === 'paid')).toHaveLength(10);
    },
    // 50 golfers, carts and checkouts per run: a bound for a hang, not a speed target.
    120_000,
  );

  it('a maximum per day holds the same way', async () => {
    const shop = await insertShop(t);
    const basket = await shop.product({ maxPerDay: 3 });
    const golfers = await Promise.all(Array.from({ length: 12 }, () => createTestUser(t)));
    const card = await tokenise(t, CARDS.ok);
    for (const golfer of golfers) await addToCart(t, golfer, basket.id, 1);
    const answers = await Promise.all(
      golfers.map((golfer) => outcome(pay(t, golfer, { card_token: card.body.token }))),
    );
    expect(answers.filter((code) => code === 'ok')).toHaveLength(3);
    expect(answers.filter((code) => code !== 'ok').every((code) => code === 'PRODUCT_DAILY_LIMIT')).toBe(
      true,
    );
    const [sales] = await t.database.db
      .select()
      .from(productDailySales)
      .where(eq(productDailySales.productId, basket.id));
    expect(sales?.sold).toBe(3);
  });
});
