import { createHash, timingSafeEqual } from 'node:crypto';
import type { FederationResultPayload } from '@golfwallet/core/contracts/federation/shapes';
import { AppError } from '@golfwallet/core/errors/app-error';
import * as oidc from 'openid-client';
import { swedenLoginFor } from '../../adapters/golf-union/sweden-login';
import { UNION_MAX_AUTH_AGE_S, unionOidcFor } from '../../adapters/golf-union/union-oidc';
import { OIDC_COUNTRIES, type OidcCountry } from '../../config';
import type { Deps } from '../../deps';
import { hashToken, newToken } from '../../lib/tokens';
import { resolveVerifiedMemberIn } from './federated-account.service';
import {
  findUnionByCountry,
  insertFederationResult,
  insertFederationState,
  listUnionCountries,
  takeFederationResult,
  takeFederationState,
} from './federation.repository';
import { unionAuthentication } from './union-authentication';
import { isOtherUnionSubject } from './union-subject';
import { memberFromClaims, type VerifiedMember } from './verified-member';
import { SHARED_WEB_PATHS } from '@golfwallet/core/web/paths';

/** How long a started union sign-in may take: its state and PKCE verifier expire after this. */
export const FEDERATION_STATE_MS = 10 * 60_000;

/** How long the return page has to exchange its one-time code for the sign-in's result. */
const FEDERATION_RESULT_MS = 2 * 60_000;

/** The pages of our site a union sign-in may return to (spec §7: our own /register/oauth-consumer). */
const RETURN_PATHS: readonly string[] = [
  SHARED_WEB_PATHS.registerOauthConsumer,
  SHARED_WEB_PATHS.oauthConsumer,
];

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Why a union sign-in could not finish; /register/oauth-consumer shows the matching text. */
export type SignInFailure =
  | 'denied'
  | 'expired'
  | 'country'
  | 'failed'
  | 'callback'
  | 'unavailable'
  | 'browser'
  | 'reauth'
  | 'subject';

export class UnionSignInError extends Error {
  constructor(readonly reason: SignInFailure) {
    super(`union sign-in failed: ${reason}`);
  }
}

/**
 * Where the union sign-in returns in the browser: our configured address, never one from the
 * request. `callback` must name that same origin and one of our return pages; anything else
 * (another host, another path) is refused, so do-signin cannot serve as an open redirect.
 */
export function returnPageFor(deps: Deps, callback: string): string {
  const ours = new URL(deps.config.PUBLIC_URL);
  let asked: URL;
  try {
    asked = new URL(callback, ours);
  } catch {
    throw new UnionSignInError('callback');
  }
  if (asked.origin !== ours.origin || !RETURN_PATHS.includes(asked.pathname)) {
    throw new UnionSignInError('callback');
  }
  return new URL(asked.pathname, ours).href;
}

function asOidcCountry(value: string): OidcCountry | undefined {
  const upper = value.toUpperCase();
  return (OIDC_COUNTRIES as readonly string[]).includes(upper) ? (upper as OidcCountry) : undefined;
}

/**
 * The countries whose golf union can sign a golfer in here (the pickers offer only these): a
 * union row for the country and either the Swedish login (SE) or an OpenID Connect issuer.
 */
export async function unionSignInCountries(deps: Deps): Promise<Set<string>> {
  const relyingParty = unionOidcFor(deps.config);
  const served = new Set<string>();
  for (const code of await listUnionCountries(deps.db)) {
    const oidcCountry = asOidcCountry(code);
    const available =
      code === 'SE'
        ? swedenLoginFor(deps.config) !== undefined
        : Boolean(oidcCountry && relyingParty.isAvailable(oidcCountry));
    if (available) served.add(code);
  }
  return served;
}

/**
 * Starts a union sign-in: a fresh state, nonce and PKCE verifier, kept in the database for 10
 * minutes (several API processes share the work), and the union's authorization URL. `binding` is
 * a fresh random value for the browser's sign-in cookie; only its SHA-256 is kept with the state,
 * and the callback accepts the union's answer only from a browser that presents it.
 */
