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
 * The oldest union authentication a sign-in here accepts, in seconds (`max_age`, ASVS 7.6.1): 10
 * minutes, as long as one of our sign-ins may take (FEDERATION_STATE_MS). A member who signed in
 * at the union within that time passes without typing the password again (single sign-on); an
 * older union session must authenticate again before it may open a 30-day session here. The
 * callback checks the ID token's `auth_time` against it (modules/federation, `unionAuthentication`).
 */
export const UNION_MAX_AUTH_AGE_S = 600;

/**
 * The OpenID Connect relying party of the golf unions (openid-client): discovery once per
 * country (kept while it works), the authorization URL with PKCE (S256), state, nonce and
 * `max_age`, and the code exchange. openid-client checks the state, the PKCE verifier, the `iss`
 * response parameter, and the ID token's `iss`, `aud`/`azp`, `exp`, `iat`, `nonce` and `alg`; with
 * `enableNonRepudiationChecks` (in the discovery's `execute`) it also verifies the ID token's JWS
 * signature with the issuer's published JWKS (`jwks_uri`), so a token that is unsigned, signed
 * with another key or altered after signing is refused (ASVS 6.8.2), even from the TLS-protected
 * token endpoint.
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
      max_age: String(UNION_MAX_AUTH_AGE_S),
    });
    return url.href;
  }

  /**
   * Exchanges the code of the union's answer; the claims of a valid, correctly signed ID token
   * together with the issuer that vouched for them. The age of `auth_time` is left to the caller
   * (`unionAuthentication`, with the app's clock), so that a too old sign-in has its own answer.
   */
  async exchange(
    country: OidcCountry,
    callbackUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<{ issuer: string; claims: UnionClaims }> {
    const configuration = await this.#configuration(country);
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('the union sent no ID token');
    return { issuer: configuration.serverMetadata().issuer, claims: { ...claims } };
  }

  #configuration(country: OidcCountry): Promise<oidc.Configuration> {
    const cached = this.#configurations.get(country);
    if (cached) return cached;
    const issuer = unionIssuerFor(this.config, country);
    if (!issuer) return Promise.reject(new Error(`no union issuer for ${country}`));
    const url = new URL(issuer.issuer);
    const found = oidc
      .discovery(url, issuer.clientId, undefined, oidc.ClientSecretBasic(issuer.clientSecret), {
        // The ID token's signature is always verified (ASVS 6.8.2). Plain HTTP only for an
        // issuer on this machine (the development provider).
        execute: [
          oidc.enableNonRepudiationChecks,
          ...(url.protocol === 'http:' ? [oidc.allowInsecureRequests] : []),
        ],
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
