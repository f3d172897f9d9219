import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GOLFER, voucher } from '../../../test/voucher-fixture';
import { browser } from '../../lib/browser';
import { setSessionToken } from '../../lib/session';
import { mockApi } from '../../../test/api-mock';
import { renderRoute } from '../../../test/render-route';
import { golferProfile } from '../../../test/user-fixture';

/** The app shell over the real route tree: who sees what, the tabs, and the wallet on the device. */

const WALLET = [
  voucher({
    voucher_id: 1,
    voucher_name: 'Greenfee',
    owner_name: 'Aarhus GC',
    type: 'personal',
    value: '650',
  }),
  voucher({ voucher_id: 2, voucher_name: 'Klippekort', owner_name: 'Furesø', type: 'loyalty', value: '0' }),
  voucher({
    voucher_id: 3,
    voucher_name: 'Boldkort',
    owner_name: 'Rungsted',
    type: 'ecard',
    category: 'driving_range',
    value: '0',
  }),
  voucher({
    voucher_id: 4,
    voucher_name: 'Introkort',
    owner_name: 'Bøgelund',
    type: 'introcard',
    value: '200',
  }),
];

function signedInApi() {
  return mockApi({
    'GET /api/v1/user': { body: GOLFER },
    'GET /api/v1/vouchers': { body: { items: WALLET, total: WALLET.length, total_capped: false } },
    'GET /api/v1/clubs': { body: [] },
  });
}

afterEach(() => {
  setSessionToken(null);
  vi.unstubAllGlobals();
});

