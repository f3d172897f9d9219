import { createPrivateKey, sign } from 'node:crypto';

/** The Google Wallet states an offer object can have. */
export type GoogleObjectState = 'ACTIVE' | 'COMPLETED' | 'EXPIRED' | 'INACTIVE';

/** Changes a saved Google Wallet object (Google Wallet REST API, offerObject.patch). */
export interface GoogleWalletClient {
  setObjectState(objectId: string, state: GoogleObjectState): Promise<void>;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** An RS256 JWT of these claims signed with the PEM key. */
export function signRs256(claims: object, privateKeyPem: string, keyId?: string): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', ...(keyId ? { kid: keyId } : {}) }));
  const body = base64url(JSON.stringify(claims));
  const signature = sign('sha256', Buffer.from(`${header}.${body}`), createPrivateKey(privateKeyPem));
  return `${header}.${body}.${base64url(signature)}`;
}

const TOKEN_URL = 'https://oauth2.googleapis.com/token';
const API = 'https://walletobjects.googleapis.com/walletobjects/v1';

/**
 * The REST client with the service account: an OAuth access token from a signed JWT assertion
 * (scope wallet_object.issuer, renewed before its hour is up), then PATCH offerObject/<id>.
 */
export function createGoogleWalletClient(options: {
  clientEmail: string;
  privateKey: string;
  fetch?: typeof fetch;
}): GoogleWalletClient {
  const http = options.fetch ?? fetch;
  let access: { token: string; until: number } | undefined;
  const accessToken = async () => {
    if (access && access.until > Date.now()) return access.token;
    const iat = Math.floor(Date.now() / 1000);
    const assertion = signRs256(
      {
        iss: options.clientEmail,
        scope: 'https://www.googleapis.com/auth/wallet_object.issuer',
        aud: TOKEN_URL,
        iat,
        exp: iat + 3600,
      },
      options.privateKey,
    );
    const answer = await http(TOKEN_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!answer.ok) throw new Error(`Google OAuth token: ${answer.status}`);
    const json = (await answer.json()) as { access_token: string; expires_in: number };
    access = { token: json.access_token, until: Date.now() + (json.expires_in - 300) * 1000 };
    return access.token;
  };
  return {
    async setObjectState(objectId, state) {
      const answer = await http(`${API}/offerObject/${encodeURIComponent(objectId)}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify({ state }),
        signal: AbortSignal.timeout(10_000),
      });
      // An object the golfer never saved does not exist at Google: nothing to change.
      if (!answer.ok && answer.status !== 404) throw new Error(`Google Wallet: ${answer.status}`);
    },
  };
}
