import { randomUUID } from 'node:crypto';
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

export async function addToCart(t: TestApp, user: TestUser, productId: number, quantity: number) {
  return t.call({
    method: 'PUT',
    url: `/shop/cart/items/${productId}`,
    token: user.token,
    payload: { quantity },
  });
}

export async function pay(
  t: TestApp,
  user: TestUser,
  body: Record<string, unknown>,
  key: string = randomUUID(),
) {
  return t.call({
    method: 'POST',
    url: '/shop/checkout',
    token: user.token,
    headers: { 'idempotency-key': key, 'accept-language': 'en' },
    payload: { accept_terms: true, ...body },
  });
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
