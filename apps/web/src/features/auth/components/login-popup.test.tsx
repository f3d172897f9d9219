import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginPopup, openLoginPopup } from '../../../lib/login-popup';
import { sessionToken, setSessionToken } from '../../../lib/session';
import { mockApi, REFERENCE_ANSWERS } from '../../../../test/api-mock';
import { renderRoute } from '../../../../test/render-route';
import { browser } from '../../../lib/browser';
import { mailVerifyPopup } from '../model/mail-verify-popup';
import { golferProfile } from '../../../../test/user-fixture';

const USER = golferProfile({ pin_set: true });
const UNCONFIRMED_SESSION = 'session-unconfirmed-0123456789';

/** Everything this tab keeps in local and session storage, as one text to search. */
function storedText() {
  const all: string[] = [];
  for (const store of [window.localStorage, window.sessionStorage]) {
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i) ?? '';
      all.push(key, store.getItem(key) ?? '');
    }
  }
  return all.join('\n');
}

const basic = (sessionId: string) => `Basic ${btoa(`${sessionId}:`)}`;

afterEach(() => {
  setSessionToken(null);
  loginPopup.set({ open: false, tab: 'golfbox' });
  mailVerifyPopup.set({ open: false, email: '' });
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openEmailTab() {
  act(() => openLoginPopup('email'));
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  return dialog;
}

describe('login popup', () => {
  it('opens on the golfbox tab with the country picker preset from the IP country', async () => {
    mockApi({
      ...REFERENCE_ANSWERS,
      'GET /api/v1/geoip': { body: { country_code: 'SE', country_name: 'Sweden', calling_code: '46' } },
    });
    const { router } = await renderRoute('/contact-us');
    act(() => openLoginPopup());
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByRole('tab', { name: 'Golf union' })).toHaveAttribute('aria-selected', 'true');
    const country = within(dialog).getByRole('combobox', { name: 'Country of residence' });
    await waitFor(() => expect(country).toHaveValue('SE'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in with golf union' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/loginSweden'));
    expect(loginPopup.get().open).toBe(false);
  });

  it('sends other countries to the federation sign-in, one press per 5 seconds', async () => {
    mockApi(REFERENCE_ANSWERS);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await renderRoute('/contact-us');
    act(() => openLoginPopup());
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    const country = within(dialog).getByRole('combobox', { name: 'Country of residence' });
    await waitFor(() => expect(country).toHaveValue('DK'));
    await userEvent.selectOptions(country, 'NO');
    const button = within(dialog).getByRole('button', { name: 'Sign in with golf union' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(assign).toHaveBeenCalledTimes(1);
    const url = new URL(assign.mock.calls[0]?.[0] ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/v1/login/oauth2/do-signin');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      countryCode: 'NO',
      callback: `${window.location.origin}/register/oauth-consumer`,
      consumer: 'WEB',
    });
  });

  it('offers only the countries whose golf union can sign in here (issue 31)', async () => {
    const countries = REFERENCE_ANSWERS['GET /api/v1/countries']!.body as Record<string, unknown>[];
    mockApi({
      ...REFERENCE_ANSWERS,
      'GET /api/v1/countries': {
        body: [
          ...countries,
          {
            country_code: 'IS',
            isoCode: 'IS',
            locale: 'is',
            phonePrefix: '+354',
            countryName: 'Iceland',
            displayName: 'Icelandic',
            img_url: '/flags/is.svg',
            union_sign_in: false,
          },
        ],
      },
      // The visitor is in Iceland: its union cannot sign in, so Denmark is preset.
      'GET /api/v1/geoip': { body: { country_code: 'IS', country_name: 'Iceland', calling_code: '354' } },
    });
    await renderRoute('/contact-us');
    act(() => openLoginPopup());
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    const country = within(dialog).getByRole('combobox', { name: 'Country of residence' });
    await waitFor(() => expect(country).toBeEnabled());
    await waitFor(() => expect(country).toHaveValue('DK'));
    const offered = within(country)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(offered).toEqual(['DK', 'NO', 'SE']);
  });

  it('shows field errors only after the first submit, and sends nothing while invalid', async () => {
    const api = mockApi({ ...REFERENCE_ANSWERS });
    await renderRoute('/contact-us');
    const dialog = await openEmailTab();
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(email, 'not-an-email');
    expect(within(dialog).queryByText('Please enter valid email')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Please enter valid email')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter password')).toBeInTheDocument();
    expect(within(dialog).getByText('Please check the fields marked in red')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/v1/session')).toHaveLength(0);
  });

  it('shows the session error under the form when the credentials are wrong', async () => {
    mockApi({
      ...REFERENCE_ANSWERS,
      'POST /api/v1/session': {
        status: 401,
        body: {
          status: 401,
          code: 'INVALID_CREDENTIALS',
          message: 'Check your credentials, email or password are incorrect.',
        },
      },
    });
    await renderRoute('/contact-us');
    const dialog = await openEmailTab();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'anna@example.dk');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(
      await within(dialog).findByText('Check your credentials, email or password are incorrect.'),
    ).toBeInTheDocument();
    expect(sessionToken.get()).toBeNull();
  });

  it('signs in without keeping the password, hands over the referral once and goes to /vouchers', async () => {
    window.localStorage.setItem('referral', 'club-42');
    const api = mockApi({
      ...REFERENCE_ANSWERS,
      'POST /api/v1/session': {
        body: { session_id: 'session-abcdefghijklmnopqrstuvwxyz', email_confirmed: true, user_id: 7 },
      },
      'GET /api/v1/user': { body: USER },
      'POST /api/v1/transfer-referral/': { body: { success: true } },
    });
    const { router } = await renderRoute('/contact-us');
    const dialog = await openEmailTab();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'Anna@Example.dk');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/vouchers'), { timeout: 5000 });
    expect(sessionToken.get()).toBe('session-abcdefghijklmnopqrstuvwxyz');
    expect(window.localStorage.getItem('userToken')).toBe('session-abcdefghijklmnopqrstuvwxyz');
    expect(storedText()).not.toContain('secret-1');
    expect(window.sessionStorage.getItem('loginData')).toBeNull();
    expect(api.callsTo('POST /api/v1/session')[0]?.body).toMatchObject({
      email: 'anna@example.dk',
      password: 'secret-1',
      device_platform: 'web',
    });
    expect(api.callsTo('POST /api/v1/transfer-referral/')[0]?.body).toEqual({ referral: 'club-42' });
    expect(window.localStorage.getItem('referral')).toBeNull();
    expect(loginPopup.get().open).toBe(false);
  });

  it('opens the mail-verify popup for an unconfirmed e-mail without signing in or storing the password', async () => {
    let confirmed = false;
    const api = mockApi({
      ...REFERENCE_ANSWERS,
      'POST /api/v1/session': {
        body: { session_id: UNCONFIRMED_SESSION, email_confirmed: false, user_id: 7 },
      },
      'GET /api/v1/session': () => ({
        body: {
          user_id: 7,
          email: 'anna@example.dk',
          email_confirmed: confirmed,
          created_at: '2026-11-23T10:00:00.000Z',
          expires_at: '2026-12-23T10:00:00.000Z',
        },
      }),
      'GET /api/v1/user': { body: golferProfile({ email: 'anna@example.dk' }) },
      'DELETE /api/v1/session': { body: { success: true } },
      'POST /api/v1/user/resend/email': { body: { success: true } },
    });
    const { router } = await renderRoute('/contact-us');
    const dialog = await openEmailTab();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'anna@example.dk');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));

    const verify = await screen.findByRole('dialog', { name: 'Confirm your e-mail' });
    expect(sessionToken.get()).toBeNull();
    expect(storedText()).not.toContain('secret-1');

    // Send again: the mail goes out again, then GET /session on the unconfirmed session.
    await userEvent.click(within(verify).getByRole('button', { name: 'Send again' }));
    expect(
      await within(verify).findByText('We have sent the e-mail again. Please check your inbox.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/session')).toHaveLength(1);
    expect(api.callsTo('POST /api/v1/user/resend/email')[0]?.body).toEqual({ email: 'anna@example.dk' });
    expect(api.callsTo('GET /api/v1/session')[0]?.authorization).toBe(basic(UNCONFIRMED_SESSION));
    expect(sessionToken.get()).toBeNull();

    // Confirmed meanwhile: Send again signs in with that same session, no second login.
    confirmed = true;
    await userEvent.click(within(verify).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vouchers'), { timeout: 5000 });
    expect(sessionToken.get()).toBe(UNCONFIRMED_SESSION);
    expect(api.callsTo('POST /api/v1/session')).toHaveLength(1);
    expect(mailVerifyPopup.get().open).toBe(false);
    expect(storedText()).not.toContain('secret-1');
  });

  it('ends the unconfirmed session when the mail-verify popup closes; Back to login opens the login', async () => {
    const api = mockApi({
      ...REFERENCE_ANSWERS,
      'POST /api/v1/session': {
        body: { session_id: UNCONFIRMED_SESSION, email_confirmed: false, user_id: 7 },
      },
      'DELETE /api/v1/session': { body: { success: true } },
    });
    await renderRoute('/contact-us');
    const dialog = await openEmailTab();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'anna@example.dk');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const verify = await screen.findByRole('dialog', { name: 'Confirm your e-mail' });
    expect(api.callsTo('DELETE /api/v1/session')).toHaveLength(0);

    await userEvent.click(within(verify).getByRole('button', { name: 'Back to login' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(loginPopup.get()).toEqual({ open: true, tab: 'email' });
    await waitFor(() => expect(api.callsTo('DELETE /api/v1/session')).toHaveLength(1));
    expect(api.callsTo('DELETE /api/v1/session')[0]?.authorization).toBe(basic(UNCONFIRMED_SESSION));
    expect(window.sessionStorage.length).toBe(0);
  });
});
