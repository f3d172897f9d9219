import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { mockApi } from '../../../../test/api-mock';
import { renderRoute } from '../../../../test/render-route';
import { golferProfile } from '../../../../test/user-fixture';

function listing(usesLeftToday: number, cardUses: number, windowMinutes = 10) {
  return {
    club_id: 7,
    max_per_day: 4,
    window_minutes: windowMinutes,
    uses_left_today: usesLeftToday,
    dispensers: [
      {
        dispenser_id: 1,
        name: 'Automat 1',
        ready: true,
        baskets: [
          { basket_id: 11, balls: 30, price_minor: 2500, max_per_day: 2, uses_left_today: usesLeftToday },
          { basket_id: 12, balls: 60, price_minor: 4000, max_per_day: 2, uses_left_today: 2 },
        ],
      },
    ],
    cards: [{ voucher_id: 99, name: 'Boldkort 10 kurve', uses_left: cardUses }],
    ball_money_minor: 0,
  };
}

afterEach(() => {
  setSessionToken(null);
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('driving range page', () => {
  it('shows the guide first, dispenses the chosen basket with the position, and the uses left go down', async () => {
    setSessionToken('session-0123456789abcdefghij');
    let dispensed = false;
    const api = mockApi({
      'GET /api/v1/user': { body: golferProfile() },
      'GET /api/v1/range/clubs/7/dispensers': () => ({ body: dispensed ? listing(1, 9) : listing(2, 10) }),
      'POST /api/v1/range/dispense': () => {
        dispensed = true;
        return { body: { reservation_id: 5, balls: 30, card_uses_left: 9, uses_left_today: 1 } };
      },
    });
    const geolocation = {
      getCurrentPosition: (success: PositionCallback) =>
        success({ coords: { latitude: 55.886, longitude: 12.53 } } as GeolocationPosition),
    };
    vi.stubGlobal('navigator', { ...navigator, geolocation, onLine: true });
    await renderRoute('/range?club=7');

    expect(await screen.findByRole('dialog', { name: 'How to dispense balls' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(window.localStorage.getItem('rangeGuideSeen')).toBe('true');

    expect(screen.getByText('Dispenses left today: 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dispense now' }));
    expect(await screen.findByText('The dispenser is dropping 30 balls.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/range/dispense')[0]?.body).toEqual({
      dispenser_id: 1,
      basket_id: 11,
      voucher_id: 99,
      latitude: 55.886,
      longitude: 12.53,
    });
    // One Idempotency-Key per tap: a retry of the tap would repeat it, the next tap has its own.
    const firstKey = api.callsTo('POST /api/v1/range/dispense')[0]?.idempotencyKey;
    expect(firstKey).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.getByText('Dispenses left today: 1')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Dispense now' }));
    await waitFor(() => expect(api.callsTo('POST /api/v1/range/dispense')).toHaveLength(2));
    expect(api.callsTo('POST /api/v1/range/dispense')[1]?.idempotencyKey).not.toBe(firstKey);

    await userEvent.click(screen.getByRole('button', { name: 'Change options' }));
    expect(screen.getByRole('combobox', { name: 'Basket size' })).toBeInTheDocument();
  });

  it('shows the server’s text when dispensing fails', async () => {
    setSessionToken('session-0123456789abcdefghij');
    window.localStorage.setItem('rangeGuideSeen', 'true');
    mockApi({
      'GET /api/v1/user': { body: golferProfile() },
      'GET /api/v1/range/clubs/7/dispensers': { body: listing(2, 10) },
      'POST /api/v1/range/dispense': {
        status: 409,
        body: { status: 409, code: 'DISPENSE_FAILED', message: 'Error dispensing, please try again' },
      },
    });
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined, onLine: true });
    await renderRoute('/range?club=7');
    await userEvent.click(await screen.findByRole('button', { name: 'Dispense now' }));
    expect(await screen.findByText('Error dispensing, please try again')).toBeInTheDocument();
  });

  it('says the limits, and nothing about a window of 0 minutes', async () => {
    setSessionToken('session-0123456789abcdefghij');
    window.localStorage.setItem('rangeGuideSeen', 'true');
    mockApi({
      'GET /api/v1/user': { body: golferProfile() },
      'GET /api/v1/range/clubs/7/dispensers': { body: listing(2, 10, 0) },
    });
    await renderRoute('/range?club=7');
    expect(await screen.findByText('At most 4 dispenses a day.')).toBeInTheDocument();
    expect(screen.queryByText(/minute/)).not.toBeInTheDocument();
  });

  it('says the window when there is one, in the singular for 1 minute', async () => {
    setSessionToken('session-0123456789abcdefghij');
    window.localStorage.setItem('rangeGuideSeen', 'true');
    mockApi({
      'GET /api/v1/user': { body: golferProfile() },
      'GET /api/v1/range/clubs/7/dispensers': { body: listing(2, 10, 1) },
    });
    await renderRoute('/range?club=7');
    expect(
      await screen.findByText('At most 4 dispenses a day. At least 1 minute between two dispenses.'),
    ).toBeInTheDocument();
  });

  it('at the daily limit, Dispense now is off and the page says why', async () => {
    setSessionToken('session-0123456789abcdefghij');
    window.localStorage.setItem('rangeGuideSeen', 'true');
    mockApi({
      'GET /api/v1/user': { body: golferProfile() },
      'GET /api/v1/range/clubs/7/dispensers': { body: listing(0, 10) },
    });
    await renderRoute('/range?club=7');
    const button = await screen.findByRole('button', { name: 'Dispense now' });
    expect(button).toBeDisabled();
    expect(screen.getByText("You have used today's dispenses at this club")).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription("You have used today's dispenses at this club");
  });
});
