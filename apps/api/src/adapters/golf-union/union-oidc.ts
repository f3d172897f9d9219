import * as oidc from 'openid-client';
import type { Config, OidcCountry } from '../../config';
import { API_PREFIX } from '../../lib/api-prefix';
import { DEV_OIDC_PREFIX, devClientFor } from './dev-oidc-clients';

/** What a union says about the person who signed in (ID token claims). */
export type UnionClaims = Record<string, unknown>;

/** Where one country's union signs in: its issuer and our client there. */
export interface UnionIssuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * The issuer of a country's union: UNION_OIDC_<CC>_* when set, else the embedded development
 * provider (when DEV_UNION_SIGNIN is on), else none.
 */
export function unionIssuerFor(config: Config, country: OidcCountry): UnionIssuer | undefined {
  const issuer = config[`UNION_OIDC_${country}_ISSUER`];
  const clientId = config[`UNION_OIDC_${country}_CLIENT_ID`];
  const clientSecret = config[`UNION_OIDC_${country}_CLIENT_SECRET`];
  if (issuer && clientId && clientSecret) return { issuer, clientId, clientSecret };
  if (!config.DEV_UNION_SIGNIN) return undefined;
  const client = devClientFor(country);
  return { issuer: devIssuer(config), clientId: client.clientId, clientSecret: client.clientSecret };
}

export function devIssuer(config: Config): string {
  return `${config.PUBLIC_URL.replace(/\/$/, '')}${DEV_OIDC_PREFIX}`;
}

/** Our redirect URI at a country's union: always our own address from configuration. */
export function redirectUriFor(config: Config, country: OidcCountry): string {
  return `${config.PUBLIC_URL.replace(/\/$/, '')}${API_PREFIX}/login/oauth2/callback/${country.toLowerCase()}`;
}

export const UNION_SCOPE = 'openid profile email golf';

/**
 * The OpenID Connect relying party of the golf unions (openid-client): discovery once per
 * country (kept while it works), the authorization URL with PKCE (S256), state and nonce, and
 * the code exchange that checks state, PKCE, nonce, issuer and the ID token's signature.
 */
export class UnionOidc {
  readonly #configurations = new Map<OidcCountry, Promise<oidc.Configuration>>();

  constructor(private readonly config: Config) {}

  isAvailable(country: OidcCountry): boolean {
    return unionIssuerFor(this.config, country) !== undefined;
  }

  async authorizationUrl(
    country: OidcCountry,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<string> {
    const configuration = await this.#configuration(country);
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUriFor(this.config, country),
      scope: UNION_SCOPE,
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    });
    return url.href;
  }

  /** Exchanges the code of the union's answer; the claims of a valid ID token. */
  async exchange(
    country: OidcCountry,
    callbackUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<UnionClaims> {
    const configuration = await this.#configuration(country);
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('the union sent no ID token');
    return { ...claims };
  }

  #configuration(country: OidcCountry): Promise<oidc.Configuration> {
    const cached = this.#configurations.get(country);
    if (cached) return cached;
    const issuer = unionIssuerFor(this.config, country);
    if (!issuer) return Promise.reject(new Error(`no union issuer for ${country}`));
    const url = new URL(issuer.issuer);
    const found = oidc
      .discovery(url, issuer.clientId, undefined, oidc.ClientSecretBasic(issuer.clientSecret), {
        // Plain HTTP only for an issuer on this machine (the development provider).
        execute: url.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        this.#configurations.delete(country);
        throw error;
      });
    this.#configurations.set(country, found);
    return found;
  }
}

const instances = new WeakMap<Config, UnionOidc>();

/** One relying party per configuration (its discovery results are cached). */
export function unionOidcFor(config: Config): UnionOidc {
  let instance = instances.get(config);
  if (!instance) {
    instance = new UnionOidc(config);
    instances.set(config, instance);
  }
  return instance;
}
