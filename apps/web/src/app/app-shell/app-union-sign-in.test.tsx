import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser';
import { unionNavigation } from '../../features/profile/components/golf-id-link-section';
import { dispatchDraft } from '../../features/registration/model/draft-store';
import { federationState } from '../../features/registration/model/federation';
import { sessionToken, setSessionToken } from '../../lib/session';
import { mockApi, REFERENCE_ANSWERS } from '../../../test/api-mock';
import { renderRoute } from '../../../test/render-route';
import { golferProfile } from '../../../test/user-fixture';

/**
 * The golf-union pages of the app (spec §2 "Mobile and app screens", §4 "Federation login
 * result"): the Swedish sign-in, the union sign-in's return, update or replace golf ID and import,
 * the web's pages in the app's layout under /app, ending in the app's tabs or its profile.
 */

const PERSON = {
  golfId: '12-345',
  golfUnionId: '1',
  birthDate: '1980-02-03',
  firstName: 'Anna',
  lastName: 'Holm',
  email: 'anna@example.dk',
  country: 'DK',
  sex: 'f',
  phoneNumber: '+4512345678',
};
const TICKET = { updateSessionId: 'ticket-0123456789abcdefghij' };
/** The union's return: a one-time code in the address, exchanged by the page for the result (issue 31). */
const RESULT = 'result=result-code-0123456789abcdef';
function resultAnswer(payload: Record<string, string>) {
  return { 'POST /api/v1/login/oauth2/result': { body: payload } };
}
const SIGNED_IN = {
  'GET /api/v1/user': { body: golferProfile() },
  'GET /api/v1/clubs': { body: [] },
  'GET /api/v1/my-clubs-list': { body: [] },
};

afterEach(() => {
  dispatchDraft({ type: 'abort' });
  federationState.set({ result: null, credentials: null });
  setSessionToken(null);
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

/** The country of residence on the app's Log in, once the countries have loaded. */
async function chooseCountry(code: string) {
  const country = await screen.findByRole('combobox', { name: 'Country of residence' });
  await waitFor(() => expect(country).toBeEnabled());
  await userEvent.selectOptions(country, code);
}

async function waitForPath(router: { state: { location: { pathname: string } } }, path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 5000 });
}

describe('the app’s Swedish union sign-in', () => {
  it('opens from the app’s Log in as an app screen and signs in to the tabs', async () => {
    const api = mockApi({
      ...REFERENCE_ANSWERS,
      ...SIGNED_IN,
      'POST /api/v1/login/sweden': { body: { session_id: 'sweden-session-0123456789ab' } },
    });
    const { router } = await renderRoute('/app/login');
    await chooseCountry('SE');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with golf union' }));
    await waitForPath(router, '/app/sign-up/sweden');
    const golfId = await screen.findByRole('textbox', { name: 'Golf ID' });
    // The app's frame (its Back and Sign in), not the web's header.
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/app/login');

    await userEvent.type(golfId, '8001010011');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with MinGolf' }));
    await waitForPath(router, '/app/clubs');
    expect(api.callsTo('POST /api/v1/login/sweden')[0]?.body).toEqual({
      countryCode: 'SE',
      golf_id: '800101-001',
      password: 'secret-1',
    });
    expect(sessionToken.get()).toBe('sweden-session-0123456789ab');
    expect(await screen.findByRole('navigation', { name: 'App sections' })).toBeInTheDocument();
  }, 20_000);
});

describe('a union sign-in begun in the app', () => {
  it('comes back through the web’s return page into the app’s, then imports and updates in the app', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const api = mockApi({
      ...REFERENCE_ANSWERS,
      ...SIGNED_IN,
      ...resultAnswer({ ...PERSON, ...TICKET }),
      'POST /api/v1/user/golfids': { body: { data: { golf_ids: ['11-111'] } } },
      'POST /api/v1/login/update': {
        body: { session_id: 'import-session-0123456789ab', email_confirmed: true, user_id: 7 },
      },
    });
    const first = await renderRoute('/app/login');
    await chooseCountry('NO');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with golf union' }));
    // The union returns to the only page the API allows, the web's.
    const url = new URL(assign.mock.calls[0]?.[0] ?? '', 'http://localhost');
    expect(url.searchParams.get('callback')).toBe(`${window.location.origin}/register/oauth-consumer`);
    first.unmount();

    const { router } = await renderRoute(`/register/oauth-consumer?${RESULT}`);
    await waitForPath(router, '/app/sign-up/oauth-consumer');
    expect(router.state.location.search).toBe(`?${RESULT}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, I have an account' }));
    await waitForPath(router, '/app/sign-up/import');
    expect(screen.queryByRole('banner')).toBeNull();

    await userEvent.type(await screen.findByLabelText('Password'), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitForPath(router, '/app/sign-up/update');
    await userEvent.click(await screen.findByRole('button', { name: 'Add the ID' }));
    await waitForPath(router, '/app/clubs');
    expect(api.callsTo('POST /api/v1/login/update')[0]?.body).toMatchObject({
      ticket: 'ticket-0123456789abcdefghij',
      action: 'add',
    });
    expect(sessionToken.get()).toBe('import-session-0123456789ab');
  }, 20_000);

  it('ignoring the new golf ID on the app’s update screen goes back to the app’s Log in', async () => {
    window.sessionStorage.setItem('unionSignInFrom', 'app');
    mockApi({ ...REFERENCE_ANSWERS, ...resultAnswer({ ...PERSON, existing_golf_ids: '11-111', ...TICKET }) });
    const { router } = await renderRoute(`/register/oauth-consumer?${RESULT}`);
    await waitForPath(router, '/app/sign-up/update');
    await userEvent.click(await screen.findByRole('button', { name: 'Ignore' }));
    await waitForPath(router, '/app/login');
  });

  it('is handed on once: a later sign-in on the web stays on the web', async () => {
    window.sessionStorage.setItem('unionSignInFrom', 'app');
    mockApi(REFERENCE_ANSWERS);
    const once = await renderRoute('/register/oauth-consumer?error=denied');
    await waitForPath(once.router, '/app/sign-up/oauth-consumer');
    expect(await screen.findByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/app/login');
    once.unmount();
    const again = await renderRoute('/register/oauth-consumer?error=denied');
    expect(await screen.findByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/register');
    expect(again.router.state.location.pathname).toBe('/register/oauth-consumer');
  });

  it('from the app’s profile, links the golf ID and returns to the app’s profile', async () => {
    setSessionToken('signed-in-session-0123456789');
    const assign = vi.spyOn(unionNavigation, 'assign').mockImplementation(() => {});
    const api = mockApi({
      ...REFERENCE_ANSWERS,
      ...SIGNED_IN,
      ...resultAnswer({ ...PERSON, ...TICKET }),
      'POST /api/v1/user/golfids/link': { body: { data: { golf_ids: ['12-345'] } } },
    });
    const first = await renderRoute('/app/more/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Link golf ID' }));
    expect(assign).toHaveBeenCalledTimes(1);
    first.unmount();

    const { router } = await renderRoute(`/register/oauth-consumer?${RESULT}`);
    await waitForPath(router, '/app/more/profile');
    expect(api.callsTo('POST /api/v1/user/golfids/link')).toHaveLength(1);
    expect(sessionToken.get()).toBe('signed-in-session-0123456789');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/12-345/)).toBeInTheDocument();
  }, 20_000);
});
