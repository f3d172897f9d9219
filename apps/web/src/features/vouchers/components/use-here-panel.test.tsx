import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockApi } from '../../../../test/api-mock';
import { golferProfile } from '../../../../test/user-fixture';
import { UseHerePanel } from './use-here-panel';
import { voucher } from '../../../../test/voucher-fixture';

/**
 * The device layer: a platform authenticator that may or may not be there, the device store (where
 * the keys made on this device are remembered), and a position at the club.
 */
const device = vi.hoisted(() => ({
  available: vi.fn(async () => true),
  // An AuthenticationResponseJSON whose client data is the challenge it signed.
  authenticate: vi.fn(async (options: Record<string, unknown>) => ({
    id: 'Y3JlZA',
    rawId: 'Y3JlZA',
    type: 'public-key' as const,
    response: { clientDataJSON: String(options.challenge), authenticatorData: 'YXV0aA', signature: 'c2ln' },
    clientExtensionResults: {},
  })),
  stored: new Map<string, string>(),
}));
vi.mock('../../../lib/platform/platform', () => ({
  platform: () => ({
    name: 'web',
    biometrics: { available: device.available, authenticate: device.authenticate, register: vi.fn() },
    geolocation: { current: async () => ({ latitude: 55.7, longitude: 12.5, accuracy: 10 }) },
    secureStorage: {
      get: async (key: string) => device.stored.get(key) ?? null,
      set: async (key: string, value: string) => void device.stored.set(key, value),
      remove: async (key: string) => void device.stored.delete(key),
    },
  }),
}));

const GOLFER = golferProfile();
/** The keys this device made, as lib/device-keys keeps them. */
const rememberOnDevice = (keys: { id: string; user: number }[]) =>
  device.stored.set('webauthnKeys', JSON.stringify(keys));
/** The golfer's keys as the server lists them. */
const serverKeys = (...ids: string[]) => ({
  body: {
    credentials: ids.map((id) => ({
      credential_id: id,
      created_at: '2026-11-20T10:00:00.000Z',
      last_used_at: null,
    })),
  },
});

/** Lets pending answers reach the screen before looking for something that must not be there. */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const PIN_VOUCHER = voucher({ voucher_id: 7, has_pin: true, can_be_self_redeemed: true });

function renderPanel(item = PIN_VOUCHER) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <UseHerePanel voucher={item} />
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  device.available.mockResolvedValue(true);
  device.authenticate.mockClear();
  device.stored.clear();
});

describe('use here with a PIN', () => {
  it('offers fingerprint or face next to the PIN and redeems with the device’s signature instead', async () => {
    rememberOnDevice([{ id: 'Y3JlZA', user: GOLFER.user_id }]);
    const api = mockApi({
      'GET /api/v1/departments': { body: [] },
      'GET /api/v1/user': { body: GOLFER },
      'GET /api/v1/webauthn/credentials': serverKeys('Y3JlZA', 'b3RoZXI'),
      'POST /api/v1/webauthn/confirm-pin/options': {
        body: { challenge_id: 'c'.repeat(43), options: { challenge: 'abc', rpId: 'localhost' } },
      },
      'POST /api/v1/voucher/redeem': {
        body: { voucher_id: 7, redemption_id: 1, uses_left: 2, redeemed_at: '2026-11-24T10:00:00.000Z' },
      },
    });
    renderPanel();
    expect(screen.getByLabelText('PIN code of the voucher')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Use fingerprint or face' }));
    await waitFor(() => expect(api.callsTo('POST /api/v1/voucher/redeem')).toHaveLength(1));
    expect(api.callsTo('POST /api/v1/webauthn/confirm-pin/options')[0]?.body).toEqual({ voucher_id: 7 });
    expect(device.authenticate).toHaveBeenCalledWith({ challenge: 'abc', rpId: 'localhost' });
    const body = api.callsTo('POST /api/v1/voucher/redeem')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      voucher_id: 7,
      self_redeem: true,
      assertion: {
        challenge_id: 'c'.repeat(43),
        response: { id: 'Y3JlZA', response: { clientDataJSON: 'abc' } },
      },
    });
    expect(body).not.toHaveProperty('pin');
  });

  it('shows no such button when the device has no platform authenticator', async () => {
    device.available.mockResolvedValue(false);
    rememberOnDevice([{ id: 'Y3JlZA', user: GOLFER.user_id }]);
    const api = mockApi({ 'GET /api/v1/departments': { body: [] } });
    renderPanel();
    await waitFor(() => expect(device.available).toHaveBeenCalled());
    await settle();
    expect(screen.getByLabelText('PIN code of the voucher')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use fingerprint or face' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/v1/webauthn/credentials')).toHaveLength(0);
  });

  it('shows no such button when the golfer has keys, but none made on this device', async () => {
    // This device holds another golfer's key (a shared phone); the golfer's own key is elsewhere.
    rememberOnDevice([{ id: 'YW5uYQ', user: GOLFER.user_id + 1 }]);
    const api = mockApi({
      'GET /api/v1/departments': { body: [] },
      'GET /api/v1/user': { body: GOLFER },
      'GET /api/v1/webauthn/credentials': serverKeys('ZWxzZXdoZXJl'),
    });
    renderPanel();
    await waitFor(() => expect(api.callsTo('GET /api/v1/webauthn/credentials')).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('button', { name: 'Use fingerprint or face' })).not.toBeInTheDocument();
    // The other golfer's key is not this golfer's list to judge: it stays.
    expect(JSON.parse(device.stored.get('webauthnKeys') ?? '[]')).toEqual([
      { id: 'YW5uYQ', user: GOLFER.user_id + 1 },
    ]);
  });

  it('forgets a key of this device that the server no longer has, and shows no button', async () => {
    rememberOnDevice([
      { id: 'cmVtb3ZlZA', user: GOLFER.user_id },
      { id: 'YW5uYQ', user: GOLFER.user_id + 1 },
    ]);
    const api = mockApi({
      'GET /api/v1/departments': { body: [] },
      'GET /api/v1/user': { body: GOLFER },
      'GET /api/v1/webauthn/credentials': serverKeys('ZWxzZXdoZXJl'),
    });
    renderPanel();
    await waitFor(() => expect(api.callsTo('GET /api/v1/webauthn/credentials')).toHaveLength(1));
    await waitFor(() =>
      expect(JSON.parse(device.stored.get('webauthnKeys') ?? '[]')).toEqual([
        { id: 'YW5uYQ', user: GOLFER.user_id + 1 },
      ]),
    );
    await settle();
    expect(screen.queryByRole('button', { name: 'Use fingerprint or face' })).not.toBeInTheDocument();
  });

  it('shows no such button for a voucher without a PIN', async () => {
    mockApi({ 'GET /api/v1/departments': { body: [] } });
    renderPanel(voucher({ voucher_id: 8, has_pin: false, can_be_self_redeemed: true }));
    expect(await screen.findByRole('button', { name: 'Use now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use fingerprint or face' })).not.toBeInTheDocument();
  });
});

