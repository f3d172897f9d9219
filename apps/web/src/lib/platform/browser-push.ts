import { type DevicePushSubscription, type Push, PushError } from './types';

const hasPush = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

function asJson(subscription: PushSubscription): DevicePushSubscription {
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new PushError('failed');
  return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
}

/** base64url → the bytes PushManager.subscribe takes as applicationServerKey. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function registration(): Promise<ServiceWorkerRegistration> {
  if (!hasPush()) throw new PushError('unsupported');
  return navigator.serviceWorker.ready;
}

/** The Push API through the site's service worker (public/push-sw.js shows what arrives). */
export const browserPush: Push = {
  supported: hasPush,
  async current() {
    if (!hasPush()) return null;
    const subscription = await (await registration()).pushManager.getSubscription();
    return subscription ? asJson(subscription) : null;
  },
  async subscribe(applicationServerKey) {
    const ready = await registration();
    const permission =
      Notification.permission === 'default'
        ? await Notification.requestPermission()
        : Notification.permission;
    if (permission !== 'granted') throw new PushError('denied');
    try {
      const existing = await ready.pushManager.getSubscription();
      if (existing) await existing.unsubscribe();
      return asJson(
        await ready.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(applicationServerKey),
        }),
      );
    } catch (error) {
      if (error instanceof PushError) throw error;
      if (error instanceof DOMException && error.name === 'NotAllowedError') throw new PushError('denied');
      throw new PushError('failed');
    }
  },
  async unsubscribe() {
    if (!hasPush()) return null;
    const subscription = await (await registration()).pushManager.getSubscription();
    if (!subscription) return null;
    await subscription.unsubscribe();
    return subscription.endpoint;
  },
};
