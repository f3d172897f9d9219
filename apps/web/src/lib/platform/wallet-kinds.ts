/** The phone wallets a voucher can be added to. */
export type WalletKind = 'apple' | 'google';

interface NativeBridge {
  getPlatform?: () => string;
}

/**
 * Which wallet buttons to offer (the platforms' rules: Apple Wallet on iOS, Google Wallet on
 * Android): the native app's platform, else the browser's; a desktop (or an unknown device) gets
 * both. Cheap: no device features are loaded.
 */
export function walletKinds(
  userAgent: string = globalThis.navigator?.userAgent ?? '',
  touchPoints: number = globalThis.navigator?.maxTouchPoints ?? 0,
): WalletKind[] {
  const native = (globalThis as { Capacitor?: NativeBridge }).Capacitor?.getPlatform?.();
  if (native === 'ios') return ['apple'];
  if (native === 'android') return ['google'];
  // iPadOS presents itself as a Mac, but with touch.
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1))
    return ['apple'];
  if (/Android/.test(userAgent)) return ['google'];
  return ['apple', 'google'];
}
