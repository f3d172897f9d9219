import { randomUUID } from 'node:crypto';
import { deskLookup } from '@golfwallet/core/contracts/partner/desk-lookup';
import { deskRedeem } from '@golfwallet/core/contracts/partner/desk-redeem';
import { issueVoucher } from '@golfwallet/core/contracts/partner/issue-voucher';
import { undoRedemption } from '@golfwallet/core/contracts/partner/undo-redemption';
import { withdrawOrder } from '@golfwallet/core/contracts/shop/orders';
import { getWallet } from '@golfwallet/core/contracts/shop/wallet';
import { listVouchers } from '@golfwallet/core/contracts/vouchers/list-vouchers';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStaff, type TestStaff } from '../../../test/builders/partner';
import {
  addToCart,
  CARDS,
  insertShop,
  paidOrder,
  pay,
  tokenise,
  topUpProduct,
} from '../../../test/builders/shop';
import { transferThroughApi } from '../../../test/builders/transfer.factory';
import { insertClub, insertVoucher } from '../../../test/builders/voucher.factory';
import { createTestApp, createTestUser, refusal, type TestApp, type TestUser } from '../../../test/helper';
import { ledgerViolations } from '../../../test/support/ledger-invariants';
import { payments, testAcquirerCharges, vouchers, walletLedger } from '../../db/schema/index';

/**
 * Gift cards as a credit account in the ledger (issue 30): the sale credits the card's own account,
 * the desk takes part of it (one transfer per redemption; more than is left is refused), an undo
 * gives it back, a transfer of the card takes the value with it, a withdrawal refunds only what is
 * left; the wallet and the desk read the same balance, and a club reads only its own balances.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const as = (staff: TestStaff) => t.api({ token: staff.token, language: 'en' });

/** A shop selling a 500 kr. gift card for 450 kr., a 500 → 600 kr. top-up, and its desk. */
async function giftShop() {
  const shop = await insertShop(t);
  const giftCard = await shop.product({
    name: 'Gavekort 500',
    type: 'ecard',
    category: 'voucher',
    value: '500',
    priceMinor: 45_000,
    uses: 1,
  });
  const topUp = await topUpProduct(shop);
  const desk = await createTestStaff(t, [{ clubId: shop.club.id, role: 'desk' }]);
  return { shop, giftCard, topUp, desk };
}

async function buy(golfer: TestUser, productId: number) {
  await addToCart(t, golfer, productId, 1);
  const card = await tokenise(t, CARDS.ok);
  return paidOrder(await pay(t, golfer, { card_token: card.body.token }));
}

async function numberOf(voucherId: number) {
  const [row] = await t.database.db.select().from(vouchers).where(eq(vouchers.id, voucherId));
  return row!;
}

const wallet = (golfer: TestUser) => t.api({ token: golfer.token })(getWallet);

