import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { type MockCall, mockApi } from '../../../../test/api-mock';
import { renderRoute } from '../../../../test/render-route';

const CART = {
  club_id: 7,
  club_name: 'Rungsted Golf Klub',
  currency: 'DKK',
  items: [
    {
      product_id: 3,
      name: 'Greenfee 18 huller',
      quantity: 2,
      unit_price_minor: 75_000,
      total_minor: 150_000,
      problem: null,
    },
  ],
  total_minor: 150_000,
  vat_minor: 30_000,
  vat_rate_bp: 2500,
  points_balance: 0,
  ball_money_balance_minor: 0,
  accepts_points: true,
  accepts_ball_money: true,
};
const CONFIG = { provider: 'test', tokenize_url: '/test-acquirer/v1/tokens', publishable_key: null };
const ORDER = {
  order_id: 11,
  club_id: 7,
  club_name: 'Rungsted Golf Klub',
  status: 'paid',
  currency: 'DKK',
  total_minor: 150_000,
  vat_minor: 30_000,
  card_minor: 150_000,
  points_minor: 0,
  ball_money_minor: 0,
  created_at: 1_800_000_000,
  paid_at: 1_800_000_000,
  refunded_at: null,
  card: { brand: 'visa', last4: '4242' },
  items: [],
  voucher_ids: [1, 2],
  withdrawable: true,
};

