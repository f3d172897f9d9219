import type { PortalShopSettings } from '@golfwallet/core/contracts/partner/shop-settings-shapes';
import type { StaffMe } from '@golfwallet/core/contracts/partner/shapes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { renderRoute } from '../../../../test/render-route';
import { setStaffToken } from '../model/staff-session';

/** The portal's shop settings page: the owner's form, checked with the shared schema, and the desk's view. */

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

const settings: PortalShopSettings = {
  vat_number: null,
  accepts_points: true,
  accepts_ball_money: true,
  vat_rate_bp: 2500,
  legal_name: null,
  address: null,
  contact_email: null,
  contact_phone: null,
  currency: 'DKK',
};

afterEach(() => setStaffToken(null));

describe('shop settings page', () => {
  it('shows a bad VAT number under its field and sends nothing, then saves the corrected settings', async () => {
    setStaffToken('staff-session-0123456789abcdef');
    const api = mockApi({
      'GET /api/v1/partner/session': { body: me('owner') },
      'GET /api/v1/partner/shop-settings': { body: settings },
      'PUT /api/v1/partner/shop-settings': {
        body: {
          vat_number: 'DK12345678',
          accepts_points: false,
          accepts_ball_money: true,
          vat_rate_bp: 2550,
          legal_name: 'Rungsted Golf Klub ApS',
          address: 'Vestre Stationsvej 16, 2960 Rungsted Kyst',
          contact_email: null,
          contact_phone: null,
          currency: 'DKK',
        },
      },
    });
    await renderRoute('/partner/shop-settings');
    const form = await screen.findByRole('form', { name: 'Shop settings' });
    const vatNumber = within(form).getByRole('textbox', { name: 'VAT number' });
    const vatRate = within(form).getByRole('textbox', { name: 'VAT rate (%)' });
    expect(vatRate).toHaveProperty('value', '25');

    await userEvent.type(vatNumber, '1234');
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(
      await within(form).findByText(
        'Please enter a VAT number: a 2-letter country code and 2–13 letters or digits (e.g. DK12345678)',
      ),
    ).toBeTruthy();
    expect(vatNumber.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PUT /api/v1/partner/shop-settings')).toHaveLength(0);

    await userEvent.clear(vatNumber);
    await userEvent.type(vatNumber, 'dk 1234 5678');
    await userEvent.clear(vatRate);
    await userEvent.type(vatRate, '25,5');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Golfers may pay with points' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Legal name' }), 'Rungsted Golf Klub ApS');
    await userEvent.type(
      within(form).getByRole('textbox', { name: /^Address/ }),
      'Vestre Stationsvej 16, 2960 Rungsted Kyst',
    );
    expect(within(form).getByRole('textbox', { name: 'Currency' })).toHaveProperty('value', 'DKK');
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    await screen.findByText('The shop settings are saved.');
    expect(api.callsTo('PUT /api/v1/partner/shop-settings').map((call) => call.body)).toEqual([
      {
        vat_number: 'DK12345678',
        accepts_points: false,
        accepts_ball_money: true,
        vat_rate_bp: 2550,
        legal_name: 'Rungsted Golf Klub ApS',
        address: 'Vestre Stationsvej 16, 2960 Rungsted Kyst',
        contact_email: null,
        contact_phone: null,
      },
    ]);
    expect(vatNumber).toHaveProperty('value', 'DK12345678');
  });

  it('puts the server’s field errors under their fields, the rate’s under the rate', async () => {
    setStaffToken('staff-session-0123456789abcdef');
    mockApi({
      'GET /api/v1/partner/session': { body: me('owner') },
      'GET /api/v1/partner/shop-settings': { body: settings },
      'PUT /api/v1/partner/shop-settings': {
        status: 422,
        body: [{ field: 'vat_rate_bp', message: 'The rate the server refused' }],
      },
    });
    await renderRoute('/partner/shop-settings');
    const form = await screen.findByRole('form', { name: 'Shop settings' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('The rate the server refused')).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: 'VAT rate (%)' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('shows the desk the settings with nothing to change', async () => {
    setStaffToken('staff-session-0123456789abcdef');
    mockApi({
      'GET /api/v1/partner/session': { body: me('desk') },
      'GET /api/v1/partner/shop-settings': { body: { ...settings, vat_number: 'DK12345678' } },
    });
    await renderRoute('/partner/shop-settings');
    const form = await screen.findByRole('form', { name: 'Shop settings' });
    const vatNumber = within(form).getByRole('textbox', { name: 'VAT number' });
    expect(vatNumber).toHaveProperty('value', 'DK12345678');
    expect(vatNumber.matches(':disabled')).toBe(true);
    expect(
      within(form).getByRole('checkbox', { name: 'Golfers may pay with points' }).matches(':disabled'),
    ).toBe(true);
    expect(within(form).queryByRole('button', { name: 'Save settings' })).toBeNull();
  });
});
