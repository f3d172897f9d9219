import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dispatchDraft } from '../../features/registration/model/draft-store';
import { setSessionToken } from '../../lib/session';
import { mockApi, REFERENCE_ANSWERS } from '../../../test/api-mock';
import { renderRoute } from '../../../test/render-route';
import { golferProfile } from '../../../test/user-fixture';

/**
 * The app's own screens for what once left it (spec §2 "Mobile and app screens"): the terms and
 * privacy policy of the sign-up's last step, and Change club as an item of More (spec §4
 * "Current-club choice" for the club it gives).
 */

afterEach(() => {
  dispatchDraft({ type: 'abort' });
  setSessionToken(null);
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const CONTACT_STEP = {
  is_member: false,
  first_name: 'Ole',
  last_name: 'Berg',
  phone: '+4512345678',
  birth_date: '1975-05-06',
  sex: 'm',
  country: 'DK',
} as const;

describe('the terms and privacy policy of the app’s sign-up', () => {
  it('open as app screens, and Back returns to the last step with what was typed', async () => {
    dispatchDraft({ type: 'set', data: CONTACT_STEP });
    mockApi({ ...REFERENCE_ANSWERS });
    const { router } = await renderRoute('/app/sign-up/password');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Login e-mail' }), 'ole@example.dk');
    await userEvent.type(screen.getByLabelText('PIN code'), '1234');

    const terms = screen.getByRole('link', { name: 'Read the terms and conditions' });
    expect(terms).toHaveAttribute('href', '/app/more/terms');
    expect(terms).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Read the privacy policy' })).toHaveAttribute(
      'href',
      '/app/more/privacy',
    );
    await userEvent.click(terms);
    // Signed out, the screen stays open (no More to go back to): the app's main, not the web's page.
    await screen.findByRole('heading', { level: 1, name: /terms/i });
    expect(router.state.location.pathname).toBe('/app/more/terms');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('textbox', { name: 'Login e-mail' })).toHaveValue('ole@example.dk');
    expect(router.state.location.pathname).toBe('/app/sign-up/password');
    expect(screen.getByLabelText('PIN code')).toHaveValue('1234');
  }, 20_000);

  it('keep the web’s sign-up opening the web’s pages in a new tab', async () => {
    dispatchDraft({ type: 'set', data: CONTACT_STEP });
    mockApi({ ...REFERENCE_ANSWERS });
    await renderRoute('/register/password');
    const terms = await screen.findByRole('link', { name: 'Read the terms and conditions' });
    expect(terms).toHaveAttribute('href', '/terms-and-conditions');
    expect(terms).toHaveAttribute('target', '_blank');
  });
});

const MEMBER = golferProfile({
  union_id: 1,
  union_name: 'Dansk Golf Union',
  member_number: '12-345',
  club_id: 4,
  club_name: 'Furesø Golfklub',
  birth_date: '1980-02-03',
});
const CLUB = {
  club_id: 4,
  name: 'Furesø Golfklub',
  latitude: 55.78,
  longitude: 12.37,
  city: 'Farum',
  country_code: 'DK',
  has_products: true,
  driving_range: false,
  logo_url: null,
};
const OTHER_CLUB = { ...CLUB, club_id: 5, name: 'Hillerød Golfklub', city: 'Hillerød' };

describe('Change club in the app’s More', () => {
  it('is its own item, opening the current club and the union and member number request', async () => {
    setSessionToken('session-0123456789abcdefghij');
    let home = CLUB;
    const api = mockApi({
      ...REFERENCE_ANSWERS,
      'GET /api/v1/user': { body: MEMBER },
      'GET /api/v1/clubs': { body: [CLUB, OTHER_CLUB] },
      'GET /api/v1/my-clubs-list': () => ({ body: [{ ...home, is_home_club: true, vouchers: 2 }] }),
      'PATCH /api/v1/user/club': () => {
        home = OTHER_CLUB;
        return { body: { ...MEMBER, club_id: 5, club_name: 'Hillerød Golfklub', member_number: '55-1' } };
      },
    });
    const { router } = await renderRoute('/app/more');
    const profile = await screen.findByRole('link', { name: 'My profile' });
    const items = profile.closest('ul') as HTMLElement;
    const names = within(items)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names.slice(0, 5)).toEqual([
      'Notifications',
      'History',
      'My credit cards',
      'My profile',
      'Change club',
    ]);

    await userEvent.click(within(items).getByRole('link', { name: 'Change club' }));
    await screen.findByRole('heading', { level: 1, name: 'Change club' });
    expect(router.state.location.pathname).toBe('/app/more/change-club');
    expect(screen.getByRole('navigation', { name: 'App sections' })).toBeInTheDocument();
    const current = await screen.findByRole('region', { name: 'Current club' });
    expect(await within(current).findByText('Furesø Golfklub')).toBeInTheDocument();
    expect(within(current).getByText('Your home club')).toBeInTheDocument();

    await userEvent.type(await screen.findByRole('textbox', { name: 'Union member number' }), '55-1');
    await userEvent.click(screen.getByRole('button', { name: 'Request' }));
    const done = await screen.findByRole('dialog', { name: 'Success' });
    expect(within(done).getByText('Your club has been changed.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/v1/user/club')[0]?.body).toEqual({
      union_id: 1,
      member_number: '55-1',
      birth_date: '1980-02-03',
    });
    // The new home club is the current club.
    await waitFor(() => expect(within(current).getByText('Hillerød Golfklub')).toBeInTheDocument());
    await userEvent.click(within(done).getByRole('button', { name: 'Got it' }));
    expect(screen.getByRole('link', { name: 'Back to More' })).toHaveAttribute('href', '/app/more');
  }, 20_000);
});
