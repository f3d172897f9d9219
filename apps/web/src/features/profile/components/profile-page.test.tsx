import type { UserProfile } from '@golfwallet/core/contracts/user/shapes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountDeletedNotice } from '../../../lib/account-deleted';
import { loginPopup } from '../../../lib/login-popup';
import { sessionToken, setSessionToken } from '../../../lib/session';
import { mockApi, REFERENCE_ANSWERS } from '../../../../test/api-mock';
import { renderRoute } from '../../../../test/render-route';
import { golferProfile } from '../../../../test/user-fixture';
import { unionNavigation } from './golf-id-link-section';

const NON_MEMBER: UserProfile = golferProfile({ club_name: 'Old club', pin_set: true });
const MEMBER: UserProfile = {
  ...NON_MEMBER,
  union_id: 1,
  union_name: 'Dansk Golf Union',
  member_number: '12-345',
  club_id: 4,
  club_name: 'Furesø Golfklub',
};

afterEach(() => {
  accountDeletedNotice.set(false);
  setSessionToken(null);
  loginPopup.set({ open: false, tab: 'golfbox' });
  window.localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function signedIn(user: UserProfile, extra: Parameters<typeof mockApi>[0] = {}) {
  setSessionToken('session-0123456789abcdefghij');
  return mockApi({
    ...REFERENCE_ANSWERS,
    'GET /api/v1/user': { body: user },
    'PATCH /api/v1/user': (call) => ({ body: { ...user, ...(call.body as object) } }),
    ...extra,
  });
}

describe('profile page', () => {
  it('sends a non-member only the changed fields, the club name included', async () => {
    const api = signedIn(NON_MEMBER);
    await renderRoute('/profile');
    const club = await screen.findByRole('textbox', { name: 'Club name' });
    expect(screen.getByText('03-02-1980')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add union' })).toBeInTheDocument();
    await userEvent.clear(club);
    await userEvent.type(club, 'Hillerød Golfklub');
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Receive e-mail information from GolfWallet' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const success = await screen.findByRole('dialog', { name: 'Success' });
    expect(within(success).getByText('Your info has been changed.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/v1/user')[0]?.body).toEqual({
      club_name: 'Hillerød Golfklub',
      accept_newsletter: 1,
    });
  });

  it('shows a union member the member number read-only and never sends member-locked fields', async () => {
    const api = signedIn(MEMBER);
    await renderRoute('/profile');
    await screen.findByRole('textbox', { name: 'First name' });
    expect(screen.queryByRole('textbox', { name: 'Club name' })).not.toBeInTheDocument();
    expect(screen.getByText('12-345')).toBeInTheDocument();
    expect(screen.getByText('Furesø Golfklub')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add union' })).not.toBeInTheDocument();

    const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '47 87 65 43 21');
    expect(mobile).toHaveValue('+47 87654321');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Success' });
    expect(api.callsTo('PATCH /api/v1/user')[0]?.body).toEqual({ phone: '+47 87654321' });
  });

  it('saves the chosen language as language_default and switches the site to it', async () => {
    const api = signedIn(NON_MEMBER);
    await renderRoute('/profile');
    const language = await screen.findByRole('combobox', { name: 'Language' });
    expect(language).toHaveValue('en');
    await userEvent.selectOptions(language, 'sv');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/v1/user')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/v1/user')[0]?.body).toEqual({ language_default: 'sv' });
    expect(await screen.findByRole('dialog', { name: 'Klart' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('sv');
  });

  it('says there is nothing to save when nothing changed, without a request', async () => {
    const api = signedIn(NON_MEMBER);
    await renderRoute('/profile');
    await screen.findByRole('textbox', { name: 'First name' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const popup = await screen.findByRole('dialog', { name: 'Nothing to save' });
    expect(within(popup).getByText('You have not changed anything.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Success' })).not.toBeInTheDocument();
    expect(api.callsTo('PATCH /api/v1/user')).toHaveLength(0);
  });

  it('asks for the new password when only "Repeat new password" is filled, and focuses it', async () => {
    const api = signedIn(NON_MEMBER);
    await renderRoute('/profile');
    await screen.findByRole('textbox', { name: 'First name' });
    await userEvent.type(screen.getByLabelText('Repeat new password'), 'secret-2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter password')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(api.callsTo('PATCH /api/v1/user')).toHaveLength(0);
  });

  it('shows the stored mobile number with the mask of its hint (+45 12345678)', async () => {
    signedIn(golferProfile({ phone: '+4520123456' }));
    await renderRoute('/profile');
    expect(await screen.findByRole('textbox', { name: 'Mobile number' })).toHaveValue('+45 20123456');
  });

  it('focuses the first invalid field after a failed save, not the mobile number', async () => {
    signedIn(NON_MEMBER);
    await renderRoute('/profile');
    const first = await screen.findByRole('textbox', { name: 'First name' });
    await userEvent.clear(first);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Mobile number' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Please enter your first name');
    expect(first).toHaveFocus();
  });

  it('shows OOOPS instead of saving when offline', async () => {
    const api = signedIn(NON_MEMBER);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderRoute('/profile');
    const first = await screen.findByRole('textbox', { name: 'First name' });
    await userEvent.type(first, 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const popup = await screen.findByRole('dialog', { name: 'OOOPS' });
    expect(within(popup).getByText('Problem with internet connection, try again later')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/v1/user')).toHaveLength(0);
  });

  it('puts server field errors under their fields', async () => {
    signedIn(NON_MEMBER, {
      'PATCH /api/v1/user': {
        status: 422,
        body: [{ field: 'email', message: 'This e-mail address is already registered.' }],
      },
    });
    await renderRoute('/profile');
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.dk');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText('This e-mail address is already registered.');
    expect(email).toHaveAttribute('aria-describedby', message.id);
  });

  it('changes club through the popup, with its own member number messages and the server message', async () => {
    let attempts = 0;
    const api = signedIn(MEMBER, {
      'PATCH /api/v1/user/club': () => {
        attempts += 1;
        return attempts === 1
          ? {
              status: 422,
              body: [
                {
                  field: 'member_number',
                  message: "Member number not found or birth date can't be verified",
                },
              ],
            }
          : { body: { ...MEMBER, union_id: 3, union_name: 'Norges Golfforbund', member_number: '99-1' } };
      },
    });
    await renderRoute('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Change' }));
    const popup = await screen.findByRole('dialog', { name: 'Change club' });
    const number = await within(popup).findByRole('textbox', { name: 'Union member number' });
    await userEvent.click(within(popup).getByRole('button', { name: 'Request' }));
    expect(await within(popup).findByText('please enter your union member number')).toBeInTheDocument();
    await userEvent.type(number, 'abc');
    await userEvent.click(within(popup).getByRole('button', { name: 'Request' }));
    expect(await within(popup).findByText('please enter valid union member number')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/v1/user/club')).toHaveLength(0);

    await userEvent.clear(number);
    await userEvent.type(number, '99-1');
    await userEvent.selectOptions(within(popup).getByRole('combobox', { name: 'Union' }), '3');
    await userEvent.click(within(popup).getByRole('button', { name: 'Request' }));
    expect(
      await within(popup).findByText("Member number not found or birth date can't be verified"),
    ).toBeInTheDocument();

    await userEvent.click(within(popup).getByRole('button', { name: 'Request' }));
    const done = await screen.findByRole('dialog', { name: 'Union changed' });
    expect(api.callsTo('PATCH /api/v1/user/club')[1]?.body).toEqual({
      union_id: 3,
      member_number: '99-1',
      birth_date: '1980-02-03',
    });
    expect(
      within(done).getByText('You are now registered as a member of Norges Golfforbund.'),
    ).toBeInTheDocument();
  });

  it('deletes the account after confirmation and signs out', async () => {
    const api = signedIn(NON_MEMBER, { 'DELETE /api/v1/user/delete': { body: { success: true } } });
    const { router } = await renderRoute('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    expect(api.callsTo('DELETE /api/v1/user/delete')[0]?.search.get('member_id')).toBe('7');
    expect(sessionToken.get()).toBeNull();
    // Leaving after a deletion does not ask to log in again.
    expect(loginPopup.get().open).toBe(false);
    // The front page says the account is gone.
    expect(await screen.findByRole('status')).toHaveTextContent('Your account has been deleted.');
  });

  it('signing out on the profile goes home without opening the login popup', async () => {
    signedIn(NON_MEMBER, { 'DELETE /api/v1/session': { body: { success: true } } });
    const { router } = await renderRoute('/profile');
    await screen.findByRole('textbox', { name: 'First name' });
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign out' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Sign out' })).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    expect(sessionToken.get()).toBeNull();
    expect(loginPopup.get().open).toBe(false);
  });

  it('sends a signed-out visitor home with the login popup open', async () => {
    mockApi(REFERENCE_ANSWERS);
    const { router } = await renderRoute('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    expect(loginPopup.get().open).toBe(true);
  });

  it('links a golf ID through the golf union: the sign-in starts with our own return page', async () => {
    signedIn(NON_MEMBER);
    const assign = vi.spyOn(unionNavigation, 'assign').mockImplementation(() => undefined);
    await renderRoute('/profile');
    const section = await screen.findByRole('region', { name: 'Golf IDs' });
    const country = within(section).getByRole('combobox', { name: 'Country of your golf union' });
    await waitFor(() => expect(country).toBeEnabled());
    await userEvent.selectOptions(country, 'NO');
    const link = within(section).getByRole('button', { name: 'Link golf ID' });
    await userEvent.click(link);
    await userEvent.click(link);
    expect(assign).toHaveBeenCalledTimes(1);
    const url = new URL(assign.mock.calls[0]![0], window.location.origin);
    expect(url.pathname).toBe('/api/v1/login/oauth2/do-signin');
    expect(url.searchParams.get('countryCode')).toBe('NO');
    expect(url.searchParams.get('callback')).toBe(`${window.location.origin}/register/oauth-consumer`);
    expect(window.sessionStorage.getItem('federationPurpose')).toBe('link');
  });
});
