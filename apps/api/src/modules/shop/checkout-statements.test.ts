import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../../../test/helper';
import { statementsDuring } from '../../../test/statements';
import { walletBalances } from '../../db/schema/index';
import { listCards } from '@golfwallet/core/contracts/shop/orders';
import {
  addToCart,
  CARDS,
  type CheckoutAnswer,
  insertShop,
  pay,
  tokenise,
} from '../../../test/builders/shop';

/**
 * Round trips per checkout (issue 14's p99 target): a paid checkout sends a fixed number of
 * statements however many lines the cart has, and its reservation is one statement with no
 * explicit transaction (its row locks go when that statement ends). Fails when someone brings back per-line or repeated statements. Counts every
 * statement the request sends, the session look-up and the embedded test acquirer's included.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

/**
 * session, claim + cart + the card's details, reserve, the acquirer's charge, fulfil: 5. (Before
 * this budget: 45 for a three-line cart; 8 with the reservation inside BEGIN and COMMIT; 6 with the
 * card's details read beside the claim.)
 */
const CHECKOUT_STATEMENTS = 5;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function countCheckout(cart: { id: number; quantity: number }[], body: Parameters<typeof pay>[2]) {
  const golfer = await createTestUser(t);
  for (const line of cart) await addToCart(t, golfer, line.id, line.quantity); // 200, checked by the client
  const card = await tokenise(t, CARDS.ok);
  let answer: CheckoutAnswer | undefined;
  const statements = await statementsDuring(t.database.db, async () => {
    answer = await pay(t, golfer, { card_token: card.body.token, ...body });
  });
  expect(answer?.status).toBe('paid');
  return { statements, golfer };
}

describe('statements per checkout', () => {
  it(`a paid checkout sends at most ${CHECKOUT_STATEMENTS}, whatever the cart holds`, async () => {
    const shop = await insertShop(t);
    const plain = await shop.product();
    const one = await countCheckout([{ id: plain.id, quantity: 1 }], {});

    const limited = await shop.product({
      name: 'Tilbud',
      stockLeft: 50,
      limitedUntil: new Date(Date.now() + 86_400_000),
    });
    const capped = await shop.product({ name: 'Kurv', maxPerDay: 100 });
    const clip = await shop.product({ name: 'Klippekort', uses: 10 });
    const four = await countCheckout(
      [
        { id: plain.id, quantity: 3 },
        { id: limited.id, quantity: 2 },
        { id: capped.id, quantity: 4 },
        { id: clip.id, quantity: 1 },
      ],
      { save_card: true },
    );

    expect(one.statements.length).toBeLessThanOrEqual(CHECKOUT_STATEMENTS);
    expect(four.statements).toHaveLength(one.statements.length);
    // No explicit transaction: each statement (the reservation too) is its own.
    expect(four.statements.filter((text) => /^\s*(begin|commit|rollback)\b/i.test(text))).toEqual([]);
  });

  it('paying with a saved card sends as many (the card read in the claim)', async () => {
    const shop = await insertShop(t);
    const product = await shop.product();
    const first = await countCheckout([{ id: product.id, quantity: 1 }], { save_card: true });
    const { cards } = await t.api({ token: first.golfer.token })(listCards);
    await addToCart(t, first.golfer, product.id, 1);
    let answer: CheckoutAnswer | undefined;
    const statements = await statementsDuring(t.database.db, async () => {
      answer = await pay(t, first.golfer, { saved_card_id: cards[0]!.card_id });
    });
    expect(answer?.status).toBe('paid');
    expect(statements).toHaveLength(first.statements.length);
  });

  it('spending points and ball money adds no statement', async () => {
    const shop = await insertShop(t);
    const product = await shop.product({ priceMinor: 10_000 });
    const plain = await countCheckout([{ id: product.id, quantity: 1 }], {});
    const golfer = await createTestUser(t);
    await t.database.db.insert(walletBalances).values([
      { userId: golfer.id, kind: 'points', clubId: 0, balance: 1_000 },
      { userId: golfer.id, kind: 'ball_money', clubId: shop.club.id, balance: 2_000 },
    ]);
    await addToCart(t, golfer, product.id, 2);
    const card = await tokenise(t, CARDS.ok);
    let answer: CheckoutAnswer | undefined;
    const statements = await statementsDuring(t.database.db, async () => {
      answer = await pay(t, golfer, { card_token: card.body.token, points: 1_000, ball_money_minor: 2_000 });
    });
    expect(answer?.status).toBe('paid');
    expect(statements).toHaveLength(plain.statements.length);
    // 1,000 points spent, 170 earned on the 170.00 paid by card; the ball money all spent.
    const balances = await t.database.db
      .select({ kind: walletBalances.kind, balance: walletBalances.balance })
      .from(walletBalances)
      .where(eq(walletBalances.userId, golfer.id))
      .orderBy(walletBalances.kind);
    expect(balances).toEqual([
      { kind: 'ball_money', balance: 0 },
      { kind: 'points', balance: 170 },
    ]);
  });
});
