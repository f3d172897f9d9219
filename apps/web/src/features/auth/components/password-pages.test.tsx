import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginPopup } from '../../../lib/login-popup';
import { mockApi } from '../../../../test/api-mock';
import { renderRoute } from '../../../../test/render-route';
import { browser } from '../../../lib/browser';

afterEach(() => {
  loginPopup.set({ open: false, tab: 'golfbox' });
  window.localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('change password page', () => {
  it('checks both fields with the spec messages and sends only the password and the key', async () => {
    const api = mockApi({ 'POST /api/v1/user/change-password': { body: { success: true } } });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await renderRoute('/password-change?key=reset-key-123');
    const password = await screen.findByLabelText('New password');
    const repeat = screen.getByLabelText('Repeat password');

    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Please enter password')).toBeInTheDocument();
    expect(screen.getByText('Please repeat your password')).toBeInTheDocument();

    await userEvent.type(password, 'abc');
    await userEvent.type(repeat, 'abd');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Please enter valid password')).toBeInTheDocument();
    expect(screen.getByText("Confirmation password doesn't match the password")).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await userEvent.clear(password);
    await userEvent.type(password, 'new-secret');
    await userEvent.clear(repeat);
    await userEvent.type(repeat, 'new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    const done = await screen.findByRole('dialog', { name: 'Password changed' });
    expect(api.callsTo('POST /api/v1/user/change-password')[0]?.body).toEqual({
      password: 'new-secret',
      token: 'reset-key-123',
    });
    await userEvent.click(within(done).getByRole('button', { name: 'Got it' }));
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('shows the server message under the password field', async () => {
    mockApi({
      'POST /api/v1/user/change-password': {
        status: 422,
        body: [{ field: 'password', message: 'Please enter valid password' }],
      },
    });
    await renderRoute('/password-change?key=old-key');
    const password = await screen.findByLabelText('New password');
    await userEvent.type(password, 'new-secret');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const message = await screen.findByText('Please enter valid password');
    expect(password).toHaveAttribute('aria-describedby', message.id);
  });

  it('turns an expired key into a page with the logo, a link to ask for a new one and a way home', async () => {
    mockApi({
      'POST /api/v1/user/change-password': {
        status: 400,
        body: {
          status: 400,
          code: 'KEY_EXPIRED',
          message: 'This link has expired. Please ask for a new one.',
        },
      },
    });
    const { router } = await renderRoute('/password-change?key=old-key');
    await userEvent.type(await screen.findByLabelText('New password'), 'new-secret');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired. Please ask for a new one.',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GolfWallet, front page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Go to the front page' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/forgot-password'));
  });

  it('gives a used or unknown key and a missing key the same ways on', async () => {
    mockApi({
      'POST /api/v1/user/change-password': {
        status: 400,
        body: { status: 400, code: 'INVALID_KEY', message: 'Invalid code' },
      },
    });
    const first = await renderRoute('/password-change');
    expect(await screen.findByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the front page' })).toBeInTheDocument();
    first.unmount();
    await renderRoute('/password-change?key=used-key');
    await userEvent.type(await screen.findByLabelText('New password'), 'new-secret');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This link has already been used or is not valid.');
  });
});

describe('forgot password page', () => {
  it('sends the e-mail and confirms; Go back opens the login popup at home', async () => {
    const api = mockApi({ 'POST /api/v1/user/recover-password': { body: { success: true } } });
    const { router } = await renderRoute('/register/forgot-password');
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter email')).toBeInTheDocument();
    await userEvent.type(email, 'Anna@Example.dk');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const confirm = await screen.findByRole('dialog', { name: 'Check your e-mail' });
    expect(api.callsTo('POST /api/v1/user/recover-password')[0]?.body).toEqual({ email: 'anna@example.dk' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    expect(loginPopup.get()).toEqual({ open: true, tab: 'email' });
  });

  it('says to try again later when the request fails', async () => {
    mockApi({
      'POST /api/v1/user/recover-password': {
        status: 429,
        body: {
          status: 429,
          code: 'TOO_MANY_REQUESTS',
          message: 'Too many requests. Please wait a moment and try again.',
        },
      },
    });
    await renderRoute('/register/forgot-password');
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'anna@example.dk');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const popup = await screen.findByRole('dialog', { name: 'Try again later' });
    expect(
      within(popup).getByText('Too many requests. Please wait a moment and try again.'),
    ).toBeInTheDocument();
  });
});

describe('e-mail verification page', () => {
  it('verifies the key and greets the stored registration name; on desktop the login popup follows', async () => {
    window.localStorage.setItem('registerName', 'Ole');
    vi.spyOn(browser, 'isDesktop').mockReturnValue(true);
    const api = mockApi({
      'POST /api/v1/user/email-verify': { body: { email_confirmed: true, first_name: 'Ole' } },
    });
    const { router } = await renderRoute('/email-verify?key=verify-key');
    const popup = await screen.findByRole('dialog', { name: 'Mail confirmed' });
    expect(within(popup).getByText('Hi Ole!')).toBeInTheDocument();
    expect(within(popup).getByText('Your account is activated.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/user/email-verify')).toHaveLength(1);
    expect(api.callsTo('POST /api/v1/user/email-verify')[0]?.body).toEqual({ code: 'verify-key' });
    await userEvent.click(within(popup).getByRole('button', { name: 'Great' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    expect(loginPopup.get().open).toBe(true);
  });

  it('on mobile the Mail confirmed popup just closes', async () => {
    vi.spyOn(browser, 'isDesktop').mockReturnValue(false);
    mockApi({ 'POST /api/v1/user/email-verify': { body: { email_confirmed: true, first_name: 'Ole' } } });
    await renderRoute('/email-verify?key=verify-key');
    const popup = await screen.findByRole('dialog', { name: 'Mail confirmed' });
    expect(within(popup).getByText('Hi Ole!')).toBeInTheDocument();
    await userEvent.click(within(popup).getByRole('button', { name: 'Great' }));
    expect(loginPopup.get().open).toBe(false);
  });

  it('says Invalid code for a bad key and goes home', async () => {
    mockApi({
      'POST /api/v1/user/email-verify': {
        status: 400,
        body: { status: 400, code: 'INVALID_KEY', message: 'Invalid code' },
      },
    });
    const { router } = await renderRoute('/email-verify?key=bad');
    const popup = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(popup).getByText('Invalid code')).toBeInTheDocument();
    await userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
  });
});
