import type { StaffMe } from '@golfwallet/core/contracts/partner/shapes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, type MockCall } from '../../../../test/api-mock';
import { renderRoute } from '../../../../test/render-route';
import { setStaffToken } from '../model/staff-session';

/** The club portal as staff see it: role-based navigation, the desk verdict, the product form's rules and preview. */

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

afterEach(() => setStaffToken(null));

describe('club portal', () => {
  it('sends a visitor without a staff session to the portal login', async () => {
    mockApi({});
    const { router } = await renderRoute('/partner/desk');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to the club portal' });
    expect(router.state.location.pathname).toBe('/partner/login');
  });

  it('shows the desk the engine’s reason and keeps owner pages out of its navigation', async () => {
    setStaffToken('staff-session-0123456789abcdef');
    const api = mockApi({
      'GET /api/v1/partner/session': { body: me('desk') },
      'GET /api/v1/partner/desk/vouchers/GW-1': {
        body: {
          voucher_id: 5,
          voucher_number: 'GW-1',
          voucher_name: 'Tuesday greenfee',
          product_name: 'Tuesday greenfee',
          owner_name: 'Rungsted Golf Klub',
          type: 'personal',
          category: 'voucher',
          value: '300',
          reduction_type: 'setprice',
          currency: 'DKK',
          valid_from: 1_790_000_000,
          valid_to: 1_800_000_000,
          uses_left: 1,
          uses_total: 1,
          restrictions: {},
          holder: { first_name: 'Karen', last_name: 'Blixen', member_number: null },
          may_redeem: false,
          reason_code: 'VOUCHER_WRONG_WEEKDAY',
          reason: 'This voucher cannot be used on this weekday.',
        },
      },
    });
    await renderRoute('/partner/desk');
    await screen.findByRole('heading', { level: 1, name: 'Desk' });
    const nav = screen.getByRole('navigation', { name: 'Club portal' });
    expect(within(nav).queryByRole('link', { name: 'Overview' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Issue and offers' })).toBeNull();
    await userEvent.type(screen.getByLabelText('Voucher number'), 'GW-1');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    await screen.findByText('Cannot be used now: This voucher cannot be used on this weekday.');
    expect(screen.getByRole('button', { name: 'Redeem one use' })).toBeDisabled();
    expect(api.calls.some((call: MockCall) => call.authorization?.startsWith('Basic '))).toBe(true);
  });

  it('checks a product with the shared schema before sending, and previews the voucher card', {
    timeout: 20_000,
  }, async () => {
    setStaffToken('staff-session-0123456789abcdef');
    const api = mockApi({ 'GET /api/v1/partner/session': { body: me('owner') } });
    await renderRoute('/partner/products/new');
    await screen.findByRole('heading', { level: 1, name: 'New product' });
    await userEvent.type(screen.getByLabelText('Name'), 'Sunset nine');
    const preview = screen.getByRole('region', { name: 'Preview' });
    await within(preview).findByRole('button', { name: 'Sunset nine' });
    await userEvent.selectOptions(screen.getByLabelText('Discount'), 'reducepercent');
    const value = screen.getByLabelText('Value');
    await userEvent.clear(value);
    await userEvent.type(value, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await screen.findByText('A percentage must be between 1 and 100');
    await waitFor(() => expect(api.calls.filter((call: MockCall) => call.method === 'POST')).toEqual([]));
  });
});
