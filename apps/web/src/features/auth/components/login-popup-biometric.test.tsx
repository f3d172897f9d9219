import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginPopup, openLoginPopup } from '../../../lib/login-popup';
import { sessionToken, setSessionToken } from '../../../lib/session';
import { mockApi, REFERENCE_ANSWERS } from '../../../../test/api-mock';
import { renderRoute } from '../../../../test/render-route';
import { golferProfile } from '../../../../test/user-fixture';

/**
 * Fingerprint or face login in the web's login popup: the app's Log in screen's component, shown
 * only where this device holds a key it made. The device layer is a stand-in: a platform
 * authenticator and the device store.
 */
const device = vi.hoisted(() => ({
  available: vi.fn(async () => true),
  authenticate: vi.fn(async (options: Record<string, unknown>) => ({
    id: 'a2V5',
    rawId: 'a2V5',
    type: 'public-key',
    response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: String(options.challenge) },
    clientExtensionResults: {},
  })),
  stored: new Map<string, string>(),
}));
vi.mock('../../../lib/platform/platform', () => ({
  platform: () => ({
    name: 'web',
    biometrics: { available: device.available, authenticate: device.authenticate, register: vi.fn() },
    secureStorage: {
      get: async (key: string) => device.stored.get(key) ?? null,
      set: async (key: string, value: string) => void device.stored.set(key, value),
      remove: async (key: string) => void device.stored.delete(key),
    },
  }),
}));

const USER = golferProfile();
const SESSION = 'session-biometric-0123456789abcdef';
const CHALLENGE_ID = 'c'.repeat(43);

beforeEach(() => {
  device.available.mockResolvedValue(true);
  device.authenticate.mockClear();
  device.stored.clear();
});

afterEach(() => {
  setSessionToken(null);
  loginPopup.set({ open: false, tab: 'golfbox' });
  window.localStorage.clear();
});

async function openPopup() {
  act(() => openLoginPopup());
  return screen.findByRole('dialog', { name: 'Log in' });
}

/** Lets pending answers reach the screen before looking for something that must not be there. */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('fingerprint or face in the login popup', () => {
  it('signs in with the device’s key, closes the popup and goes to /vouchers', async () => {
    device.stored.set('webauthnKeys', JSON.stringify([{ id: 'a2V5', user: USER.user_id }]));
    const api = mockApi({
      ...REFERENCE_ANSWERS,
      'POST /api/v1/webauthn/sign-in/options': {
        body: { challenge_id: CHALLENGE_ID, options: { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost' } },
      },
      'POST /api/v1/webauthn/sign-in': {
        body: { session_id: SESSION, email_confirmed: true, user_id: USER.user_id },
      },
      'GET /api/v1/user': { body: USER },
    });
    const { router } = await renderRoute('/contact-us');
    const dialog = await openPopup();
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Log in with fingerprint or face' }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/vouchers'), { timeout: 5000 });
    expect(device.authenticate).toHaveBeenCalledWith({ challenge: 'Y2hhbGxlbmdl', rpId: 'localhost' });
    expect(api.callsTo('POST /api/v1/webauthn/sign-in')[0]?.body).toMatchObject({
      challenge_id: CHALLENGE_ID,
      response: { id: 'a2V5', response: { signature: 'Y2hhbGxlbmdl' } },
      device_platform: 'web',
    });
    expect(sessionToken.get()).toBe(SESSION);
    expect(loginPopup.get().open).toBe(false);
  });

  it('says so when the server refuses the key, and stays signed out', async () => {
    device.stored.set('webauthnKeys', JSON.stringify([{ id: 'a2V5', user: USER.user_id }]));
    mockApi({
      ...REFERENCE_ANSWERS,
      'POST /api/v1/webauthn/sign-in/options': {
        body: { challenge_id: CHALLENGE_ID, options: { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost' } },
      },
      'POST /api/v1/webauthn/sign-in': {
        status: 401,
        body: {
          status: 401,
          code: 'BIOMETRIC_SIGN_IN_FAILED',
          message: 'Sign-in with fingerprint or face did not work. Log in with your e-mail and password.',
        },
      },
    });
    await renderRoute('/contact-us');
    const dialog = await openPopup();
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Log in with fingerprint or face' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Sign-in with fingerprint or face did not work. Log in with your e-mail and password.',
    );
    expect(sessionToken.get()).toBeNull();
    expect(loginPopup.get().open).toBe(true);
  });

  it('offers no fingerprint or face on a device that holds no key of its own', async () => {
    mockApi(REFERENCE_ANSWERS);
    await renderRoute('/contact-us');
    const dialog = await openPopup();
    await waitFor(() => expect(device.available).toHaveBeenCalled());
    await settle();
    expect(within(dialog).getByRole('tab', { name: 'Golf union' })).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Log in with fingerprint or face' }),
    ).not.toBeInTheDocument();
  });

  it('offers none without a platform authenticator, whatever the device store says', async () => {
    device.available.mockResolvedValue(false);
    device.stored.set('webauthnKeys', JSON.stringify([{ id: 'a2V5', user: USER.user_id }]));
    mockApi(REFERENCE_ANSWERS);
    await renderRoute('/contact-us');
    const dialog = await openPopup();
    await waitFor(() => expect(device.available).toHaveBeenCalled());
    await settle();
    expect(
      within(dialog).queryByRole('button', { name: 'Log in with fingerprint or face' }),
    ).not.toBeInTheDocument();
  });
});
