import { randomUUID } from 'node:crypto';
import { pointsEarned } from '@golfwallet/core/domain/shop/money';
import { dispense as dispenseCall } from '@golfwallet/core/contracts/range/dispense';
import { removeCartItem } from '@golfwallet/core/contracts/shop/cart';
import { withdrawOrder } from '@golfwallet/core/contracts/shop/orders';
import { deskRedeem } from '@golfwallet/core/contracts/partner/desk-redeem';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, outcome, type TestApp, type TestUser } from '../../../test/helper';
import { createTestStaff } from '../../../test/builders/partner';
import { insertDispenser, setRangeSettings } from '../../../test/builders/range.factory';
import {
  addToCart,
  CARDS,
  insertShop,
  paidOrder,
  pay,
  tokenise,
  topUpProduct,
} from '../../../test/builders/shop';
import { ledgerViolations } from '../../../test/support/ledger-invariants';
import { createDispenserSimulator } from '../../adapters/dispenser/dispenser-simulator';
import { payments, testAcquirerCharges, walletLedger } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { insertReservation } from '../range/range.repository';
import { applyReservationEvent, sweepOverdueReservations } from '../range/reservation.service';
import { giftCardRemaining } from './gift-cards';
import { availableBalance, holdTransfer } from './transfers';

/**
 * Random sequences of what moves ball money, points and gift cards — top-ups, dispenses (done, jam,
 * an API restart followed by the machine's done or by the overdue sweep), shop payments, gift cards
 * bought and used in part at the desk (more than is left refused), and withdrawals —
 * replayed against the ledger; after every step the ledger's invariants hold (each balance is the
 * sum of its entries, none negative, every resolution matches its hold, every entry double), the
 * balance is what a model of the golfer's money says, no withdrawal refunds more than the unspent
 * part (a gift card's: what is left on it, in proportion to its price), each gift card holds what a
 * model says, and a withdrawn order keeps no more points than what it still paid by card earns.
 * LEDGER_PROPERTY_RUNS sets the count (CI keeps it small; `npm run test:soak` runs more); a failure
 * prints fast-check's seed and path to replay it.
 */
const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 6);
const BASKET = 5_000;
const GREENFEE = 30_000;
/** A gift card worth 500 kr., sold for 450 kr. */
const GIFT_VALUE = 50_000;
const GIFT_PRICE = 45_000;

const gateway = createDispenserSimulator({ delayMs: 1 });
let t: TestApp;
let deps: Deps;
beforeAll(async () => {
  t = await createTestApp({ dispenser: gateway, env: { DISPENSE_TIMEOUT_MS: '30000' } });
  deps = { db: t.database.db, config: t.config, now: t.clock.now, log: t.app.log } as unknown as Deps;
});
afterAll(async () => t.close());

type Command =
  | { kind: 'top_up' }
  | { kind: 'dispense'; machine: 'normal' | 'jam' }
  | { kind: 'restart'; after: 'done' | 'sweep' }
  | { kind: 'pay'; ballMoney: number }
  | { kind: 'withdraw'; pick: number }
  | { kind: 'gift_buy' }
  | { kind: 'gift_redeem'; pick: number; amount: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.constant({ kind: 'top_up' as const }),
  fc.record({
    kind: fc.constant('dispense' as const),
    machine: fc.constantFrom('normal' as const, 'jam' as const),
  }),
  fc.record({
    kind: fc.constant('restart' as const),
    after: fc.constantFrom('done' as const, 'sweep' as const),
  }),
  fc.record({ kind: fc.constant('pay' as const), ballMoney: fc.integer({ min: 0, max: GREENFEE }) }),
  fc.record({ kind: fc.constant('withdraw' as const), pick: fc.nat() }),
  fc.constant({ kind: 'gift_buy' as const }),
  fc.record({
    kind: fc.constant('gift_redeem' as const),
    pick: fc.nat(),
    amount: fc.integer({ min: 1, max: GIFT_VALUE + 10_000 }),
  }),
);

async function setUp() {
  const shop = await insertShop(t);
  const topUp = await topUpProduct(shop);
  const greenfee = await shop.product({ priceMinor: GREENFEE });
  const giftCard = await shop.product({
    name: 'Gavekort',
    type: 'ecard',
    category: 'voucher',
    value: String(GIFT_VALUE / 100),
    priceMinor: GIFT_PRICE,
    uses: 1,
  });
  const desk = await createTestStaff(t, [{ clubId: shop.club.id, role: 'desk' }]);
  const range = await insertDispenser(t, shop.club.id, { priceMinor: BASKET });
  await setRangeSettings(t, shop.club.id, 1_000, 0);
  return { shop, topUp, greenfee, giftCard, desk, ...range };
}

