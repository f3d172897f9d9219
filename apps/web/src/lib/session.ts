import { createStore, useStore } from './store';
import { local } from './storage';

/** The key of the session id in the device store of the store apps. */
const DEVICE_KEY = 'userToken';

/**
 * Whether the page runs inside the iOS or Android app: Capacitor's bridge sets this global before
 * any script runs, so the web site never loads the platform module just to learn it is a browser.
 */
function insideStoreApp(): boolean {
  const bridge = (globalThis as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
  return bridge?.isNativePlatform?.() === true;
}

/**
 * The session id (userToken in local storage), observable. Signing in stores it, signing out
 * and a 403 on auto-login clear it; everything that depends on "signed in" reads useSessionToken.
 */
export const sessionToken = createStore<string | null>(
  typeof window === 'undefined' ? null : local.get('userToken'),
);

export function setSessionToken(token: string | null) {
  if (token) local.set('userToken', token);
  else local.remove('userToken');
  sessionToken.set(token);
  // In the iOS and Android apps the session also lives in the device's own store (spec: secure
  // storage), which outlives the WebView's storage being cleared.
  if (!insideStoreApp()) return;
  void import('./platform/platform').then(({ platform }) => {
    const device = platform();
    if (device.name === 'web') return;
    return token ? device.secureStorage.set(DEVICE_KEY, token) : device.secureStorage.remove(DEVICE_KEY);
  });
}

/**
 * In the store apps, loads the device's (Capacitor) features and takes the session back from the
 * device store when the WebView has lost it. On the web the stored userToken is the only place
 * (nothing to do).
 */
export async function restoreDeviceSession(): Promise<void> {
  if (!insideStoreApp()) return;
  const { loadNativePlatform, platform } = await import('./platform/platform');
  await loadNativePlatform();
  const device = platform();
  if (device.name === 'web' || sessionToken.get()) return;
  const kept = await device.secureStorage.get(DEVICE_KEY).catch(() => null);
  if (kept) {
    local.set('userToken', kept);
    sessionToken.set(kept);
  }
}

export function useSessionToken(): string | null {
  return useStore(sessionToken);
}
