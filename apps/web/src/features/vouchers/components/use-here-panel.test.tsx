import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockApi } from '../../../test/api-mock';
import { UseHerePanel } from './use-here-panel';
import { voucher } from './voucher-fixtures';

/** The device layer: a platform authenticator that may or may not be there, and a position at the club. */
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
}));
vi.mock('../../../lib/platform/platform', () => ({
  platform: () => ({
    name: 'web',
    biometrics: { available: device.available, authenticate: device.authenticate, register: vi.fn() },
    geolocation: { current: async () => ({ latitude: 55.7, longitude: 12.5, accuracy: 10 }) },
  }),
}));

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
});

describe('use here with a PIN', () => {
  it('offers fingerprint or face next to the PIN and redeems with the device’s signature instead', async () => {
    const api = mockApi({
      'GET /api/v1/departments': { body: [] },
      'POST /api/v1/webauthn/confirm-pin/options': {
        body: { challenge_id: 'c'.repeat(43), options: { challenge: 'abc', rpId: 'localhost' } },
      },
      'POST /api/v1/voucher/redeem': {
        body: { voucher_id: 7, redemption_id: 1, uses_left: 2, redeemed_at: 1 },
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
    mockApi({ 'GET /api/v1/departments': { body: [] } });
    renderPanel();
    await waitFor(() => expect(device.available).toHaveBeenCalled());
    // Let the answer ("no authenticator") reach the screen before looking for the button.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByLabelText('PIN code of the voucher')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use fingerprint or face' })).not.toBeInTheDocument();
  });

  it('shows no such button for a voucher without a PIN', async () => {
    mockApi({ 'GET /api/v1/departments': { body: [] } });
    renderPanel(voucher({ voucher_id: 8, has_pin: false, can_be_self_redeemed: true }));
    expect(await screen.findByRole('button', { name: 'Use now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use fingerprint or face' })).not.toBeInTheDocument();
  });
});