type World = Awaited<ReturnType<typeof setUp>>;

/** A dispense whose API went down after the hold: reserved, never run by this process. */
async function reserveWithoutRunner(world: World, golfer: TestUser) {
  return t.database.db.transaction(async (tx) => {
    const now = t.clock.now();
    const ledgerId = await holdTransfer(tx, {
      userId: golfer.id,
      kind: 'ball_money',
      clubId: world.shop.club.id,
      amount: BASKET,
      reason: 'range_dispense',
      at: now,
    });
    if (ledgerId === null) return null;
    return insertReservation(tx, {
      commandId: randomUUID(),
      userId: golfer.id,
      clubId: world.shop.club.id,
      dispenserId: world.dispenser.id,
      basketId: world.basket.id,
      balls: world.basket.balls,
      payment: 'ball_money',
      ledgerId,
      amountMinor: BASKET,
      state: 'commanded',
      createdAt: now,
      deadlineAt: new Date(now.getTime() + 1_000),
    });
  });
}

async function refundedToCard(orderId: number) {
  const [row] = await t.database.db
    .select({ refunded: testAcquirerCharges.refundedMinor })
    .from(payments)
    .innerJoin(testAcquirerCharges, eq(testAcquirerCharges.id, payments.acquirerRef))
    .where(eq(payments.orderId, orderId));
  return row?.refunded ?? 0;
}

async function orderPoints(orderId: number) {
  const [row] = await t.database.db
    .select({ sum: sql<number>`coalesce(sum(${walletLedger.amount}), 0)::int` })
    .from(walletLedger)
    .where(and(eq(walletLedger.orderId, orderId), eq(walletLedger.kind, 'points')));
  return Number(row?.sum ?? 0);
}

interface Order {
  id: number;
  cardMinor: number;
  ballMoneyMinor: number;
  topUp: boolean;
  /** A gift card's order: the card's voucher id. */
  giftCard?: number;
}

