import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockApi } from '../../../../test/api-mock';
import { golferProfile } from '../../../../test/user-fixture';
import { BiometricSetup } from './biometric-setup';

/** The device layer: a platform authenticator that makes the key 'bmV3', and the device store. */
const device = vi.hoisted(() => ({
  register: vi.fn(async () => ({
    id: 'bmV3',
    rawId: 'bmV3',
    type: 'public-key',
    response: { clientDataJSON: 'e30', attestationObject: 'AA' },
    clientExtensionResults: {},
  })),
  stored: new Map<string, string>(),
}));
vi.mock('../../../lib/platform/platform', () => ({
  platform: () => ({
    name: 'web',
    biometrics: { available: async () => true, register: device.register, authenticate: vi.fn() },
    secureStorage: {
      get: async (key: string) => device.stored.get(key) ?? null,
      set: async (key: string, value: string) => void device.stored.set(key, value),
      remove: async (key: string) => void device.stored.delete(key),
    },
  }),
}));

const GOLFER = golferProfile();
const key = (id: string) => ({
  credential_id: id,
  created_at: '2026-11-20T10:00:00.000Z',
  last_used_at: null,
});
const deviceKeys = () => JSON.parse(device.stored.get('webauthnKeys') ?? '[]');

function renderSetup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BiometricSetup />
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  device.stored.clear();
  device.register.mockClear();
});

describe('fingerprint or face under More', () => {
  it('sets up a key on this device, remembers it there, and removing it offers set-up again', async () => {
    // The golfer already has a key on another phone.
    let onServer = [key('b2xk')];
    const api = mockApi({
      'GET /api/v1/user': { body: GOLFER },
      'GET /api/v1/webauthn/credentials': () => ({ body: { credentials: onServer } }),
      'POST /api/v1/webauthn/registration/options': {
        body: { challenge_id: 'c'.repeat(43), options: { challenge: 'abc' } },
      },
      'POST /api/v1/webauthn/registration': () => {
        onServer = [...onServer, key('bmV3')];
        return { status: 201, body: { credential_id: 'bmV3' } };
      },
      'POST /api/v1/webauthn/credentials/remove': (call) => {
        const id = (call.body as { credential_id: string }).credential_id;
        onServer = onServer.filter((row) => row.credential_id !== id);
        return { body: { removed: true } };
      },
    });
    renderSetup();
    expect(await screen.findByText('Added 2026.11.20')).toBeInTheDocument();
    // The other phone's key does not count as this device's.
    await userEvent.click(screen.getByRole('button', { name: 'Use fingerprint or face to log in' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Fingerprint or face login is set up on this device.',
    );
    expect(device.register).toHaveBeenCalledWith({ challenge: 'abc' });
    expect(deviceKeys()).toEqual([{ id: 'bmV3', user: GOLFER.user_id }]);
    expect(screen.getByText('Added 2026.11.20 (this device)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove: Added 2026.11.20 (this device)' }));
    expect(
      await screen.findByRole('button', { name: 'Use fingerprint or face to log in' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/webauthn/credentials/remove')[0]?.body).toEqual({
      credential_id: 'bmV3',
    });
    expect(deviceKeys()).toEqual([]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows the server’s refusal of a removal and keeps the key on the device', async () => {
    device.stored.set('webauthnKeys', JSON.stringify([{ id: 'bmV3', user: GOLFER.user_id }]));
    mockApi({
      'GET /api/v1/user': { body: GOLFER },
      'GET /api/v1/webauthn/credentials': { body: { credentials: [key('bmV3')] } },
      'POST /api/v1/webauthn/credentials/remove': {
        status: 503,
        body: { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Try again in a moment.' },
      },
    });
    renderSetup();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove: Added 2026.11.20 (this device)' }),
    );
    await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument());
    expect(deviceKeys()).toEqual([{ id: 'bmV3', user: GOLFER.user_id }]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Fingerprint or face login is set up on this device.',
    );
  });
});
