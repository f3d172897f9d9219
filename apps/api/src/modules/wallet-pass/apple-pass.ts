import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PKPass } from 'passkit-generator';
import type { AppleSigner } from './wallet-credentials';
import { type PassIdentity, type PassSubject, localizedStrings, passJson } from './pass-content';

export const PKPASS_CONTENT_TYPE = 'application/vnd.apple.pkpass';

const here = path.dirname(fileURLToPath(import.meta.url));
let images: Record<string, Buffer> | undefined;

/** The pass's icon and logo (the app's launcher icon at 1x and 2x), read once. */
function passImages(): Record<string, Buffer> {
  if (!images) {
    const icon = readFileSync(path.join(here, 'images/icon.png'));
    const icon2x = readFileSync(path.join(here, 'images/icon@2x.png'));
    images = { 'icon.png': icon, 'icon@2x.png': icon2x, 'logo.png': icon, 'logo@2x.png': icon2x };
  }
  return images;
}

/**
 * The signed .pkpass (a zip): pass.json, images, each language's pass.strings, manifest.json
 * (SHA-1 of every file) and the detached PKCS #7 signature over the manifest, made by
 * passkit-generator with the pass certificate and the intermediate.
 */
export async function renderApplePass(
  subject: PassSubject,
  identity: PassIdentity,
  signer: AppleSigner,
  now: Date,
): Promise<Buffer> {
  const pass = new PKPass(
    {
      'pass.json': Buffer.from(JSON.stringify(passJson(subject, identity, now))),
      ...passImages(),
      ...localizedStrings(subject, now),
    },
    { wwdr: signer.wwdr, signerCert: signer.signerCert, signerKey: signer.signerKey },
  );
  return pass.getAsBuffer();
}
