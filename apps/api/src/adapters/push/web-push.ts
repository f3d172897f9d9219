import webpush from 'web-push';
import type { Config } from '../../config';

/** The VAPID key pair and how pushes leave: configured keys deliver, none keeps them in the dev mailbox. */
export interface PushKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
  delivery: 'web-push' | 'dev';
}

let devKeys: { publicKey: string; privateKey: string } | undefined;

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (delivery 'web-push'); otherwise one key pair
 * made for this process (delivery 'dev'): browsers can subscribe with it, and nothing is sent.
 */
export function pushKeysFor(config: Config): PushKeys {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return {
      publicKey: config.VAPID_PUBLIC_KEY,
      privateKey: config.VAPID_PRIVATE_KEY,
      subject: config.VAPID_SUBJECT,
      delivery: 'web-push',
    };
  }
  devKeys ??= webpush.generateVAPIDKeys();
  return { ...devKeys, subject: config.VAPID_SUBJECT, delivery: 'dev' };
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker shows (public/push-sw.js reads these fields). */
export interface PushPayload {
  title: string;
  body: string;
  /** The page a tap opens. */
  url: string;
  tag: string;
}

/** The push service's answer when it refused: 404 or 410 mean the device unsubscribed for good. */
export class PushRefused extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
  get gone() {
    return this.statusCode === 404 || this.statusCode === 410;
  }
  /** Other 4xx (bad key, payload too large) do not mend by retrying; 429 does. */
  get permanent() {
    return this.gone || (this.statusCode >= 400 && this.statusCode < 500 && this.statusCode !== 429);
  }
}

/**
 * Sends one push (RFC 8030): web-push encrypts the payload for the device (RFC 8291, aes128gcm)
 * and signs the request with the VAPID key (RFC 8292); fetch posts it. A push service's refusal
 * becomes PushRefused; a network failure or timeout is thrown as it is (retried).
 */
export async function sendPush(
  keys: PushKeys,
  target: PushTarget,
  payload: PushPayload,
  options: { timeoutMs?: number; ttlSeconds?: number } = {},
): Promise<void> {
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: options.ttlSeconds ?? 24 * 60 * 60,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    },
  );
  // fetch sets the length itself.
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers,
    body: request.body ? new Uint8Array(request.body) : undefined,
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  if (response.status < 200 || response.status > 299) {
    throw new PushRefused(response.status, (await response.text()).slice(0, 200));
  }
}
