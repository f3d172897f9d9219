import { AppError } from '@golfwallet/core/errors/app-error';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Deps } from '../../deps';
import { hashToken, newToken } from '../../lib/tokens';
import type { AuthContext } from '../../plugins/auth';
import { insertSession } from '../session/session.repository';
import { findUserById, setLastLogin } from '../user/user.repository';
import {
  credentialsOf,
  deleteExpiredChallenges,
  findCredential,
  insertChallenge,
  insertCredential,
  recordUse,
  takeChallenge,
} from './webauthn.repository';

/** How long the device has to answer a challenge. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
const RP_NAME = 'GolfWallet';

/** The relying party is the site at PUBLIC_URL: its host is the rpID, its origin the expected one. */
function relyingParty(deps: Deps) {
  const url = new URL(deps.config.PUBLIC_URL);
  return { rpID: url.hostname, origin: url.origin };
}

const transportsOf = (text: string) =>
  text ? (text.split(',') as AuthenticatorTransportFuture[]) : undefined;

async function newChallenge(deps: Deps, purpose: 'register' | 'sign_in', challenge: string, userId?: number) {
  const now = deps.now();
  await deleteExpiredChallenges(deps.db, now);
  const id = newToken();
  await insertChallenge(deps.db, {
    id,
    challenge,
    purpose,
    userId: userId ?? null,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  return id;
}

/**
 * Creation options for a platform authenticator that verifies the user (fingerprint, face) and
 * keeps a discoverable credential, so signing in later needs no e-mail. Keys the golfer already
 * has are excluded (one per device).
 */
export async function startRegistration(deps: Deps, auth: AuthContext) {
  const { rpID } = relyingParty(deps);
  const existing = await credentialsOf(deps.db, auth.user.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: auth.user.email,
    userDisplayName: `${auth.user.firstName} ${auth.user.lastName}`.trim(),
    userID: new TextEncoder().encode(String(auth.user.id)),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: transportsOf(row.transports),
    })),
    authenticatorSelection: {
      authenticatorAttachment: 'platform',
      residentKey: 'required',
      userVerification: 'required',
    },
  });
  const challengeId = await newChallenge(deps, 'register', options.challenge, auth.user.id);
  return { challenge_id: challengeId, options: options as unknown as Record<string, unknown> };
}

/** Checks the new credential against the caller's own challenge and stores it. */
export async function finishRegistration(
  deps: Deps,
  auth: AuthContext,
  body: { challenge_id: string; response: RegistrationResponseJSON },
) {
  const challenge = await takeChallenge(deps.db, body.challenge_id, 'register', deps.now());
  if (!challenge || challenge.userId !== auth.user.id) throw new AppError('BIOMETRIC_SIGN_IN_FAILED');
  const { rpID, origin } = relyingParty(deps);
  const verification = await verifyRegistrationResponse({
    response: body.response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified || !verification.registrationInfo)
    throw new AppError('BIOMETRIC_SIGN_IN_FAILED');
  const { credential } = verification.registrationInfo;
  await insertCredential(deps.db, {
    userId: auth.user.id,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: (credential.transports ?? []).join(','),
    createdAt: deps.now(),
  });
  return { credential_id: credential.id };
}

/** Request options for any discoverable credential of this site (the device offers its own). */
export async function startSignIn(deps: Deps) {
  const { rpID } = relyingParty(deps);
  const options = await generateAuthenticationOptions({ rpID, userVerification: 'required' });
  const challengeId = await newChallenge(deps, 'sign_in', options.challenge);
  return { challenge_id: challengeId, options: options as unknown as Record<string, unknown> };
}

/**
 * Signs in with the credential's signature over a challenge of ours (single use, 5 minutes): the
 * key must be stored, the signature valid, the user verified and the counter moving forward.
 * Every failure answers the same BIOMETRIC_SIGN_IN_FAILED. Then a session like POST /session.
 */
export async function finishSignIn(
  deps: Deps,
  body: {
    challenge_id: string;
    response: AuthenticationResponseJSON;
    device_platform?: 'web' | 'ios' | 'android';
  },
  meta: { ip: string },
) {
  const now = deps.now();
  const challenge = await takeChallenge(deps.db, body.challenge_id, 'sign_in', now);
  const stored = challenge ? await findCredential(deps.db, body.response.id) : undefined;
  if (!challenge || !stored) throw new AppError('BIOMETRIC_SIGN_IN_FAILED');
  const { rpID, origin } = relyingParty(deps);
  const verification = await verifyAuthenticationResponse({
    response: body.response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: stored.credentialId,
      publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
      counter: stored.counter,
      transports: transportsOf(stored.transports),
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw new AppError('BIOMETRIC_SIGN_IN_FAILED');
  const user = await findUserById(deps.db, stored.userId);
  if (!user) throw new AppError('BIOMETRIC_SIGN_IN_FAILED');
  const sessionId = newToken();
  await deps.db.transaction(async (tx) => {
    if (!(await recordUse(tx, stored.id, verification.authenticationInfo.newCounter, now))) {
      throw new AppError('BIOMETRIC_SIGN_IN_FAILED');
    }
    await insertSession(tx, {
      tokenHash: hashToken(sessionId),
      userId: user.id,
      now,
      devicePlatform: body.device_platform,
      ip: meta.ip,
    });
    await setLastLogin(tx, user.id, now);
  });
  return { session_id: sessionId, email_confirmed: user.emailConfirmed, user_id: user.id };
}
