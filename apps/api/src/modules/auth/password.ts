import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum: 19 MiB, 2 passes, 1 lane. Also used for PIN codes. */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, OPTIONS);
}

/** False for a wrong secret or a malformed hash; never throws for bad input. */
export async function verifySecret(secretHash: string | null | undefined, secret: string): Promise<boolean> {
  if (!secretHash) return false;
  try {
    return await verify(secretHash, secret);
  } catch {
    return false;
  }
}

/** A hash of nothing, verified against when the account does not exist, so timing tells nothing. */
let dummyHash: Promise<string> | undefined;
export function dummySecretHash(): Promise<string> {
  dummyHash ??= hashSecret('golfwallet-dummy-password');
  return dummyHash;
}
