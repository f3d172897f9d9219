import { AppError } from '@golfwallet/core/errors/app-error';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransportFuture,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Deps } from '../../deps';
import { hashToken, newToken } from '../../lib/tokens';
import type { AuthContext } from '../../plugins/auth';
import { deleteUserSessions, insertSession } from '../session/session.service';
import { findUserById, setLastLogin } from '../user/accounts';
import { findOwnedVoucher } from '../voucher/voucher.service';
import {
  credentialsOf,
  deleteCredential,
  deleteExpiredChallenges,
  findCredential,
  insertChallenge,
  insertCredential,
  recordUse,
  takeChallenge,
} from './webauthn.repository';

/** The WebAuthn library, loaded with the first passkey request, not with the server (half a second). */
const webauthn = () => import('@simplewebauthn/server');

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

async function newChallenge(
  deps: Deps,
  purpose: 'register' | 'sign_in' | 'confirm_pin',
  challenge: string,
  userId?: number,
  voucherId?: number,
) {
  const now = deps.now();
  await deleteExpiredChallenges(deps.db, now);
  const id = newToken();
  await insertChallenge(deps.db, {
    id,
    challenge,
    purpose,
    userId: userId ?? null,
    voucherId: voucherId ?? null,
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
  const options = await (await webauthn()).generateRegistrationOptions({
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
  const verification = await (await webauthn())
    .verifyRegistrationResponse({
      response: body.response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    })
    .catch(() => null);
  if (!verification?.verified || !verification.registrationInfo)
    throw new AppError('BIOMETRIC_SIGN_IN_FAILED');
  const { credential } = verification.registrationInfo;
  // A new key is a new way in: the golfer's other sessions end with it (ASVS 7.4.3).
  await deps.db.transaction(async (tx) => {
    await insertCredential(tx, {
      userId: auth.user.id,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(','),
      createdAt: deps.now(),
    });
    await deleteUserSessions(tx, auth.user.id, auth.tokenHash);
  });
  return { credential_id: credential.id };
}

/** The caller's keys, oldest first: a device keeps the ids it made and checks them here. */
export async function listKeys(deps: Deps, auth: AuthContext) {
  const rows = await credentialsOf(deps.db, auth.user.id);
  return {
    credentials: rows.map((row) => ({
      credential_id: row.credentialId,
      created_at: row.createdAt.toISOString(),
      last_used_at: row.lastUsedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Removes one of the caller's keys: it signs nothing in and confirms no PIN from then on, and the
 * golfer's other sessions end with it (one may have been opened with that key; ASVS 7.4.3). A key
 * that is not the caller's answers the same NOT_FOUND as one that does not exist.
 */
export async function removeKey(deps: Deps, auth: AuthContext, credentialId: string) {
  await deps.db.transaction(async (tx) => {
    if (!(await deleteCredential(tx, auth.user.id, credentialId))) throw new AppError('NOT_FOUND');
    await deleteUserSessions(tx, auth.user.id, auth.tokenHash);
  });
  return { removed: true as const };
}

type StoredCredential = NonNullable<Awaited<ReturnType<typeof findCredential>>>;

/** The signature over our challenge by the stored key, user verified; null when it does not hold. */
async function verifyAssertion(
  deps: Deps,
  expectedChallenge: string,
  stored: StoredCredential,
  response: AuthenticationResponseJSON,
) {
  const { rpID, origin } = relyingParty(deps);
  return (await webauthn())
    .verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: stored.credentialId,
        publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
        counter: stored.counter,
        transports: transportsOf(stored.transports),
      },
      requireUserVerification: true,
    })
    .catch(() => null);
}

/** Request options for any discoverable credential of this site (the device offers its own). */
export async function startSignIn(deps: Deps) {
  const { rpID } = relyingParty(deps);
  const options = await (await webauthn()).generateAuthenticationOptions({
    rpID,
    userVerification: 'required',
  });
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
  const verification = await verifyAssertion(deps, challenge.challenge, stored, body.response);
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

/**
 * Request options for confirming a voucher's PIN with the device (spec §2 "touch ID option"):
 * only the caller's own credentials are allowed, and the challenge (single use, 5 minutes) is
 * bound to the caller and to that voucher, which must be the caller's.
 */
export async function startPinConfirmation(deps: Deps, auth: AuthContext, voucherId: number) {
  const owned = await findOwnedVoucher(deps.db, auth.user.id, voucherId);
  if (!owned) throw new AppError('VOUCHER_NOT_FOUND');
  const { rpID } = relyingParty(deps);
  const credentials = await credentialsOf(deps.db, auth.user.id);
  const options = await (await webauthn()).generateAuthenticationOptions({
    rpID,
    userVerification: 'required',
    allowCredentials: credentials.map((row) => ({
      id: row.credentialId,
      transports: transportsOf(row.transports),
    })),
  });
  const challengeId = await newChallenge(deps, 'confirm_pin', options.challenge, auth.user.id, voucherId);
  return { challenge_id: challengeId, options: options as unknown as Record<string, unknown> };
}

/**
 * Whether an assertion confirms the PIN of this golfer's voucher: a 'confirm_pin' challenge of
 * theirs for this voucher (taken, so single use), signed by one of their own stored keys with the
 * user verified and the counter moving forward. Any failure is just false (the caller answers it
 * like a wrong PIN).
 */
export async function confirmsPin(
  deps: Deps,
  userId: number,
  voucherId: number,
  assertion: { challenge_id: string; response: AuthenticationResponseJSON },
): Promise<boolean> {
  const now = deps.now();
  const challenge = await takeChallenge(deps.db, assertion.challenge_id, 'confirm_pin', now);
  if (!challenge || challenge.userId !== userId || challenge.voucherId !== voucherId) return false;
  const stored = await findCredential(deps.db, assertion.response.id);
  if (!stored || stored.userId !== userId) return false;
  const verification = await verifyAssertion(deps, challenge.challenge, stored, assertion.response);
  if (!verification?.verified) return false;
  return recordUse(deps.db, stored.id, verification.authenticationInfo.newCounter, now);
}
