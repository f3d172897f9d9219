import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { renderRoute } from '../../../../test/render-route';
import { golferProfile } from '../../../../test/user-fixture';
import { i18n } from '../../../lib/i18n';
import { setSessionToken } from '../../../lib/session';

/**
 * The account's language in the app (issue 34, item 2): after signing in the app is in the
 * account's language, and a language chosen in the app becomes the account's (so mails and SMS
 * follow it).
 */

afterEach(() => {
  setSessionToken(null);
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('signing in to the app', () => {
  it('switches the app to the account’s language', async () => {
    const anna = golferProfile({ email: 'anna@example.dk', language_default: 'en' });
    mockApi({
      'POST /api/v1/session': {
        body: { session_id: 'session-anna-0123456789abcdef', email_confirmed: true, user_id: anna.user_id },
      },
      'GET /api/v1/user': { body: anna },
      'GET /api/v1/clubs': { body: [] },
      'GET /api/v1/my-clubs-list': { body: [] },
    });
    // The app runs at /app/… in the phone's browser view (the memory router does not move it).
    window.history.replaceState(null, '', '/app/login');
    const { router } = await renderRoute('/app/login', { locale: 'da' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'anna@example.dk');
    await userEvent.type(screen.getByLabelText('Adgangskode'), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Log ind' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/clubs'), { timeout: 5000 });
    expect(i18n.language).toBe('en');
    expect(await screen.findByRole('navigation', { name: 'App sections' })).toBeInTheDocument();
  }, 20_000);
});

describe('More → Language', () => {
  it('updates the account’s language as well as the app’s', async () => {
    setSessionToken('token-1');
    const api = mockApi({
      'GET /api/v1/user': { body: golferProfile({ language_default: 'da' }) },
      'PATCH /api/v1/user': { body: golferProfile({ language_default: 'en' }) },
    });
    await renderRoute('/app/more/language', { locale: 'da' });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Vælg sprog' }), 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Gem' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Saved. Your e-mails and text messages will also be in this language.',
    );
    expect(api.callsTo('PATCH /api/v1/user').map((call) => call.body)).toEqual([{ language_default: 'en' }]);
    expect(i18n.language).toBe('en');
  }, 20_000);

  it('still changes the app when the account cannot be updated, and says the account did not change', async () => {
    setSessionToken('token-1');
    mockApi({
      'GET /api/v1/user': { body: golferProfile({ language_default: 'da' }) },
      'PATCH /api/v1/user': {
        status: 503,
        body: { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Try again later' },
      },
    });
    await renderRoute('/app/more/language', { locale: 'da' });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Vælg sprog' }), 'sv');
    await userEvent.click(screen.getByRole('button', { name: 'Gem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Appen är nu på det här språket, men ditt konto ändrades inte',
    );
    expect(i18n.language).toBe('sv');
  }, 20_000);
});
