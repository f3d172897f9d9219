import type { Product, RedemptionRow, StaffMe } from '@golfwallet/core/contracts/partner/shapes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { renderRoute } from '../../../../test/render-route';
import { setStaffToken } from '../model/staff-session';

/**
 * The club portal items of issue #34 as an owner sees them: the product preview as the golfer's
 * card (15), the offer's recipients and a repeat (17), what an edit changed (19a), a window past
 * midnight confirmed (19d), and a refused undo (19e).
 */

const OWNER: StaffMe = {
  staff_id: 1,
  email: 'owner@club.example',
  name: 'Owner',
  language: 'en',
  club: {
    club_id: 7,
    name: 'Rungsted Golf Klub',
    role: 'owner',
    timezone: 'Europe/Copenhagen',
    currency: 'DKK',
    departments: [],
  },
  clubs: [{ club_id: 7, name: 'Rungsted Golf Klub', role: 'owner' }],
};

const PRODUCT: Product = {
  product_id: 3,
  club_id: 7,
  name: 'Evening nine',
  description: null,
  type: 'personal',
  category: 'voucher',
  reduction_type: 'setprice',
  value: '300',
  price: 450,
  currency: 'DKK',
  uses: 2,
  max_per_day: null,
  validity_days: 180,
  limited_until: null,
  stock_left: null,
  paid_after_redemption: false,
  baskets: [],
  department_ids: [],
  can_be_self_redeemed: false,
  restrictions: { valid_times_per_day: 1 },
  status: 'active',
  updated_at: '2026-11-24T10:00:00.000Z',
};

const session = { 'GET /api/v1/partner/session': { body: OWNER } };

afterEach(() => setStaffToken(null));

