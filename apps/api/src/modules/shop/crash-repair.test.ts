import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../../../test/helper';
import { orders, payments, products, testAcquirerCharges, users, vouchers } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { checkout } from './checkout.service';
import { RECONCILE_GRACE_MS, reconcilePayments } from './reconcile';
import { addToCart, CARDS, insertShop, tokenise } from '../../../test/builders/shop';

/**
 * A crash between the acquirer's capture and the issuing transaction: the charge exists, nothing
 * was issued. The reconciliation job (start-up and timer) finds the open payment, asks the
 * acquirer, and issues exactly once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const deps = (faults?: Deps['faults']): Deps => ({
  db: t.database.db,
  config: t.config,
  now: t.clock.now,
  log: t.app.log,
  faults,
});

describe('capture without issue', () => {
  it('is repaired by the reconciliation job, once', async () => {
    const shop = await insertShop(t);
    const product = await shop.product({ stockLeft: 4 });
    const golfer = await createTestUser(t);
    await addToCart(t, golfer, product.id, 2);
    const card = await tokenise(t, CARDS.ok);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, golfer.id));
    const crashing = deps({
      afterCapture: async () => {
        throw new Error('process died');
      },
    });
    await expect(
      checkout(crashing, user!, randomUUID(), {
        card_token: card.body.token,
        save_card: false,
        points: 0,
        ball_money_minor: 0,
      }),
    ).rejects.toThrow('process died');

    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.cardToken, card.body.token));
    expect(payment?.status).toBe('pending');
    const [charge] = await t.database.db
      .select()
      .from(testAcquirerCharges)
      .where(eq(testAcquirerCharges.reference, `pay_${payment!.id}`));
    expect(charge?.status).toBe('captured');
    expect(
      await t.database.db.select().from(vouchers).where(eq(vouchers.orderId, payment!.orderId)),
    ).toHaveLength(0);

    t.clock.advance(RECONCILE_GRACE_MS + 1_000);
    const first = await reconcilePayments(deps());
    const second = await reconcilePayments(deps());
    t.clock.set(new Date());
    expect(first.fulfilled).toBe(1);
    expect(second.fulfilled).toBe(0);
    expect(
      await t.database.db.select().from(vouchers).where(eq(vouchers.orderId, payment!.orderId)),
    ).toHaveLength(2);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, payment!.orderId));
    expect(order?.status).toBe('paid');
  });

  it('releases stock when the payment never reached the acquirer', async () => {
    const shop = await insertShop(t);
    const product = await shop.product({ stockLeft: 4 });
    const golfer = await createTestUser(t);
    await addToCart(t, golfer, product.id, 1);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, golfer.id));
    const card = await tokenise(t, CARDS.ok);
    // The acquirer is unreachable: the charge never happens.
    const down = {
      ...deps(),
      acquirer: {
        name: 'test' as const,
        charge: async () => {
          throw new Error('connection refused');
        },
        lookup: async () => null,
        refund: async () => {},
        card: async () => ({ brand: 'visa', last4: '4242', expiry: '12/99' }),
        browserConfig: () => ({ provider: 'test' as const, tokenize_url: null, publishable_key: null }),
      },
    };
    await expect(
      checkout(down, user!, randomUUID(), {
        card_token: card.body.token,
        save_card: false,
        points: 0,
        ball_money_minor: 0,
      }),
    ).rejects.toMatchObject({ code: 'PAYMENT_NETWORK' });
    t.clock.advance(RECONCILE_GRACE_MS + 1_000);
    const result = await reconcilePayments(down);
    t.clock.set(new Date());
    expect(result.released).toBe(1);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.cardToken, card.body.token));
    expect(payment?.status).toBe('declined');
    const fresh = await t.database.db.select().from(vouchers).where(eq(vouchers.orderId, payment!.orderId));
    expect(fresh).toHaveLength(0);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.stockLeft).toBe(4);
  });
});
