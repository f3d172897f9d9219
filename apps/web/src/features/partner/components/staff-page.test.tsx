import type { StaffMe } from '@golfwallet/core/contracts/partner/shapes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { renderRoute } from '../../../../test/render-route';
import { setStaffToken } from '../model/staff-session';

/** Owner-only pages kept from the desk (issue 31), and the owners' Staff page. */

function me(role: 'owner' | 'desk'): StaffMe {
  return {
    staff_id: 1,
    email: 'staff@club.example',
    name: 'Staff',
    language: 'en',
    club: {
      club_id: 7,
      name: 'Rungsted Golf Klub',
      role,
      timezone: 'Europe/Copenhagen',
      currency: 'DKK',
      departments: [],
    },
    clubs: [{ club_id: 7, name: 'Rungsted Golf Klub', role }],
  };
}

const STAFF = {
  items: [
    {
      staff_id: 1,
      email: 'staff@club.example',
      name: 'Staff',
      role: 'owner' as const,
      invited: false,
      status: 'active' as const,
    },
    {
      staff_id: 2,
      email: 'desk@club.example',
      name: 'Dina Desk',
      role: 'desk' as const,
      invited: false,
      status: 'active' as const,
    },
  ],
  invitations: [
    { staff_id: 3, email: 'new@club.example', role: 'desk' as const, expires_at: '2026-12-01T10:00:00.000Z' },
  ],
};

afterEach(() => setStaffToken(null));

describe('owner-only pages', () => {
  it.each([
    ['/partner/staff', 'GET /api/v1/partner/staff'],
    ['/partner/products/new', undefined],
    ['/partner/products/12', 'GET /api/v1/partner/products/12'],
    ['/partner/issue', undefined],
    ['/partner/audit', 'GET /api/v1/partner/audit'],
  ])('shows the desk “not allowed” at %s, without asking the API for the page', async (path, request) => {
    setStaffToken('staff-session-0123456789abcdef');
    const api = mockApi({ 'GET /api/v1/partner/session': { body: me('desk') } });
    await renderRoute(path);
    await screen.findByRole('heading', { level: 1, name: 'Not allowed' });
    expect(
      screen.getByText(
        'Your role at this club does not allow this page. Ask the club’s owner if you need it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the desk' })).toHaveAttribute('href', '/partner/desk');
    if (request) expect(api.callsTo(request)).toEqual([]);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/v1/partner/session']);
  });

  it('sends the desk from the portal’s front page (the owners’ overview) to the desk page', async () => {
    setStaffToken('staff-session-0123456789abcdef');
    const api = mockApi({ 'GET /api/v1/partner/session': { body: me('desk') } });
    const { router } = await renderRoute('/partner');
    await screen.findByRole('heading', { level: 1, name: 'Desk' });
    expect(router.state.location.pathname).toBe('/partner/desk');
    expect(api.callsTo('GET /api/v1/partner/reports/period')).toEqual([]);
  });
});

describe('the Staff page', () => {
  it('lists staff and pending invitations; the owner deactivates, removes after confirming, and withdraws', async () => {
    setStaffToken('staff-session-0123456789abcdef');
    const api = mockApi({
      'GET /api/v1/partner/session': { body: me('owner') },
      'GET /api/v1/partner/staff': { body: STAFF },
      'PUT /api/v1/partner/staff/2/active': { body: { success: true } },
      'DELETE /api/v1/partner/staff/2': { body: { success: true } },
      'DELETE /api/v1/partner/invitations/3': { body: { success: true } },
      'PUT /api/v1/partner/staff/1/role': {
        status: 409,
        body: {
          status: 409,
          code: 'LAST_OWNER',
          message: 'The club needs at least one active owner. Make someone else owner first.',
        },
      },
    });
    await renderRoute('/partner/staff');
    await screen.findByRole('heading', { level: 1, name: 'Staff' });
    const [staffTable, invitationTable] = await screen.findAllByRole('table');
    const deskRow = within(staffTable!).getByRole('row', { name: /desk@club\.example/ });
    expect(within(deskRow).getByText('Active')).toBeInTheDocument();
    expect(within(invitationTable!).getByRole('row', { name: /new@club\.example/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Deactivate ?desk@club\.example$/ }));
    await screen.findByText('The change is saved.');
    expect(api.callsTo('PUT /api/v1/partner/staff/2/active').map((call) => call.body)).toEqual([
      { active: false },
    ]);

    await userEvent.click(screen.getByRole('button', { name: /^Remove ?desk@club\.example$/ }));
    expect(api.callsTo('DELETE /api/v1/partner/staff/2')).toEqual([]);
    screen.getByText('Remove desk@club.example from the club’s staff? Their access ends at once.');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await expect.poll(() => api.callsTo('DELETE /api/v1/partner/staff/2').length).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: /^Withdraw ?new@club\.example$/ }));
    await expect.poll(() => api.callsTo('DELETE /api/v1/partner/invitations/3').length).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: /^Make desk ?staff@club\.example$/ }));
    await screen.findByText('The club needs at least one active owner. Make someone else owner first.');
  });
});

describe('a revoked session', () => {
  it('signs the portal out when an owner deactivated or removed the person (401 STAFF_ACCESS_REVOKED)', async () => {
    setStaffToken('staff-session-0123456789abcdef');
    mockApi({
      'GET /api/v1/partner/session': {
        status: 401,
        body: {
          status: 401,
          code: 'STAFF_ACCESS_REVOKED',
          message: 'Your access to this club has ended. Ask the club’s owner if this is a mistake.',
        },
      },
    });
    const { router } = await renderRoute('/partner/desk');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to the club portal' });
    expect(router.state.location.pathname).toBe('/partner/login');
  });
});
