import {
  type DevicePosition,
  type Platform,
  POSITION_MAX_AGE_MS,
  POSITION_TIMEOUT_MS,
  PositionError,
  PushError,
  ScanError,
} from './types';
import { browserWakeLock } from './browser-device';

/**
 * The Capacitor implementation, used inside the iOS and Android apps: the native geolocation,
 * ML Kit barcode scanning, the contacts picker, the system share sheet and the device's key-value
 * store for the session. Each plugin is loaded when first used, so the web bundle never carries it.
 * The screen wake lock is the WebView's own (the browser API).
 */
const OPTIONS = { enableHighAccuracy: true, timeout: POSITION_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS };

function positionError(error: unknown): PositionError {
  const text = error instanceof Error ? error.message.toLowerCase() : '';
  if (text.includes('denied') || text.includes('permission')) return new PositionError('denied');
  if (text.includes('timeout')) return new PositionError('timeout');
  return new PositionError('unavailable');
}

export function createCapacitorPlatform(name: 'ios' | 'android'): Platform {
  return {
    name,
    geolocation: {
      async current(): Promise<DevicePosition> {
        const { Geolocation } = await import('@capacitor/geolocation');
        try {
          const position = await Geolocation.getCurrentPosition({ ...OPTIONS, maximumAge: 0 });
          return { latitude: position.coords.latitude, longitude: position.coords.longitude };
        } catch (error) {
          throw positionError(error);
        }
      },
      watch(onPosition, onError) {
        let stopped = false;
        let id: string | undefined;
        void import('@capacitor/geolocation').then(async ({ Geolocation }) => {
          if (stopped) return;
          id = await Geolocation.watchPosition(OPTIONS, (position, error) => {
            if (error || !position) onError(positionError(error));
            else onPosition({ latitude: position.coords.latitude, longitude: position.coords.longitude });
          });
          if (stopped) await Geolocation.clearWatch({ id });
        });
        return () => {
          stopped = true;
          if (id)
            void import('@capacitor/geolocation').then(({ Geolocation }) =>
              Geolocation.clearWatch({ id: id! }),
            );
        };
      },
    },
    scanner: {
      // Capacitor's own scanner (its native camera screen, ML Kit on Android, AVFoundation on iOS):
      // one plugin that both store apps build with (iOS by Swift Package Manager).
      async scan({ signal }) {
        const { CapacitorBarcodeScanner, CapacitorBarcodeScannerTypeHint } = await import(
          '@capacitor/barcode-scanner'
        );
        if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
        let value: string | undefined;
        try {
          ({ ScanResult: value } = await CapacitorBarcodeScanner.scanBarcode({
            hint: CapacitorBarcodeScannerTypeHint.ALL,
          }));
        } catch (error) {
          throw /permission|denied/i.test(String((error as Error)?.message))
            ? new ScanError('denied')
            : new ScanError('failed');
        }
        if (!value) throw new ScanError('failed');
        return value;
      },
    },
    contacts: {
      available: () => true,
      async pickPhone() {
        const { Contacts } = await import('@capacitor-community/contacts');
        const { contact } = await Contacts.pickContact({ projection: { phones: true } });
        const number = contact.phones?.find((phone) => phone.number)?.number;
        return number ? number.replace(/[^\d+]/g, '') : null;
      },
    },
    share: {
      async share(content) {
        const { Share } = await import('@capacitor/share');
        await Share.share(content);
        return 'shared';
      },
    },
    secureStorage: {
      async get(key) {
        const { Preferences } = await import('@capacitor/preferences');
        return (await Preferences.get({ key })).value;
      },
      async set(key, value) {
        const { Preferences } = await import('@capacitor/preferences');
        await Preferences.set({ key, value });
      },
      async remove(key) {
        const { Preferences } = await import('@capacitor/preferences');
        await Preferences.remove({ key });
      },
    },
    wakeLock: browserWakeLock,
    // The store apps' WebViews have no Push API; native pushes need @capacitor/push-notifications
    // with FCM/APNs credentials (docs/MOBILE.md): until then the app says push is not available.
    push: {
      supported: () => false,
      current: async () => null,
      subscribe: async () => {
        throw new PushError('unsupported');
      },
      unsubscribe: async () => null,
    },
    // The WebViews' origin (capacitor://localhost, https://localhost) is not the site's, so WebAuthn
    // does not apply there; the native biometric plugin is not added yet (docs/MOBILE.md).
    biometrics: {
      available: async () => false,
      register: async () => {
        throw new Error('biometrics unavailable');
      },
      authenticate: async () => {
        throw new Error('biometrics unavailable');
      },
    },
  };
}
