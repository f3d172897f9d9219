import { randomUUID } from 'node:crypto';
import { getCart, removeCartItem } from '@golfwallet/core/contracts/shop/cart';
import { withdrawOrder } from '@golfwallet/core/contracts/shop/orders';
import { getWallet } from '@golfwallet/core/contracts/shop/wallet';
import { dispense as dispenseCall } from '@golfwallet/core/contracts/range/dispense';
import { listDispensers } from '@golfwallet/core/contracts/range/list-dispensers';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestUser,
  outcome,
  refusal,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import {
  addToCart,
  CARDS,
  insertShop,
  paidOrder,
  pay,
  tokenise,
  topUpProduct,
} from '../../../test/builders/shop';
import { insertDispenser, setRangeSettings } from '../../../test/builders/range.factory';
import { ledgerViolations } from '../../../test/support/ledger-invariants';
import { createDispenserSimulator } from '../../adapters/dispenser/dispenser-simulator';
import { payments, testAcquirerCharges, walletLedger } from '../../db/schema/index';
import { rowsOf } from '../voucher/sql-rows';
import { holdTransfer, postTransfer, resolveHold } from './transfers';

/**
 * The cases found when the shop and the range kept ball money in two places (issue "One ledger"):
 * each fails on the code before the ledger.
 */
const gateway = createDispenserSimulator({ delayMs: 5 });
let t: TestApp;
beforeAll(async () => {
  // A long timeout: a slow machine must not turn a dispense into a release and change the sums.
  t = await createTestApp({ dispenser: gateway, env: { DISPENSE_TIMEOUT_MS: '20000' } });
});
afterAll(async () => t.close());
afterEach(async () => {
  gateway.machine.mode = 'normal';
  expect(await ledgerViolations(t.database.db)).toEqual([]);
});

/** A club with a shop selling 600 kr. of ball money for 500 kr., and a dispenser (50 kr. a basket). */
async function rangeClub() {
  const shop = await insertShop(t);
  const topUp = await topUpProduct(shop);
  const greenfee = await shop.product({ priceMinor: 30_000 });
  const { dispenser, basket } = await insertDispenser(t, shop.club.id, { priceMinor: 5_000, balls: 30 });
  await setRangeSettings(t, shop.club.id, 100, 0);
  return { shop, topUp, greenfee, dispenser, basket };
}

type Club = Awaited<ReturnType<typeof rangeClub>>;

async function buy(golfer: TestUser, productId: number, body: Parameters<typeof pay>[2] = {}) {
  await addToCart(t, golfer, productId, 1);
  const card = await tokenise(t, CARDS.ok);
  return paidOrder(await pay(t, golfer, { card_token: card.body.token, ...body }));
}