describe('gift cards in the ledger', () => {
  it('the sale credits the card’s account with its value, one purchase transfer; the wallet shows it', async () => {
    const { giftCard } = await giftShop();
    const golfer = await createTestUser(t);
    const order = await buy(golfer, giftCard.id);
    const voucherId = order.voucher_ids[0]!;
    const entries = await t.database.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.voucherId, voucherId)));
    expect(entries).toMatchObject([
      { kind: 'gift_card', amount: 50_000, reason: 'purchase', orderId: order.order_id, userId: golfer.id },
    ]);
    // The card's uses no longer count: its balance does.
    expect(await numberOf(voucherId)).toMatchObject({ usesTotal: null, usesLeft: null });
    const w = await wallet(golfer);
    expect(w.gift_cards).toEqual([
      expect.objectContaining({ voucher_id: voucherId, remaining_minor: 50_000 }),
    ]);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('the desk takes part of the value, refuses more than is left, and an undo gives it back', async () => {
    const { giftCard, desk } = await giftShop();
    const golfer = await createTestUser(t);
    const voucherId = (await buy(golfer, giftCard.id)).voucher_ids[0]!;
    const { voucherNumber } = await numberOf(voucherId);
    const looked = await as(desk)(deskLookup, { params: { number: voucherNumber }, query: {} });
    expect(looked).toMatchObject({ may_redeem: true, gift_card: { remaining_minor: 50_000 } });

    const taken = await as(desk)(deskRedeem, { body: { voucher_id: voucherId, amount_minor: 20_000 } });
    expect(taken.gift_card_remaining_minor).toBe(30_000);
    expect((await wallet(golfer)).gift_cards[0]?.remaining_minor).toBe(30_000);

    const over = await refusal(
      as(desk)(deskRedeem, { body: { voucher_id: voucherId, amount_minor: 30_001 } }),
    );
    expect(over).toMatchObject({
      status: 409,
      code: 'GIFT_CARD_NOT_ENOUGH',
      message: 'There is not that much left on the gift card. Take a smaller amount.',
    });
    const none = await refusal(as(desk)(deskRedeem, { body: { voucher_id: voucherId } }));
    expect(none.status).toBe(422);
    expect(none.fields).toEqual([expect.objectContaining({ field: 'amount_minor' })]);
    expect((await wallet(golfer)).gift_cards[0]?.remaining_minor).toBe(30_000);

    await as(desk)(undoRedemption, { params: { id: taken.redemption_id } });
    expect((await wallet(golfer)).gift_cards[0]?.remaining_minor).toBe(50_000);
    const reasons = await t.database.db
      .select({ amount: walletLedger.amount, reason: walletLedger.reason })
      .from(walletLedger)
      .where(eq(walletLedger.voucherId, voucherId))
      .orderBy(walletLedger.id);
    expect(reasons).toEqual([
      { amount: 50_000, reason: 'purchase' },
      { amount: -20_000, reason: 'spent' },
      { amount: 20_000, reason: 'refund' },
    ]);

    // All of it, then nothing is left: the look-up says so and a further amount is refused.
    await as(desk)(deskRedeem, { body: { voucher_id: voucherId, amount_minor: 50_000 } });
    const empty = await as(desk)(deskLookup, { params: { number: voucherNumber }, query: {} });
    expect(empty).toMatchObject({
      may_redeem: false,
      reason_code: 'VOUCHER_USED_UP',
      gift_card: { remaining_minor: 0 },
    });
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('a gift card the club issues in the portal opens its account: the desk takes from it, never more', async () => {
    const { shop, giftCard, desk } = await giftShop();
    const owner = await createTestStaff(t, [{ clubId: shop.club.id, role: 'owner' }]);
    const golfer = await createTestUser(t);
    const issued = await as(owner)(issueVoucher, {
      body: { product_id: giftCard.id, email: golfer.email, quantity: 2 },
    });
    expect(issued.voucher_ids).toHaveLength(2);
    const [first, second] = issued.voucher_ids as [number, number];
    const entries = await t.database.db
      .select({ voucherId: walletLedger.voucherId, amount: walletLedger.amount, reason: walletLedger.reason })
      .from(walletLedger)
      .where(eq(walletLedger.userId, golfer.id))
      .orderBy(walletLedger.voucherId);
    expect(entries).toEqual([
      { voucherId: first, amount: 50_000, reason: 'issued' },
      { voucherId: second, amount: 50_000, reason: 'issued' },
    ]);
    expect((await numberOf(first)).usesLeft).toBeNull();
    expect((await wallet(golfer)).gift_cards.map((card) => card.remaining_minor)).toEqual([50_000, 50_000]);

    const { voucherNumber } = await numberOf(first);
    const looked = await as(desk)(deskLookup, { params: { number: voucherNumber }, query: {} });
    expect(looked).toMatchObject({ may_redeem: true, gift_card: { remaining_minor: 50_000 } });
    const taken = await as(desk)(deskRedeem, { body: { voucher_id: first, amount_minor: 12_500 } });
    expect(taken.gift_card_remaining_minor).toBe(37_500);
    const over = await refusal(as(desk)(deskRedeem, { body: { voucher_id: first, amount_minor: 37_501 } }));
    expect(over).toMatchObject({ status: 409, code: 'GIFT_CARD_NOT_ENOUGH' });
    // The card can be used again for what is left (its uses do not run out), and the other card is whole.
    const rest = await as(desk)(deskRedeem, { body: { voucher_id: first, amount_minor: 37_500 } });
    expect(rest.gift_card_remaining_minor).toBe(0);
    expect((await wallet(golfer)).gift_cards.map((card) => card.remaining_minor).sort()).toEqual([0, 50_000]);
    // The app's voucher list (e-cards included) reads the same balance, not the card's issued value.
    const list = await t.api({ token: golfer.token })(listVouchers, { query: { include_ecards: true } });
    const remaining = Object.fromEntries(
      list.items.map((item) => [item.voucher_id, item.gift_card_remaining_minor]),
    );
    expect(remaining).toEqual({ [first]: 0, [second]: 50_000 });
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('a retry with one Idempotency-Key takes the amount once and answers the same', async () => {
    const { giftCard, desk } = await giftShop();
    const golfer = await createTestUser(t);
    const voucherId = (await buy(golfer, giftCard.id)).voucher_ids[0]!;
    const key = randomUUID();
    const call = () =>
      as(desk)(deskRedeem, {
        headers: { 'idempotency-key': key },
        body: { voucher_id: voucherId, amount_minor: 10_000 },
      });
    const first = await call();
    const again = await call();
    expect(again).toEqual(first);
    expect((await wallet(golfer)).gift_cards[0]?.remaining_minor).toBe(40_000);
  });

  it('the golfer’s own redeem of a gift card is sent to the desk, and takes nothing', async () => {
    const { shop, giftCard } = await giftShop();
    const golfer = await createTestUser(t);
    const voucherId = (await buy(golfer, giftCard.id)).voucher_ids[0]!;
    const res = await t.call({
      method: 'POST',
      url: '/voucher/redeem',
      token: golfer.token,
      payload: { voucher_id: voucherId, club_id: shop.club.id },
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'GIFT_CARD_AT_DESK',
      message: 'A gift card is used at the club’s desk, which takes the amount from it.',
    });
    expect((await wallet(golfer)).gift_cards[0]?.remaining_minor).toBe(50_000);
  });

  it('a transferred gift card takes what is left on it to its new holder', async () => {
    const { giftCard, desk } = await giftShop();
    const giver = await createTestUser(t);
    const receiver = await createTestUser(t);
    const voucherId = (await buy(giver, giftCard.id)).voucher_ids[0]!;
    await as(desk)(deskRedeem, { body: { voucher_id: voucherId, amount_minor: 15_000 } });
    await transferThroughApi(t, giver, voucherId, receiver);
    expect((await wallet(giver)).gift_cards).toEqual([]);
    expect((await wallet(receiver)).gift_cards).toEqual([
      expect.objectContaining({ voucher_id: voucherId, remaining_minor: 35_000 }),
    ]);
    // The new holder spends from it; the entry is booked to them.
    await as(desk)(deskRedeem, { body: { voucher_id: voucherId, amount_minor: 5_000 } });
    const [last] = await t.database.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.voucherId, voucherId))
      .orderBy(walletLedger.id)
      .then((rows) => rows.slice(-1));
    expect(last).toMatchObject({ userId: receiver.id, amount: -5_000, balanceAfter: 30_000 });
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('a withdrawal refunds only what is left, in proportion to the price, and empties the card', async () => {
    const { giftCard, desk } = await giftShop();
    const golfer = await createTestUser(t);
    const order = await buy(golfer, giftCard.id);
    const voucherId = order.voucher_ids[0]!;
    await as(desk)(deskRedeem, { body: { voucher_id: voucherId, amount_minor: 30_000 } });
    const withdrawn = await t.api({ token: golfer.token })(withdrawOrder, {
      params: { id: order.order_id },
      body: {},
    });
    expect(withdrawn.status).toBe('refunded');
    // 200 kr. of 500 left, bought for 450: 180 kr. back to the card.
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.order_id));
    const [charge] = await t.database.db
      .select()
      .from(testAcquirerCharges)
      .where(eq(testAcquirerCharges.id, payment!.acquirerRef!));
    expect(charge?.refundedMinor).toBe(18_000);
    expect(await numberOf(voucherId)).toMatchObject({ active: false });
    const [taken] = await t.database.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.voucherId, voucherId), eq(walletLedger.reason, 'withdrawal')));
    expect(taken).toMatchObject({ amount: -20_000, balanceAfter: 0 });
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('a gift card spent in full cannot be withdrawn', async () => {
    const { giftCard, desk } = await giftShop();
    const golfer = await createTestUser(t);
    const order = await buy(golfer, giftCard.id);
    await as(desk)(deskRedeem, { body: { voucher_id: order.voucher_ids[0]!, amount_minor: 50_000 } });
    const refused = await refusal(
      t.api({ token: golfer.token })(withdrawOrder, { params: { id: order.order_id }, body: {} }),
    );
    expect(refused.code).toBe('WITHDRAWAL_PRODUCT_USED');
  });
});

