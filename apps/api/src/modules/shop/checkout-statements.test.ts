import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../../../test/helper';
import { statementsDuring } from '../../../test/statements';
import { addToCart, CARDS, insertShop, pay, tokenise } from './shop.test-util';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('statements per checkout', () => {
  it('counts', async () => {
    const shop = await insertShop(t);
    const a = await shop.product();
    const b = await shop.product({ name: 'Klippekort', uses: 10, stockLeft: 50 });
    const c = await shop.product({ name: 'Kurv', maxPerDay: 100 });
    const golfer = await createTestUser(t);
    await addToCart(t, golfer, a.id, 1);
    await addToCart(t, golfer, b.id, 2);
    await addToCart(t, golfer, c.id, 3);
    const card = await tokenise(t, CARDS.ok);
    let status = 0;
    const seen = await statementsDuring(t.database.db, async () => {
      status = (await pay(t, golfer, { card_token: card.body.token, save_card: true })).statusCode;
    });
    console.log(seen.length, seen.map((s) => s.slice(0, 90).replace(/\s+/g, ' ')).join('\n'));
    expect(status).toBe(200);
  });
});
