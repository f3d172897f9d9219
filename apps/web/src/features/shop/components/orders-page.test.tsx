import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { mockApi } from '../../../../test/api-mock';
import { renderRoute } from '../../../../test/render-route';

const ORDER = {
  order_id: 11,
  club_id: 7,
  club_name: 'Rungsted Golf Klub',
  status: 'paid',
  currency: 'DKK',
  total_minor: 45_000,
  vat_minor: 9_000,
  card_minor: 0,
  points_minor: 0,
  ball_money_minor: 45_000,
  created_at: 1_800_000_000,
  paid_at: 1_800_000_000,
  refunded_at: null,
  card: null,
  items: [
    { product_id: 3, name: 'Greenfee 18 huller', quantity: 1, unit_price_minor: 45_000, vat_minor: 9_000 },
  ],
  voucher_ids: [1],
  withdrawable: true,
};

afterEach(() => {
  // Unmount first: signing out under a mounted page would start loading the login popup.
  cleanup();
  setSessionToken(null);
  vi.unstubAllGlobals();
});

async function askToWithdraw(order: typeof ORDER | Record<string, unknown>) {
  setSessionToken('session-0123456789abcdefghij');
  mockApi({ 'GET /api/v1/shop/orders': { body: { orders: [order], total: 1 } } });
  await renderRoute('/shop/history');
  await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
  return screen.findByRole('dialog');
}

describe('withdrawing an order', () => {
  it('says ball money goes back to the ball money, not to a card', async () => {
    const dialog = await askToWithdraw(ORDER);
    expect(dialog).toHaveTextContent('The money goes back: DKK 450 to your ball money.');
    expect(dialog).not.toHaveTextContent(/card/i);
  });

  it('names the card a card payment goes back to', async () => {
    const dialog = await askToWithdraw({
      ...ORDER,
      card_minor: 30_000,
      ball_money_minor: 15_000,
      card: { brand: 'visa', last4: '4242' },
    });
    expect(dialog).toHaveTextContent(
      'The money goes back: DKK 300 to the card visa •••• 4242, DKK 150 to your ball money.',
    );
  });
});
