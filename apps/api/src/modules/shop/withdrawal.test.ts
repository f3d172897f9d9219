import {
  deleteCard,
  getOrder,
  listCards,
  listOrders,
  withdrawOrder,
} from '@golfwallet/core/contracts/shop/orders';
import { getWallet } from '@golfwallet/core/contracts/shop/wallet';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, refusal, type TestApp, type TestUser } from '../../../test/helper';
import { payments, testAcquirerCharges, vouchers } from '../../db/schema/index';
import { postTransfer as moveBalance } from '../ledger/transfers';
import {
  addToCart,
  CARDS,
  insertShop,
  paidOrder,
  pay,
  tokenise,
  topUpProduct,
} from '../../../test/builders/shop';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DAY_MS = 86_400_000;

async function buy(golfer: TestUser, body: Parameters<typeof pay>[2] = {}) {
  const shop = await insertShop(t);
  const product = await shop.product({ priceMinor: 30_000, uses: 2 });
  await addToCart(t, golfer, product.id, 1);
  const card = await tokenise(t, CARDS.ok);
  return paidOrder(await pay(t, golfer, { card_token: card.body.token, ...body }));
}

/** Withdraws from an order through the typed client (a call that resolves was answered 200). */
const withdraw = (golfer: TestUser, orderId: number) =>
  t.api({ token: golfer.token, language: 'en' })(withdrawOrder, { params: { id: orderId }, body: {} });

describe('withdrawal (14 days, unused, not with points)', () => {
  it('within 14 days and unused: refunded to the paying card, vouchers deactivated', async () => {
    const golfer = await createTestUser(t);
    const order = await buy(golfer);
    expect(order.withdrawable).toBe(true);
    t.clock.advance(13 * DAY_MS);
    const res = await withdraw(golfer, order.order_id).finally(() => t.clock.set(new Date()));
    expect(res.status).toBe('refunded');
    const [voucher] = await t.database.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.id, order.voucher_ids[0]!));
    expect(voucher?.active).toBe(false);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.order_id));
    expect(payment?.status).toBe('refunded');
    const [charge] = await t.database.db
      .select()
      .from(testAcquirerCharges)
      .where(eq(testAcquirerCharges.id, payment!.acquirerRef!));
    expect(charge?.refundedMinor).toBe(30_000);
    // Twice is refused.
    expect((await refusal(withdraw(golfer, order.order_id))).code).toBe('ORDER_NOT_PAID');
  });

  it('after 14 days: refused', async () => {
    const golfer = await createTestUser(t);
    const order = await buy(golfer);
    t.clock.advance(15 * DAY_MS);
    const res = await refusal(withdraw(golfer, order.order_id));
    t.clock.set(new Date());
    expect(res.status).toBe(409);
    expect(res).toMatchObject({
      code: 'WITHDRAWAL_PERIOD_OVER',
      message: 'The 14-day withdrawal period has ended.',
    });
  });

  it('after use: refused', async () => {
    const golfer = await createTestUser(t);
    const order = await buy(golfer);
    await t.database.db.update(vouchers).set({ usesLeft: 1 }).where(eq(vouchers.id, order.voucher_ids[0]!));
    const res = await refusal(withdraw(golfer, order.order_id));
    expect(res.code).toBe('WITHDRAWAL_PRODUCT_USED');
  });

  it('bought (partly) with points: not refundable', async () => {
    const golfer = await createTestUser(t);
    await t.database.db.transaction((tx) =>
      moveBalance(tx, {
        userId: golfer.id,
        kind: 'points',
        clubId: 0,
        amount: 500,
        reason: 'earned',
        orderId: null,
      }),
    );
    const order = await buy(golfer, { points: 500 });
    expect(order.withdrawable).toBe(false);
    const res = await refusal(withdraw(golfer, order.order_id));
    expect(res).toMatchObject({
      code: 'WITHDRAWAL_POINTS_PURCHASE',
      message: 'Products bought with points cannot be cancelled or exchanged.',
    });
  });

  it('another golfer’s order cannot be seen or withdrawn', async () => {
    const owner = await createTestUser(t);
    const other = await createTestUser(t);
    const order = await buy(owner);
    const seen = await refusal(t.api({ token: other.token })(getOrder, { params: { id: order.order_id } }));
    expect(seen.status).toBe(404);
    expect(seen.code).toBe('ORDER_NOT_FOUND');
    expect((await refusal(withdraw(other, order.order_id))).code).toBe('ORDER_NOT_FOUND');
    expect((await t.api({ token: other.token })(listOrders)).total).toBe(0);
  });
});

describe('saved cards belong to their golfer', () => {
  it('another golfer’s saved card cannot pay or be deleted', async () => {
    const owner = await createTestUser(t);
    const other = await createTestUser(t);
    await buy(owner, { save_card: true });
    const cardsOf = async (golfer: TestUser) => (await t.api({ token: golfer.token })(listCards)).cards;
    const removeCard = (golfer: TestUser, id: number) =>
      t.api({ token: golfer.token })(deleteCard, { params: { id } });
    const cardId = (await cardsOf(owner))[0]!.card_id;
    const shop = await insertShop(t);
    const product = await shop.product();
    await addToCart(t, other, product.id, 1);
    const res = await refusal(pay(t, other, { saved_card_id: cardId }));
    expect(res.status).toBe(404);
    expect(res.code).toBe('CARD_NOT_FOUND');
    const del = await refusal(removeCard(other, cardId));
    expect(del.code).toBe('CARD_NOT_FOUND');
    expect(await cardsOf(owner)).toHaveLength(1);
    await removeCard(owner, cardId); // 200, checked by the client
  });
});

describe('ball money and points', () => {
  it('a top-up gives the bonus, pays at that club, and never goes below zero', async () => {
    const golfer = await createTestUser(t);
    const shop = await insertShop(t);
    const topUp = await topUpProduct(shop);
    await addToCart(t, golfer, topUp.id, 1);
    const card = await tokenise(t, CARDS.ok);
    await pay(t, golfer, { card_token: card.body.token }); // 200, checked by the client
    const wallet = await t.api({ token: golfer.token })(getWallet);
    expect(wallet.ball_money).toEqual([
      expect.objectContaining({ club_id: shop.club.id, balance_minor: 60_000, currency: 'DKK' }),
    ]);
    expect(wallet.ledger.map((e) => [e.reason, e.amount])).toEqual(
      expect.arrayContaining([
        ['top_up', 50_000],
        ['bonus', 10_000],
        ['earned', 500],
      ]),
    );
    expect(wallet.points).toBe(500);

    const greenfee = await shop.product({ priceMinor: 45_000 });
    await addToCart(t, golfer, greenfee.id, 1);
    const paid = await pay(t, golfer, { ball_money_minor: 45_000 });
    expect(paidOrder(paid)).toMatchObject({ ball_money_minor: 45_000, card_minor: 0 });

    await addToCart(t, golfer, greenfee.id, 1);
    const tooMuch = await refusal(pay(t, golfer, { ball_money_minor: 45_000 }));
    expect(tooMuch.code).toBe('BALL_MONEY_NOT_ENOUGH');
    const after = await t.api({ token: golfer.token })(getWallet);
    expect(after.ball_money[0]!.balance_minor).toBe(15_000);
  });
});