function dispense(golfer: TestUser, club: Club, key?: string) {
  return t.api({ token: golfer.token, language: 'en' })(dispenseCall, {
    body: {
      dispenser_id: club.dispenser.id,
      basket_id: club.basket.id,
      latitude: club.shop.club.latitude,
      longitude: club.shop.club.longitude,
    },
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
}

/** The three places a golfer sees ball money: the wallet, the cart and the range page. */
async function ballMoneySeen(golfer: TestUser, club: Club) {
  const api = t.api({ token: golfer.token });
  const wallet = await api(getWallet);
  const range = await api(listDispensers, { params: { club_id: club.shop.club.id } });
  await addToCart(t, golfer, club.greenfee.id, 1);
  const cart = await api(getCart);
  await api(removeCartItem, { params: { product_id: club.greenfee.id } });
  return {
    wallet: wallet.ball_money.find((b) => b.club_id === club.shop.club.id)?.balance_minor ?? 0,
    range: range.ball_money_minor,
    cart: cart.ball_money_balance_minor,
  };
}

const withdraw = (golfer: TestUser, orderId: number) =>
  t.api({ token: golfer.token, language: 'en' })(withdrawOrder, { params: { id: orderId }, body: {} });

async function cardRefunded(orderId: number) {
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
  const [charge] = await t.database.db
    .select()
    .from(testAcquirerCharges)
    .where(eq(testAcquirerCharges.id, payment!.acquirerRef!));
  return charge!.refundedMinor;
}

describe('one balance for ball money', () => {
  it('the wallet, the cart and the range show the same balance after dispenses', async () => {
    const golfer = await createTestUser(t);
    const club = await rangeClub();
    await buy(golfer, club.topUp.id);
    await dispense(golfer, club);
    await dispense(golfer, club);
    expect(await ballMoneySeen(golfer, club)).toEqual({ wallet: 50_000, range: 50_000, cart: 50_000 });
  });

  it('money spent at the range cannot be spent again in the shop', async () => {
    const golfer = await createTestUser(t);
    const club = await rangeClub();
    await buy(golfer, club.topUp.id);
    for (let i = 0; i < 7; i++) await dispense(golfer, club);
    await addToCart(t, golfer, club.greenfee.id, 1);
    const refused = await refusal(pay(t, golfer, { ball_money_minor: 30_000 }));
    expect(refused.code).toBe('BALL_MONEY_NOT_ENOUGH');
    const card = await tokenise(t, CARDS.ok);
    const paid = paidOrder(await pay(t, golfer, { card_token: card.body.token, ball_money_minor: 25_000 }));
    expect(paid).toMatchObject({ ball_money_minor: 25_000, card_minor: 5_000 });
    expect(await ballMoneySeen(golfer, club)).toEqual({ wallet: 0, range: 0, cart: 0 });
    expect((await refusal(dispense(golfer, club))).code).toBe('BALL_MONEY_INSUFFICIENT');
  });

  it('30 dispenses at once spend exactly what the balance covers', async () => {
    const golfer = await createTestUser(t);
    const club = await rangeClub();
    await buy(golfer, club.topUp.id);
    const results = await Promise.all(Array.from({ length: 30 }, () => outcome(dispense(golfer, club))));
    const ok = results.filter((r) => r === 'ok').length;
    expect(results.filter((r) => r !== 'ok')).toEqual(
      Array.from({ length: 30 - ok }, () => 'BALL_MONEY_INSUFFICIENT'),
    );
    expect(ok).toBe(12);
    expect(await ballMoneySeen(golfer, club)).toEqual({ wallet: 0, range: 0, cart: 0 });
  });

  it('a dispense the machine does not do holds the money, then gives it back', async () => {
    const golfer = await createTestUser(t);
    const club = await rangeClub();
    await buy(golfer, club.topUp.id);
    gateway.machine.mode = 'jam';
    expect((await refusal(dispense(golfer, club))).code).toBe('DISPENSE_FAILED');
    expect((await ballMoneySeen(golfer, club)).wallet).toBe(60_000);
    const phases = await t.database.db
      .select({ phase: walletLedger.phase, amount: walletLedger.amount })
      .from(walletLedger)
      .where(and(eq(walletLedger.userId, golfer.id), eq(walletLedger.reason, 'range_dispense')));
    expect(phases).toEqual([
      { phase: 'pending', amount: -5_000 },
      { phase: 'void', amount: -5_000 },
    ]);
  });
});

describe('the two phases of a dispense on the balance row', () => {
  const balanceRow = async (userId: number, clubId: number) => {
    const [row] = rowsOf<{ balance: number; held: number; version: string }>(
      await t.database.db.execute(sql`
        select balance, held, xmin::text as version from wallet_balances
        where user_id = ${userId} and kind = 'ball_money' and club_id = ${clubId}`),
    );
    return row!;
  };

  it('debits at reserve; the post writes its entry and leaves the balance row as it is', async () => {
    const golfer = await createTestUser(t);
    const club = await rangeClub();
    const clubId = club.shop.club.id;
    const at = new Date();
    await postTransfer(t.database.db, {
      userId: golfer.id,
      kind: 'ball_money',
      clubId,
      amount: 10_000,
      reason: 'top_up',
      orderId: null,
    });
    const pending = await holdTransfer(t.database.db, {
      userId: golfer.id,
      kind: 'ball_money',
      clubId,
      amount: 4_000,
      reason: 'range_dispense',
      at,
    });
    const reserved = await balanceRow(golfer.id, clubId);
    expect([reserved.balance, reserved.held]).toEqual([6_000, 0]);
    expect(await resolveHold(t.database.db, pending!, 'post', at)).toBe(true);
    expect(await balanceRow(golfer.id, clubId)).toEqual(reserved);
    // A hold the golfer cannot cover moves nothing; a void gives the money back.
    expect(
      await holdTransfer(t.database.db, {
        userId: golfer.id,
        kind: 'ball_money',
        clubId,
        amount: 6_001,
        reason: 'range_dispense',
        at,
      }),
    ).toBeNull();
    const second = await holdTransfer(t.database.db, {
      userId: golfer.id,
      kind: 'ball_money',
      clubId,
      amount: 6_000,
      reason: 'range_dispense',
      at,
    });
    expect((await balanceRow(golfer.id, clubId)).balance).toBe(0);
    expect(await resolveHold(t.database.db, second!, 'void', at)).toBe(true);
    expect((await balanceRow(golfer.id, clubId)).balance).toBe(6_000);
    // Each hold is resolved once.
    await expect(resolveHold(t.database.db, second!, 'post', at)).rejects.toThrow();
  });
});

describe('Idempotency-Key on a dispense', () => {
  it('three dispenses with one key drop one basket and answer the same', async () => {
    const golfer = await createTestUser(t);
    const club = await rangeClub();
    await buy(golfer, club.topUp.id);
    const key = randomUUID();
    const first = await dispense(golfer, club, key);
    const again = await Promise.all([dispense(golfer, club, key), dispense(golfer, club, key)]);
    expect(again).toEqual([first, first]);
    expect((await ballMoneySeen(golfer, club)).wallet).toBe(55_000);
  });

  it('a double tap (two at once with one key) takes one basket', async () => {
    const golfer = await createTestUser(t);
    const club = await rangeClub();
    await buy(golfer, club.topUp.id);
    const key = randomUUID();
    const [a, b] = await Promise.all([dispense(golfer, club, key), dispense(golfer, club, key)]);
    expect(a).toEqual(b);
    expect((await ballMoneySeen(golfer, club)).wallet).toBe(55_000);
  });

  it('the same key with another basket is refused, not replayed', async () => {
    const golfer = await createTestUser(t);
    const club = await rangeClub();
    await buy(golfer, club.topUp.id);
    const key = randomUUID();
    await dispense(golfer, club, key);
    const other = await insertDispenser(t, club.shop.club.id, { priceMinor: 5_000 });
    const refused = await refusal(dispense(golfer, { ...club, ...other }, key));
    expect(refused).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await ballMoneySeen(golfer, club)).wallet).toBe(55_000);
  });

  it('another golfer with the same key makes a dispense of their own', async () => {
    const [golfer, other] = [await createTestUser(t), await createTestUser(t)];
    const club = await rangeClub();
    await buy(golfer, club.topUp.id);
    await buy(other, club.topUp.id);
    const key = randomUUID();
    const mine = await dispense(golfer, club, key);
    const theirs = await dispense(other, club, key);
    expect(theirs.reservation_id).not.toBe(mine.reservation_id);
    expect((await ballMoneySeen(golfer, club)).wallet).toBe(55_000);
    expect((await ballMoneySeen(other, club)).wallet).toBe(55_000);
  });
});

