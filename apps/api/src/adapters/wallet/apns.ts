import { createPrivateKey, type KeyObject, sign } from 'node:crypto';
import { connect } from 'node:http2';

/** Tells a device's Wallet that a pass changed: an empty push to its token on the pass type's topic. */
export interface ApnsClient {
  notify(pushToken: string): Promise<void>;
}

/** An APNs refusal: `gone` when the token is no longer valid (410, or 400 BadDeviceToken). */
export class ApnsRefused extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
  ) {
    super(`APNs refused the push: ${status} ${reason}`);
  }
  get gone(): boolean {
    return this.status === 410 || this.reason === 'BadDeviceToken' || this.reason === 'Unregistered';
  }
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The ES256 provider token of APNs token authentication (valid for up to an hour; renewed every 50 min). */
export function apnsProviderToken(key: KeyObject, keyId: string, teamId: string, now: Date): string {
  const header = base64url(JSON.stringify({ alg: 'ES256', kid: keyId }));
  const claims = base64url(JSON.stringify({ iss: teamId, iat: Math.floor(now.getTime() / 1000) }));
  const signature = sign('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' });
  return `${header}.${claims}.${base64url(signature)}`;
}

/**
 * The APNs HTTP/2 client with token authentication (Apple: "Sending notification requests to
 * APNs"): POST /3/device/<token>, `apns-topic` the pass type identifier, body `{}`. One session
 * per client, reconnected when it closes.
 */
export function createApnsClient(options: {
  url: string;
  keyPem: string;
  keyId: string;
  teamId: string;
  topic: string;
  now?: () => Date;
}): ApnsClient {
  const key = createPrivateKey(options.keyPem);
  const now = options.now ?? (() => new Date());
  let token: { value: string; madeAt: number } | undefined;
  let session: ReturnType<typeof connect> | undefined;
  const providerToken = () => {
    const at = now();
    if (!token || at.getTime() - token.madeAt > 50 * 60_000) {
      token = { value: apnsProviderToken(key, options.keyId, options.teamId, at), madeAt: at.getTime() };
    }
    return token.value;
  };
  const open = () => {
    if (!session || session.closed || session.destroyed) {
      session = connect(options.url);
      session.on('error', () => session?.destroy());
      session.unref();
    }
    return session;
  };
  return {
    notify: (pushToken) =>
      new Promise((resolve, reject) => {
        const request = open().request({
          ':method': 'POST',
          ':path': `/3/device/${encodeURIComponent(pushToken)}`,
          authorization: `bearer ${providerToken()}`,
          'apns-topic': options.topic,
          'apns-push-type': 'background',
          'apns-priority': '5',
          'content-type': 'application/json',
        });
        let status = 0;
        let body = '';
        request.setTimeout(10_000, () => request.close());
        request.on('response', (headers) => {
          status = Number(headers[':status']);
        });
        request.setEncoding('utf8');
        request.on('data', (chunk: string) => {
          body += chunk;
        });
        request.on('error', reject);
        request.on('close', () => {
          if (status === 200) return resolve();
          if (status === 0) return reject(new Error('APNs: no answer'));
          let reason = '';
          try {
            reason = (JSON.parse(body) as { reason?: string }).reason ?? '';
          } catch {
            reason = body.slice(0, 200);
          }
          reject(new ApnsRefused(status, reason));
        });
        request.end('{}');
      }),
  };
}