describe('the app shell', () => {
  it('shows Start without tabs when signed out, and sends any tab back to it', async () => {
    mockApi({});
    const { router } = await renderRoute('/app/vouchers');
    await screen.findByRole('heading', { level: 1, name: 'All your golf vouchers in one wallet' });
    expect(router.state.location.pathname).toBe('/app');
    expect(screen.queryByRole('navigation', { name: 'App sections' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/app/sign-up');
  });

  it('gives a signed-in golfer the seven tabs and leaves Start for My clubs', async () => {
    setSessionToken('token-1');
    mockApi({
      'GET /api/v1/user': { body: GOLFER },
      'GET /api/v1/clubs': { body: [] },
      'GET /api/v1/my-clubs-list': { body: [] },
    });
    const { router } = await renderRoute('/app');
    const tabs = await screen.findByRole('navigation', { name: 'App sections' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My clubs', 'Vouchers', 'Transfer', 'Upload', 'Shop', 'Wallet', 'More']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/clubs'));
  });

  it('asks a golfer who was never asked the two newsletter questions on My clubs, and saves both answers', async () => {
    setSessionToken('token-1');
    const api = mockApi({
      'GET /api/v1/user': { body: golferProfile({ newsletter_asked: false }) },
      'GET /api/v1/clubs': { body: [] },
      'GET /api/v1/my-clubs-list': { body: [] },
      'PATCH /api/v1/user': { body: golferProfile({ newsletter_asked: true }) },
    });
    await renderRoute('/app/clubs');
    const dialog = await screen.findByRole('dialog', { name: 'Stay in the loop' }, { timeout: 3000 });
    expect(within(dialog).getByText('Step 1 of 2')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, please' }));
    expect(within(dialog).getByText('Step 2 of 2')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No, thanks' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/v1/user')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/v1/user')[0]?.body).toEqual({
      accept_newsletter: 1,
      accept_offers: 0,
      newsletter_asked: true,
    });
  });

  it('filters the wallet by kind with counts, on the device', async () => {
    setSessionToken('token-1');
    const api = signedInApi();
    await renderRoute('/app/vouchers');
    await screen.findByText('4 vouchers');
    // The wallet asks for every usable voucher, range cards included, one page of 100.
    const query = api.callsTo('GET /api/v1/vouchers')[0]!.search;
    expect(query.get('include_ecards')).toBe('true');
    expect(query.get('with_pdf')).toBe('false');
    expect(query.get('limit')).toBe('100');

    await userEvent.click(screen.getByRole('button', { name: 'Free (2)' }));
    const names = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(names()).toEqual(['Klippekort', 'Boldkort']);
    await userEvent.click(screen.getByRole('button', { name: 'Cards (1)' }));
    expect(names()).toEqual(['Introkort']);
    await userEvent.click(screen.getByRole('button', { name: 'All (4)' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'rungsted');
    expect(names()).toEqual(['Boldkort']);
    expect(screen.getByRole('button', { name: 'Range cards (1)' })).toBeInTheDocument();
  });

  it('refuses feedback without a rating and sends a chosen one', async () => {
    setSessionToken('token-1');
    const api = mockApi({
      'GET /api/v1/user': { body: GOLFER },
      'POST /api/v1/feedback': { status: 201, body: { feedback_id: 9 } },
    });
    await renderRoute('/app/more/feedback');
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a rating from 1 to 5');
    expect(api.callsTo('POST /api/v1/feedback')).toHaveLength(0);
    await userEvent.click(screen.getByRole('radio', { name: '5 of 5' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Suggestions' }), 'Great');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Thank you for your feedback!');
    expect(api.callsTo('POST /api/v1/feedback')[0]!.body).toEqual({
      rating: 5,
      suggestions: 'Great',
      platform: 'pwa',
    });
  });

  it('mounts the shop in the Shop tab with links that stay inside the app', async () => {
    setSessionToken('token-1');
    mockApi({
      'GET /api/v1/user': { body: GOLFER },
      'GET /api/v1/shop/clubs': {
        body: {
          clubs: [
            { club_id: 7, name: 'Rungsted Golf Klub', city: 'Rungsted', logo_url: null, product_count: 3 },
          ],
        },
      },
    });
    await renderRoute('/app/shop');
    await screen.findByRole('heading', { level: 1, name: 'Shop' });
    expect(await screen.findByRole('link', { name: 'Rungsted Golf Klub' })).toHaveAttribute(
      'href',
      '/app/shop/clubs/7',
    );
    // The shop's own navigation inside the app: Wallet is a tab there, not a shop link.
    const shopNav = screen.getByRole('navigation', { name: 'Shop' });
    expect(
      within(shopNav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Shop', '/app/shop'],
      ['Cart', '/app/shop/cart'],
      ['My credit cards', '/app/shop/cards'],
      ['History', '/app/shop/history'],
    ]);
    expect(screen.getByRole('navigation', { name: 'App sections' })).toBeInTheDocument();
  });

  it('pays in the app and comes back to the app (3-D Secure return path, links to the wallet)', async () => {
    setSessionToken('token-1');
    const cart = {
      club_id: 7,
      club_name: 'Rungsted Golf Klub',
      currency: 'DKK',
      items: [
        {
          product_id: 3,
          name: 'Greenfee',
          quantity: 1,
          unit_price_minor: 50_000,
          total_minor: 50_000,
          problem: null,
        },
      ],
      total_minor: 50_000,
      vat_minor: 10_000,
      vat_rate_bp: 2500,
      points_balance: 0,
      ball_money_balance_minor: 0,
      accepts_points: true,
      accepts_ball_money: true,
    };
    const api = mockApi({
      'GET /api/v1/user': { body: GOLFER },
      'GET /api/v1/shop/cart': { body: cart },
      'GET /api/v1/shop/cards': {
        body: { cards: [{ card_id: 4, brand: 'visa', last4: '4242', expiry: '12/30' }] },
      },
      'GET /api/v1/shop/payment-config': {
        body: { provider: 'test', tokenize_url: '/test-acquirer/v1/tokens', publishable_key: null },
      },
      'POST /api/v1/shop/checkout': {
        body: { status: 'requires_action', order_id: 5, action_url: 'about:blank' },
      },
    });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await renderRoute('/app/shop/payment');
    await userEvent.click(await screen.findByRole('checkbox', { name: /I accept the terms and conditions/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(api.callsTo('POST /api/v1/shop/checkout')).toHaveLength(1));
    expect(api.callsTo('POST /api/v1/shop/checkout')[0]!.body).toMatchObject({
      saved_card_id: 4,
      return_path: '/app/shop/payment?resume=1',
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('about:blank'));
    assign.mockRestore();
  });

  it('shows points and ball money in the Wallet tab', async () => {
    setSessionToken('token-1');
    mockApi({
      'GET /api/v1/user': { body: GOLFER },
      'GET /api/v1/shop/wallet': {
        body: {
          points: 120,
          ball_money: [
            { club_id: 7, club_name: 'Rungsted Golf Klub', balance_minor: 60_000, currency: 'DKK' },
          ],
          gift_cards: [],
          ledger: [],
        },
      },
    });
    await renderRoute('/app/wallet');
    await screen.findByRole('heading', { level: 1, name: 'Wallet' });
    expect(screen.getByText('120 points')).toBeInTheDocument();
    expect(screen.getByText('Rungsted Golf Klub')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'App sections' })).toBeInTheDocument();
  });
});
