import { randomUUID } from 'node:crypto';
import { dispense as dispenseCall } from '@golfwallet/core/contracts/range/dispense';
import { getWallet } from '@golfwallet/core/contracts/shop/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, outcome, type TestApp, type TestUser } from '../../../test/helper';
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

/**
 * One balance spent from two places at once: 50 concurrent spends of one golfer's ball money, half
 * at the range (two-phase holds) and half in the shop (checkouts of one cart paying with ball money:
 * the first paid empties the cart, so the rest may find it empty), never take
 * it below zero and add up to exactly what was spent. A database-behaviour test (row locks,
 * conditional updates), so it runs its full count on PostgreSQL: LEDGER_RUNS overrides.
 */
const RUNS = Number(process.env.LEDGER_RUNS ?? (process.env.TEST_DB === 'postgres' ? 20 : 2));
const SPENDS = 50;
const PRICE = 5_000;

const gateway = createDispenserSimulator({ delayMs: 1 });
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ dispenser: gateway, env: { DISPENSE_TIMEOUT_MS: '30000' } });
});
afterAll(async () => t.close());

describe('concurrent spends of one balance across range and shop', () => {
  it(`${RUNS} runs of ${SPENDS} spends never go below zero and add up`, async () => {
    const shop = await insertShop(t);
    const topUp = await topUpProduct(shop);
    const bucket = await shop.product({ name: 'Trøje', priceMinor: PRICE, uses: 1 });
    const { dispenser, basket } = await insertDispenser(t, shop.club.id, { priceMinor: PRICE });
    await setRangeSettings(t, shop.club.id, 1_000, 0);
    for (let run = 0; run < RUNS; run++) {
      const golfer: TestUser = await createTestUser(t);
      await addToCart(t, golfer, topUp.id, 1);
      const card = await tokenise(t, CARDS.ok);
      paidOrder(await pay(t, golfer, { card_token: card.body.token }));
      await addToCart(t, golfer, bucket.id, 1);
      const spends = Array.from({ length: SPENDS }, (_, i) =>
        i % 2 === 0
          ? outcome(
              t.api({ token: golfer.token })(dispenseCall, {
                body: {
                  dispenser_id: dispenser.id,
                  basket_id: basket.id,
                  latitude: shop.club.latitude,
                  longitude: shop.club.longitude,
                },
                headers: { 'idempotency-key': randomUUID() },
              }),
            )
          : outcome(pay(t, golfer, { ball_money_minor: PRICE })),
      );
      const results = await Promise.all(spends);
      const ok = results.filter((r) => r === 'ok').length;
      // Refused only for want of money, or because a paid checkout emptied the cart the others pay.
      const refusals = new Set(results.filter((r) => r !== 'ok'));
      for (const code of refusals)
        expect(['BALL_MONEY_INSUFFICIENT', 'BALL_MONEY_NOT_ENOUGH', 'CART_EMPTY']).toContain(code);
      const wallet = await t.api({ token: golfer.token })(getWallet);
      const left = wallet.ball_money[0]?.balance_minor ?? 0;
      expect(left).toBeGreaterThanOrEqual(0);
      expect(ok * PRICE + left).toBe(60_000);
      expect(ok).toBe(12);
    }
    expect(await ledgerViolations(t.database.db)).toEqual([]);
    // 20 runs of 50 spends on PostgreSQL: a bound for a hang, not a speed target.
  }, 300_000);
});
