import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginPopup } from '../../../lib/login-popup';
import { sessionToken, setSessionToken } from '../../../lib/session';
import { mockApi, REFERENCE_ANSWERS } from '../../../../test/api-mock';
import { renderRoute } from '../../../../test/render-route';
import { golferProfile } from '../../../../test/user-fixture';
import { dispatchDraft, registrationDraft } from '../model/draft-store';

afterEach(() => {
  dispatchDraft({ type: 'abort' });
  loginPopup.set({ open: false, tab: 'golfbox' });
  setSessionToken(null);
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const MEMBERSHIP = {
  first_name: 'Anna',
  last_name: 'Holm',
  club: { id: 4, name: 'Furesø Golfklub' },
  sex: 'f',
  member_guid: 'guid-1',
};

async function waitForPath(router: { state: { location: { pathname: string } } }, path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 5000 });
}

/** Types a date with the keyboard (a pointer press would start the picker at 1970-06-15). */
async function typeDate(input: HTMLElement, value: string) {
  act(() => input.focus());
  await userEvent.keyboard(value);
}

describe('registration', () => {
  it('sends a step page opened without its step data back to /register and logs it', async () => {
    mockApi(REFERENCE_ANSWERS);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = await renderRoute('/register/password');
    await waitForPath(router, '/register');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('without its step data'));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });

  it('walks a union member through 3 steps with the server check, showing its error under the field', async () => {
    let checks = 0;
    const api = mockApi({
      ...REFERENCE_ANSWERS,
      'GET /api/v1/user/member/1/12-345/1980-02-03': () => {
        checks += 1;
        return checks === 1
          ? {
              status: 422,
              body: [
                {
                  field: 'member_number',
                  message: "Member number not found or birth date can't be verified",
                },
              ],
            }
          : { body: MEMBERSHIP };
      },
    });
    const { router } = await renderRoute('/register/email');
    await userEvent.click(await screen.findByRole('button', { name: 'I am a union member' }));
    await waitForPath(router, '/register/union');

    expect(await screen.findByRole('heading', { name: 'Sign up as a union member' })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Sign-up steps' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(within(steps).getByText('Step 1 of 3')).toBeInTheDocument();
    expect(within(steps).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');

    const union = await screen.findByRole('combobox', { name: 'Golf union' });
    await userEvent.selectOptions(union, '1');
    const number = screen.getByRole('textbox', { name: 'Member number (golf ID)' });
    await userEvent.type(number, '12/345');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter valid Union member number')).toBeInTheDocument();
    expect(screen.getByText('Please enter your birth date')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/api/v1/user/member'))).toHaveLength(0);

    await userEvent.clear(number);
    await userEvent.type(number, '12-345');
    const birth = screen.getByLabelText('Birth date');
    await typeDate(birth, '1980-02-03');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const refused = await screen.findByText("Member number not found or birth date can't be verified");
    expect(number).toHaveAttribute('aria-describedby', expect.stringContaining(refused.id));
    expect(api.calls.find((call) => call.path.startsWith('/api/v1/user/member'))?.search.get('locale')).toBe(
      'en',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitForPath(router, '/register/non-union');
    // The router's location changes before React shows the next step: wait for that step's counter.
    await screen.findByText('Step 2 of 3');
    const contactSteps = screen.getByRole('navigation', { name: 'Sign-up steps' });
    expect(within(contactSteps).getAllByRole('listitem')[0]).toHaveClass('steps__item--completed');
    expect(within(contactSteps).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Anna');
    expect(screen.queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument();
    expect(registrationDraft.get().data).toMatchObject({ union_id: 1, member_number: '12-345', club_id: 4 });
  });

  it('registers a non-member in 2 steps with hcp 54 and the +45 prefix, then shows the verify page', async () => {
    let confirmed = false;
    const api = mockApi({
      ...REFERENCE_ANSWERS,
      'GET /api/v1/geoip': { status: 500, body: { status: 500, code: 'INTERNAL', message: 'x' } },
      'POST /api/v1/user': {
        status: 201,
        body: { user_id: 9, email: 'ole@example.dk', email_confirmed: false },
      },
      'POST /api/v1/session': {
        body: { session_id: 'session-signup-0123456789abcdef', email_confirmed: false, user_id: 9 },
      },
      'GET /api/v1/session': () => ({
        body: {
          user_id: 9,
          email: 'ole@example.dk',
          email_confirmed: confirmed,
          created_at: '2026-11-23T10:00:00.000Z',
          expires_at: '2026-12-23T10:00:00.000Z',
        },
      }),
      'GET /api/v1/user': { body: golferProfile({ email: 'ole@example.dk' }) },
    });
    const { router } = await renderRoute('/register/email?referral=friend-7');
    await userEvent.click(await screen.findByRole('button', { name: 'I am not a union member' }));
    expect(window.localStorage.getItem('referral')).toBe('friend-7');
    await waitForPath(router, '/register/non-union');

    expect(await screen.findByRole('heading', { name: 'Sign up as a non-union member' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Country code' })).toHaveValue('+45');
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Ole');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Berg');
    await userEvent.type(screen.getByRole('textbox', { name: 'Number' }), '12 34 56 78');
    expect(screen.getByRole('textbox', { name: 'Number' })).toHaveValue('12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please choose a gender')).toBeInTheDocument();
    expect(screen.getByText('Please choose a country')).toBeInTheDocument();
    expect(screen.getByText('Please enter your birth date')).toBeInTheDocument();

    await typeDate(screen.getByLabelText('Birth date'), '1975-05-06');
    await userEvent.click(screen.getByRole('radio', { name: 'Male' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'DK');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitForPath(router, '/register/password');

    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Login e-mail' }), 'ole@example.dk');
    await userEvent.type(screen.getByRole('textbox', { name: 'Confirm e-mail' }), 'ole@example.dk');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-1');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'secret-2');
    await userEvent.type(screen.getByLabelText('PIN code'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText("Confirmation password doesn't match the password")).toBeInTheDocument();
    expect(screen.getByText('PIN code must be at least 4 digits')).toBeInTheDocument();
    expect(screen.getByText('Please accept the terms and the privacy policy')).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/user')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Repeat password'));
    await userEvent.type(screen.getByLabelText('Repeat password'), 'secret-1');
    await userEvent.type(screen.getByLabelText('PIN code'), '34');
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitForPath(router, '/register/verify');

    expect(api.callsTo('POST /api/v1/user')[0]?.body).toEqual({
      is_member: false,
      sex: 'm',
      country: 'DK',
      pin_code: '1234',
      hcp: '54',
      first_name: 'Ole',
      last_name: 'Berg',
      phone: '+4512345678',
      birth_date: '1975-05-06',
      email: 'ole@example.dk',
      password: 'secret-1',
      language_default: 'en',
    });
    expect(window.localStorage.getItem('registerName')).toBe('Ole');
    expect(await screen.findByRole('heading', { name: 'Verify your account' })).toBeInTheDocument();
    expect(screen.getByText(/ole@example\.dk/)).toBeInTheDocument();
    // The sign-up opened an unconfirmed session; the password is kept nowhere.
    const stored = [window.localStorage, window.sessionStorage].flatMap((store) =>
      Array.from({ length: store.length }, (_, i) => store.getItem(store.key(i) ?? '') ?? ''),
    );
    expect(stored.join('\n')).not.toContain('secret-1');
    expect(window.sessionStorage.getItem('loginData')).toBeNull();

    // "I have confirmed" asks GET /session on that session: not yet, then yes → /vouchers.
    await userEvent.click(screen.getByRole('button', { name: 'I have confirmed my e-mail' }));
    expect(
      await screen.findByText('Your e-mail is not confirmed yet. Please click the link in the e-mail first.'),
    ).toBeInTheDocument();
    confirmed = true;
    await userEvent.click(screen.getByRole('button', { name: 'I have confirmed my e-mail' }));
    await waitForPath(router, '/vouchers');
    expect(sessionToken.get()).toBe('session-signup-0123456789abcdef');
    expect(api.callsTo('POST /api/v1/session')).toHaveLength(1);
  }, 20_000);

  it('shows 422 answers under their fields on the last step', async () => {
    mockApi({
      ...REFERENCE_ANSWERS,
      'POST /api/v1/user': {
        status: 422,
        body: [
          { field: 'email', message: 'This e-mail address is already registered.' },
          { field: 'phone', message: 'Please enter a valid mobile number' },
        ],
      },
    });
    const data = encodeURIComponent(
      JSON.stringify({
        is_member: false,
        first_name: 'Ole',
        last_name: 'Berg',
        phone: '+4512345678',
        birth_date: '1975-05-06',
        sex: 'm',
        country: 'DK',
        hcp: '54',
      }),
    );
    await renderRoute(`/register/password?data=${data}`);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Login e-mail' }), 'ole@example.dk');
    await userEvent.type(screen.getByRole('textbox', { name: 'Confirm e-mail' }), 'ole@example.dk');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-1');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'secret-1');
    await userEvent.type(screen.getByLabelText('PIN code'), '1234');
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const taken = await screen.findByText('This e-mail address is already registered.');
    expect(screen.getByRole('textbox', { name: 'Login e-mail' })).toHaveAttribute(
      'aria-describedby',
      taken.id,
    );
    expect(screen.getByText('Please enter a valid mobile number')).toBeInTheDocument();
    expect(registrationDraft.get()).toMatchObject({
      loading: false,
      errors: [{ field: 'email' }, { field: 'phone' }],
    });
  });

  it('has a Sign in link that goes home and asks the front page to open the login popup', async () => {
    mockApi(REFERENCE_ANSWERS);
    const { router } = await renderRoute('/register/email');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitForPath(router, '/');
    // The front page reads the flag, removes it and opens the popup.
    await waitFor(() => expect(loginPopup.get().open).toBe(true), { timeout: 5000 });
    expect(window.localStorage.getItem('logInPopupIsOpen')).toBeNull();
  });

  it('starts the birth-date picker at the default registration date, 15 June 1970', async () => {
    mockApi(REFERENCE_ANSWERS);
    await renderRoute('/register/email');
    await userEvent.click(await screen.findByRole('button', { name: 'I am not a union member' }));
    const birth = await screen.findByLabelText('Birth date');
    expect(birth).toHaveValue('');
    await userEvent.pointer({ keys: '[MouseLeft>]', target: birth });
    expect(birth).toHaveValue('1970-06-15');
  });
});
