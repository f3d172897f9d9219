import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { mockApi } from '../../../../test/api-mock';
import { renderRoute } from '../../../../test/render-route';

/** The product page (issue 34): sold out instead of "add to cart", one rule of use, money with its currency. */
const PRODUCT = {
  product_id: 9,
  club_id: 7,
  club_name: 'Rungsted Golf Klub',
  name: 'Boldkort 10 kurve',
  description: null,
  kind: 'voucher',
  type: 'ecard',
  category: 'driving_range',
  value: '50',
  reduction_type: 'reduceprice',
  price_minor: 30_000,
  currency: 'DKK',
  uses: 10,
  validity_days: 365,
  days_left: null,
  amount_left: 3,
  max_per_day: 2,
  paid_after_redemption: false,
  baskets: null,
  credit_minor: null,
};

afterEach(() => setSessionToken(null));

function show(product: typeof PRODUCT) {
  setSessionToken('session-0123456789abcdefghij');
  mockApi({
    'GET /api/v1/shop/products/9': { body: product },
    'GET /api/v1/shop/cart': {
      body: {
        club_id: null,
        club_name: null,
        currency: null,
        items: [],
        total_minor: 0,
        vat_minor: 0,
        vat_rate_bp: 0,
        points_balance: 0,
        ball_money_balance_minor: 0,
        accepts_points: false,
        accepts_ball_money: false,
      },
    },
  });
  return renderRoute('/shop/products/9');
}

describe('product page', () => {
  it('shows one rule of use and a fixed discount with its currency (item 13)', async () => {
    await show(PRODUCT);
    expect(await screen.findByText('Uses: 10')).toBeInTheDocument();
    expect(screen.queryByText(/Unlimited/)).not.toBeInTheDocument();
    expect(screen.getByText(/^DKK\s?50(\.00)? off$|^50(\.00)?\s?kr\.? off$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart: Boldkort 10 kurve' })).toBeInTheDocument();
  });

  it('offers no "add to cart" when none is left, and says sold out (item 11)', async () => {
    await show({ ...PRODUCT, amount_left: 0 });
    expect(await screen.findByText('0 left')).toBeInTheDocument();
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to cart/ })).not.toBeInTheDocument();
  });
});
