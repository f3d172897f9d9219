/**
 * What the app needs from the device, one interface for the browser and for the Capacitor app
 * (docs/ARCHITECTURE.md, `lib/platform/`). Features call `platform()` and never ask which one
 * they run on.
 */

export interface DevicePosition {
  latitude: number;
  longitude: number;
}

/** Why a position could not be had: refused, switched off / unavailable, or no fix in time. */
export type PositionFailure = 'denied' | 'unavailable' | 'timeout';

export class PositionError extends Error {
  constructor(readonly reason: PositionFailure) {
    super(`position ${reason}`);
  }
}

/**
 * Location watch options of spec §9: timeout and maximum age 10 s. Its distance filter (20 m) is
 * not passed on: a new position only counts after a move of LOCATION_REFRESH_M (500 m) anyway.
 */
export const POSITION_TIMEOUT_MS = 10_000;
export const POSITION_MAX_AGE_MS = 10_000;

export interface Geolocation {
  /** One fix; rejects with PositionError. */
  current(): Promise<DevicePosition>;
  /** Follows the position; returns the function that stops following. */
  watch(onPosition: (position: DevicePosition) => void, onError: (error: PositionError) => void): () => void;
}

/** Why no code was read: camera refused, no camera, a reading error, or nothing readable in time. */
export type ScanFailure = 'denied' | 'unsupported' | 'failed' | 'timeout';

export class ScanError extends Error {
  constructor(readonly reason: ScanFailure) {
    super(`scan ${reason}`);
  }
}

export interface BarcodeScanner {
  /**
   * Reads one barcode with the camera. In the browser the camera picture is shown in `video`
   * (the caller renders it); `signal` stops scanning. Resolves with the code's text.
   */
  scan(options: { video?: HTMLVideoElement | null; signal: AbortSignal }): Promise<string>;
}

export interface Contacts {
  /** Whether the device can pick a contact at all (Contact Picker API, or the app's plugin). */
  available(): boolean;
  /** Lets the golfer pick a contact; the first phone number, or null when cancelled or none. */
  pickPhone(): Promise<string | null>;
}

export interface Share {
  /** Shares a link with the system sheet where there is one; else copies it. */
  share(content: { title: string; text: string; url: string }): Promise<'shared' | 'copied'>;
}

export interface SecureStorage {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

export interface WakeLock {
  /** Keeps the screen on until the returned function is called (no-op where unsupported). */
  keepAwake(): Promise<() => void>;
}

export type PushFailure = 'unsupported' | 'denied' | 'failed';

export class PushError extends Error {
  constructor(readonly reason: PushFailure) {
    super(`push ${reason}`);
  }
}

/** A device's Web Push subscription as the API stores it (PushSubscription.toJSON()). */
export interface DevicePushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface Push {
  /** Whether this device can receive pushes at all (service worker, Push API, notifications). */
  supported(): boolean;
  /** This device's subscription, or null when it has none. */
  current(): Promise<DevicePushSubscription | null>;
  /** Asks for permission when needed and subscribes with the server's VAPID key; rejects with PushError. */
  subscribe(applicationServerKey: string): Promise<DevicePushSubscription>;
  /** Ends this device's subscription; answers the endpoint it had, or null when there was none. */
  unsubscribe(): Promise<string | null>;
}

/**
 * Signing in with the device's fingerprint or face: a WebAuthn platform credential. The options
 * and answers are WebAuthn's JSON as the API gives and takes them.
 */
export interface Biometrics {
  /** Whether the device has a platform authenticator that verifies the user. */
  available(): Promise<boolean>;
  /** Makes a credential with the server's creation options; rejects when refused or cancelled. */
  register(options: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** Signs the server's challenge with a credential of this site; rejects when refused or cancelled. */
  authenticate(options: Record<string, unknown>): Promise<Record<string, unknown>>;
}

export interface Platform {
  name: 'web' | 'ios' | 'android';
  geolocation: Geolocation;
  scanner: BarcodeScanner;
  contacts: Contacts;
  share: Share;
  secureStorage: SecureStorage;
  wakeLock: WakeLock;
  push: Push;
  biometrics: Biometrics;
}