async function run(world: World, commands: Command[]) {
  const golfer = await createTestUser(t);
  const clubId = world.shop.club.id;
  const balance = () => availableBalance(t.database.db, golfer.id, 'ball_money', clubId);
  const orders: Order[] = [];
  let model = 0;
  /** What is left on each gift card the golfer holds, by voucher id. */
  const gifts = new Map<number, number>();
  for (const step of commands) {
    switch (step.kind) {
      case 'top_up': {
        await addToCart(t, golfer, world.topUp.id, 1);
        const card = await tokenise(t, CARDS.ok);
        const order = paidOrder(await pay(t, golfer, { card_token: card.body.token }));
        orders.push({ id: order.order_id, cardMinor: order.card_minor, ballMoneyMinor: 0, topUp: true });
        model += 60_000;
        break;
      }
      case 'dispense': {
        gateway.machine.mode = step.machine;
        const result = await outcome(
          t.api({ token: golfer.token })(dispenseCall, {
            body: {
              dispenser_id: world.dispenser.id,
              basket_id: world.basket.id,
              latitude: world.shop.club.latitude,
              longitude: world.shop.club.longitude,
            },
          }),
        );
        gateway.machine.mode = 'normal';
        if (model < BASKET) expect(result).toBe('BALL_MONEY_INSUFFICIENT');
        else if (step.machine === 'jam') expect(result).toBe('DISPENSE_FAILED');
        else {
          expect(result).toBe('ok');
          model -= BASKET;
        }
        break;
      }
      case 'restart': {
        const reservation = await reserveWithoutRunner(world, golfer);
        expect(reservation === null).toBe(model < BASKET);
        if (!reservation) break;
        expect(await balance()).toBe(model - BASKET);
        if (step.after === 'done') {
          expect(await applyReservationEvent(deps, reservation.commandId, 'done')).toBe('settled');
          model -= BASKET;
        } else {
          t.clock.advance(2_000);
          await sweepOverdueReservations(deps);
        }
        // A late report or a second sweep changes nothing.
        await applyReservationEvent(deps, reservation.commandId, 'done');
        await sweepOverdueReservations(deps);
        break;
      }
      case 'pay': {
        await addToCart(t, golfer, world.greenfee.id, 1);
        const card = await tokenise(t, CARDS.ok);
        const answer = await pay(t, golfer, {
          card_token: card.body.token,
          ball_money_minor: step.ballMoney,
        }).then(
          (paid) => paidOrder(paid),
          (error: { code: string }) => error.code,
        );
        if (step.ballMoney > model) {
          expect(answer).toBe('BALL_MONEY_NOT_ENOUGH');
          await t.api({ token: golfer.token })(removeCartItem, { params: { product_id: world.greenfee.id } });
        } else {
          if (typeof answer === 'string') throw new Error(`payment refused: ${answer}`);
          orders.push({
            id: answer.order_id,
            cardMinor: answer.card_minor,
            ballMoneyMinor: step.ballMoney,
            topUp: false,
          });
          model -= step.ballMoney;
        }
        break;
      }
      case 'gift_buy': {
        await addToCart(t, golfer, world.giftCard.id, 1);
        const card = await tokenise(t, CARDS.ok);
        const order = paidOrder(await pay(t, golfer, { card_token: card.body.token }));
        const voucherId = order.voucher_ids[0]!;
        orders.push({
          id: order.order_id,
          cardMinor: order.card_minor,
          ballMoneyMinor: 0,
          topUp: false,
          giftCard: voucherId,
        });
        gifts.set(voucherId, GIFT_VALUE);
        break;
      }
      case 'gift_redeem': {
        if (gifts.size === 0) break;
        const [voucherId, left] = [...gifts][step.pick % gifts.size]!;
        const result = await outcome(
          t.api({ token: world.desk.token })(deskRedeem, {
            body: { voucher_id: voucherId, amount_minor: step.amount },
          }),
        );
        if (step.amount > left) expect(result).toBe('GIFT_CARD_NOT_ENOUGH');
        else {
          expect(result).toBe('ok');
          gifts.set(voucherId, left - step.amount);
        }
        break;
      }
      case 'withdraw': {
        if (orders.length === 0) break;
        const order = orders.splice(step.pick % orders.length, 1)[0]!;
        if (order.giftCard !== undefined) {
          const left = gifts.get(order.giftCard)!;
          const result = await outcome(
            t.api({ token: golfer.token })(withdrawOrder, { params: { id: order.id }, body: {} }),
          );
          if (left === 0) {
            // Spent in full: nothing is left to withdraw.
            expect(result).toBe('WITHDRAWAL_PRODUCT_USED');
            break;
          }
          expect(result).toBe('ok');
          // Only what is left, in proportion to the price; the card is emptied and withdrawn.
          expect(await refundedToCard(order.id)).toBe(Math.floor((GIFT_PRICE * left) / GIFT_VALUE));
          expect(await giftCardRemaining(t.database.db, order.giftCard)).toBe(0);
          gifts.delete(order.giftCard);
          break;
        }
        const before = await balance();
        const result = await outcome(
          t.api({ token: golfer.token })(withdrawOrder, { params: { id: order.id }, body: {} }),
        );
        const after = await balance();
        // Refused only when nothing is left to refund: a top-up whose ball money is all spent.
        if (order.topUp && before === 0) {
          expect(result).toBe('WITHDRAWAL_PRODUCT_USED');
          expect(after).toBe(before);
          break;
        }
        expect(result).toBe('ok');
        const card = await refundedToCard(order.id);
        expect(card).toBeLessThanOrEqual(order.cardMinor);
        if (order.topUp) {
          // At most the unspent part, in proportion: 500 kr. paid for 600 kr. of ball money.
          const unspent = Math.min(before, 60_000);
          expect(before - after).toBe(unspent);
          expect(card).toBeLessThanOrEqual(Math.floor((50_000 * unspent) / 60_000));
        } else {
          expect(after - before).toBe(order.ballMoneyMinor);
          expect(card).toBeLessThanOrEqual(order.cardMinor);
        }
        // A withdrawn order keeps no more points than its card payment still earns.
        expect(await orderPoints(order.id)).toBeLessThanOrEqual(pointsEarned(order.cardMinor - card));
        model = after;
        break;
      }
    }
    expect(await balance()).toBe(model);
    for (const [voucherId, left] of gifts)
      expect(await giftCardRemaining(t.database.db, voucherId)).toBe(left);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  }
}

describe('the ledger under random sequences', () => {
  // A budget, not a timing assertion: each run replays up to 12 steps through the API.
  it('keeps its invariants after every step', { timeout: 300_000 }, async () => {
    const world = await setUp();
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), (commands) =>
        run(world, commands),
      ),
      { numRuns: RUNS },
    );
  });
});
