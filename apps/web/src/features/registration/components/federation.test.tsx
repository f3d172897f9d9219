import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionToken, setSessionToken } from '../../../lib/session';
import { mockApi, REFERENCE_ANSWERS } from '../../../../test/api-mock';
import { renderRoute } from '../../../../test/render-route';
import { dispatchDraft, registrationDraft } from '../model/draft-store';
import { federationState } from '../model/federation';

afterEach(() => {
  dispatchDraft({ type: 'abort' });
  federationState.set({ result: null, credentials: null });
  setSessionToken(null);
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

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

/** The return page's address after a union sign-in: a one-time code, nothing else (issue 31). */
const CODE = 'result-code-0123456789abcdef';
const RETURN = `/register/oauth-consumer?result=${CODE}`;

/** The exchange of the return page's code, answering this federation login result. */
function resultAnswer(payload: Record<string, string>) {
  return { 'POST /api/v1/login/oauth2/result': { body: payload } };
}

async function waitForPath(router: { state: { location: { pathname: string } } }, path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 5000 });
}

describe('golf-union sign-in result', () => {
  it('signs in with a returned session id and goes to /vouchers', async () => {
    const api = mockApi({
      ...REFERENCE_ANSWERS,
      ...resultAnswer({ session_id: 'federated-session-0123456789' }),
      'GET /api/v1/user': { status: 500, body: { code: 'INTERNAL', message: 'x' } },
    });
    const { router } = await renderRoute(RETURN);
    await waitForPath(router, '/vouchers');
    expect(api.callsTo('POST /api/v1/login/oauth2/result')[0]?.body).toEqual({ code: CODE });
    expect(sessionToken.get()).toBe('federated-session-0123456789');
  });

  it('never signs in with a session id or details in the address (login CSRF, issue 31)', async () => {
    const api = mockApi(REFERENCE_ANSWERS);
    await renderRoute(
      '/register/oauth-consumer?session_id=federated-session-0123456789&golfId=12-345&email=anna%40example.dk',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/./);
    expect(sessionToken.get()).toBeNull();
    expect(api.callsTo('POST /api/v1/login/oauth2/result')).toEqual([]);
  });

  it('a spent or expired code is a failed sign-in', async () => {
    mockApi({
      ...REFERENCE_ANSWERS,
      'POST /api/v1/login/oauth2/result': {
        status: 400,
        body: { status: 400, code: 'FEDERATION_RESULT_INVALID', message: 'This sign-in has expired.' },
      },
    });
    await renderRoute(RETURN);
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in has expired.');
    expect(sessionToken.get()).toBeNull();
  });

  it('a return opened in another browser than the one that began the sign-in is explained', async () => {
    mockApi(REFERENCE_ANSWERS);
    await renderRoute('/register/oauth-consumer?error=browser');
    expect(
      await screen.findByText('This sign-in was started in another browser. Please start it again here.'),
    ).toBeInTheDocument();
  });

  it('a union authentication too old and a golf ID of another union person are explained, no session', async () => {
    mockApi(REFERENCE_ANSWERS);
    const { unmount } = await renderRoute('/register/oauth-consumer?error=reauth');
    expect(
      await screen.findByText(
        'Your sign-in at the golf union is too old. Please sign in with your golf union again.',
      ),
    ).toBeInTheDocument();
    unmount();
    await renderRoute('/register/oauth-consumer?error=subject');
    expect(
      await screen.findByText(
        'The golf union knows this golf ID under another person than the one it was linked with, so you were not signed in. Please contact us.',
      ),
    ).toBeInTheDocument();
    expect(sessionToken.get()).toBeNull();
  });

  it('asks about an existing account; No starts the automatic registration on the password step', async () => {
    mockApi({ ...REFERENCE_ANSWERS, ...resultAnswer(PERSON) });
    const { router } = await renderRoute(RETURN);
    expect(
      await screen.findByRole('heading', { name: 'Do you already have a GolfWallet account?' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No, create a new account' }));
    await waitForPath(router, '/register/password');
    expect(registrationDraft.get().data).toMatchObject({
      is_member: true,
      imported_union_user: true,
      union_id: 1,
      member_number: '12-345',
      email: 'anna@example.dk',
    });
    expect(await screen.findByRole('textbox', { name: 'Login e-mail' })).toHaveValue('anna@example.dk');
  });

  it('No registers automatically with the sign-in proof and signs in', async () => {
    const api = mockApi({
      ...REFERENCE_ANSWERS,
      ...resultAnswer({ ...PERSON, ...TICKET }),
      'POST /api/v1/login/oauth2/register': {
        status: 201,
        body: { session_id: 'auto-session-0123456789abcdef', email_confirmed: true, user_id: 9 },
      },
      'GET /api/v1/user': { status: 500, body: { code: 'INTERNAL', message: 'x' } },
    });
    const { router } = await renderRoute(RETURN);
    await userEvent.click(await screen.findByRole('button', { name: 'No, create a new account' }));
    await waitForPath(router, '/vouchers');
    expect(api.callsTo('POST /api/v1/login/oauth2/register')[0]?.body).toMatchObject({
      ticket: 'ticket-0123456789abcdefghij',
    });
    expect(sessionToken.get()).toBe('auto-session-0123456789abcdef');
  });

  it('a failed automatic registration says so in a dialog', async () => {
    mockApi({
      ...REFERENCE_ANSWERS,
      ...resultAnswer({ ...PERSON, ...TICKET }),
      'POST /api/v1/login/oauth2/register': {
        status: 422,
        body: [{ field: 'email', message: 'This e-mail is already registered.' }],
      },
    });
    await renderRoute(RETURN);
    await userEvent.click(await screen.findByRole('button', { name: 'No, create a new account' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Can not register you automatically. Please contact support.'),
    ).toBeInTheDocument();
  });

  it('a refused union sign-in is explained', async () => {
    mockApi(REFERENCE_ANSWERS);
    await renderRoute('/register/oauth-consumer?error=denied');
    expect(
      await screen.findByText('You refused to share your details, so you were not signed in.'),
    ).toBeInTheDocument();
  });

  it('imports an account with golf ids into the update screen, where Replace asks which id', async () => {
    const api = mockApi({
      ...REFERENCE_ANSWERS,
      ...resultAnswer({ ...PERSON, ...TICKET }),
      'POST /api/v1/user/golfids': { body: { data: { golf_ids: ['11-111', '22-222'] } } },
      'POST /api/v1/login/update': {
        body: { session_id: 'import-session-0123456789ab', email_confirmed: true, user_id: 7 },
      },
      'GET /api/v1/user': { status: 500, body: { code: 'INTERNAL', message: 'x' } },
    });
    const { router } = await renderRoute(RETURN);
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, I have an account' }));
    await waitForPath(router, '/register/import');

    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter password')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitForPath(router, '/register/update');
    expect(api.callsTo('POST /api/v1/user/golfids')[0]?.body).toEqual({
      email: 'anna@example.dk',
      password: 'secret-1',
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Replace an ID' }));
    const group = screen.getByRole('group', { name: 'Which golf ID do you want to replace?' });
    await userEvent.click(screen.getByRole('button', { name: 'Replace selected' }));
    expect(await screen.findByText('Please choose the golf ID to replace')).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('radio', { name: '22-222' }));
    await userEvent.click(screen.getByRole('button', { name: 'Replace selected' }));
    await waitForPath(router, '/vouchers');
    expect(api.callsTo('POST /api/v1/login/update')[0]).toMatchObject({
      body: {
        email: 'anna@example.dk',
        password: 'secret-1',
        ticket: 'ticket-0123456789abcdefghij',
        action: 'replace',
        replace_golf_id: '22-222',
      },
    });
    expect(sessionToken.get()).toBe('import-session-0123456789ab');
  });

  it('validates the Swedish golf ID as 999999-999 and the password', async () => {
    mockApi(REFERENCE_ANSWERS);
    await renderRoute('/register/loginSweden');
    const id = await screen.findByRole('textbox', { name: 'Golf ID' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with MinGolf' }));
    expect(await screen.findByText('Please enter your golf ID')).toBeInTheDocument();
    expect(screen.getByText('Please enter password')).toBeInTheDocument();
    await userEvent.type(id, '8001010011');
    expect(id).toHaveValue('800101-001');
    await userEvent.clear(id);
    await userEvent.type(id, '80010');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with MinGolf' }));
    expect(await screen.findByText('Please enter your golf ID as 999999-999')).toBeInTheDocument();
  });

  it('gives a failed return at /oauth-consumer the logo, a way to try again and a way home', async () => {
    mockApi(REFERENCE_ANSWERS);
    const { router } = await renderRoute('/oauth-consumer');
    expect(await screen.findByRole('alert')).toHaveTextContent(/./);
    expect(screen.getByRole('link', { name: 'GolfWallet, front page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/register');
    await userEvent.click(screen.getByRole('link', { name: 'Go to the front page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('from the profile, adds the golf ID to the signed-in account and returns to the profile', async () => {
    setSessionToken('signed-in-session-0123456789');
    window.sessionStorage.setItem('federationPurpose', 'link');
    const api = mockApi({
      ...REFERENCE_ANSWERS,
      ...resultAnswer({ ...PERSON, ...TICKET }),
      'POST /api/v1/user/golfids/link': { body: { data: { golf_ids: ['12-345'] } } },
      'GET /api/v1/user': { status: 500, body: { code: 'INTERNAL', message: 'x' } },
    });
    const { router } = await renderRoute(RETURN);
    await waitForPath(router, '/profile');
    expect(api.callsTo('POST /api/v1/user/golfids/link')[0]?.body).toEqual({
      ticket: 'ticket-0123456789abcdefghij',
      action: 'add',
    });
    expect(sessionToken.get()).toBe('signed-in-session-0123456789');
    expect(window.sessionStorage.getItem('federationPurpose')).toBeNull();
  });

  it("from the profile, a golf ID of another person is refused with the server's words", async () => {
    setSessionToken('signed-in-session-0123456789');
    window.sessionStorage.setItem('federationPurpose', 'link');
    const message =
      "The golf union's name or birth date for this golf ID does not match this account, so the golf ID cannot be added to it.";
    mockApi({
      ...REFERENCE_ANSWERS,
      ...resultAnswer({ ...PERSON, ...TICKET }),
      'POST /api/v1/user/golfids/link': {
        status: 422,
        body: { status: 422, code: 'GOLF_ID_OTHER_PERSON', message },
      },
    });
    await renderRoute(RETURN);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(sessionToken.get()).toBe('signed-in-session-0123456789');
  });
});
