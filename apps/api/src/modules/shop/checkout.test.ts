import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../../../test/helper';
import { outbox, outboxAttachments, payments, products, vouchers } from '../../db/schema/index';
import { reconcilePayments, RECONCILE_GRACE_MS } from './reconcile';
import { addToCart, CARDS, insertShop, pay, tokenise } from '../../../test/builders/shop';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const deps = () => ({
  db: t.database.db,
  config: t.config,
  now: t.clock.now,
  log: t.app.log,
});

describe('checkout with the test acquirer', () => {
  it('buys two products with a new card, saves it, issues vouchers, writes exact VAT and mails a PDF receipt', async () => {
    const shop = await insertShop(t);
    const greenfee = await shop.product({ priceMinor: 45_000 });
    const clip = await shop.product({ name: 'Klippekort', priceMinor: 12_345, uses: 10 });
    const golfer = await createTestUser(t);
    expect((await addToCart(t, golfer, greenfee.id, 1)).statusCode).toBe(200);
    const cart = await addToCart(t, golfer, clip.id, 2);
    expect(cart.json().total_minor).toBe(45_000 + 2 * 12_345);

    const card = await tokenise(t, CARDS.ok);
    expect(card.status).toBe(201);
    expect(card.body).toMatchObject({ brand: 'visa', last4: '4242', expiry: '12/99' });
    const res = await pay(t, golfer, { card_token: card.body.token, save_card: true });
    expect(res.statusCode, res.body).toBe(200);
    const { order } = res.json();
    expect(order.status).toBe('paid');
    expect(order.voucher_ids).toHaveLength(3);
    // 25 % VAT included, per line, rounded half up: 45000 → 9000; 24690 → 4938.
    expect(order.vat_minor).toBe(9_000 + 4_938);
    expect(order.card).toEqual({ brand: 'visa', last4: '4242' });

    const cards = await t.call({ method: 'GET', url: '/shop/cards', token: golfer.token });
    expect(cards.json().cards).toEqual([
      expect.objectContaining({ brand: 'visa', last4: '4242', expiry: '12/99' }),
    ]);
    expect((await t.call({ method: 'GET', url: '/shop/cart', token: golfer.token })).json().items).toEqual(
      [],
    );

    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, golfer.email));
    expect(mail?.template).toBe('shop_receipt');
    const files = await t.database.db
      .select()
      .from(outboxAttachments)
      .where(eq(outboxAttachments.outboxId, mail!.id));
    expect(files[0]?.contentType).toBe('application/pdf');
    expect(files[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');

    // Buy again with the saved card.
    await addToCart(t, golfer, greenfee.id, 1);
    const again = await pay(t, golfer, { saved_card_id: cards.json().cards[0].card_id });
    expect(again.statusCode, again.body).toBe(200);
    const history = await t.call({ method: 'GET', url: '/shop/orders', token: golfer.token });
    expect(history.json().total).toBe(2);
  });

  it.each([
    [CARDS.decline, 'CARD_DECLINED', 'The card was declined. Please use another card.'],
    [CARDS.insufficient, 'CARD_INSUFFICIENT_FUNDS', 'The card was declined: insufficient funds.'],
    [CARDS.expired, 'CARD_EXPIRED', 'The card has expired. Please use another card.'],
  ])(
    'a declining card %s answers %s, gives the stock back and keeps the cart',
    async (number, code, message) => {
      const shop = await insertShop(t);
      const offer = await shop.product({ stockLeft: 5 });
      const golfer = await createTestUser(t);
      await addToCart(t, golfer, offer.id, 2);
      const card = await tokenise(t, number);
      const key = randomUUID();
      const res = await pay(t, golfer, { card_token: card.body.token }, key);
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({ code, message });
      const [row] = await t.database.db.select().from(products).where(eq(products.id, offer.id));
      expect(row?.stockLeft).toBe(5);
      expect(
        (await t.call({ method: 'GET', url: '/shop/cart', token: golfer.token })).json().items,
      ).toHaveLength(1);
      // The same key answers the same refusal without charging again.
      const retry = await pay(t, golfer, { card_token: card.body.token }, key);
      expect(retry.json().code).toBe(code);
    },
  );

  it('refuses a card number that fails the Luhn check at the acquirer, in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/test-acquirer/v1/tokens',
      headers: { 'accept-language': 'da' },
      payload: { number: '4242424242424241', name: 'A', exp_month: 1, exp_year: 2099, cvc: '123' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Indtast venligst et gyldigt kortnummer.');
  });

  it('3-D Secure: requires_action with the challenge page; after approval the same key finishes', async () => {
    const shop = await insertShop(t);
    const product = await shop.product();
    const golfer = await createTestUser(t);
    await addToCart(t, golfer, product.id, 1);
    const card = await tokenise(t, CARDS.threeDs);
    const key = randomUUID();
    const first = await pay(
      t,
      golfer,
      { card_token: card.body.token, return_path: `/shop/payment?key=${key}` },
      key,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().status).toBe('requires_action');
    const page = await t.app.inject({ method: 'GET', url: first.json().action_url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('3-D Secure');
    const answer = await t.app.inject({
      method: 'POST',
      url: first.json().action_url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=approve',
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`http://localhost:3000/shop/payment?key=${key}`);
    const done = await pay(t, golfer, { card_token: card.body.token }, key);
    expect(done.json().status).toBe('paid');
    expect(done.json().order.voucher_ids).toHaveLength(1);
  });

  it('3-D Secure failed: the retry answers CARD_AUTHENTICATION_FAILED and nothing is issued', async () => {
    const shop = await insertShop(t);
    const product = await shop.product({ stockLeft: 3 });
    const golfer = await createTestUser(t);
    await addToCart(t, golfer, product.id, 1);
    const card = await tokenise(t, CARDS.threeDs);
    const key = randomUUID();
    const first = await pay(t, golfer, { card_token: card.body.token }, key);
    await t.app.inject({
      method: 'POST',
      url: first.json().action_url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=fail',
    });
    const retry = await pay(t, golfer, { card_token: card.body.token }, key);
    expect(retry.json().code).toBe('CARD_AUTHENTICATION_FAILED');
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.stockLeft).toBe(3);
  });

  it('a double tap with the same Idempotency-Key charges and issues once', async () => {
    const shop = await insertShop(t);
    const product = await shop.product();
    const golfer = await createTestUser(t);
    await addToCart(t, golfer, product.id, 2);
    const card = await tokenise(t, CARDS.ok);
    const key = randomUUID();
    const [a, b] = await Promise.all([
      pay(t, golfer, { card_token: card.body.token }, key),
      pay(t, golfer, { card_token: card.body.token }, key),
    ]);
    const outcomes = [a.statusCode, b.statusCode].sort();
    // One finishes; the other repeats its answer or says it is still in progress.
    expect(outcomes[0]).toBe(200);
    const again = await pay(t, golfer, { card_token: card.body.token }, key);
    expect(again.statusCode).toBe(200);
    const orderId = again.json().order.order_id;
    const issued = await t.database.db.select().from(vouchers).where(eq(vouchers.orderId, orderId));
    expect(issued).toHaveLength(2);
    const charged = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(charged).toHaveLength(1);
  });

  it('a timeout after capture answers "network problem"; the retry with the same key issues once', async () => {
    const shop = await insertShop(t);
    const product = await shop.product();
    const golfer = await createTestUser(t);
    await addToCart(t, golfer, product.id, 1);
    const card = await tokenise(t, CARDS.timeout);
    const key = randomUUID();
    const first = await pay(t, golfer, { card_token: card.body.token }, key);
    expect(first.statusCode).toBe(504);
    expect(first.json()).toMatchObject({
      code: 'PAYMENT_NETWORK',
      message: 'Problem with internet connection, try again later',
    });
    const retry = await pay(t, golfer, { card_token: card.body.token }, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().order.voucher_ids).toHaveLength(1);
  });

  it('the reconciliation job issues what was captured but never issued, exactly once', async () => {
    const shop = await insertShop(t);
    const product = await shop.product();
    const golfer = await createTestUser(t);
    await addToCart(t, golfer, product.id, 1);
    const card = await tokenise(t, CARDS.timeout);
    const first = await pay(t, golfer, { card_token: card.body.token });
    expect(first.statusCode).toBe(504);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(sql`${payments.cardToken} = ${card.body.token}`);
    expect(payment?.status).toBe('pending');
    // Too fresh: its request may still be running.
    expect((await reconcilePayments(deps())).fulfilled).toBe(0);
    t.clock.advance(RECONCILE_GRACE_MS + 1_000);
    const later = { ...deps(), now: t.clock.now };
    const runs = await Promise.all([reconcilePayments(later), reconcilePayments(later)]);
    expect(runs[0]!.fulfilled + runs[1]!.fulfilled).toBe(1);
    const issued = await t.database.db.select().from(vouchers).where(eq(vouchers.orderId, payment!.orderId));
    expect(issued).toHaveLength(1);
  });

  it('needs an Idempotency-Key and accepted terms', async () => {
    const golfer = await createTestUser(t);
    const noKey = await t.call({
      method: 'POST',
      url: '/shop/checkout',
      token: golfer.token,
      payload: { accept_terms: true },
    });
    expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const noTerms = await pay(t, golfer, { accept_terms: false });
    expect(noTerms.statusCode).toBe(422);
  });
});
