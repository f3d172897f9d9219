/**
 * Where the web code runs, asked without loading the device features (lib/platform/platform.ts):
 * cheap enough for a page's first load.
 */

interface NativeBridge {
  isNativePlatform?: () => boolean;
}

/** Inside the iOS or Android app: the native shell puts its bridge into the WebView. */
export function inNativeApp(): boolean {
  return (globalThis as { Capacitor?: NativeBridge }).Capacitor?.isNativePlatform?.() === true;
}

/**
 * Whether a page a link opened (a transfer link from an e-mail or SMS) should carry on in the app
 * (/app/…) rather than on the desktop web pages: inside the native app, in the installed app
 * (display-mode standalone), or on a phone-sized touch screen (narrow layout, spec §2: below 1000 px).
 */
export function carriesOnInApp(): boolean {
  if (inNativeApp()) return true;
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    window.matchMedia('(pointer: coarse) and (max-width: 999px)').matches
  );
}
