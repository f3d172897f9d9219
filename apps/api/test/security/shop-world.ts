import { randomUUID } from 'node:crypto';
import { setCartItem } from '@golfwallet/core/contracts/shop/cart';
import { insertTestToken } from '../../src/adapters/acquirer/test-acquirer';
import { orders, products, savedCards } from '../../src/db/schema/index';
import { outcome } from '../helper';
import type { World } from './world';

/** Shop objects for the authorisation table: made fresh per call, owned by the golfer given. */

const productOf = new WeakMap<World, number>();

/** The world club's product (made once). */
export async function shopProduct(w: World): Promise<number> {
  const known = productOf.get(w);
  if (known) return known;
  const [row] = await w.t.database.db
    .insert(products)
    .values({
      clubId: w.clubId,
      name: 'Greenfee 18 huller',
      type: 'personal',
      value: '450',
      reductionType: 'setprice',
      priceMinor: 45_000,
      uses: 1,
    })
    .returning({ id: products.id });
  productOf.set(w, row!.id);
  return row!.id;
}

/** A paid order of the golfer (no card payment, nothing issued): withdrawable. */
export async function paidOrder(w: World, ownerId: number): Promise<number> {
  const now = w.t.clock.now();
  const [row] = await w.t.database.db
    .insert(orders)
    .values({ userId: ownerId, clubId: w.clubId, status: 'paid', totalMinor: 0, createdAt: now, paidAt: now })
    .returning({ id: orders.id });
  return row!.id;
}

export async function savedCard(w: World, ownerId: number): Promise<number> {
  const details = { brand: 'visa', last4: '4242', expiry: '12/99' };
  const token = await insertTestToken(w.t.database.db, { ...details, behaviour: 'approve' });
  const [row] = await w.t.database.db
    .insert(savedCards)
    .values({ userId: ownerId, acquirerToken: token, ...details })
    .returning({ id: savedCards.id });
  return row!.id;
}

/** A checkout the caller can make: the product in its cart and a fresh test-card token. */
export async function checkoutRequest(w: World, userId: number | undefined, token: string | undefined) {
  if (userId !== undefined && token !== undefined) {
    const productId = await shopProduct(w);
    // Refused for a golfer who has not confirmed the e-mail (as the checkout then is): either will do.
    await outcome(
      w.t.api({ token })(setCartItem, { params: { product_id: productId }, body: { quantity: 1 } }),
    );
  }
  const cardToken = await insertTestToken(w.t.database.db, {
    brand: 'visa',
    last4: '4242',
    expiry: '12/99',
    behaviour: 'approve',
  });
  return {
    headers: { 'idempotency-key': randomUUID() },
    body: { card_token: cardToken, accept_terms: true },
  };
}
