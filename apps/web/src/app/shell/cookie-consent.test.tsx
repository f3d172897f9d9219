import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieDecision } from '../../lib/cookie-consent';
import { setSessionToken } from '../../lib/session';
import { mockApi, REFERENCE_ANSWERS } from '../../../test/api-mock';
import { renderRoute } from '../../../test/render-route';

afterEach(() => {
  setSessionToken(null);
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('cookie consent', () => {
  it('asks an undecided visitor, stores "Necessary only" with its time and counts no page views', async () => {
    cookieDecision.set(null);
    const api = mockApi(REFERENCE_ANSWERS);
    await renderRoute('/faq');
    const panel = await screen.findByRole('region', { name: 'Cookies' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Necessary only' }));
    expect(screen.queryByRole('region', { name: 'Cookies' })).not.toBeInTheDocument();
    const stored = JSON.parse(window.localStorage.getItem('cookieConsent') ?? 'null');
    expect(stored).toEqual({ statistics: false, decided_at: expect.any(String) });
    expect(Date.now() - Date.parse(stored.decided_at)).toBeLessThan(60_000);
    expect(api.calls.filter((call) => call.path.includes('statistics'))).toHaveLength(0);
  });

  it('counts page views only after "Accept all", and the icon shows and changes the decision', async () => {
    cookieDecision.set(null);
    const api = mockApi({
      ...REFERENCE_ANSWERS,
      'POST /api/v1/statistics/page-view': { body: { success: true } },
    });
    await renderRoute('/faq');
    const panel = await screen.findByRole('region', { name: 'Cookies' });
    expect(api.calls.filter((call) => call.path.includes('statistics'))).toHaveLength(0);
    await userEvent.click(within(panel).getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(api.callsTo('POST /api/v1/statistics/page-view')).toHaveLength(1));
    expect(api.callsTo('POST /api/v1/statistics/page-view')[0]?.body).toEqual({ path: '/faq' });

    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const again = await screen.findByRole('region', { name: 'Cookies' });
    expect(within(again).getByText(/^Your choice: Accept all \(/)).toBeInTheDocument();
    await userEvent.click(within(again).getByRole('button', { name: 'Necessary only' }));
    expect(JSON.parse(window.localStorage.getItem('cookieConsent') ?? 'null').statistics).toBe(false);
  });

  it('stores a signed-in golfer’s choice with the account too (consent with time and text version)', async () => {
    cookieDecision.set(null);
    setSessionToken('session-0123456789abcdefghij');
    const api = mockApi({
      ...REFERENCE_ANSWERS,
      'POST /api/v1/user/consents': {
        status: 201,
        body: {
          kind: 'cookie_statistics',
          granted: false,
          text_version: '2025-02',
          at: '2026-11-25T10:00:00.000Z',
        },
      },
    });
    await renderRoute('/faq');
    const panel = await screen.findByRole('region', { name: 'Cookies' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Necessary only' }));
    await waitFor(() => expect(api.callsTo('POST /api/v1/user/consents')).toHaveLength(1));
    expect(api.callsTo('POST /api/v1/user/consents')[0]?.body).toEqual({
      kind: 'cookie_statistics',
      granted: false,
      source: 'cookie_banner',
    });
  });

  it('records a choice made before signing in on the account once a session starts, and only once', async () => {
    cookieDecision.set(null);
    const api = mockApi({
      ...REFERENCE_ANSWERS,
      'POST /api/v1/user/consents': {
        status: 201,
        body: {
          kind: 'cookie_statistics',
          granted: true,
          text_version: '2025-02',
          at: '2026-11-25T10:00:00.000Z',
        },
      },
    });
    await renderRoute('/faq');
    const panel = await screen.findByRole('region', { name: 'Cookies' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Accept all' }));
    expect(api.callsTo('POST /api/v1/user/consents')).toHaveLength(0);

    act(() => setSessionToken('session-0123456789abcdefghij'));
    await waitFor(() => expect(api.callsTo('POST /api/v1/user/consents')).toHaveLength(1));
    expect(api.callsTo('POST /api/v1/user/consents')[0]?.body).toEqual({
      kind: 'cookie_statistics',
      granted: true,
      source: 'cookie_banner',
    });
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('cookieConsent') ?? 'null').recorded).toBe(true),
    );

    // A new session (sign out, sign in again) does not post the recorded choice again.
    act(() => setSessionToken(null));
    act(() => setSessionToken('session-abcdefghij0123456789'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('POST /api/v1/user/consents')).toHaveLength(1);
  });

  it('tries a failed recording again at the next session start', async () => {
    cookieDecision.set(null);
    const api = mockApi({
      ...REFERENCE_ANSWERS,
      'POST /api/v1/user/consents': { status: 503, body: { error: 'unavailable' } },
    });
    await renderRoute('/faq');
    const panel = await screen.findByRole('region', { name: 'Cookies' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Necessary only' }));
    act(() => setSessionToken('session-0123456789abcdefghij'));
    await waitFor(() => expect(api.callsTo('POST /api/v1/user/consents')).toHaveLength(1));
    act(() => setSessionToken(null));
    act(() => setSessionToken('session-abcdefghij0123456789'));
    await waitFor(() => expect(api.callsTo('POST /api/v1/user/consents')).toHaveLength(2));
    expect(JSON.parse(window.localStorage.getItem('cookieConsent') ?? 'null').recorded).toBeUndefined();
  });

  it('sends nothing to the API for a visitor who is not signed in', async () => {
    cookieDecision.set(null);
    const api = mockApi(REFERENCE_ANSWERS);
    await renderRoute('/faq');
    const panel = await screen.findByRole('region', { name: 'Cookies' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Accept all' }));
    expect(api.calls.filter((call) => call.path.includes('consents'))).toHaveLength(0);
  });
});