export async function startUnionSignIn(
  deps: Deps,
  input: { countryCode: OidcCountry; callback: string },
): Promise<{ url: string; binding: string }> {
  returnPageFor(deps, input.callback);
  const relyingParty = unionOidcFor(deps.config);
  // A union must exist for the country (golf IDs are kept per union) and have a sign-in.
  const union = await findUnionByCountry(deps.db, input.countryCode);
  if (!union || !relyingParty.isAvailable(input.countryCode)) throw new UnionSignInError('unavailable');
  const checks = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
  const binding = newToken();
  const now = deps.now();
  await insertFederationState(
    deps.db,
    {
      stateHash: sha256(checks.state),
      country: input.countryCode,
      codeVerifier: checks.codeVerifier,
      nonce: checks.nonce,
      browserHash: hashToken(binding),
      createdAt: now,
      expiresAt: new Date(now.getTime() + FEDERATION_STATE_MS),
    },
    now,
  );
  try {
    return { url: await relyingParty.authorizationUrl(input.countryCode, checks), binding };
  } catch (error) {
    deps.log.warn({ err: error, country: input.countryCode }, 'union sign-in: discovery failed');
    throw new UnionSignInError('failed');
  }
}

/** Does the browser's sign-in cookie hold the binding of this sign-in (compared in constant time)? */
function sameBrowser(binding: string | undefined, browserHash: string): boolean {
  if (!binding) return false;
  const presented = Buffer.from(hashToken(binding), 'utf8');
  const expected = Buffer.from(browserHash, 'utf8');
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

/**
 * Finishes a union sign-in at our redirect URI: the state is taken once (a replayed, forged or
 * expired one is refused), the browser must present the sign-in's cookie (`binding`; another
 * browser, handed this address, is refused: login CSRF), the state must belong to this country,
 * and the code is exchanged with the PKCE verifier and checked nonce (openid-client verifies the
 * ID token and its signature). The union's authentication must be recent (`auth_time` within
 * `max_age`, else `reauth`), and a golf ID already linked must come with the same issuer and
 * `sub` as when it was linked (else `subject`). What the union verified is kept for the return
 * page under a one-time code, which is answered (the page's `?result=`).
 */
export async function finishUnionSignIn(
  deps: Deps,
  input: { country: string; callbackUrl: URL; binding: string | undefined },
): Promise<string> {
  const params = input.callbackUrl.searchParams;
  const state = params.get('state');
  if (!state) throw new UnionSignInError('expired');
  const taken = await takeFederationState(deps.db, sha256(state), deps.now());
  if (!taken) throw new UnionSignInError('expired');
  if (!sameBrowser(input.binding, taken.browserHash)) throw new UnionSignInError('browser');
  const country = asOidcCountry(input.country);
  if (!country || taken.country !== country) throw new UnionSignInError('country');
  if (params.get('error') === 'access_denied') throw new UnionSignInError('denied');
  let answer: { issuer: string; claims: Record<string, unknown> };
  try {
    answer = await unionOidcFor(deps.config).exchange(country, input.callbackUrl, {
      state,
      nonce: taken.nonce,
      codeVerifier: taken.codeVerifier,
    });
  } catch (error) {
    deps.log.warn({ err: error, country }, 'union sign-in: the answer was refused');
    throw new UnionSignInError(params.get('error') ? 'denied' : 'failed');
  }
  const authentication = unionAuthentication(answer.claims.auth_time, deps.now(), UNION_MAX_AUTH_AGE_S);
  if (!authentication.fresh) {
    deps.log.warn({ country }, 'union sign-in: the union authentication is too old or undated');
    throw new UnionSignInError('reauth');
  }
  const union = await findUnionByCountry(deps.db, country);
  const member = union
    ? memberFromClaims(answer.claims, union, { issuer: answer.issuer, authenticatedAt: authentication.at })
    : undefined;
  if (!member) throw new UnionSignInError('failed');
  if (await isOtherUnionSubject(deps.db, member)) {
    deps.log.warn({ country }, 'union sign-in: the golf ID arrived with another sub than it was linked with');
    throw new UnionSignInError('subject');
  }
  const code = newToken();
  const now = deps.now();
  await insertFederationResult(
    deps.db,
    {
      codeHash: hashToken(code),
      unionId: member.unionId,
      memberNumber: member.memberNumber,
      claims: member,
      createdAt: now,
      expiresAt: new Date(now.getTime() + FEDERATION_RESULT_MS),
    },
    now,
  );
  return code;
}

/**
 * The return page's exchange: spends the one-time code (unknown, used or older than 2 minutes:
 * 400 FEDERATION_RESULT_INVALID) and answers the federation login result, a session or a ticket
 * (spec §4), in the same transaction.
 */
export function takeUnionSignInResult(
  deps: Deps,
  code: string,
  meta: { ip: string },
): Promise<FederationResultPayload> {
  return deps.db.transaction(async (tx) => {
    const row = await takeFederationResult(tx, hashToken(code), deps.now());
    if (!row) throw new AppError('FEDERATION_RESULT_INVALID');
    return resolveVerifiedMemberIn(tx, deps, row.claims as VerifiedMember, meta);
  });
}
