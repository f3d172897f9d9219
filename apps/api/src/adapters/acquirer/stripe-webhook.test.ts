import { paymentConfig } from '@golfwallet/core/contracts/shop/checkout';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import Stripe from 'stripe';
import { STRIPE_WEBHOOK_PATH } from './stripe-webhook';

const SECRET = 'whsec_test_secret_for_golfwallet';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      ACQUIRER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_not_used_offline',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_not_used_offline',
      STRIPE_WEBHOOK_SECRET: SECRET,
    },
  });
});
afterAll(async () => t.close());

const payload = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'payment_intent.succeeded',
  data: { object: {} },
});

describe('the Stripe adapter, selected by configuration', () => {
  it('accepts a webhook whose signature verifies with the endpoint secret', async () => {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const res = await t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
  });

  it('refuses a webhook signed with another secret, or altered after signing', async () => {
    const wrong = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const forged = await t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': wrong },
      payload,
    });
    expect(forged.statusCode).toBe(400);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const altered = await t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: payload.replace('evt_1', 'evt_2'),
    });
    expect(altered.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
  });

  it('tells the browser to use Stripe.js with the publishable key; the test acquirer is not mounted', async () => {
    expect(await t.api()(paymentConfig)).toEqual({
      provider: 'stripe',
      tokenize_url: null,
      publishable_key: 'pk_test_not_used_offline',
    });
    const tokens = await t.app.inject({ method: 'POST', url: '/test-acquirer/v1/tokens', payload: {} });
    expect(tokens.statusCode).toBe(404);
  });
});