describe('"Use now" sends each tap once', () => {
  const REDEEMED = {
    body: { voucher_id: 7, redemption_id: 1, uses_left: 3, redeemed_at: '2026-11-24T10:00:00.000Z' },
  };

  beforeEach(() => device.available.mockResolvedValue(false));

  it('is disabled while the request runs, ignores a double tap, and empties the PIN after success', async () => {
    let answer: (value: typeof REDEEMED) => void = () => {};
    const api = mockApi({
      'GET /api/v1/departments': { body: [] },
      'POST /api/v1/voucher/redeem': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderPanel();
    const pin = screen.getByLabelText('PIN code of the voucher');
    await userEvent.type(pin, '2468');
    const button = screen.getByRole('button', { name: 'Use now' });
    // Two taps 250 ms apart at most: the second comes before the first has an answer.
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(api.callsTo('POST /api/v1/voucher/redeem')).toHaveLength(1));
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(pin).toHaveValue('2468');
    answer(REDEEMED);
    expect(await screen.findByRole('status')).toHaveTextContent('3');
    expect(pin).toHaveValue('');
    expect(button).toBeEnabled();
    await settle();
    const calls = api.callsTo('POST /api/v1/voucher/redeem');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[0]?.body).toMatchObject({ voucher_id: 7, pin: '2468', self_redeem: true });
  });

  it('keeps the PIN after a refusal, and a new tap gets a new key', async () => {
    const api = mockApi({
      'GET /api/v1/departments': { body: [] },
      'POST /api/v1/voucher/redeem': (call) =>
        (call.body as { pin?: string }).pin === '2468'
          ? REDEEMED
          : {
              status: 422,
              body: { status: 422, code: 'VOUCHER_WRONG_PIN', message: 'The PIN code is not correct.' },
            },
    });
    renderPanel();
    const pin = screen.getByLabelText('PIN code of the voucher');
    await userEvent.type(pin, '1111');
    await userEvent.click(screen.getByRole('button', { name: 'Use now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The PIN code is not correct.');
    expect(pin).toHaveValue('1111');
    await userEvent.clear(pin);
    await userEvent.type(pin, '2468');
    await userEvent.click(screen.getByRole('button', { name: 'Use now' }));
    await waitFor(() => expect(pin).toHaveValue(''));
    const keys = api.callsTo('POST /api/v1/voucher/redeem').map((call) => call.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('sends a tap again with the same key when the server was briefly busy', async () => {
    let attempts = 0;
    const api = mockApi({
      'GET /api/v1/departments': { body: [] },
      'POST /api/v1/voucher/redeem': () =>
        ++attempts === 1
          ? {
              status: 503,
              headers: { 'retry-after': '0' },
              body: { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Busy' },
            }
          : REDEEMED,
    });
    renderPanel();
    await userEvent.type(screen.getByLabelText('PIN code of the voucher'), '2468');
    await userEvent.click(screen.getByRole('button', { name: 'Use now' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3'), { timeout: 3000 });
    const keys = api.callsTo('POST /api/v1/voucher/redeem').map((call) => call.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
