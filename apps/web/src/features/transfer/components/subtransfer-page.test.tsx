import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginPopup } from '../../../lib/login-popup';
import { setSessionToken } from '../../../lib/session';
import { mockApi } from '../../../../test/api-mock';
import { renderRoute } from '../../../../test/render-route';
import { golferProfile } from '../../../../test/user-fixture';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const PROCESS = {
  voucher_name: 'Green fee 18 holes',
  target_email: 'bo@example.dk',
  quantity: 1,
  status: 'pending',
  expires_at: 2_000_000_000,
};

afterEach(() => {
  setSessionToken(null);
  loginPopup.set({ open: false, tab: 'golfbox' });
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('voucher sub-transfer page', () => {
  it('signed out: Confirm keeps the token and opens the login popup', async () => {
    const api = mockApi({ [`GET /api/v1/transfer-process/${TOKEN}`]: { body: PROCESS } });
    await renderRoute(`/voucher-subtransfer/${TOKEN}`);
    expect(await screen.findByText('Green fee 18 holes')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(window.localStorage.getItem('transferProcess')).toBe(TOKEN);
    expect(loginPopup.get().open).toBe(true);
    expect(api.callsTo(`PATCH /api/v1/transfer-process/${TOKEN}`)).toHaveLength(0);
  });

  it('signed in: Confirm accepts the transfer, forgets the token and goes to /', async () => {
    setSessionToken('session-0123456789abcdefghij');
    window.localStorage.setItem('transferProcess', TOKEN);
    const api = mockApi({
      [`GET /api/v1/transfer-process/${TOKEN}`]: { body: PROCESS },
      [`PATCH /api/v1/transfer-process/${TOKEN}`]: {
        body: { transfer_id: 1, voucher_ids: [5], quantity: 1, voucher_name: 'Green fee 18 holes' },
      },
    });
    const { router } = await renderRoute(`/voucher-subtransfer/${TOKEN}`);
    await screen.findByText('Green fee 18 holes');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).not.toContain('voucher-subtransfer'));
    expect(api.callsTo(`PATCH /api/v1/transfer-process/${TOKEN}`)[0]?.body).toEqual({});
    expect(window.localStorage.getItem('transferProcess')).toBeNull();
  });

  describe('accepted in the app or on a phone (issue 34, item 3)', () => {
    function acceptingApi() {
      setSessionToken('session-0123456789abcdefghij');
      return mockApi({
        [`GET /api/v1/transfer-process/${TOKEN}`]: { body: PROCESS },
        [`PATCH /api/v1/transfer-process/${TOKEN}`]: {
          body: { transfer_id: 1, voucher_ids: [5], quantity: 1, voucher_name: 'Green fee 18 holes' },
        },
        'GET /api/v1/user': { body: golferProfile() },
        'GET /api/v1/vouchers': { body: { items: [], total: 0, total_capped: false } },
        'GET /api/v1/clubs': { body: [] },
      });
    }
    /** A screen answering media queries as a phone (narrow, touch) or a desktop does. */
    function screenLike(phone: boolean) {
      vi.stubGlobal(
        'matchMedia',
        (query: string) =>
          ({
            matches: phone && query.includes('pointer: coarse'),
            media: query,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
          }) as unknown as MediaQueryList,
      );
    }

    afterEach(() => {
      delete (globalThis as { Capacitor?: unknown }).Capacitor;
    });

    it('on a phone, goes on to the app’s vouchers', async () => {
      acceptingApi();
      screenLike(true);
      const { router } = await renderRoute(`/voucher-subtransfer/${TOKEN}`);
      await screen.findByText('Green fee 18 holes');
      await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/app/vouchers'));
    });

    it('inside the native app, goes on to the app’s vouchers', async () => {
      acceptingApi();
      screenLike(false);
      (globalThis as { Capacitor?: unknown }).Capacitor = {
        isNativePlatform: () => true,
        getPlatform: () => 'android',
      };
      const { router } = await renderRoute(`/voucher-subtransfer/${TOKEN}`);
      await screen.findByText('Green fee 18 holes');
      await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/app/vouchers'));
    });

    it('on a desktop, stays on the web', async () => {
      acceptingApi();
      screenLike(false);
      const { router } = await renderRoute(`/voucher-subtransfer/${TOKEN}`);
      await screen.findByText('Green fee 18 holes');
      await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(router.state.location.pathname).not.toContain('voucher-subtransfer'));
      expect(router.state.location.pathname.startsWith('/app')).toBe(false);
    });
  });

  it('shows the translated error when confirming fails', async () => {
    setSessionToken('session-0123456789abcdefghij');
    mockApi({
      [`GET /api/v1/transfer-process/${TOKEN}`]: { body: PROCESS },
      [`PATCH /api/v1/transfer-process/${TOKEN}`]: {
        status: 422,
        body: {
          status: 422,
          code: 'TRANSFER_TO_SELF',
          message: 'Du kan ikke overføre et værdibevis til dig selv.',
        },
      },
    });
    await renderRoute(`/voucher-subtransfer/${TOKEN}`, { locale: 'da' });
    await screen.findByText('Green fee 18 holes');
    await userEvent.click(screen.getByRole('button', { name: 'Bekræft' }));
    expect(await screen.findByText('Du kan ikke overføre et værdibevis til dig selv.')).toBeInTheDocument();
  });

  it('forgets the link kept for after the login when confirming it can never work', async () => {
    setSessionToken('session-0123456789abcdefghij');
    window.localStorage.setItem('transferProcess', TOKEN);
    mockApi({
      [`GET /api/v1/transfer-process/${TOKEN}`]: { body: PROCESS },
      [`PATCH /api/v1/transfer-process/${TOKEN}`]: {
        status: 409,
        body: { status: 409, code: 'TRANSFER_ALREADY_DONE', message: 'The transfer is already done' },
      },
    });
    await renderRoute(`/voucher-subtransfer/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The transfer is already done')).toBeInTheDocument();
    expect(window.localStorage.getItem('transferProcess')).toBeNull();
  });

  it('keeps the link for after the login when confirming failed for a passing reason', async () => {
    setSessionToken('session-0123456789abcdefghij');
    window.localStorage.setItem('transferProcess', TOKEN);
    mockApi({
      [`GET /api/v1/transfer-process/${TOKEN}`]: { body: PROCESS },
      [`PATCH /api/v1/transfer-process/${TOKEN}`]: {
        status: 503,
        body: { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Try again later' },
      },
    });
    await renderRoute(`/voucher-subtransfer/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Try again later')).toBeInTheDocument();
    expect(window.localStorage.getItem('transferProcess')).toBe(TOKEN);
  });

  it('forgets a kept link that has expired or was taken back, and keeps it while the server is away', async () => {
    window.localStorage.setItem('transferProcess', TOKEN);
    mockApi({
      [`GET /api/v1/transfer-process/${TOKEN}`]: {
        status: 503,
        body: { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Try again later' },
      },
    });
    const first = await renderRoute(`/voucher-subtransfer/${TOKEN}`);
    expect(await screen.findByText('Error transfering voucher')).toBeInTheDocument();
    expect(window.localStorage.getItem('transferProcess')).toBe(TOKEN);
    first.unmount();

    mockApi({
      [`GET /api/v1/transfer-process/${TOKEN}`]: {
        status: 410,
        body: { status: 410, code: 'TRANSFER_EXPIRED', message: 'The transfer link has expired' },
      },
    });
    await renderRoute(`/voucher-subtransfer/${TOKEN}`);
    expect(await screen.findByText('Error transfering voucher')).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('transferProcess')).toBeNull());
  });

  it('forgets a kept link that was already accepted', async () => {
    window.localStorage.setItem('transferProcess', TOKEN);
    mockApi({ [`GET /api/v1/transfer-process/${TOKEN}`]: { body: { ...PROCESS, status: 'confirmed' } } });
    await renderRoute(`/voucher-subtransfer/${TOKEN}`);
    await screen.findByRole('alert');
    expect(window.localStorage.getItem('transferProcess')).toBeNull();
  });

  it("says 'Error transfering voucher' when the link cannot be loaded", async () => {
    mockApi({
      [`GET /api/v1/transfer-process/${TOKEN}`]: {
        status: 404,
        body: { status: 404, code: 'TRANSFER_NOT_FOUND', message: 'Error transfering voucher' },
      },
    });
    await renderRoute(`/voucher-subtransfer/${TOKEN}`);
    expect(await screen.findByText('Error transfering voucher')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('does not ask the API about a malformed token', async () => {
    const api = mockApi({});
    await renderRoute('/voucher-subtransfer/not-a-token');
    expect(await screen.findByText('Error transfering voucher')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.includes('transfer-process'))).toHaveLength(0);
  });

  it('gives a link that does not work the logo and a way home', async () => {
    mockApi({});
    const { router } = await renderRoute('/voucher-subtransfer/not-a-token');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error transfering voucher');
    expect(screen.getByRole('link', { name: 'GolfWallet, front page' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('link', { name: 'Go to the front page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
