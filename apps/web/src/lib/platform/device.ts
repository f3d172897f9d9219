import type { Platform } from './types';

/**
 * The device's features (`platform()`), fetched when first used: the browser implementations of
 * lib/platform (camera scanning, contacts, push, WebAuthn, wake lock) stay out of a page's first
 * load, and a page asks for them from what the golfer does (or, like the wake lock, as it mounts).
 */
export function device(): Promise<Platform> {
  return import('./platform').then((module) => module.platform());
}
