import type { UserProfile } from '@golfwallet/core/contracts/user/shapes';
import type { VoucherItem } from '@golfwallet/core/contracts/vouchers/shapes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginPopup } from '../../../lib/login-popup';
import { setSessionToken } from '../../../lib/session';
import { type MockAnswer, type MockCall, mockApi } from '../../../../test/api-mock';
import { renderRoute } from '../../../../test/render-route';
import { searchVouchers, sortVoucherItems } from '../../../../test/voucher-list-fake';
import { GOLFER, noon, voucher } from '../../../../test/voucher-fixture';

/**
 * An in-memory GET /vouchers and PATCH /voucher/:id that follow the contract's filters; a search
 * counts its matches up to `cap` (the server's VOUCHER_LIST_TOTAL_CAP, smaller here).
 */
function voucherServer(initial: VoucherItem[], cap = Number.POSITIVE_INFINITY) {
  const store = new Map(initial.map((item) => [item.voucher_id, { ...item }]));
  const list = (call: MockCall): MockAnswer => {
    const query = call.search;
    let items = [...store.values()];
    if (query.get('with_pdf') === 'false') items = items.filter((item) => !item.pdf);
    if (query.get('with_pdf') === 'true') items = items.filter((item) => item.pdf);
    if (query.get('favourites') === 'true') items = items.filter((item) => item.favourite);
    items = searchVouchers(items, query.get('search') ?? '');
    if (query.get('group') === 'order') {
      const groups = new Map<string, VoucherItem>();
      for (const item of items) {
        const key = `${item.order_id}/${item.product_id}/${item.transfer_id}`;
        const group = groups.get(key);
        groups.set(key, group ? { ...group, count: group.count + 1 } : { ...item, count: 1 });
      }
      items = [...groups.values()];
    }
    const sort = query.get('sort') === 'valid_until' ? 'valid_until' : 'club_az';
    items = sortVoucherItems(items, sort);
    const offset = Number(query.get('offset') ?? 0);
    const limit = Number(query.get('limit') ?? 20);
    const capped = Boolean(query.get('search')) && items.length > cap;
    return {
      body: {
        items: items.slice(offset, offset + limit),
        total: capped ? cap : items.length,
        total_capped: capped,
      },
    };
  };
  const patch = (call: MockCall): MockAnswer => {
    const id = Number(call.path.split('/').at(-1));
    const item = store.get(id);
    if (!item)
      return {
        status: 404,
        body: { code: 'VOUCHER_NOT_FOUND', message: 'Voucher is not found or expired.' },
      };
    const next = { ...item, ...(call.body as Partial<VoucherItem>) };
    store.set(id, next);
    return { body: next };
  };
  return { store, list, patch };
}

function signedIn(
  user: UserProfile,
  vouchers: VoucherItem[],
  extra: Parameters<typeof mockApi>[0] = {},
  cap?: number,
) {
  setSessionToken('session-0123456789abcdefghij');
  const server = voucherServer(vouchers, cap);
  const api = mockApi({
    'GET /api/v1/user': { body: user },
    'PATCH /api/v1/user': (call) => ({ body: { ...user, ...(call.body as object) } }),
    'GET /api/v1/vouchers': server.list,
    ...Object.fromEntries(vouchers.map((item) => [`PATCH /api/v1/voucher/${item.voucher_id}`, server.patch])),
    ...extra,
  });
  return { api, server };
}

const card = (name: string) => {
  const item = screen
    .getAllByRole('heading', { name, level: 2, hidden: true })
    .map((heading) => heading.closest('li'))
    .find((found) => found !== null);
  if (!item) throw new Error(`No card for ${name}`);
  return item;
};

const listQueries = (api: ReturnType<typeof mockApi>) =>
  api.callsTo('GET /api/v1/vouchers').map((call) => Object.fromEntries(call.search.entries()));

beforeEach(() => {
  window.sessionStorage.setItem('newsletterShown', '1');
});

