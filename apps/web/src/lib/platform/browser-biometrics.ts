import type { Biometrics } from './types';

/** @simplewebauthn/browser, loaded only when a golfer sets up or uses fingerprint or face login. */
const webauthn = () => import('@simplewebauthn/browser');

/** WebAuthn in the browser with a platform authenticator (Touch ID, Face ID, Windows Hello, Android). */
export const browserBiometrics: Biometrics = {
  async available() {
    if (typeof window === 'undefined' || typeof window.PublicKeyCredential === 'undefined') return false;
    return window.PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable().catch(() => false);
  },
  async register(options) {
    const { startRegistration } = await webauthn();
    const response = await startRegistration({ optionsJSON: options as never });
    return response as unknown as Record<string, unknown>;
  },
  async authenticate(options) {
    const { startAuthentication } = await webauthn();
    const response = await startAuthentication({ optionsJSON: options as never });
    return response as unknown as Record<string, unknown>;
  },
};