afterEach(() => {
  setSessionToken(null);
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

async function fillCard() {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4242');
  await userEvent.type(screen.getByRole('textbox', { name: 'Cardholder name' }), 'Signe Testesen');
  await userEvent.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/30');
  await userEvent.type(screen.getByRole('textbox', { name: 'CVC' }), '987');
  await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
}

describe('payment page', () => {
  it('sends the card to the provider only and pays with its token under an Idempotency-Key', async () => {
    setSessionToken('session-0123456789abcdefghij');
    const api = mockApi({
      'GET /api/v1/shop/cart': { body: CART },
      'GET /api/v1/shop/cards': { body: { cards: [] } },
      'GET /api/v1/shop/payment-config': { body: CONFIG },
      'POST /test-acquirer/v1/tokens': {
        status: 201,
        body: { token: 'tok_abcdef', brand: 'visa', last4: '4242', expiry: '12/30' },
      },
      'POST /api/v1/shop/checkout': { body: { status: 'paid', order: ORDER } },
    });
    await renderRoute('/shop/payment');
    await fillCard();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Save card for next time' }));
    await userEvent.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByText(/Thank you! Your vouchers are in your wallet/)).toBeInTheDocument();

    const [tokenCall] = api.callsTo('POST /test-acquirer/v1/tokens');
    expect(tokenCall?.body).toMatchObject({
      number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: 30,
      cvc: '987',
    });
    const [pay] = api.callsTo('POST /api/v1/shop/checkout') as MockCall[];
    expect(pay?.body).toMatchObject({ card_token: 'tok_abcdef', save_card: true, accept_terms: true });
    expect(JSON.stringify(pay?.body)).not.toContain('4242 4242');
    expect(pay?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // No card data went anywhere under /api/v1.
    for (const call of api.calls.filter((c) => c.path.startsWith('/api/v1')))
      expect(JSON.stringify(call.body ?? '')).not.toContain('987');
  });

  it('shows the decline in the page language and starts a new attempt with a new key', async () => {
    setSessionToken('session-0123456789abcdefghij');
    const api = mockApi({
      'GET /api/v1/shop/cart': { body: CART },
      'GET /api/v1/shop/cards': {
        body: { cards: [{ card_id: 4, brand: 'visa', last4: '0002', expiry: '12/30' }] },
      },
      'GET /api/v1/shop/payment-config': { body: CONFIG },
      'POST /api/v1/shop/checkout': {
        status: 402,
        body: {
          status: 402,
          code: 'CARD_DECLINED',
          message: 'The card was declined. Please use another card.',
        },
      },
    });
    await renderRoute('/shop/payment');
    expect(await screen.findByRole('radio', { name: /Pay with visa •••• 0002/ })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByText('The card was declined. Please use another card.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(api.callsTo('POST /api/v1/shop/checkout')).toHaveLength(2));
    const [first, second] = api.callsTo('POST /api/v1/shop/checkout');
    expect(first?.body).toMatchObject({ saved_card_id: 4 });
    expect(first?.idempotencyKey).not.toBe(second?.idempotencyKey);
  });

  it('shows the club, the lines, the VAT and a link to the terms (issue 34, item 13)', async () => {
    setSessionToken('session-0123456789abcdefghij');
    mockApi({
      'GET /api/v1/shop/cart': { body: CART },
      'GET /api/v1/shop/cards': { body: { cards: [] } },
      'GET /api/v1/shop/payment-config': { body: CONFIG },
    });
    await renderRoute('/shop/payment');
    const order = await screen.findByRole('region', { name: 'Your order' });
    expect(within(order).getByText('Seller: Rungsted Golf Klub')).toBeInTheDocument();
    expect(within(order).getByText('2 × Greenfee 18 huller')).toBeInTheDocument();
    expect(within(order).getByText(/^Of which VAT: .*300/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the terms and conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
  });

  it('without an answer says the payment is being checked and keeps the key (issue 34, item 12)', async () => {
    setSessionToken('session-0123456789abcdefghij');
    const api = mockApi({
      'GET /api/v1/shop/cart': { body: CART },
      'GET /api/v1/shop/cards': {
        body: { cards: [{ card_id: 4, brand: 'visa', last4: '4242', expiry: '12/30' }] },
      },
      'GET /api/v1/shop/payment-config': { body: CONFIG },
      'POST /api/v1/shop/checkout': {
        status: 504,
        body: { status: 504, code: 'PAYMENT_NETWORK', message: '' },
      },
    });
    await renderRoute('/shop/payment');
    await userEvent.click(await screen.findByRole('checkbox', { name: /I accept the terms and conditions/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Pay / }));
    expect(
      await screen.findByText(/payment yet, so it is now being checked\. Do not pay again/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/internet connection/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(api.callsTo('POST /api/v1/shop/checkout')).toHaveLength(2));
    const [first, second] = api.callsTo('POST /api/v1/shop/checkout');
    expect(first?.idempotencyKey).toBe(second?.idempotencyKey);
  });

  it('marks a sold-out line and sends the golfer to the cart instead of paying (issue 34, item 11)', async () => {
    setSessionToken('session-0123456789abcdefghij');
    const soldOut = {
      product_id: 5,
      name: 'Proshop -20 %',
      quantity: 1,
      unit_price_minor: 0,
      total_minor: 0,
      problem: 'sold_out',
    };
    mockApi({
      'GET /api/v1/shop/cart': { body: { ...CART, items: [...CART.items, soldOut] } },
      'GET /api/v1/shop/cards': { body: { cards: [] } },
      'GET /api/v1/shop/payment-config': { body: CONFIG },
    });
    await renderRoute('/shop/payment');
    const order = await screen.findByRole('region', { name: 'Your order' });
    expect(within(order).getByText('Sold out')).toBeInTheDocument();
    expect(screen.getByText(/Remove the marked items to pay for the rest\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  });

  it('asks to accept the terms before paying', async () => {
    setSessionToken('session-0123456789abcdefghij');
    const api = mockApi({
      'GET /api/v1/shop/cart': { body: CART },
      'GET /api/v1/shop/cards': { body: { cards: [] } },
      'GET /api/v1/shop/payment-config': { body: CONFIG },
    });
    await renderRoute('/shop/payment');
    await userEvent.click(await screen.findByRole('button', { name: /^Pay / }));
    expect(await screen.findByText('Please accept the terms and conditions.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/shop/checkout')).toHaveLength(0);
  });
});

describe('cart page', () => {
  it('removes a product only after confirmation', async () => {
    setSessionToken('session-0123456789abcdefghij');
    const api = mockApi({
      'GET /api/v1/shop/cart': { body: CART },
      'DELETE /api/v1/shop/cart/items/3': { body: { ...CART, items: [], total_minor: 0 } },
    });
    await renderRoute('/shop/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove: Greenfee 18 huller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove' });
    expect(within(dialog).getByText('Remove Greenfee 18 huller from the cart?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(api.callsTo('DELETE /api/v1/shop/cart/items/3')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Remove: Greenfee 18 huller' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove' })).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  });
});
