import type { PortalDispenser, PortalRange } from '@golfwallet/core/contracts/partner/range-shapes';
import type { StaffMe } from '@golfwallet/core/contracts/partner/shapes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setPlatformForTests } from '../../../lib/platform/platform';
import { type Platform, ScanError } from '../../../lib/platform/types';
import { mockApi } from '../../../../test/api-mock';
import { renderRoute } from '../../../../test/render-route';
import { setStaffToken } from '../model/staff-session';

/** The portal's driving-range page and the desk's scanner, as owner and desk see them. */

function me(role: 'owner' | 'desk'): StaffMe {
  const club = { club_id: 7, name: 'Rungsted Golf Klub', role };
  return {
    staff_id: 1,
    email: 'staff@club.example',
    name: 'Staff',
    language: 'en',
    club: { ...club, timezone: 'Europe/Copenhagen', currency: 'DKK', departments: [] },
    clubs: [club],
  };
}

const automat: PortalDispenser = {
  dispenser_id: 3,
  name: 'Automat 1',
  enabled: true,
  status: 'ready',
  topic: 'clubs/7/dispensers/3',
  baskets: [{ basket_id: 9, balls: 30, price_minor: 2500, max_per_day: 2 }],
  last_dispensed_at: null,
  last_failed_at: null,
  dispensed_today: 4,
};
const range: PortalRange = { max_per_day: 4, window_minutes: 0, currency: 'DKK', dispensers: [automat] };

afterEach(() => {
  setStaffToken(null);
  setPlatformForTests(null);
});

describe('driving range page', () => {
  it('lets the owner add a dispenser: prices typed in kroner go out in øre, errors come from the shared schema', async () => {
    setStaffToken('staff-session-0123456789abcdef');
    const api = mockApi({
      'GET /api/v1/partner/session': { body: me('owner') },
      'GET /api/v1/partner/range': { body: range },
      'POST /api/v1/partner/range/dispensers': { status: 201, body: { ...automat, dispenser_id: 4 } },
    });
    await renderRoute('/partner/range');
    const row = (await screen.findByRole('rowheader', { name: 'Automat 1' })).closest('tr')!;
    expect(within(row).getByText('Ready')).toBeTruthy();
    expect(within(row).getByText('clubs/7/dispensers/3')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Add a dispenser' }));
    const form = screen.getByRole('form', { name: 'Add a dispenser' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save dispenser' }));
    expect(await within(form).findByText('This field is required')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(within(form).getByLabelText('Name'), 'Automat 2');
    const first = within(form).getByRole('group', { name: 'Basket 1' });
    const price = within(first).getByLabelText('Price in ball money (DKK)');
    await userEvent.clear(price);
    await userEvent.type(price, '52,50');
    await userEvent.click(within(form).getByRole('button', { name: 'Save dispenser' }));
    await screen.findByText('The dispenser is saved.');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Automat 2',
      baskets: [{ balls: 30, price_minor: 5250, max_per_day: 5 }],
    });
  });

  it('shows the desk the dispensers and limits with nothing to change', async () => {
    setStaffToken('staff-session-0123456789abcdef');
    mockApi({
      'GET /api/v1/partner/session': { body: me('desk') },
      'GET /api/v1/partner/range': { body: range },
    });
    await renderRoute('/partner/range');
    await screen.findByRole('rowheader', { name: 'Automat 1' });
    expect(screen.queryByRole('button', { name: 'Add a dispenser' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Switch off/ })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('desk scanning', () => {
  function scanner(scan: Platform['scanner']['scan']) {
    setPlatformForTests({ scanner: { scan } } as unknown as Platform);
  }

  it('looks up the number the camera read', async () => {
    setStaffToken('staff-session-0123456789abcdef');
    scanner(async () => 'GW-77');
    const api = mockApi({
      'GET /api/v1/partner/session': { body: me('desk') },
      'GET /api/v1/partner/desk/vouchers/GW-77': {
        status: 404,
        body: { code: 'VOUCHER_NOT_FOUND', message: 'Not found.' },
      },
    });
    await renderRoute('/partner/desk');
    await userEvent.click(await screen.findByRole('button', { name: 'Scan code' }));
    await screen.findByText('Not found.');
    expect(screen.getByLabelText<HTMLInputElement>('Voucher number').value).toBe('GW-77');
    expect(api.calls.some((c) => c.path === '/api/v1/partner/desk/vouchers/GW-77')).toBe(true);
  });

  it('says so when the camera is refused, and asks for the number where there is no camera', async () => {
    setStaffToken('staff-session-0123456789abcdef');
    mockApi({ 'GET /api/v1/partner/session': { body: me('desk') } });
    scanner(async () => {
      throw new ScanError('denied');
    });
    await renderRoute('/partner/desk');
    await userEvent.click(await screen.findByRole('button', { name: 'Scan code' }));
    await screen.findByText('The camera is not allowed. Allow it for this page in the browser’s settings.');
    scanner(async () => {
      throw new ScanError('unsupported');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Scan code' }));
    await screen.findByText('This browser cannot scan codes. Please type the number.');
  });
});
