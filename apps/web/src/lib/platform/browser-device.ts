import type { Contacts, SecureStorage, Share, WakeLock } from './types';

interface ContactsManager {
  select(properties: string[], options: { multiple: boolean }): Promise<{ tel?: string[] }[]>;
}

function contactsManager(): ContactsManager | undefined {
  return (navigator as Navigator & { contacts?: ContactsManager }).contacts;
}

/** The Contact Picker API (Chrome on Android); absent elsewhere, then the number is typed. */
export const browserContacts: Contacts = {
  available: () => typeof navigator !== 'undefined' && contactsManager() !== undefined,
  async pickPhone() {
    const manager = contactsManager();
    if (!manager) return null;
    const [contact] = await manager.select(['tel'], { multiple: false });
    return contact?.tel?.find((tel) => tel.trim() !== '')?.replace(/[^\d+]/g, '') ?? null;
  },
};

/** The Web Share API where there is one; else the link goes to the clipboard. */
export const browserShare: Share = {
  async share(content) {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share(content);
        return 'shared';
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return 'shared';
      }
    }
    await navigator.clipboard?.writeText(content.url);
    return 'copied';
  },
};

/**
 * On the web the session stays where the site keeps it (localStorage, spec §3 userToken); this
 * store is the same local storage under a prefix. The app uses the device's own store instead.
 */
export const browserSecureStorage: SecureStorage = {
  get: async (key) => {
    try {
      return window.localStorage.getItem(`gw.${key}`);
    } catch {
      return null;
    }
  },
  set: async (key, value) => {
    try {
      window.localStorage.setItem(`gw.${key}`, value);
    } catch {
      // Private mode or full: nothing kept.
    }
  },
  remove: async (key) => {
    try {
      window.localStorage.removeItem(`gw.${key}`);
    } catch {
      // Nothing to remove.
    }
  },
};

interface WakeLockSentinelLike {
  release(): Promise<void>;
}

/** The Screen Wake Lock API; taken again when the page becomes visible, released on demand. */
export const browserWakeLock: WakeLock = {
  async keepAwake() {
    const api = (
      navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinelLike> } }
    ).wakeLock;
    if (!api) return () => undefined;
    let sentinel: WakeLockSentinelLike | null = null;
    let released = false;
    const take = async () => {
      try {
        sentinel = await api.request('screen');
      } catch {
        sentinel = null;
      }
    };
    const onVisible = () => {
      if (!released && document.visibilityState === 'visible') void take();
    };
    await take();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      released = true;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release().catch(() => undefined);
    };
  },
};
