import { createHash } from 'node:crypto';
import type { FederationResultPayload } from '@golfwallet/core/contracts/federation/shapes';
import { AppError } from '@golfwallet/core/errors/app-error';
import * as oidc from 'openid-client';
import { unionOidcFor } from '../../adapters/golf-union/union-oidc';
import { OIDC_COUNTRIES, type OidcCountry } from '../../config';
import type { Deps } from '../../deps';
import { resolveVerifiedMember } from './federated-account.service';
import { findUnionByCountry, insertFederationState, takeFederationState } from './federation.repository';
import { memberFromClaims } from './verified-member';
import { SHARED_WEB_PATHS } from '@golfwallet/core/web/paths';

/** How long a started union sign-in may take: its state and PKCE verifier expire after this. */
export const FEDERATION_STATE_MS = 10 * 60_000;

/** The pages of our site a union sign-in may return to (spec §7: our own /register/oauth-consumer). */
const RETURN_PATHS: readonly string[] = [
  SHARED_WEB_PATHS.registerOauthConsumer,
  SHARED_WEB_PATHS.oauthConsumer,
];

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Why a union sign-in could not finish; /register/oauth-consumer shows the matching text. */
export type SignInFailure = 'denied' | 'expired' | 'country' | 'failed' | 'callback' | 'unavailable';

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
 * Starts a union sign-in: a fresh state, nonce and PKCE verifier, kept in the database for 10
 * minutes (several API processes share the work), and the union's authorization URL.
 */
export async function startUnionSignIn(
  deps: Deps,
  input: { countryCode: OidcCountry; callback: string },
): Promise<string> {
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
  const now = deps.now();
  await insertFederationState(
    deps.db,
    {
      stateHash: sha256(checks.state),
      country: input.countryCode,
      codeVerifier: checks.codeVerifier,
      nonce: checks.nonce,
      createdAt: now,
      expiresAt: new Date(now.getTime() + FEDERATION_STATE_MS),
    },
    now,
  );
  try {
    return await relyingParty.authorizationUrl(input.countryCode, checks);
  } catch (error) {
    deps.log.warn({ err: error, country: input.countryCode }, 'union sign-in: discovery failed');
    throw new UnionSignInError('failed');
  }
}

/**
 * Finishes a union sign-in at our redirect URI: the state is taken once (a replayed, forged or
 * expired one is refused), must belong to this country, and the code is exchanged with the PKCE
 * verifier and checked nonce. The verified member then logs in or gets a ticket (spec §4).
 */
export async function finishUnionSignIn(
  deps: Deps,
  input: { country: string; callbackUrl: URL; ip: string },
): Promise<FederationResultPayload> {
  const params = input.callbackUrl.searchParams;
  const state = params.get('state');
  if (!state) throw new UnionSignInError('expired');
  const taken = await takeFederationState(deps.db, sha256(state), deps.now());
  if (!taken) throw new UnionSignInError('expired');
  const country = asOidcCountry(input.country);
  if (!country || taken.country !== country) throw new UnionSignInError('country');
  if (params.get('error') === 'access_denied') throw new UnionSignInError('denied');
  let claims: Record<string, unknown>;
  try {
    claims = await unionOidcFor(deps.config).exchange(country, input.callbackUrl, {
      state,
      nonce: taken.nonce,
      codeVerifier: taken.codeVerifier,
    });
  } catch (error) {
    deps.log.warn({ err: error, country }, 'union sign-in: the answer was refused');
    throw new UnionSignInError(params.get('error') ? 'denied' : 'failed');
  }
  const union = await findUnionByCountry(deps.db, country);
  const member = union ? memberFromClaims(claims, union) : undefined;
  if (!member) throw new UnionSignInError('failed');
  try {
    return await resolveVerifiedMember(deps, member, { ip: input.ip });
  } catch (error) {
    if (error instanceof AppError) throw new UnionSignInError('failed');
    throw error;
  }
}
