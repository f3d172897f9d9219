import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

/** How the stand-in signs the next ID token. */
export type Signing = 'published-key' | 'other-key' | 'altered' | 'unsigned';

/** What the stand-in's next sign-in answers: the ID token's claims (iss, aud, nonce, exp and iat added) and its signing. */
export interface NextSignIn {
  claims: Record<string, unknown>;
  signing?: Signing;
}

const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64url');

function jwt(header: object, payload: object, key: KeyObject | undefined): string {
  const input = `${b64(JSON.stringify(header))}.${b64(JSON.stringify(payload))}`;
  return `${input}.${key ? sign('sha256', Buffer.from(input), key).toString('base64url') : ''}`;
}

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A golf union's OpenID provider whose answers a test decides: discovery, a JWKS with one RS256
 * key, an authorization endpoint that answers at once (the member is "already signed in") and
 * records what it was asked, and a token endpoint that checks the client's secret and the PKCE
 * verifier and returns an ID token with the test's claims, signed with the published key, with
 * another key under the same `kid`, altered after signing, or unsigned (`alg: none`).
 */
export class UnionStandIn {
  readonly clientId = 'golfwallet-standin';
  readonly clientSecret = randomBytes(16).toString('hex');
  /** The query of every authorization request, in order. */
  readonly authorizations: URLSearchParams[] = [];
  next: NextSignIn = { claims: {} };
  readonly #kid = randomBytes(8).toString('hex');
  readonly #published = generateKeyPairSync('rsa', { modulusLength: 2048 });
  readonly #other = generateKeyPairSync('rsa', { modulusLength: 2048 });
  readonly #codes = new Map<string, { nonce: string; challenge: string; next: NextSignIn }>();
  #server?: Server;
  issuer = '';

  async start(): Promise<this> {
    this.#server = createServer((request, response) => {
      void this.#answer(request).then(
        ({ status, headers, text }) => {
          response.writeHead(status, headers);
          response.end(text);
        },
        () => {
          response.writeHead(500);
          response.end();
        },
      );
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    const address = this.#server.address();
    if (!address || typeof address !== 'object') throw new Error('stand-in did not listen');
    this.issuer = `http://127.0.0.1:${address.port}`;
    return this;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
  }

  async #answer(request: IncomingMessage) {
    const url = new URL(request.url ?? '/', this.issuer);
    const json = (value: unknown, status = 200) => ({
      status,
      headers: { 'content-type': 'application/json' },
      text: JSON.stringify(value),
    });
    if (url.pathname === '/.well-known/openid-configuration') {
      return json({
        issuer: this.issuer,
        authorization_endpoint: `${this.issuer}/authorize`,
        token_endpoint: `${this.issuer}/token`,
        jwks_uri: `${this.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic'],
      });
    }
    if (url.pathname === '/jwks') {
      const key = this.#published.publicKey.export({ format: 'jwk' });
      return json({ keys: [{ ...key, kid: this.#kid, use: 'sig', alg: 'RS256' }] });
    }
    if (url.pathname === '/authorize') {
      const query = url.searchParams;
      this.authorizations.push(query);
      const code = randomBytes(16).toString('hex');
      this.#codes.set(code, {
        nonce: query.get('nonce') ?? '',
        challenge: query.get('code_challenge') ?? '',
        next: this.next,
      });
      const back = new URL(query.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', query.get('state') ?? '');
      return { status: 302, headers: { location: back.href }, text: '' };
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      const form = new URLSearchParams(await body(request));
      const [id, secret] = Buffer.from((request.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
        .toString('utf8')
        .split(':')
        .map((part) => decodeURIComponent(part.replace(/\+/g, ' ')));
      const grant = this.#codes.get(form.get('code') ?? '');
      this.#codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      if (id !== this.clientId || secret !== this.clientSecret) return json({ error: 'invalid_client' }, 401);
      if (!grant || createHash('sha256').update(verifier).digest('base64url') !== grant.challenge) {
        return json({ error: 'invalid_grant' }, 400);
      }
      return json({
        access_token: randomBytes(16).toString('hex'),
        token_type: 'Bearer',
        expires_in: 600,
        id_token: this.#idToken(grant.nonce, grant.next),
      });
    }
    return json({ error: 'not_found' }, 404);
  }

  #idToken(nonce: string, next: NextSignIn): string {
    const now = Math.floor(Date.now() / 1000);
    const payload = { iss: this.issuer, aud: this.clientId, iat: now, exp: now + 600, nonce, ...next.claims };
    const signing = next.signing ?? 'published-key';
    if (signing === 'unsigned') return jwt({ alg: 'none' }, payload, undefined);
    const header = { alg: 'RS256', kid: this.#kid, typ: 'JWT' };
    if (signing === 'other-key') return jwt(header, payload, this.#other.privateKey);
    const token = jwt(header, payload, this.#published.privateKey);
    if (signing === 'published-key') return token;
    // Altered after signing: another golf ID in the payload, the original signature kept.
    const [head, , signature] = token.split('.');
    return `${head}.${b64(JSON.stringify({ ...payload, golf_id: '0000000' }))}.${signature}`;
  }
}
