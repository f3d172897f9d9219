import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { Database } from '../../src/db/client';
import { checkoutAttempts, orders, payments, products } from '../../src/db/schema/index';
import { ABANDONED_CLAIM_MS } from '../../src/modules/shop/checkout.repository';
import { addToCart, CARDS, insertShop, paidOrder, pay, tokenise } from '../builders/shop';
import {
  createTestUser,
  openTestDatabase,
  outcome,
  refusal,
  type TestApp,
  testAppOf,
  testClock,
  testConfig,
} from '../helper';
import { appOn, createFaultDatabase, type FaultDatabase, ON_POSTGRES } from './fault-db';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

/**
 * A checkout's database fails after it claimed its Idempotency-Key and before it reserved (issue 14):
 * nothing is reserved or charged, and the key is given back, so the golfer's retry with the same
 * key pays. When the database answers again at once, the failed request gives the key back itself;
 * when it stays away, it cannot, and a retry takes the abandoned claim over after
 * ABANDONED_CLAIM_MS (before that it answers "in progress": the first request may still be live).
 */

/** The error as drizzle hands it on: its own error with the driver's error (and SQLSTATE) as cause. */
function driverError(code: string, message: string): Error {
  return new Error('Failed query: begin', { cause: Object.assign(new Error(message), { code }) });
}

async function checkoutState(t: TestApp, key: string, productId: number) {
  const attempts = await t.database.db
    .select()
    .from(checkoutAttempts)
    .where(eq(checkoutAttempts.idempotencyKey, key));
  const [product] = await t.database.db.select().from(products).where(eq(products.id, productId));
  const placed = attempts[0]?.orderId
    ? await t.database.db.select().from(orders).where(eq(orders.id, attempts[0].orderId))
    : [];
  return { attempts: attempts.length, stockLeft: product!.stockLeft, orders: placed.length };
}

describe('a database failure before the reservation', () => {
  let database: Database;
  let t: TestApp;
  let failWith: Error | undefined;
  let meanwhile: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    database = await openTestDatabase();
    const clock = testClock();
    const config = testConfig();
    const faults = {
      beforeReserve: async () => {
        if (failWith) throw failWith;
        const other = meanwhile;
        meanwhile = undefined;
        await other?.();
      },
    };
    const app = await buildApp({ config, db: database.db, now: clock.now, faults });
    await app.ready();
    t = testAppOf({ app, database, config, clock });
  });
  afterAll(async () => t.close());

  for (const [code, message] of [
    ['40P01', 'deadlock detected'],
    ['57P01', 'terminating connection due to administrator command'],
  ] as const) {
    it(`(${code} ${message}) gives the key back: the same key then pays, once`, async () => {
      const shop = await insertShop(t);
      const product = await shop.product({ stockLeft: 5 });
      const golfer = await createTestUser(t);
      await addToCart(t, golfer, product.id, 2);
      const card = await tokenise(t, CARDS.ok);
      const key = randomUUID();
      failWith = driverError(code, message);
      const failed = await refusal(pay(t, golfer, { card_token: card.body.token }, key));
      failWith = undefined;
      expect(failed.status).toBe(503);
      expect(await checkoutState(t, key, product.id)).toEqual({ attempts: 0, stockLeft: 5, orders: 0 });
      const retry = await pay(t, golfer, { card_token: card.body.token }, key);
      expect(paidOrder(retry).voucher_ids).toHaveLength(2);
      expect(await checkoutState(t, key, product.id)).toEqual({ attempts: 1, stockLeft: 3, orders: 1 });
    });
  }

  it('of a claim taken over while its request still runs, one reserves: the stalled request answers "in progress"', async () => {
    const shop = await insertShop(t);
    const product = await shop.product({ stockLeft: 5 });
    const golfer = await createTestUser(t);
    await addToCart(t, golfer, product.id, 2);
    const card = await tokenise(t, CARDS.ok);
    const key = randomUUID();
    let takeover: Awaited<ReturnType<typeof outcome>> | undefined;
    // The first request stalls past ABANDONED_CLAIM_MS between its claim and its reservation.
    meanwhile = async () => {
      t.clock.advance(ABANDONED_CLAIM_MS + 1_000);
      takeover = await outcome(pay(t, golfer, { card_token: card.body.token }, key));
    };
    const stalled = await refusal(pay(t, golfer, { card_token: card.body.token }, key));
    expect(takeover).toBe('ok');
    expect([stalled.status, stalled.code]).toEqual([409, 'CHECKOUT_IN_PROGRESS']);
    expect(await checkoutState(t, key, product.id)).toEqual({ attempts: 1, stockLeft: 3, orders: 1 });
  });
});

describe.runIf(ON_POSTGRES)('the database gone before the reservation, and still gone after', () => {
  let fault: FaultDatabase;
  let proxy: TcpProxy;
  let api: TestApp;
  let direct: TestApp;
  let cutBeforeReserve = false;

  beforeAll(async () => {
    fault = await createFaultDatabase();
    direct = await appOn(fault.url, { poolSize: 2 });
    const target = new URL(fault.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(fault.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    api = await appOn(viaProxy.toString(), {
      poolSize: 4,
      // The server's own 5 s wait for a connection: the cut database answers 503 in time.
      connectTimeoutMs: 5_000,
      faults: {
        beforeReserve: async () => {
          if (cutBeforeReserve) await proxy.cut();
        },
      },
    });
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await proxy?.close();
    await direct?.close();
    await fault?.drop();
  });

  it('a retry with the same key takes the abandoned claim over and pays, once', {
    timeout: 60_000,
  }, async () => {
    const shop = await insertShop(direct);
    const product = await shop.product({ stockLeft: 5 });
    const golfer = await createTestUser(direct);
    await addToCart(direct, golfer, product.id, 2);
    const card = await tokenise(direct, CARDS.ok);
    const key = randomUUID();

    cutBeforeReserve = true;
    const failed = await refusal(pay(api, golfer, { card_token: card.body.token }, key));
    cutBeforeReserve = false;
    expect(failed.status).toBe(503);
    await proxy.restore();
    // Its key could not be given back: the claim stands, with nothing reserved.
    expect(await checkoutState(direct, key, product.id)).toEqual({ attempts: 1, stockLeft: 5, orders: 0 });

    const tooSoon = await refusal(pay(api, golfer, { card_token: card.body.token }, key));
    expect([tooSoon.status, tooSoon.code]).toEqual([409, 'CHECKOUT_IN_PROGRESS']);

    api.clock.advance(ABANDONED_CLAIM_MS + 1_000);
    const order = paidOrder(await pay(api, golfer, { card_token: card.body.token }, key));
    expect(order.voucher_ids).toHaveLength(2);
    expect(await checkoutState(direct, key, product.id)).toEqual({ attempts: 1, stockLeft: 3, orders: 1 });
    const charged = await direct.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.order_id));
    expect(charged).toHaveLength(1);
    // And the same key once more repeats the answer.
    const again = await pay(api, golfer, { card_token: card.body.token }, key);
    expect(paidOrder(again).order_id).toBe(order.order_id);
  });
});
