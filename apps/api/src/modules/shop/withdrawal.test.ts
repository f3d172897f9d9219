import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../../test/helper';
import { payments, testAcquirerCharges, vouchers } from '../../db/schema/index';
import { moveBalance } from './wallet.repository';
import { addToCart, CARDS, insertShop, pay, tokenise } from '../../../test/builders/shop';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DAY_MS = 86_400_000;

async function buy(golfer: TestUser, body: Record<string, unknown> = {}) {
  const shop = await insertShop(t);
  const product = await shop.product({ priceMinor: 30_000, uses: 2 });
  await addToCart(t, golfer, product.id, 1);
  const card = await tokenise(t, CARDS.ok);
  const res = await pay(t, golfer, { card_token: card.body.token, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order as { order_id: number; voucher_ids: number[]; withdrawable: boolean };
}

const withdraw = (golfer: TestUser, orderId: number) =>
  t.call({
    method: 'POST',
    url: `/shop/orders/${orderId}/withdrawal`,
    token: golfer.token,
    headers: { 'accept-language': 'en' },
    payload: {},
  });

describe('withdrawal (14 days, unused, not with points)', () => {
  it('within 14 days and unused: refunded to the paying card, vouchers deactivated', async () => {
    const golfer = await createTestUser(t);
    const order = await buy(golfer);
    expect(order.withdrawable).toBe(true);
    t.clock.advance(13 * DAY_MS);
    const res = await withdraw(golfer, order.order_id);
    t.clock.set(new Date());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('refunded');
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
    expect((await withdraw(golfer, order.order_id)).json().code).toBe('ORDER_NOT_PAID');
  });

  it('after 14 days: refused', async () => {
    const golfer = await createTestUser(t);
    const order = await buy(golfer);
    t.clock.advance(15 * DAY_MS);
    const res = await withdraw(golfer, order.order_id);
    t.clock.set(new Date());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'WITHDRAWAL_PERIOD_OVER',
      message: 'The 14-day withdrawal period has ended.',
    });
  });

  it('after use: refused', async () => {
    const golfer = await createTestUser(t);
    const order = await buy(golfer);
    await t.database.db.update(vouchers).set({ usesLeft: 1 }).where(eq(vouchers.id, order.voucher_ids[0]!));
    const res = await withdraw(golfer, order.order_id);
    expect(res.json().code).toBe('WITHDRAWAL_PRODUCT_USED');
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
    const res = await withdraw(golfer, order.order_id);
    expect(res.json()).toMatchObject({
      code: 'WITHDRAWAL_POINTS_PURCHASE',
      message: 'Products bought with points cannot be cancelled or exchanged.',
    });
  });

  it('another golfer’s order cannot be seen or withdrawn', async () => {
    const owner = await createTestUser(t);
    const other = await createTestUser(t);
    const order = await buy(owner);
    const seen = await t.call({ method: 'GET', url: `/shop/orders/${order.order_id}`, token: other.token });
    expect(seen.statusCode).toBe(404);
    expect(seen.json().code).toBe('ORDER_NOT_FOUND');
    expect((await withdraw(other, order.order_id)).json().code).toBe('ORDER_NOT_FOUND');
    expect((await t.call({ method: 'GET', url: '/shop/orders', token: other.token })).json().total).toBe(0);
  });
});

describe('saved cards belong to their golfer', () => {
  it('another golfer’s saved card cannot pay or be deleted', async () => {
    const owner = await createTestUser(t);
    const other = await createTestUser(t);
    await buy(owner, { save_card: true });
    const cards = (await t.call({ method: 'GET', url: '/shop/cards', token: owner.token })).json().cards;
    const cardId = cards[0].card_id as number;
    const shop = await insertShop(t);
    const product = await shop.product();
    await addToCart(t, other, product.id, 1);
    const res = await pay(t, other, { saved_card_id: cardId });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('CARD_NOT_FOUND');
    const del = await t.call({ method: 'DELETE', url: `/shop/cards/${cardId}`, token: other.token });
    expect(del.json().code).toBe('CARD_NOT_FOUND');
    expect(
      (await t.call({ method: 'GET', url: '/shop/cards', token: owner.token })).json().cards,
    ).toHaveLength(1);
    expect(
      (await t.call({ method: 'DELETE', url: `/shop/cards/${cardId}`, token: owner.token })).statusCode,
    ).toBe(200);
  });
});

describe('ball money and points', () => {
  it('a top-up gives the bonus, pays at that club, and never goes below zero', async () => {
    const golfer = await createTestUser(t);
    const shop = await insertShop(t);
    const topUp = await shop.product({
      name: 'Boldpenge',
      type: 'ecard',
      category: 'driving_range',
      value: '600',
      priceMinor: 50_000,
      uses: null,
    });
    await addToCart(t, golfer, topUp.id, 1);
    const card = await tokenise(t, CARDS.ok);
    expect((await pay(t, golfer, { card_token: card.body.token })).statusCode).toBe(200);
    const wallet = (await t.call({ method: 'GET', url: '/shop/wallet', token: golfer.token })).json();
    expect(wallet.ball_money).toEqual([
      expect.objectContaining({ club_id: shop.club.id, balance_minor: 60_000, currency: 'DKK' }),
    ]);
    expect(wallet.ledger.map((e: { reason: string; amount: number }) => [e.reason, e.amount])).toEqual(
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
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order).toMatchObject({ ball_money_minor: 45_000, card_minor: 0 });

    await addToCart(t, golfer, greenfee.id, 1);
    const tooMuch = await pay(t, golfer, { ball_money_minor: 45_000 });
    expect(tooMuch.json().code).toBe('BALL_MONEY_NOT_ENOUGH');
    const after = (await t.call({ method: 'GET', url: '/shop/wallet', token: golfer.token })).json();
    expect(after.ball_money[0].balance_minor).toBe(15_000);
  });
});