describe('the desk reads the golfer’s balances at its own club only', () => {
  it('shows ball money and gift-card credit at the caller’s club, never another club’s', async () => {
    const a = await giftShop();
    const golfer = await createTestUser(t);
    await buy(golfer, a.topUp.id);
    const giftId = (await buy(golfer, a.giftCard.id)).voucher_ids[0]!;
    // A voucher of the same golfer that club B may redeem.
    const clubB = await insertClub(t, { name: 'Balance B Golfklub' });
    const deskB = await createTestStaff(t, [{ clubId: clubB.id, role: 'desk' }]);
    const atB = await insertVoucher(t, { clubId: clubB.id, userId: golfer.id });

    const seenByA = await as(a.desk)(deskLookup, {
      params: { number: (await numberOf(giftId)).voucherNumber },
      query: {},
    });
    expect(seenByA.balances).toEqual({ ball_money_minor: 60_000, gift_card_minor: 50_000, currency: 'DKK' });

    const seenByB = await as(deskB)(deskLookup, { params: { number: atB.voucherNumber }, query: {} });
    expect(seenByB.balances).toEqual({ ball_money_minor: 0, gift_card_minor: 0, currency: 'DKK' });
    // Club B cannot look up club A's gift card at all, nor take from it.
    const crossed = await refusal(
      as(deskB)(deskLookup, { params: { number: (await numberOf(giftId)).voucherNumber }, query: {} }),
    );
    expect(crossed.status).toBe(404);
    const taken = await refusal(as(deskB)(deskRedeem, { body: { voucher_id: giftId, amount_minor: 100 } }));
    expect(taken.status).toBe(404);
    expect((await wallet(golfer)).gift_cards[0]?.remaining_minor).toBe(50_000);
  });
});
