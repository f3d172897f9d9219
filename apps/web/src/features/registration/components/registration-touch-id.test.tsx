import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { mockApi, signUpAnswers } from '../../../../test/api-mock';
import { renderRoute } from '../../../../test/render-route';
import { golferProfile } from '../../../../test/user-fixture';
import { dispatchDraft } from '../model/draft-store';

/**
 * The sign-up's touch ID option (spec §2 "Sign-up step 2 … touch ID option"): offered where the
 * device has fingerprint or face; the key is made at the verify step, once the e-mail is confirmed.
 */
const device = vi.hoisted(() => ({
  available: vi.fn(async () => true),
  register: vi.fn(async (options: Record<string, unknown>) => ({
    id: 'bmV3',
    rawId: 'bmV3',
    type: 'public-key',
    response: { clientDataJSON: String(options.challenge), attestationObject: 'AA' },
    clientExtensionResults: {},
  })),
  stored: new Map<string, string>(),
}));
vi.mock('../../../lib/platform/platform', () => ({
  platform: () => ({
    name: 'web',
    biometrics: { available: device.available, register: device.register, authenticate: vi.fn() },
    secureStorage: {
      get: async (key: string) => device.stored.get(key) ?? null,
      set: async (key: string, value: string) => void device.stored.set(key, value),
      remove: async (key: string) => void device.stored.delete(key),
    },
  }),
}));

const USER = golferProfile({ user_id: 9, email: 'ole@example.dk' });

/** Step 1 of a non-member's sign-up, done. */
function contactStepDone() {
  dispatchDraft({
    type: 'set',
    data: {
      is_member: false,
      first_name: 'Ole',
      last_name: 'Berg',
      phone: '+4512345678',
      birth_date: '1975-05-06',
      sex: 'm',
      country: 'DK',
    },
  });
}

function signUpApi() {
  return mockApi({
    ...signUpAnswers(USER),
    'POST /api/v1/webauthn/registration/options': {
      body: { challenge_id: 'c'.repeat(43), options: { challenge: 'abc' } },
    },
    'POST /api/v1/webauthn/registration': { status: 201, body: { credential_id: 'bmV3' } },
  });
}

async function fillLastStep() {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Login e-mail' }), 'ole@example.dk');
  await userEvent.type(screen.getByRole('textbox', { name: 'Confirm e-mail' }), 'ole@example.dk');
  await userEvent.type(screen.getByLabelText('Password'), 'secret-1');
  await userEvent.type(screen.getByLabelText('Repeat password'), 'secret-1');
  await userEvent.type(screen.getByLabelText('PIN code'), '1234');
  await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
}

beforeEach(() => {
  device.available.mockResolvedValue(true);
  device.register.mockClear();
  device.stored.clear();
});

afterEach(() => {
  dispatchDraft({ type: 'abort' });
  setSessionToken(null);
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('the touch ID option of the sign-up', () => {
  it('makes the fingerprint or face key once the e-mail is confirmed, then goes on to the vouchers', async () => {
    contactStepDone();
    const api = signUpApi();
    const { router } = await renderRoute('/register/password');
    await fillLastStep();
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Use fingerprint or face to log in on this device' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/verify'), { timeout: 5000 });
    // Nothing is made before the e-mail is confirmed.
    expect(device.register).not.toHaveBeenCalled();

    await userEvent.click(await screen.findByRole('button', { name: 'I have confirmed my e-mail' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vouchers'), { timeout: 5000 });
    expect(device.register).toHaveBeenCalledWith({ challenge: 'abc' });
    expect(api.callsTo('POST /api/v1/webauthn/registration')[0]?.body).toEqual({
      challenge_id: 'c'.repeat(43),
      response: {
        id: 'bmV3',
        rawId: 'bmV3',
        type: 'public-key',
        response: { clientDataJSON: 'abc', attestationObject: 'AA' },
        clientExtensionResults: {},
      },
    });
    expect(JSON.parse(device.stored.get('webauthnKeys') ?? '[]')).toEqual([{ id: 'bmV3', user: 9 }]);
  }, 20_000);

  it('makes no key when the option is left off', async () => {
    contactStepDone();
    const api = signUpApi();
    const { router } = await renderRoute('/register/password');
    await fillLastStep();
    await screen.findByRole('checkbox', { name: 'Use fingerprint or face to log in on this device' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'I have confirmed my e-mail' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vouchers'), { timeout: 5000 });
    expect(device.register).not.toHaveBeenCalled();
    expect(api.callsTo('POST /api/v1/webauthn/registration/options')).toHaveLength(0);
  }, 20_000);

  it('does not offer the option on a device without fingerprint or face', async () => {
    device.available.mockResolvedValue(false);
    contactStepDone();
    signUpApi();
    await renderRoute('/register/password');
    await screen.findByRole('textbox', { name: 'Login e-mail' });
    await waitFor(() => expect(device.available).toHaveBeenCalled());
    expect(
      screen.queryByRole('checkbox', { name: 'Use fingerprint or face to log in on this device' }),
    ).not.toBeInTheDocument();
  });
});
