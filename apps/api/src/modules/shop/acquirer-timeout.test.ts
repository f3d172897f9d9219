import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../../../test/helper';
import type { Acquirer } from '../../adapters/acquirer/acquirer';
import { acquirerFor } from '../../adapters/acquirer/select-acquirer';
import { loadConfig } from '../../config';
import { checkoutAttempts, orders, products, users } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { ABANDONED_CLAIM_MS } from './checkout.repository';
import { checkout } from './checkout.service';
import { addToCart, CARDS, insertShop, tokenise } from '../../../test/builders/shop';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** An acquirer that never answers a card look-up (a stalled network); everything else is the test acquirer's. */
const stalledCardLookUp = (real: Acquirer): Acquirer => ({
  ...real,
  // Asked over the network, as Stripe is (the test acquirer's tokens are otherwise read in the claim).
  cardQuery: undefined,
  card: () => new Promise(() => {}),
});

describe('a stalled acquirer', () => {
  it('card look-up past ACQUIRER_TIMEOUT_MS: "network problem", nothing reserved, the same key pays later', async () => {
    const shop = await insertShop(t);
    const product = await shop.product({ stockLeft: 3 });
    const golfer = await createTestUser(t);
    await addToCart(t, golfer, product.id, 1);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, golfer.id));
    const card = await tokenise(t, CARDS.ok);
    const deps: Deps = { db: t.database.db, config: t.config, now: t.clock.now, log: t.app.log };
    const stalled: Deps = {
      ...deps,
      config: { ...t.config, ACQUIRER_TIMEOUT_MS: 100 },
      acquirer: stalledCardLookUp(acquirerFor(deps)),
    };
    const key = randomUUID();
    const request = { card_token: card.body.token, save_card: false, points: 0, ball_money_minor: 0 };

    await expect(checkout(stalled, user!, key, request)).rejects.toMatchObject({
      code: 'PAYMENT_NETWORK',
      status: 504,
    });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.stockLeft).toBe(3);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, golfer.id))).toEqual([]);
    // The key was given back: the client keeps it on a network problem and sends it again.
    expect(
      await t.database.db.select().from(checkoutAttempts).where(eq(checkoutAttempts.userId, golfer.id)),
    ).toEqual([]);

    const paid = await checkout(deps, user!, key, request);
    expect(paid.status).toBe('paid');
  });

  it('every acquirer call is given up well within the time a checkout key may be taken over', () => {
    expect(loadConfig({}).ACQUIRER_TIMEOUT_MS * 3).toBeLessThanOrEqual(ABANDONED_CLAIM_MS);
    expect(loadConfig({ ACQUIRER_TIMEOUT_MS: '20000' }).ACQUIRER_TIMEOUT_MS * 3).toBeLessThanOrEqual(
      ABANDONED_CLAIM_MS,
    );
    expect(() => loadConfig({ ACQUIRER_TIMEOUT_MS: '60000' })).toThrow(/ACQUIRER_TIMEOUT_MS/);
  });
});
