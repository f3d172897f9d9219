import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import forge from 'node-forge';
import type { Config } from '../../config';
import type { Deps } from '../../deps';
import { readDevCredentials, storeDevCredentials } from './wallet-pass.repository';

/** What signs an Apple pass: the pass certificate and key, and the intermediate (Apple's WWDR). */
export interface AppleSigner {
  signerCert: string;
  signerKey: string;
  wwdr: string;
  /** True for the development CA made here: an iPhone refuses such passes. */
  development: boolean;
}

/** What signs a "Save to Google Wallet" JWT: the service account and its RSA key. */
export interface GoogleSigner {
  clientEmail: string;
  privateKey: string;
  publicKey?: string;
  development: boolean;
}

const DEV_CA = 'development-apple-ca';
const DEV_CERT = 'development-apple-pass-cert';
const DEV_KEY = 'development-apple-pass-key';
const DEV_GOOGLE_KEY = 'development-google-key';
const DEV_GOOGLE_PUBLIC = 'development-google-public-key';
export const DEV_GOOGLE_EMAIL = 'development@golfwallet.local';

const appleCache = new WeakMap<Config, Promise<AppleSigner>>();
const googleCache = new WeakMap<Config, Promise<GoogleSigner>>();

/** The configured Apple signer, or the development one (made and stored at first need). */
export function appleSigner(deps: Deps): Promise<AppleSigner> {
  let signer = appleCache.get(deps.config);
  if (!signer) {
    signer = loadAppleSigner(deps);
    appleCache.set(deps.config, signer);
    signer.catch(() => appleCache.delete(deps.config));
  }
  return signer;
}

/** The configured Google service account, or the development key (made and stored at first need). */
export function googleSigner(deps: Deps): Promise<GoogleSigner> {
  let signer = googleCache.get(deps.config);
  if (!signer) {
    signer = loadGoogleSigner(deps);
    googleCache.set(deps.config, signer);
    signer.catch(() => googleCache.delete(deps.config));
  }
  return signer;
}

async function loadAppleSigner(deps: Deps): Promise<AppleSigner> {
  const { config } = deps;
  if (config.WALLET_PASS_CERT_FILE && config.WALLET_PASS_KEY_FILE && config.WALLET_WWDR_CERT_FILE) {
    return {
      signerCert: readFileSync(config.WALLET_PASS_CERT_FILE, 'utf8'),
      signerKey: readFileSync(config.WALLET_PASS_KEY_FILE, 'utf8'),
      wwdr: readFileSync(config.WALLET_WWDR_CERT_FILE, 'utf8'),
      development: false,
    };
  }
  const stored = await devMaterial(deps, [DEV_CA, DEV_CERT, DEV_KEY], () => makeDevAppleMaterial(config));
  return {
    signerCert: stored[DEV_CERT]!,
    signerKey: stored[DEV_KEY]!,
    wwdr: stored[DEV_CA]!,
    development: true,
  };
}

async function loadGoogleSigner(deps: Deps): Promise<GoogleSigner> {
  const file = deps.config.GOOGLE_WALLET_KEY_FILE;
  if (file) {
    const key = JSON.parse(readFileSync(file, 'utf8')) as { client_email?: string; private_key?: string };
    if (!key.client_email || !key.private_key) {
      throw new Error('GOOGLE_WALLET_KEY_FILE: not a service account key (client_email, private_key)');
    }
    return { clientEmail: key.client_email, privateKey: key.private_key, development: false };
  }
  const stored = await devMaterial(deps, [DEV_GOOGLE_KEY, DEV_GOOGLE_PUBLIC], () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    return { [DEV_GOOGLE_KEY]: privateKey, [DEV_GOOGLE_PUBLIC]: publicKey };
  });
  return {
    clientEmail: DEV_GOOGLE_EMAIL,
    privateKey: stored[DEV_GOOGLE_KEY]!,
    publicKey: stored[DEV_GOOGLE_PUBLIC]!,
    development: true,
  };
}

/**
 * Development material by name: what the database holds, or made now and stored. Two instances
 * making it at once both insert with ON CONFLICT DO NOTHING and then read what won.
 */
async function devMaterial(
  deps: Deps,
  names: string[],
  make: () => Record<string, string>,
): Promise<Record<string, string>> {
  const existing = await readDevCredentials(deps.db, names);
  if (names.every((name) => existing[name])) return existing;
  deps.log.warn({ names }, 'wallet passes: made development signing material (not for production)');
  await storeDevCredentials(deps.db, make());
  return readDevCredentials(deps.db, names);
}

/** A development CA and a pass certificate it issued, both named "development". */
function makeDevAppleMaterial(config: Config): Record<string, string> {
  const pki = forge.pki;
  const keyPair = () => {
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const key = pki.privateKeyFromPem(privateKey);
    return { privateKey: key, publicKey: pki.setRsaPublicKey(key.n, key.e), pem: privateKey };
  };
  const now = new Date();
  const validity = (cert: forge.pki.Certificate, serial: string) => {
    cert.serialNumber = serial;
    cert.validity.notBefore = new Date(now.getTime() - 86_400_000);
    cert.validity.notAfter = new Date(now.getTime() + 10 * 365 * 86_400_000);
  };
  const caKeys = keyPair();
  const ca = pki.createCertificate();
  ca.publicKey = caKeys.publicKey;
  validity(ca, '01');
  const caName = [
    { name: 'commonName', value: 'GolfWallet development CA (not Apple WWDR)' },
    { name: 'organizationName', value: 'GolfWallet development' },
  ];
  ca.setSubject(caName);
  ca.setIssuer(caName);
  ca.setExtensions([
    { name: 'basicConstraints', cA: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true },
  ]);
  ca.sign(caKeys.privateKey, forge.md.sha256.create());

  const passKeys = keyPair();
  const cert = pki.createCertificate();
  cert.publicKey = passKeys.publicKey;
  validity(cert, '02');
  cert.setSubject([
    { name: 'commonName', value: `Pass Type ID: ${config.WALLET_PASS_TYPE_ID} (development)` },
    { name: 'organizationalUnitName', value: config.WALLET_TEAM_ID },
    { name: 'organizationName', value: 'GolfWallet development' },
  ]);
  cert.setIssuer(caName);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true },
  ]);
  cert.sign(caKeys.privateKey, forge.md.sha256.create());
  return {
    [DEV_CA]: pki.certificateToPem(ca),
    [DEV_CERT]: pki.certificateToPem(cert),
    [DEV_KEY]: passKeys.pem,
  };
}