describe('club portal, finishing (issue #34)', () => {
  it('item 15: previews the product as the golfer’s card with its name, club, price and restrictions', {
    timeout: 20_000,
  }, async () => {
    setStaffToken('staff-session-0123456789abcdef');
    mockApi({ ...session, 'GET /api/v1/partner/products/3': { body: PRODUCT } });
    await renderRoute('/partner/products/3');
    const preview = await screen.findByRole('region', { name: 'Preview' });
    const card = await within(preview).findByRole('listitem');
    expect(card).toHaveClass('voucher-card');
    within(card).getByRole('button', { name: 'Evening nine' });
    within(card).getByText('Rungsted Golf Klub');
    // The value comes once the form's checks have loaded (lazy rules); until then the badge says Free.
    await waitFor(() => expect(card.querySelector('.price-badge')?.textContent).toMatch(/300/));
    const restrictions = within(preview).getByRole('region', { name: 'Restrictions' });
    within(restrictions).getByText('Uses per day: at most 1');
  });

  it('item 17: says how many golfers an offer reaches, warns of a repeat and sends it only when confirmed', {
    timeout: 20_000,
  }, async () => {
    setStaffToken('staff-session-0123456789abcdef');
    const api = mockApi({
      ...session,
      'GET /api/v1/partner/products': { body: { items: [PRODUCT] } },
      'GET /api/v1/partner/offers/recipients': (call) => ({
        body: {
          recipients: call.search.get('audience') === 'home_club' ? 42 : 7,
          last_sent_at: call.search.get('audience') === 'home_club' ? '2026-11-20T09:30:00.000Z' : null,
        },
      }),
      'POST /api/v1/partner/offers': (call) =>
        (call.body as { confirm_repeat?: boolean }).confirm_repeat
          ? { status: 201, body: { sent: 42 } }
          : {
              status: 409,
              body: {
                code: 'OFFER_ALREADY_SENT',
                message: 'This product was already sent to the same golfers. Confirm to send it again.',
              },
            },
    });
    await renderRoute('/partner/issue');
    const form = await screen.findByRole('form', { name: 'Send an offer' });
    await userEvent.selectOptions(await within(form).findByLabelText('Product'), 'Evening nine');
    await within(form).findByText('It goes to 42 golfers.');
    within(form).getByText(/^This product was already sent to the same golfers on 20/);
    await userEvent.selectOptions(within(form).getByLabelText('Send to'), 'purchasers');
    await within(form).findByText('It goes to 7 golfers.');
    expect(within(form).queryByText(/already sent/)).toBeNull();
    await userEvent.selectOptions(within(form).getByLabelText('Send to'), 'home_club');
    await within(form).findByText('It goes to 42 golfers.');

    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    await within(form).findByText(
      'This product was already sent to the same golfers. Confirm to send it again.',
    );
    expect(api.callsTo('POST /api/v1/partner/offers')[0]?.body).toEqual({
      product_id: 3,
      audience: 'home_club',
      confirm_repeat: false,
    });
    await userEvent.click(within(form).getByLabelText('Yes, send it again'));
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    await within(form).findByText('The offer was sent to 42 golfers.');
    expect(api.callsTo('POST /api/v1/partner/offers')[1]?.body).toMatchObject({ confirm_repeat: true });
  });

  it('issue 35: previews a list, issues it once confirmed and shows the job’s progress', {
    timeout: 20_000,
  }, async () => {
    setStaffToken('staff-session-0123456789abcdef');
    let polls = 0;
    const batch = (done: number) => ({
      id: 5,
      product_id: 3,
      product_name: 'Evening nine',
      status: done === 2 ? 'done' : 'running',
      total: 2,
      done,
      created_at: 1_764_000_000,
      finished_at: done === 2 ? 1_764_000_010 : null,
      repeat: false,
    });
    const api = mockApi({
      ...session,
      'GET /api/v1/partner/products': { body: { items: [PRODUCT] } },
      'POST /api/v1/partner/bulk-issues/preview': {
        body: {
          recipients: 2,
          golfers: [
            { entry: 'ann@example.com', name: 'Ann Holm', opted_out: false },
            { entry: 'bo@example.com', name: 'Bo Berg', opted_out: true },
            { entry: '4711', name: 'Carl Dam', opted_out: false },
          ],
          unknown: ['nobody@example.com'],
          duplicates: 1,
        },
      },
      'POST /api/v1/partner/bulk-issues': { status: 202, body: batch(0) },
      'GET /api/v1/partner/bulk-issues/5': () => {
        polls += 1;
        return { body: batch(polls > 1 ? 2 : 1) };
      },
    });
    await renderRoute('/partner/issue');
    const form = await screen.findByRole('form', { name: 'Issue to a list of golfers' });
    await userEvent.selectOptions(await within(form).findByLabelText('Product'), 'Evening nine');
    await userEvent.type(
      within(form).getByLabelText('E-mail addresses or member numbers'),
      'ann@example.com{enter}bo@example.com{enter}4711{enter}nobody@example.com{enter}ann@example.com',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Show who gets it' }));
    await within(form).findByText('2 golfers get the voucher.');
    within(form).getByText('1 duplicate removed.');
    within(form).getByText('nobody@example.com');
    within(form).getByText('Bo Berg (bo@example.com)');
    expect(api.callsTo('POST /api/v1/partner/bulk-issues')).toHaveLength(0);

    await userEvent.click(within(form).getByRole('button', { name: 'Issue to 2 golfers' }));
    await within(form).findByText('Done: 2 vouchers issued.', {}, { timeout: 5000 });
    expect(api.callsTo('POST /api/v1/partner/bulk-issues')).toHaveLength(1);
    expect(api.callsTo('POST /api/v1/partner/bulk-issues')[0]?.body).toEqual({
      product_id: 3,
      list: 'ann@example.com\nbo@example.com\n4711\nnobody@example.com\nann@example.com',
      include_opted_out: false,
    });
  });

  it('item 19a: the audit log shows what an edit changed, before → after', { timeout: 20_000 }, async () => {
    setStaffToken('staff-session-0123456789abcdef');
    mockApi({
      ...session,
      'GET /api/v1/partner/audit': {
        body: {
          items: [
            {
              id: 1,
              at: '2026-11-24T10:00:00.000Z',
              action: 'product_updated',
              staff_name: 'Owner',
              subject: 'Evening nine',
              details: {
                product_id: 3,
                price: { from: 450, to: 500 },
                paid_after_redemption: { from: false, to: true },
                restrictions: { from: {}, to: { valid_times_per_day: 1 } },
              },
            },
          ],
        },
      },
    });
    await renderRoute('/partner/audit');
    await screen.findByText('Price in the shop: 450 → 500');
    screen.getByText('Paid after redemption: No → Yes');
    screen.getByText('Restrictions: No restrictions → Uses per day: at most 1');
  });

  it('item 19d: a time window past midnight is saved only once the owner confirms it', {
    timeout: 20_000,
  }, async () => {
    setStaffToken('staff-session-0123456789abcdef');
    const api = mockApi({
      ...session,
      'GET /api/v1/partner/products/3': { body: PRODUCT },
      'PUT /api/v1/partner/products/3': { body: PRODUCT },
      'GET /api/v1/partner/products': { body: { items: [PRODUCT] } },
    });
    await renderRoute('/partner/products/3');
    await userEvent.type(await screen.findByLabelText('Valid from (time)'), '17:00');
    await userEvent.type(screen.getByLabelText('Valid to (time)'), '09:00');
    await screen.findByText('17:00–09:00 runs past midnight: valid from 17:00 until 09:00 the next day.');
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await screen.findByText('Confirm that the window runs past midnight, or change the times.');
    expect(api.callsTo('PUT /api/v1/partner/products/3')).toHaveLength(0);
    await userEvent.click(screen.getByLabelText('Yes, the window runs past midnight'));
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(api.callsTo('PUT /api/v1/partner/products/3')).toHaveLength(1));
    expect(api.callsTo('PUT /api/v1/partner/products/3')[0]?.body).toMatchObject({
      restrictions: { valid_time_from: '17:00', valid_time_to: '09:00' },
    });
  });

  it('item 19e: a refused late undo says why and its Undo button goes', { timeout: 20_000 }, async () => {
    setStaffToken('staff-session-0123456789abcdef');
    const row: RedemptionRow = {
      redemption_id: 9,
      first_name: 'Karen',
      last_name: 'Blixen',
      member_number: null,
      home_club: null,
      voucher_name: 'Evening nine',
      product_id: 3,
      original_price: 450,
      currency: 'DKK',
      redeemed_at: '2026-11-24T10:00:00.000Z',
      uses_left: 1,
      method: 'staff',
      undoable: true,
    };
    let lists = 0;
    mockApi({
      ...session,
      'GET /api/v1/partner/products': { body: { items: [PRODUCT] } },
      'GET /api/v1/partner/redemptions': () => {
        lists += 1;
        return { body: { items: [{ ...row, undoable: lists === 1 }] } };
      },
      'DELETE /api/v1/partner/redemptions/9': {
        status: 409,
        body: { code: 'UNDO_TOO_LATE', message: 'A redemption can only be undone within 15 minutes.' },
      },
    });
    await renderRoute('/partner/redemptions');
    await userEvent.click(await screen.findByRole('button', { name: /^Undo/ }));
    await screen.findByText('A redemption can only be undone within 15 minutes.');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull());
  });

  it('item 19e at the desk: a refused undo says why and the Undo button goes', {
    timeout: 20_000,
  }, async () => {
    setStaffToken('staff-session-0123456789abcdef');
    mockApi({
      ...session,
      'GET /api/v1/partner/desk/vouchers/GW-4': {
        body: {
          voucher_id: 8,
          voucher_number: 'GW-4',
          voucher_name: 'Evening nine',
          product_name: 'Evening nine',
          owner_name: 'Rungsted Golf Klub',
          type: 'personal',
          category: 'voucher',
          value: '300',
          reduction_type: 'setprice',
          currency: 'DKK',
          valid_from: 1_790_000_000,
          valid_to: 1_800_000_000,
          uses_left: 2,
          uses_total: 2,
          restrictions: {},
          holder: null,
          gift_card: null,
          balances: null,
          may_redeem: true,
          reason_code: null,
          reason: null,
        },
      },
      'POST /api/v1/partner/desk/redeem': {
        body: {
          redemption_id: 12,
          voucher_id: 8,
          uses_left: 1,
          redeemed_at: '2026-11-24T10:00:00.000Z',
          undo_until: '2026-11-24T10:15:00.000Z',
        },
      },
      'DELETE /api/v1/partner/redemptions/12': {
        status: 409,
        body: { code: 'UNDO_TOO_LATE', message: 'A redemption can only be undone within 15 minutes.' },
      },
    });
    await renderRoute('/partner/desk');
    await userEvent.type(await screen.findByLabelText('Voucher number'), 'GW-4');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem one use' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, redeem' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await screen.findByText('A redemption can only be undone within 15 minutes.');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    screen.getByText('Redeemed. Uses left: 1.');
  });
});
