import { randomUUID } from 'node:crypto';
import { setCartItem } from '@golfwallet/core/contracts/shop/cart';
import { checkout, type zCheckoutBody } from '@golfwallet/core/contracts/shop/checkout';
import type { ContractResponse } from '@golfwallet/core/contracts/define';
import type { z } from 'zod';
import type { TestApp, TestUser } from '../helper';
import { products } from '../../src/db/schema/index';
import { insertClub } from './voucher.factory';

/** Shop test data of our own: a club and products, never the seed's. */
export async function insertShop(t: TestApp) {
  const club = await insertClub(t, { hasProducts: true, hasDrivingRange: true });
  const make = async (values: Partial<typeof products.$inferInsert> = {}) => {
    const [row] = await t.database.db
      .insert(products)
      .values({
        clubId: club.id,
        name: 'Greenfee 18 huller',
        type: 'personal',
        category: 'voucher',
        value: '450',
        reductionType: 'setprice',
        priceMinor: 45_000,
        currency: 'DKK',
        uses: 1,
        validityDays: 365,
        ...values,
      })
      .returning();
    return row!;
  };
  return { club, product: make };
}

/** The shop's ball-money top-up: 600 kr. of ball money (the bonus included) for 500 kr. */
export function topUpProduct(shop: Awaited<ReturnType<typeof insertShop>>) {
  return shop.product({
    name: 'Boldpenge',
    type: 'ecard',
    category: 'driving_range',
    value: '600',
    priceMinor: 50_000,
    uses: null,
  });
}

/** Tokenises a card at the test acquirer as the browser does (never through /api/v1). */
export async function tokenise(t: TestApp, number: string, overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/test-acquirer/v1/tokens',
    payload: { number, name: 'Test Golfer', exp_month: 12, exp_year: 2099, cvc: '123', ...overrides },
  });
  return {
    status: res.statusCode,
    body: res.json() as { token: string; brand: string; last4: string; expiry: string },
  };
}

/** Puts a quantity of a product in the golfer's cart through the typed client; resolves with the cart. */
export function addToCart(t: TestApp, user: TestUser, productId: number, quantity: number) {
  return t.api({ token: user.token })(setCartItem, { params: { product_id: productId }, body: { quantity } });
}

/** What a checkout answers: paid with its order, or 3-D Secure's requires_action. */
export type CheckoutAnswer = ContractResponse<typeof checkout>;

/**
 * Pays the cart through the typed client, in English, with accepted terms and an Idempotency-Key
 * (a fresh one unless given). A refusal rejects with its ApiError (see `refusal`).
 */
export function pay(
  t: TestApp,
  user: TestUser,
  body: Omit<z.input<typeof zCheckoutBody>, 'accept_terms'>,
  key: string = randomUUID(),
): Promise<CheckoutAnswer> {
  return t.api({ token: user.token, language: 'en' })(checkout, {
    body: { accept_terms: true, ...body },
    headers: { 'idempotency-key': key },
  });
}

/** The order of a paid checkout; fails the test when the answer asks for 3-D Secure instead. */
export function paidOrder(answer: CheckoutAnswer) {
  if (answer.status !== 'paid') throw new Error(`Expected a paid checkout, got ${answer.status}`);
  return answer.order;
}

export const CARDS = {
  ok: '4242 4242 4242 4242',
  mastercard: '5555555555554444',
  decline: '4000000000000002',
  insufficient: '4000000000009995',
  expired: '4000000000000069',
  threeDs: '4000000000003220',
  timeout: '4000000000000119',
} as const;
