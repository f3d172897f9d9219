import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../../lib/browser';
import { setSessionToken } from '../../../lib/session';
import { type MockCall, mockApi } from '../../../../test/api-mock';
import { renderRoute } from '../../../../test/render-route';

/** A stand-in for Stripe.js: its frames are plain boxes, createPaymentMethod answers as told. */
const stripe = vi.hoisted(() => {
  const mounted: Record<string, HTMLElement> = {};
  const state = {
    mounted,
    loadedWith: [] as unknown[],
    createPaymentMethod: async (_: unknown): Promise<unknown> => ({}),
  };
  return state;
});

vi.mock('@stripe/stripe-js/pure', () => ({
  loadStripe: async (...args: unknown[]) => {
    stripe.loadedWith = args;
    return {
      elements: () => ({
        create: (kind: string) => ({
          mount: (container: HTMLElement) => {
            stripe.mounted[kind] = container;
          },
          unmount: () => {
            delete stripe.mounted[kind];
          },
        }),
      }),
      createPaymentMethod: (request: unknown) => stripe.createPaymentMethod(request),
    };
  },
}));

const CART = {
  club_id: 7,
  club_name: 'Rungsted Golf Klub',
  currency: 'DKK',
  items: [
    {
      product_id: 3,
      name: 'Greenfee 18 huller',
      quantity: 1,
      unit_price_minor: 75_000,
      total_minor: 75_000,
      problem: null,
    },
  ],
  total_minor: 75_000,
  vat_minor: 15_000,
  vat_rate_bp: 2500,
  points_balance: 0,
  ball_money_balance_minor: 0,
  accepts_points: false,
  accepts_ball_money: false,
};
const STRIPE_CONFIG = { provider: 'stripe', tokenize_url: null, publishable_key: 'pk_test_golfwallet' };

afterEach(() => {
  setSessionToken(null);
  window.sessionStorage.clear();
});

function mockShop(checkout: { status?: number; body: unknown }) {
  setSessionToken('session-0123456789abcdefghij');
  return mockApi({
    'GET /api/v1/shop/cart': { body: CART },
    'GET /api/v1/shop/cards': { body: { cards: [] } },
    'GET /api/v1/shop/payment-config': { body: STRIPE_CONFIG },
    'POST /api/v1/shop/checkout': checkout,
  });
}

async function payAs(name: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Cardholder name' }), name);
  await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
  await userEvent.click(screen.getByRole('button', { name: /^Pay / }));
}

describe('payment page with Stripe as the provider', () => {
  it("mounts Stripe's frames under our labels and pays with the PaymentMethod id", async () => {
    stripe.createPaymentMethod = async () => ({
      paymentMethod: {
        id: 'pm_1Q2w3E',
        card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 },
      },
    });
    const api = mockShop({
      body: { status: 'requires_action', order_id: 41, action_url: '/shop/payment?resume=1' },
    });
    await renderRoute('/shop/payment');

    const frameIn = (group: HTMLElement | undefined) => group?.querySelector('.field__input');
    // Stripe.js loads (a promise) before the frames mount: wait for them, not only for the fields.
    await waitFor(() =>
      expect(Object.keys(stripe.mounted).sort()).toEqual(['cardCvc', 'cardExpiry', 'cardNumber']),
    );
    expect(frameIn(await screen.findByRole('group', { name: 'Expiry (MM/YY)' }))).toBe(
      stripe.mounted.cardExpiry,
    );
    // The card fieldset's legend is "Card number" too; Stripe's frame is in the inner group.
    expect(frameIn(screen.getAllByRole('group', { name: 'Card number' }).at(-1))).toBe(
      stripe.mounted.cardNumber,
    );
    expect(frameIn(screen.getByRole('group', { name: 'CVC' }))).toBe(stripe.mounted.cardCvc);
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    expect(stripe.loadedWith).toEqual(['pk_test_golfwallet', { locale: 'en' }]);

    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await payAs('Signe Testesen');
    await waitFor(() => expect(api.callsTo('POST /api/v1/shop/checkout')).toHaveLength(1));
    const [pay] = api.callsTo('POST /api/v1/shop/checkout') as MockCall[];
    expect(pay?.body).toMatchObject({ card_token: 'pm_1Q2w3E', accept_terms: true });
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    assign.mockRestore();
  });

  it("shows Stripe's refusal under the field it is about and charges nothing", async () => {
    stripe.createPaymentMethod = async () => ({
      error: {
        type: 'validation_error',
        code: 'incomplete_cvc',
        message: "Your card's security code is incomplete.",
      },
    });
    const api = mockShop({ body: {} });
    await renderRoute('/shop/payment');
    await screen.findByRole('group', { name: 'CVC' });
    await payAs('Signe Testesen');

    const cvc = screen.getByRole('group', { name: 'CVC' });
    expect(await screen.findByText("Your card's security code is incomplete.")).toBeInTheDocument();
    expect(cvc).toHaveAccessibleDescription("Your card's security code is incomplete.");
    expect(api.callsTo('POST /api/v1/shop/checkout')).toHaveLength(0);
  });
});
