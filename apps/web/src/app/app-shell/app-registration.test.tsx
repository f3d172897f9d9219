import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser';
import { dispatchDraft } from '../../features/registration/model/draft-store';
import { setSessionToken } from '../../lib/session';
import { mockApi, REFERENCE_ANSWERS, signUpAnswers } from '../../../test/api-mock';
import { renderRoute } from '../../../test/render-route';
import { golferProfile } from '../../../test/user-fixture';

/**
 * The app's sign-up, verify account and forgot password (spec §2 "Mobile and app screens"): the
 * web's registration pages in the app's layout under /app, ending in the app's tabs.
 */

const USER = golferProfile({ user_id: 9, email: 'ole@example.dk' });

function signUpApi() {
  return mockApi({
    ...signUpAnswers(USER),
    'GET /api/v1/clubs': { body: [] },
    'GET /api/v1/my-clubs-list': { body: [] },
  });
}

afterEach(() => {
  dispatchDraft({ type: 'abort' });
  setSessionToken(null);
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the app’s sign-up', () => {
  it('goes from Start to the sign-up select and a step in the app’s layout, within /app', async () => {
    mockApi({ ...REFERENCE_ANSWERS });
    const { router } = await renderRoute('/app');
    await userEvent.click(await screen.findByRole('link', { name: 'Sign up free' }));
    await screen.findByRole('heading', { level: 1, name: 'Are you a member of a golf union?' });
    expect(router.state.location.pathname).toBe('/app/sign-up');
    // The app's frame, not the web's header; "have an account" leads to the app's Log in.
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/app/login');

    await userEvent.click(screen.getByRole('button', { name: 'I am a union member' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign up as a union member' });
    expect(router.state.location.pathname).toBe('/app/sign-up/union');
    const steps = screen.getByRole('navigation', { name: /steps/i });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: 'Are you a member of a golf union?' });
    await userEvent.click(screen.getByRole('button', { name: 'I am not a union member' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign up as a non-union member' });
    expect(router.state.location.pathname).toBe('/app/sign-up/non-union');
  }, 20_000);

  it('sends a step opened without its data back to the app’s sign-up select', async () => {
    mockApi({ ...REFERENCE_ANSWERS });
    const { router } = await renderRoute('/app/sign-up/password');
    await screen.findByRole('heading', { level: 1, name: 'Are you a member of a golf union?' });
    expect(router.state.location.pathname).toBe('/app/sign-up');
  });

  it('creates the account, verifies in the app and enters its tabs once the e-mail is confirmed', async () => {
    dispatchDraft({
      type: 'set',
      data: {
        is_member: false,
        first_name: 'Ole',
        last_name: 'Berg',
        phone: '+4512345678',
        birth_date: '1975-05-06',
        sex: 'm',
        country: 'DK',
      },
    });
    const api = signUpApi();
    const { router } = await renderRoute('/app/sign-up/password');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Login e-mail' }), 'ole@example.dk');
    await userEvent.type(screen.getByRole('textbox', { name: 'Confirm e-mail' }), 'ole@example.dk');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-1');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'secret-1');
    await userEvent.type(screen.getByLabelText('PIN code'), '1234');
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await screen.findByRole('heading', { level: 1, name: 'Verify your account' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/app/verify');
    expect(screen.getByText(/ole@example\.dk/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'App sections' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'I have confirmed my e-mail' }));
    await screen.findByRole('navigation', { name: 'App sections' }, { timeout: 5000 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/clubs'));
    expect(api.callsTo('GET /api/v1/session')).toHaveLength(1);
  }, 20_000);

  it('logs out of the wrong account back to the app’s Start', async () => {
    window.sessionStorage.setItem(
      'unconfirmedSession',
      JSON.stringify({ sessionId: 'session-signup-0123456789abcdef', email: 'ole@example.dk' }),
    );
    mockApi({ ...REFERENCE_ANSWERS, 'DELETE /api/v1/session': { body: { success: true } } });
    const { router } = await renderRoute('/app/verify');
    await screen.findByRole('heading', { level: 1, name: 'Verify your account' });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
  });
});

describe('logging in to the app with an unconfirmed e-mail', () => {
  it('goes to the app’s Verify account, not the web’s popup, and its button enters the tabs', async () => {
    signUpApi();
    const { router } = await renderRoute('/app/login');
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'ole@example.dk');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { level: 1, name: 'Verify your account' });
    expect(router.state.location.pathname).toBe('/app/verify');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'I have confirmed my e-mail' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/clubs'), { timeout: 5000 });
  }, 20_000);
});

describe('the app’s forgot password', () => {
  it('opens from Log in, sends the mail and goes back to the app’s Log in', async () => {
    const api = mockApi({
      ...REFERENCE_ANSWERS,
      'POST /api/v1/user/recover-password': { body: { success: true } },
    });
    const { router } = await renderRoute('/app/login');
    expect(await screen.findByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/app/sign-up',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { level: 1, name: 'Forgot password' });
    expect(router.state.location.pathname).toBe('/app/forgot-password');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ole@example.dk');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check your e-mail' });
    expect(api.callsTo('POST /api/v1/user/recover-password')[0]?.body).toEqual({ email: 'ole@example.dk' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/login'));
  });
});

describe('mailed links of a flow begun in the app', () => {
  const CONFIRMED = {
    'POST /api/v1/user/email-verify': { body: { email_confirmed: true, first_name: 'Ole' } },
  };

  it('returns from the verification link to the app: its verify account in the tab that signed up', async () => {
    window.sessionStorage.setItem(
      'unconfirmedSession',
      JSON.stringify({ sessionId: 'session-signup-0123456789abcdef', email: 'ole@example.dk' }),
    );
    mockApi({ ...REFERENCE_ANSWERS });
    const verify = await renderRoute('/app/verify');
    await screen.findByRole('heading', { level: 1, name: 'Verify your account' });
    verify.unmount();

    mockApi(CONFIRMED);
    const { router } = await renderRoute('/email-verify?key=verify-key');
    const popup = await screen.findByRole('dialog', { name: 'Mail confirmed' });
    await userEvent.click(within(popup).getByRole('button', { name: 'Great' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/verify'));
    // Verify account waits on; once its button signs the golfer in, the app's flow is over.
    await screen.findByRole('heading', { level: 1, name: 'Verify your account' });
    mockApi({
      'GET /api/v1/session': {
        body: {
          user_id: 9,
          email: 'ole@example.dk',
          email_confirmed: true,
          created_at: '2026-11-23T10:00:00.000Z',
          expires_at: '2026-12-23T10:00:00.000Z',
        },
      },
      'GET /api/v1/user': { body: USER },
      'GET /api/v1/clubs': { body: [] },
      'GET /api/v1/my-clubs-list': { body: [] },
    });
    await userEvent.click(screen.getByRole('button', { name: 'I have confirmed my e-mail' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/clubs'), { timeout: 5000 });
    expect(window.localStorage.getItem('accountFlow')).toBeNull();
  }, 20_000);

  it('returns to the app’s Log in from another tab, and a later web sign-up stays on the web', async () => {
    window.localStorage.setItem('accountFlow', 'app');
    mockApi(CONFIRMED);
    const first = await renderRoute('/email-verify?key=verify-key');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Mail confirmed' })).getByRole('button', {
        name: 'Great',
      }),
    );
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/app/login'));
    first.unmount();

    window.localStorage.setItem('accountFlow', 'app');
    mockApi({ ...REFERENCE_ANSWERS });
    const web = await renderRoute('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    // The layout forgets the flow in an effect, which may run just after the heading shows.
    await waitFor(() => expect(window.localStorage.getItem('accountFlow')).toBeNull());
    web.unmount();
  }, 20_000);

  it('sends a password changed through a reset asked for in the app to the app’s Log in', async () => {
    mockApi({ ...REFERENCE_ANSWERS });
    const forgot = await renderRoute('/app/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot password' });
    forgot.unmount();

    mockApi({ 'POST /api/v1/user/change-password': { body: { success: true } } });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await renderRoute('/password-change?key=reset-key-123');
    await userEvent.type(await screen.findByLabelText('New password'), 'new-secret');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const done = await screen.findByRole('dialog', { name: 'Password changed' });
    await userEvent.click(within(done).getByRole('button', { name: 'Got it' }));
    expect(assign).toHaveBeenCalledWith('/app/login');
  }, 20_000);
});
