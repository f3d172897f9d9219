import type { StaffMe } from '@golfwallet/core/contracts/partner/shapes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { renderRoute } from '../../../../test/render-route';
import { setStaffToken } from '../model/staff-session';

/** The owners' back office for a period (issue #35). */

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

const clip = {
  issued_sold: 1,
  issued_given: 1,
  revenue_gross: 300,
  revenue_vat: 60,
  revenue_net: 240,
  redemptions: 4,
  uses_opening: 2,
  uses_issued: 6,
  uses_used: 4,
  uses_expired: 0,
  uses_refunded: 0,
  uses_closing: 4,
  opening: 200,
  issued: 300,
  used: 300,
  expired: 0,
  refunded: 0,
  closing: 200,
};

const REPORT = {
  currency: 'DKK',
  time_zone: 'Europe/Copenhagen',
  from: '2026-11-01',
  to: '2026-11-02',
  total: clip,
  per_product: [{ product_id: 3, name: 'Klippekort 3', ...clip }],
  per_department: [
    { department_id: null, name: null, redemptions: 2, uses_used: 2, used: 100 },
    { department_id: 4, name: 'Proshop', redemptions: 2, uses_used: 2, used: 200 },
  ],
  refunds: { gross: 0, vat: 0 },
  ball_money_owed: 130,
  gift_card_owed: 400,
  per_day: [
    { day: '2026-11-01', sold: 1, given: 0, redeemed: 2 },
    { day: '2026-11-02', sold: 0, given: 1, redeemed: 2 },
  ],
};

afterEach(() => setStaffToken(null));

describe('the overview of a period (the portal’s front page for owners)', () => {
  it('shows the period’s figures reconciling in money and clips, with the equation, and asks for a custom period', async () => {
    setStaffToken('staff-session-0123456789abcdef');
    const api = mockApi({
      'GET /api/v1/partner/session': { body: me('owner') },
      'GET /api/v1/partner/reports/period': { body: REPORT },
    });
    const { router } = await renderRoute('/partner/reports');
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    // The old address of the reports leads to the overview, which is them now.
    expect(router.state.location.pathname).toBe('/partner');
    const money = await screen.findByRole('table', { name: 'In money' });
    const row = within(money).getByRole('row', { name: /Klippekort 3/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.stringContaining('200'),
      expect.stringContaining('300'),
      expect.stringContaining('300'),
      expect.stringContaining('0'),
      expect.stringContaining('0'),
      expect.stringContaining('200'),
    ]);
    const uses = screen.getByRole('table', { name: 'In clips' });
    const usesRow = within(uses).getByRole('row', { name: /Klippekort 3/ });
    expect(
      within(usesRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '6', '4', '0', '0', '4']);
    expect(
      screen.getByText('Outstanding at start + issued − used − expired − refunded = outstanding at end'),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Sales and redemptions per day' })).toBeInTheDocument();
    const departments = screen.getByRole('table', { name: 'Per department' });
    expect(
      within(departments)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringMatching(/^The club \(no department\)22.*100/),
      expect.stringMatching(/^Proshop22.*200/),
    ]);

    const first = api.callsTo('GET /api/v1/partner/reports/period')[0]!;
    expect(first.search.get('from')).toMatch(/^\d{4}-\d{2}-01$/);

    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Custom');
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-10-01');
    await screen.findByRole('table', { name: 'In money' });
    const last = api.callsTo('GET /api/v1/partner/reports/period').at(-1)!;
    expect(last.search.get('from')).toBe('2026-10-01');
  });

  it('is not shown to the desk, nor asked for', async () => {
    setStaffToken('staff-session-0123456789abcdef');
    const api = mockApi({ 'GET /api/v1/partner/session': { body: me('desk') } });
    await renderRoute('/partner/reports');
    await screen.findByRole('heading', { level: 1, name: 'Not allowed' });
    expect(api.callsTo('GET /api/v1/partner/reports/period')).toEqual([]);
    const nav = screen.getByRole('navigation', { name: 'Club portal' });
    expect(within(nav).queryByRole('link', { name: 'Overview' })).toBeNull();
  });
});
