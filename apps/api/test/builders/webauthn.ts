import {
  finishBiometricRegistration,
  startBiometricRegistration,
} from '@golfwallet/core/contracts/webauthn/webauthn';
import type { TestApp } from '../helper';
import type { softAuthenticator } from '../support/soft-authenticator';

/**
 * Registers the device's fingerprint or face key for the session's golfer through the typed
 * client (it checks the 201); resolves with the stored key.
 */
export async function registerDevice(
  t: TestApp,
  token: string,
  device: ReturnType<typeof softAuthenticator>,
) {
  const api = t.api({ token });
  const start = await api(startBiometricRegistration);
  return api(finishBiometricRegistration, {
    body: { challenge_id: start.challenge_id, response: device.register(start.options) },
  });
}
