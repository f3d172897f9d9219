import { z } from 'zod';
import { devicePlatformSchema, idSchema } from '../../validation/fields';
import { defineContract } from '../define';

/**
 * Signing in with the device's fingerprint or face (spec §2 "touch ID option"): a WebAuthn
 * platform credential. The options and responses are WebAuthn's own JSON (what
 * @simplewebauthn/browser sends and takes); the server checks them with @simplewebauthn/server.
 */

const b64url = z
  .string({ error: 'validation.invalid' })
  .regex(/^[A-Za-z0-9_-]*={0,2}$/, { error: 'validation.invalid' })
  .max(20_000, { error: 'validation.invalid' });

/** A challenge's id: 32 random bytes, base64url. */
export const zChallengeId = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'validation.invalid' });

const zOptionsAnswer = z.object({
  challenge_id: z.string(),
  /** PublicKeyCredentialCreationOptionsJSON or …RequestOptionsJSON. */
  options: z.record(z.string(), z.unknown()),
});

const zTransports = z
  .array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']))
  .max(7)
  .optional();

/** RegistrationResponseJSON. */
export const zRegistrationResponse = z.object({
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url,
    attestationObject: b64url,
    transports: zTransports,
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/** AuthenticationResponseJSON. */
export const zAuthenticationResponse = z.object({
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url,
    authenticatorData: b64url,
    signature: b64url,
    userHandle: b64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

export const startBiometricRegistration = defineContract({
  method: 'POST',
  path: '/webauthn/registration/options',
  auth: 'confirmed',
  summary: 'Starts adding this device’s fingerprint or face sign-in: the WebAuthn creation options',
  tags: ['session'],
  response: zOptionsAnswer,
});

export const finishBiometricRegistration = defineContract({
  method: 'POST',
  path: '/webauthn/registration',
  auth: 'confirmed',
  summary: 'Stores the platform credential the device made for the caller',
  tags: ['session'],
  body: z.strictObject({ challenge_id: zChallengeId, response: zRegistrationResponse }),
  response: z.object({ credential_id: z.string() }),
  status: 201,
});

export const startBiometricSignIn = defineContract({
  method: 'POST',
  path: '/webauthn/sign-in/options',
  auth: 'public',
  summary: 'Starts signing in with the device’s fingerprint or face: the WebAuthn request options',
  tags: ['session'],
  response: zOptionsAnswer,
});

export const finishBiometricSignIn = defineContract({
  method: 'POST',
  path: '/webauthn/sign-in',
  auth: 'public',
  summary: 'Signs in with a platform credential’s signature; answers a new session like POST /session',
  tags: ['session'],
  body: z.strictObject({
    challenge_id: zChallengeId,
    response: zAuthenticationResponse,
    device_platform: devicePlatformSchema.optional(),
  }),
  response: z.object({ session_id: z.string(), email_confirmed: z.boolean(), user_id: z.number() }),
});

/** The device's signature over a 'confirm_pin' challenge: given in place of a voucher's PIN. */
export const zPinAssertion = z.strictObject({
  challenge_id: zChallengeId,
  response: zAuthenticationResponse,
});

export const startPinConfirmation = defineContract({
  method: 'POST',
  path: '/webauthn/confirm-pin/options',
  auth: 'confirmed',
  summary:
    'Starts confirming a voucher’s PIN with the device’s fingerprint or face: WebAuthn request options for the caller’s own credentials, valid 5 minutes for that voucher only',
  tags: ['vouchers'],
  body: z.strictObject({ voucher_id: idSchema }),
  response: zOptionsAnswer,
});

/** One of the golfer's fingerprint or face keys, as the key list shows it. */
const zBiometricKey = z.object({
  credential_id: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});

export const listBiometricKeys = defineContract({
  method: 'GET',
  path: '/webauthn/credentials',
  auth: 'confirmed',
  summary:
    'The caller’s fingerprint or face keys (one per device it was set up on), so a device can tell whether its own key still counts',
  tags: ['session'],
  response: z.object({ credentials: z.array(zBiometricKey) }),
});

export const removeBiometricKey = defineContract({
  method: 'POST',
  path: '/webauthn/credentials/remove',
  auth: 'confirmed',
  summary:
    'Removes one of the caller’s fingerprint or face keys: it no longer signs in nor confirms a PIN (another golfer’s key is not found)',
  tags: ['session'],
  body: z.strictObject({ credential_id: b64url.min(1, { error: 'validation.invalid' }) }),
  response: z.object({ removed: z.literal(true) }),
});