afterEach(() => {
  setSessionToken(null);
  loginPopup.set({ open: false, tab: 'golfbox' });
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('vouchers page', () => {
  it('sends a signed-out visitor to / with the login popup open', async () => {
    mockApi({});
    const { router } = await renderRoute('/vouchers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(loginPopup.get().open).toBe(true);
  });

  it('opens on the not-printed tab and groups identical unprinted vouchers of an order with their count', async () => {
    const { api } = signedIn(GOLFER, [
      voucher({ voucher_id: 1, order_id: 200, voucher_name: 'Green fee' }),
      voucher({ voucher_id: 2, order_id: 200, voucher_name: 'Green fee' }),
      voucher({ voucher_id: 3, voucher_name: 'Range basket', owner_name: 'Aalborg Golfklub' }),
      voucher({ voucher_id: 4, voucher_name: 'Printed one', pdf: true }),
    ]);
    await renderRoute('/vouchers');

    expect(await screen.findByRole('heading', { name: 'Green fee' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Not printed' })).toHaveAttribute('aria-selected', 'true');
    expect(within(card('Green fee')).getByText('x2')).toBeInTheDocument();
    expect(within(card('Green fee')).getByText('150,- DKK')).toBeInTheDocument();
    expect(
      within(card('Green fee')).getByText('Printed vouchers are not visible in the mobile app'),
    ).toBeInTheDocument();
    expect(within(card('Range basket')).queryByText(/^x\d/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Printed one' })).not.toBeInTheDocument();
    expect(listQueries(api)[0]).toMatchObject({
      active: 'true',
      only_unused: 'true',
      with_pdf: 'false',
      group: 'order',
      sort: 'club_az',
      offset: '0',
      limit: '12',
    });
  });

  it('shows a partly transferred group as its free vouchers and, apart, the ones being transferred, with Withdraw', async () => {
    const inTransfer = { order_id: 200, voucher_name: 'Green fee', in_transfer: true, transfer_id: 55 };
    const { api, server } = signedIn(
      GOLFER,
      [
        voucher({ voucher_id: 1, ...inTransfer }),
        voucher({ voucher_id: 2, ...inTransfer }),
        voucher({ voucher_id: 3, order_id: 200, voucher_name: 'Green fee' }),
      ],
      {
        'DELETE /api/v1/voucher/transfer/55': () => {
          for (const id of [1, 2]) {
            const item = server.store.get(id)!;
            server.store.set(id, { ...item, in_transfer: false, transfer_id: null });
          }
          return { body: { transfer_id: 55, voucher_ids: [1, 2] } };
        },
      },
    );
    await renderRoute('/vouchers');
    await screen.findAllByRole('heading', { name: 'Green fee' });
    const cards = () =>
      screen
        .getAllByRole('heading', { name: 'Green fee', level: 2 })
        .map((heading) => heading.closest('li')!);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const pending = cards().find((item) => within(item).queryByText('Being transferred'))!;
    const free = cards().find((item) => item !== pending)!;
    expect(within(pending).getByText('x2')).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Print' })).toBeDisabled();
    expect(within(free).queryByText(/^x\d/)).not.toBeInTheDocument();
    expect(within(free).queryByText('Being transferred')).not.toBeInTheDocument();
    expect(within(free).getByRole('button', { name: 'Print' })).toBeEnabled();

    await userEvent.click(within(pending).getByRole('button', { name: 'Green fee' }));
    const details = await screen.findByRole('dialog', { name: 'Green fee' });
    expect(within(details).getByText(/These vouchers are being transferred/)).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Transfer' })).not.toBeInTheDocument();
    await userEvent.click(within(details).getByRole('button', { name: 'Withdraw transfer' }));
    expect(
      await screen.findByText('The transfer has been withdrawn. The vouchers are yours to use again.'),
    ).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/v1/voucher/transfer/55')).toHaveLength(1);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0]!).getByText('x3')).toBeInTheDocument();
  });

  it('lists every club and department a Golf Circle voucher is valid at in its details', async () => {
    signedIn(
      GOLFER,
      [
        voucher({
          voucher_id: 9,
          voucher_name: 'Golf Circle Øresund',
          type: 'golf_circle',
          where: { club_ids: [11, 12], department_ids: [31] },
        }),
      ],
      {
        'GET /api/v1/clubs': {
          body: [11, 12, 13].map((club_id) => ({
            club_id,
            name: { 11: 'Barsebäck Golf', 12: 'Ljunghusens GK', 13: 'Falsterbo GK' }[club_id],
            latitude: 55.7,
            longitude: 13,
            city: null,
            country_code: 'SE',
            has_products: true,
            driving_range: false,
            logo_url: null,
          })),
        },
        'GET /api/v1/departments': {
          body: [{ department_id: 31, department_name: 'Restaurant', club_id: 13 }],
        },
      },
    );
    await renderRoute('/vouchers');
    await userEvent.click(await screen.findByRole('button', { name: 'Golf Circle Øresund' }));
    const details = await screen.findByRole('dialog', { name: 'Golf Circle Øresund' });
    const places = await within(details).findByRole('region', { name: 'Valid at' });
    await waitFor(() =>
      expect(
        within(places)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Barsebäck Golf', 'Ljunghusens GK', 'Restaurant, Falsterbo GK']),
    );
  });

  it('shows one entry per voucher on the all tab, printed ones with Reprint', async () => {
    signedIn(GOLFER, [
      voucher({ voucher_id: 1, order_id: 200, voucher_name: 'Green fee' }),
      voucher({ voucher_id: 2, order_id: 200, voucher_name: 'Green fee' }),
      voucher({ voucher_id: 4, voucher_name: 'Printed one', pdf: true }),
    ]);
    window.localStorage.setItem('voucherTab', 'all');
    await renderRoute('/vouchers');
    expect(await screen.findAllByRole('heading', { name: 'Green fee' })).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(within(card('Printed one')).getByRole('button', { name: 'Reprint' })).toBeInTheDocument();
  });

  it('switching tab reloads, resets sort to Club A-Z, clears the search and remembers the tab', async () => {
    const { api } = signedIn(GOLFER, [
      voucher({ voucher_id: 1, voucher_name: 'Green fee', favourite: true }),
      voucher({ voucher_id: 2, voucher_name: 'Lesson', owner_name: 'Aalborg Golfklub' }),
    ]);
    await renderRoute('/vouchers');
    await screen.findByRole('heading', { name: 'Green fee' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'valid_until');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'green');
    await waitFor(() =>
      expect(listQueries(api).at(-1)).toMatchObject({ sort: 'valid_until', search: 'green' }),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Lesson' })).not.toBeInTheDocument());

    const before = listQueries(api).length;
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('club_az');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(window.localStorage.getItem('voucherTab')).toBe('all');
    expect(await screen.findByRole('heading', { name: 'Lesson' })).toBeInTheDocument();
    const reload = listQueries(api).slice(before);
    expect(reload[0]).toMatchObject({ group: 'none', sort: 'club_az', offset: '0' });
    expect(reload[0]).not.toHaveProperty('search');
    expect(reload[0]).not.toHaveProperty('with_pdf');

    // Favourites: no search box, only favourites asked for.
    await userEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(screen.queryByRole('searchbox', { name: 'Search' })).not.toBeInTheDocument();
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ favourites: 'true' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Lesson' })).not.toBeInTheDocument());
    expect(window.localStorage.getItem('voucherTab')).toBe('favourites');
  });

  it('searches case-insensitively on voucher name and club name', async () => {
    signedIn(GOLFER, [
      voucher({ voucher_id: 1, voucher_name: 'Green fee', owner_name: 'Furesø Golfklub' }),
      voucher({ voucher_id: 2, voucher_name: 'Lesson', owner_name: 'Aalborg Golfklub' }),
    ]);
    await renderRoute('/vouchers');
    await screen.findByRole('heading', { name: 'Lesson' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'AALBORG');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Green fee' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Lesson' })).toBeInTheDocument();
  });

  it('says when geolocation is not available for the nearest sort, and keeps the sort', async () => {
    signedIn(GOLFER, [voucher({ voucher_id: 1, voucher_name: 'Green fee' })]);
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined, onLine: true });
    await renderRoute('/vouchers');
    await screen.findByRole('heading', { name: 'Green fee' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'nearest');
    expect(await screen.findByText('Geolocation is not available yet')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('club_az');
  });

  it('sorts by nearest with the device position', async () => {
    const { api } = signedIn(GOLFER, [voucher({ voucher_id: 1, voucher_name: 'Green fee' })]);
    const geolocation = {
      getCurrentPosition: (success: PositionCallback) =>
        success({ coords: { latitude: 55.68, longitude: 12.57 } } as GeolocationPosition),
    };
    vi.stubGlobal('navigator', { ...navigator, geolocation, onLine: true });
    await renderRoute('/vouchers');
    await screen.findByRole('heading', { name: 'Green fee' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'nearest');
    await waitFor(() =>
      expect(listQueries(api).at(-1)).toMatchObject({
        sort: 'nearest',
        latitude: '55.68',
        longitude: '12.57',
      }),
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('nearest');
  });

  it('pages 12 at a time with Show more', async () => {
    const many = Array.from({ length: 14 }, (_, index) =>
      voucher({ voucher_id: index + 1, voucher_name: `Voucher ${String(index + 1).padStart(2, '0')}` }),
    );
    signedIn(GOLFER, many);
    await renderRoute('/vouchers');
    await screen.findByRole('heading', { name: 'Voucher 01' });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(12);
    expect(screen.getByText('12 of 14 shown')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('heading', { name: 'Voucher 14' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says "more than" a capped search total and pages on while the pages come full', async () => {
    const many = Array.from({ length: 14 }, (_, index) =>
      voucher({ voucher_id: index + 1, voucher_name: `Voucher ${String(index + 1).padStart(2, '0')}` }),
    );
    signedIn(GOLFER, many, {}, 5);
    await renderRoute('/vouchers');
    await screen.findByRole('heading', { name: 'Voucher 01' });
    await userEvent.type(screen.getByRole('searchbox'), 'Voucher');
    expect(await screen.findByText('12 of more than 12 shown')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('heading', { name: 'Voucher 14' })).toBeInTheDocument();
    expect(screen.getByText('14 of 14 shown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('falls back to an empty list with a message when loading fails', async () => {
    signedIn(GOLFER, [], {
      'GET /api/v1/vouchers': { status: 500, body: { code: 'INTERNAL', message: 'boom' } },
    });
    await renderRoute('/vouchers');
    expect(
      await screen.findByText(
        'Your vouchers could not be loaded. Please try again later.',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
  });

  it('shows every field in the details popup, in English date form, and closes with the close button', async () => {
    signedIn(GOLFER, [
      voucher({
        voucher_id: 1,
        voucher_name: 'Green fee',
        product_name: 'Green fee 18 holes',
        valid_from: noon('2025-03-01'),
        valid_to: noon('2030-12-31'),
        uses_left: 3,
        uses_total: 5,
        restrictions: { valid_times_per_day: 1, requires_member_number: true },
      }),
    ]);
    await renderRoute('/vouchers');
    await userEvent.click(await screen.findByRole('button', { name: 'Green fee' }));
    const details = await screen.findByRole('dialog', { name: 'Green fee' });
    const inDetails = within(details);
    expect(inDetails.getByText('Furesø Golfklub')).toBeInTheDocument();
    expect(inDetails.getByText('Green fee 18 holes')).toBeInTheDocument();
    expect(inDetails.getByText('150,- DKK')).toBeInTheDocument();
    expect(inDetails.getByText('x1')).toBeInTheDocument();
    expect(inDetails.getByText('Number of uses')).toBeInTheDocument();
    expect(inDetails.getByText('3 of 5 left')).toBeInTheDocument();
    expect(inDetails.getByText('2025.03.01')).toBeInTheDocument();
    expect(inDetails.getByText('2030.12.31')).toBeInTheDocument();
    expect(inDetails.getByRole('heading', { name: 'Restrictions' })).toBeInTheDocument();
    expect(inDetails.getByText('Uses per day: at most 1')).toBeInTheDocument();
    expect(inDetails.getByText('Requires a union member number')).toBeInTheDocument();
    expect(inDetails.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'false');
    expect(inDetails.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(inDetails.getByRole('button', { name: 'Transfer' })).toBeInTheDocument();

    await userEvent.click(inDetails.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Green fee' })).not.toBeInTheDocument();
  });

  it('hides the number of uses of an intro card and shows Intro as its price', async () => {
    signedIn(GOLFER, [voucher({ voucher_id: 1, voucher_name: 'Intro card', type: 'introcard', value: '0' })]);
    await renderRoute('/vouchers');
    await userEvent.click(await screen.findByRole('button', { name: 'Intro card' }));
    const details = await screen.findByRole('dialog', { name: 'Intro card' });
    expect(within(details).queryByText('Number of uses')).not.toBeInTheDocument();
    expect(within(details).getByText('Intro')).toBeInTheDocument();
    expect(within(details).getByText('No restrictions')).toBeInTheDocument();
  });

  it('toggles a favourite in the open voucher and in the list at once', async () => {
    const { api, server } = signedIn(GOLFER, [voucher({ voucher_id: 5, voucher_name: 'Green fee' })]);
    await renderRoute('/vouchers');
    await userEvent.click(await screen.findByRole('button', { name: 'Green fee' }));
    const details = await screen.findByRole('dialog', { name: 'Green fee' });
    await userEvent.click(within(details).getByRole('button', { name: 'Favourite' }));

    expect(within(details).getByRole('button', { name: 'Favourite' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      within(card('Green fee')).getByRole('button', { name: 'Favourite', hidden: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.callsTo('PATCH /api/v1/voucher/5')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/v1/voucher/5')[0]?.body).toEqual({ favourite: true });
    expect(server.store.get(5)?.favourite).toBe(true);
  });

  it('puts the star back and says so when the favourite cannot be saved', async () => {
    signedIn(GOLFER, [voucher({ voucher_id: 5, voucher_name: 'Green fee' })], {
      'PATCH /api/v1/voucher/5': { status: 500, body: { code: 'INTERNAL', message: 'boom' } },
    });
    await renderRoute('/vouchers');
    await screen.findByRole('heading', { name: 'Green fee' });
    await userEvent.click(within(card('Green fee')).getByRole('button', { name: 'Favourite' }));
    expect(
      await screen.findByText('The favourite could not be saved. Please try again.'),
    ).toBeInTheDocument();
    expect(
      within(card('Green fee')).getByRole('button', { name: 'Favourite', hidden: true }),
    ).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('print flow', () => {
  function fakeWindow() {
    return { closed: false, opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  }

  it('asks to accept the print rules first, saves them, then opens the PDF and reloads the list', async () => {
    const { api } = signedIn(
      { ...GOLFER, print_rules_accepted: false },
      [voucher({ voucher_id: 5, voucher_name: 'Green fee' })],
      {
        'PATCH /api/v1/voucher/pdf/5': { body: { pdf: '/api/v1/voucher/pdf-file/abc', voucher_ids: [5] } },
      },
    );
    const tab = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await renderRoute('/vouchers');
    await screen.findByRole('heading', { name: 'Green fee' });

    await userEvent.click(within(card('Green fee')).getByRole('button', { name: 'Print' }));
    const notice = await screen.findByRole('dialog', { name: 'Before you print' });
    expect(api.callsTo('PATCH /api/v1/voucher/pdf/5')).toHaveLength(0);

    // Cancel only closes.
    await userEvent.click(within(notice).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Before you print' })).not.toBeInTheDocument();
    expect(api.callsTo('PATCH /api/v1/user')).toHaveLength(0);

    await userEvent.click(within(card('Green fee')).getByRole('button', { name: 'Print' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Before you print' })).getByRole('button', {
        name: 'Got it',
      }),
    );
    await waitFor(() => expect(tab.location.href).toBe('/api/v1/voucher/pdf-file/abc'));
    expect(api.callsTo('PATCH /api/v1/user')[0]?.body).toEqual({ print_rules_accepted: true });
    expect(api.callsTo('PATCH /api/v1/voucher/pdf/5')).toHaveLength(1);
    expect(open).toHaveBeenCalledTimes(1);
    expect(within(card('Green fee')).getByRole('button', { name: 'Reprint' })).toBeInTheDocument();

    const loads = api.callsTo('GET /api/v1/vouchers').length;
    await waitFor(() => expect(api.callsTo('GET /api/v1/vouchers').length).toBeGreaterThan(loads), {
      timeout: 3000,
    });
  });

  it('prints at once when the rules are accepted and shows the PDF error popup on failure', async () => {
    const { api } = signedIn(GOLFER, [voucher({ voucher_id: 5, voucher_name: 'Green fee' })], {
      'PATCH /api/v1/voucher/pdf/5': { status: 500, body: { code: 'PDF_FAILED', message: 'no' } },
    });
    const tab = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await renderRoute('/vouchers');
    await userEvent.click(await screen.findByRole('button', { name: 'Green fee' }));
    const details = await screen.findByRole('dialog', { name: 'Green fee' });
    await userEvent.click(within(details).getByRole('button', { name: 'Print' }));

    const error = await screen.findByRole('dialog', { name: 'PDF error' });
    expect(screen.queryByRole('dialog', { name: 'Before you print' })).not.toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(api.callsTo('PATCH /api/v1/user')).toHaveLength(0);
    await userEvent.click(within(error).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog', { name: 'PDF error' })).not.toBeInTheDocument();
  });

  it('prints without the notice when offline rules cannot be shown (browser offline)', async () => {
    const { api } = signedIn(
      { ...GOLFER, print_rules_accepted: false },
      [voucher({ voucher_id: 5, voucher_name: 'Green fee' })],
      {
        'PATCH /api/v1/voucher/pdf/5': { body: { pdf: '/api/v1/voucher/pdf-file/abc', voucher_ids: [5] } },
      },
    );
    vi.spyOn(window, 'open').mockReturnValue(fakeWindow() as unknown as Window);
    await renderRoute('/vouchers');
    await screen.findByRole('heading', { name: 'Green fee' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await userEvent.click(within(card('Green fee')).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/v1/voucher/pdf/5')).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Before you print' })).not.toBeInTheDocument();
  });
});
