import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginPopup } from '../../../lib/login-popup';
import { setSessionToken } from '../../../lib/session';
import { jsonFetch, renderRoute } from '../../../../test/render-route';

// One mock for the whole file: the app's API client keeps the fetch it first saw.
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    jsonFetch({ '/api/v1/geoip': { country_code: 'SE', country_name: 'Sweden', calling_code: '46' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  setSessionToken(null);
  loginPopup.set({ open: false, tab: 'golfbox' });
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('landing page', () => {
  it('shows the four benefits, the driving-range promo and both app links', async () => {
    await renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Your golf vouchers');
    const benefits = screen.getByRole('region', { name: 'Why GolfWallet?' });
    expect(within(benefits).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Go to GolfWallet Range' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\//),
    );
    expect(screen.getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      expect.stringContaining('apps.apple.com'),
    );
    expect(screen.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      expect.stringContaining('play.google.com'),
    );
  });

  it("greets the visitor's country by IP and points to that country's site", async () => {
    await renderRoute('/');
    expect(await screen.findByText('Welcome, golfer from Sweden!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Are you in Sweden\?/ })).toHaveAttribute('href', '/?lang=sv');
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/geoip', expect.objectContaining({ method: 'GET' }));
  });

  it('greets in the grammar of each language, and without a country it has no phrases for', async () => {
    await renderRoute('/', { locale: 'fi' });
    expect(await screen.findByText('Tervetuloa, golfaaja Ruotsista!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Oletko Ruotsissa\?/ })).toBeInTheDocument();
    cleanup();
    fetchMock.mockImplementation(
      jsonFetch({ '/api/v1/geoip': { country_code: 'DK', country_name: 'Danmörk', calling_code: '45' } }),
    );
    await renderRoute('/', { locale: 'is' });
    expect(await screen.findByText('Velkomin(n), kylfingur frá Danmörku!')).toBeInTheDocument();
    cleanup();
    fetchMock.mockImplementation(
      jsonFetch({ '/api/v1/geoip': { country_code: 'BR', country_name: 'Brazil', calling_code: '55' } }),
    );
    await renderRoute('/');
    expect(await screen.findByText('Welcome, golfer!')).toBeInTheDocument();
  });

  it('takes the visitor to be in Denmark when the lookup fails', async () => {
    fetchMock.mockImplementation(jsonFetch({}));
    await renderRoute('/');
    expect(await screen.findByText('Welcome, golfer from Denmark!')).toBeInTheDocument();
  });

  it('opens the login popup once when the stored flag says so, and removes the flag', async () => {
    window.localStorage.setItem('logInPopupIsOpen', 'true');
    await renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    // The page opens it in an effect after its first render.
    await waitFor(() => expect(loginPopup.get().open).toBe(true));
    expect(window.localStorage.getItem('logInPopupIsOpen')).toBeNull();
  });

  it('leaves the popup closed without the flag', async () => {
    await renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    expect(loginPopup.get().open).toBe(false);
  });

  it('sends signed-in golfers on to /vouchers', async () => {
    setSessionToken('session-9');
    const { router } = await renderRoute('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/vouchers'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
