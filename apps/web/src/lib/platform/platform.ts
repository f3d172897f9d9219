import { browserContacts, browserSecureStorage, browserShare, browserWakeLock } from './browser-device';
import { browserGeolocation } from './browser-geolocation';
import { browserBiometrics } from './browser-biometrics';
import { browserPush } from './browser-push';
import { browserScanner } from './browser-scanner';
import type { Platform } from './types';

const browserPlatform: Platform = {
  name: 'web',
  geolocation: browserGeolocation,
  scanner: browserScanner,
  contacts: browserContacts,
  share: browserShare,
  secureStorage: browserSecureStorage,
  wakeLock: browserWakeLock,
  push: browserPush,
  biometrics: browserBiometrics,
};

/**
 * The native shell's bridge: the iOS and Android apps put `window.Capacitor` (with these two
 * functions) into the WebView before the page runs. Asking it, rather than `@capacitor/core`,
 * keeps Capacitor out of the browser's bundle: the plugins bring it when the app loads them.
 */
interface NativeBridge {
  isNativePlatform?: () => boolean;
  getPlatform?: () => string;
}

function nativeName(): 'ios' | 'android' | null {
  const bridge = (globalThis as { Capacitor?: NativeBridge }).Capacitor;
  if (!bridge?.isNativePlatform?.()) return null;
  const name = bridge.getPlatform?.();
  return name === 'ios' || name === 'android' ? name : null;
}

let native: Platform | undefined;
let override: Platform | undefined;

/**
 * Inside the iOS and Android apps, loads the Capacitor implementation; the app's start awaits it
 * (lib/session.ts) before anything renders, so `platform()` answers the native one from then on.
 * The browser never loads it.
 */
export async function loadNativePlatform(): Promise<void> {
  const name = nativeName();
  if (name && !native) native = (await import('./capacitor')).createCapacitorPlatform(name);
}

/**
 * The device features of where the code runs: the Capacitor plugins inside the iOS and Android
 * apps, the browser APIs everywhere else. The only place that asks which one it is.
 */
export function platform(): Platform {
  return override ?? native ?? browserPlatform;
}

/** Tests put a stand-in device here (null restores the real one). */
export function setPlatformForTests(stand: Platform | null) {
  override = stand ?? undefined;
}
