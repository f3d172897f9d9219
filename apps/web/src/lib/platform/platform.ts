import { Capacitor } from '@capacitor/core';
import { browserContacts, browserSecureStorage, browserShare, browserWakeLock } from './browser-device';
import { browserGeolocation } from './browser-geolocation';
import { browserBiometrics } from './browser-biometrics';
import { browserPush } from './browser-push';
import { browserScanner } from './browser-scanner';
import { createCapacitorPlatform } from './capacitor';
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

let chosen: Platform | undefined;
let override: Platform | undefined;

/**
 * The device features of where the code runs: the Capacitor plugins inside the iOS and Android
 * apps, the browser APIs everywhere else. The only place that asks which one it is.
 */
export function platform(): Platform {
  if (override) return override;
  if (!chosen) {
    const name = Capacitor.getPlatform();
    chosen =
      Capacitor.isNativePlatform() && (name === 'ios' || name === 'android')
        ? createCapacitorPlatform(name)
        : browserPlatform;
  }
  return chosen;
}

/** Tests put a stand-in device here (null restores the real one). */
export function setPlatformForTests(stand: Platform | null) {
  override = stand ?? undefined;
}
