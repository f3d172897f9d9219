/**
 * A voucher's code as kept on the device for the "code first" paint (issue 33): what the voucher
 * page's code section and heading show, drawn and translated when the wallet was saved, so the page
 * can show it from IndexedDB before the app, its router and the network are there
 * (src/app/code-first/paint-code.ts). Kept in the offline store beside the wallet snapshot, so
 * sign-in and sign-out wipe it with the rest.
 */
export interface CodeRecord {
  /** sessionKey() of the session it was saved under: another session never sees it. */
  session: string;
  lang: string;
  voucherId: number;
  code: string;
  name: string;
  club: string;
  clubId: number;
  logoUrl: string | null;
  /** The Code 128 barcode and the QR code, as data: URLs of their SVGs. */
  barcode: string;
  qr: string;
  /** The page's texts in `lang`, placeholders filled. */
  texts: { back: string; title: string; barcodeAlt: string; qrAlt: string; awake: string; fresh: string };
}

/** The database and object store idb-keyval opens for src/lib/offline-store.ts. */
export const OFFLINE_DATABASE = 'golfwallet';
export const OFFLINE_STORE = 'offline';

export const CODE_KEY_PREFIX = 'code:';
export const codeKey = (voucherId: number) => `${CODE_KEY_PREFIX}${voucherId}`;

/** The session id's SHA-256 (hex): ties a record to its session without storing the id twice. */
export async function sessionKey(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
