import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type {
  zAuthenticationResponse,
  zRegistrationResponse,
} from '@golfwallet/core/contracts/webauthn/webauthn';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { z } from 'zod';

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

/**
 * A platform authenticator in software for API tests (WebAuthn level 2): one ES256 key,
 * discoverable, user verified, 'none' attestation. It answers the server's options JSON as a
 * browser would (RegistrationResponseJSON, AuthenticationResponseJSON).
 */
export function softAuthenticator(origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let counter = 0;

  const authData = (rpId: string, attested: boolean) => {
    // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
    const flags = Buffer.from([0x01 | 0x04 | (attested ? 0x40 : 0)]);
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const parts = [sha256(rpId), flags, count];
    if (attested) {
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      parts.push(Buffer.alloc(16), idLength, credentialId, Buffer.from(isoCBOR.encode(cose)));
    }
    return Buffer.concat(parts);
  };
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentialId: b64url(credentialId),
    /** Sets the signature counter the next assertion reports (a cloned key's old counter). */
    setCounter(value: number) {
      counter = value;
    },
    /** Answers creation options (as the API hands them out) with a RegistrationResponseJSON. */
    register(options: Record<string, unknown>): z.input<typeof zRegistrationResponse> {
      const { challenge, rp } = options as { challenge: string; rp: { id: string } };
      const attestation = new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData(rp.id, true)],
      ]);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', challenge)),
          attestationObject: b64url(isoCBOR.encode(attestation as never)),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },
    /** Answers request options (as the API hands them out) with an AuthenticationResponseJSON. */
    authenticate(options: Record<string, unknown>): z.input<typeof zAuthenticationResponse> {
      const { challenge, rpId } = options as { challenge: string; rpId: string };
      counter += 1;
      const data = authData(rpId, false);
      const client = clientData('webauthn.get', challenge);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },
  };
}