describe('withdrawal through the ledger', () => {
  it('a spent top-up refunds only its unspent part, in proportion to what was paid', async () => {
    const golfer = await createTestUser(t);
    const club = await rangeClub();
    const order = await buy(golfer, club.topUp.id);
    for (let i = 0; i < 11; i++) await dispense(golfer, club);
    expect((await ballMoneySeen(golfer, club)).wallet).toBe(5_000);
    const res = await withdraw(golfer, order.order_id);
    expect(res.status).toBe('refunded');
    // 50 kr. of the 600 kr. left, bought at 500 for 600: 41.66 kr. back to the card.
    expect(await cardRefunded(order.order_id)).toBe(4_166);
    expect(await ballMoneySeen(golfer, club)).toEqual({ wallet: 0, range: 0, cart: 0 });
    // The points follow the card: 500 kr. paid earned 500, 458.34 kr. kept earns 458.
    expect((await t.api({ token: golfer.token })(getWallet)).points).toBe(458);
  });

  it('a fully spent top-up cannot be withdrawn', async () => {
    const golfer = await createTestUser(t);
    const club = await rangeClub();
    const order = await buy(golfer, club.topUp.id);
    for (let i = 0; i < 12; i++) await dispense(golfer, club);
    expect((await refusal(withdraw(golfer, order.order_id))).code).toBe('WITHDRAWAL_PRODUCT_USED');
  });

  it('withdrawing a purchase takes back the points it earned', async () => {
    const golfer = await createTestUser(t);
    const club = await rangeClub();
    const order = await buy(golfer, club.greenfee.id);
    expect((await t.api({ token: golfer.token })(getWallet)).points).toBe(300);
    await withdraw(golfer, order.order_id);
    expect((await t.api({ token: golfer.token })(getWallet)).points).toBe(0);
    expect(await cardRefunded(order.order_id)).toBe(30_000);
    // Buying and withdrawing again leaves no points either.
    const again = await buy(golfer, club.greenfee.id);
    await withdraw(golfer, again.order_id);
    expect((await t.api({ token: golfer.token })(getWallet)).points).toBe(0);
  });

  it('points already spent are netted from the refund', async () => {
    const golfer = await createTestUser(t);
    const club = await rangeClub();
    const order = await buy(golfer, club.greenfee.id);
    const cheap = await club.shop.product({ priceMinor: 1_000 });
    await buy(golfer, cheap.id, { points: 300 });
    expect((await t.api({ token: golfer.token })(getWallet)).points).toBe(7);
    await withdraw(golfer, order.order_id);
    // 300 points earned: 7 left are taken back, the 293 spent are netted (1 point = 1 øre).
    expect(await cardRefunded(order.order_id)).toBe(30_000 - 293);
    expect((await t.api({ token: golfer.token })(getWallet)).points).toBe(0);
  });

  it('ball money paid for a withdrawn order goes back to ball money, not the card', async () => {
    const golfer = await createTestUser(t);
    const club = await rangeClub();
    await buy(golfer, club.topUp.id);
    await addToCart(t, golfer, club.greenfee.id, 1);
    const card = await tokenise(t, CARDS.ok);
    const order = paidOrder(await pay(t, golfer, { card_token: card.body.token, ball_money_minor: 10_000 }));
    expect((await ballMoneySeen(golfer, club)).wallet).toBe(50_000);
    await withdraw(golfer, order.order_id);
    expect((await ballMoneySeen(golfer, club)).wallet).toBe(60_000);
    expect(await cardRefunded(order.order_id)).toBe(20_000);
  });
});
