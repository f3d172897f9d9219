import { randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '@golfwallet/core/errors/app-error';
import type { Locale } from '@golfwallet/core/i18n/locales';
import type { UserRow } from '../user/user.repository';
import type { Deps } from '../../deps';
import { API_PREFIX } from '../../lib/api-prefix';
import { findOwnedVoucher } from '../voucher/voucher.service';
import { renderApplePass } from './apple-pass';
import { GOOGLE_SAVE_URL, googleSaveJwt } from './google-pass';
import type { PassIdentity, PassSubject } from './pass-content';
import { appleSigner, googleSigner } from './wallet-credentials';
import {
  findOrCreatePass,
  findPassWithVoucher,
  markGoogleLinked,
  registerDevice,
  unregisterDevice,
  updatedSerials,
  type WalletPassRow,
} from './wallet-pass.repository';

/** Where the PassKit web service is mounted (the pass's webServiceURL, below the public URL). */
export const PASSKIT_PATH = `${API_PREFIX}/wallet/apple`;

/** The caller's pass of their voucher (made at the first ask); someone else's voucher is not found. */
async function ownPass(deps: Deps, user: UserRow, voucherId: number) {
  const owned = await findOwnedVoucher(deps.db, user.id, voucherId);
  if (!owned) throw new AppError('VOUCHER_NOT_FOUND');
  const pass = await findOrCreatePass(deps.db, {
    voucherId,
    userId: user.id,
    serialNumber: randomBytes(16).toString('hex'),
    authenticationToken: randomBytes(24).toString('base64url'),
  });
  const subject: PassSubject = { ...owned, passUserId: user.id };
  return { pass, subject };
}

function identity(deps: Deps, pass: WalletPassRow): PassIdentity {
  return {
    passTypeIdentifier: deps.config.WALLET_PASS_TYPE_ID,
    teamIdentifier: deps.config.WALLET_TEAM_ID,
    serialNumber: pass.serialNumber,
    authenticationToken: pass.authenticationToken,
    webServiceURL: `${deps.config.PUBLIC_URL}${PASSKIT_PATH}`,
  };
}

/** The .pkpass of the caller's voucher, and its file name. */
export async function applePassForVoucher(deps: Deps, user: UserRow, voucherId: number) {
  const { pass, subject } = await ownPass(deps, user, voucherId);
  const content = await renderApplePass(subject, identity(deps, pass), await appleSigner(deps), deps.now());
  return { content, fileName: `golfwallet-${pass.serialNumber}.pkpass` };
}

/** The "Save to Google Wallet" link of the caller's voucher; from now on changes go to Google too. */
export async function googleSaveLink(
  deps: Deps,
  user: UserRow,
  voucherId: number,
  locale: Locale,
): Promise<{ url: string }> {
  const { pass, subject } = await ownPass(deps, user, voucherId);
  const now = deps.now();
  const jwt = googleSaveJwt(subject, pass.serialNumber, {
    issuerId: deps.config.GOOGLE_WALLET_ISSUER_ID,
    signer: await googleSigner(deps),
    origin: new URL(deps.config.PUBLIC_URL).origin,
    locale,
    now,
  });
  await markGoogleLinked(deps.db, pass.serialNumber, now);
  return { url: `${GOOGLE_SAVE_URL}${jwt}` };
}

// ---- The PassKit web service (Apple: "Wallet Passes Web Service Reference") ----

/** The pass this request is for, checked against `Authorization: ApplePass <token>`; 401 otherwise. */
async function authorizedPass(
  deps: Deps,
  passTypeIdentifier: string,
  serialNumber: string,
  authorization: string | undefined,
) {
  const found =
    passTypeIdentifier === deps.config.WALLET_PASS_TYPE_ID
      ? await findPassWithVoucher(deps.db, serialNumber)
      : undefined;
  const given = Buffer.from(/^ApplePass (.+)$/.exec(authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(found?.pass.authenticationToken ?? '');
  if (!found || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('UNAUTHENTICATED');
  }
  return found;
}

/** Registers a device for a pass's updates: 201 when new, 200 when it already was. */
export async function registerPassDevice(
  deps: Deps,
  input: {
    deviceLibraryIdentifier: string;
    passTypeIdentifier: string;
    serialNumber: string;
    pushToken: string;
    authorization: string | undefined;
  },
): Promise<201 | 200> {
  await authorizedPass(deps, input.passTypeIdentifier, input.serialNumber, input.authorization);
  const created = await registerDevice(deps.db, {
    deviceLibraryIdentifier: input.deviceLibraryIdentifier,
    serialNumber: input.serialNumber,
    pushToken: input.pushToken,
  });
  return created ? 201 : 200;
}

/** Unregisters a device from a pass (200 either way once authorized). */
export async function unregisterPassDevice(
  deps: Deps,
  input: {
    deviceLibraryIdentifier: string;
    passTypeIdentifier: string;
    serialNumber: string;
    authorization: string | undefined;
  },
): Promise<void> {
  await authorizedPass(deps, input.passTypeIdentifier, input.serialNumber, input.authorization);
  await unregisterDevice(deps.db, input.deviceLibraryIdentifier, input.serialNumber);
}

/**
 * The serials of the device's passes changed since the tag, with the newest tag; undefined (204)
 * when none changed. Another pass type has no passes here.
 */
export async function listUpdatedPasses(
  deps: Deps,
  deviceLibraryIdentifier: string,
  passTypeIdentifier: string,
  passesUpdatedSince: string | undefined,
): Promise<{ serialNumbers: string[]; lastUpdated: string } | undefined> {
  if (passTypeIdentifier !== deps.config.WALLET_PASS_TYPE_ID) return undefined;
  const since =
    passesUpdatedSince && /^\d{1,18}$/.test(passesUpdatedSince) ? Number(passesUpdatedSince) : undefined;
  const { serialNumbers, lastUpdated } = await updatedSerials(deps.db, deviceLibraryIdentifier, since);
  if (serialNumbers.length === 0 || lastUpdated === null) return undefined;
  return { serialNumbers, lastUpdated: String(lastUpdated) };
}

/**
 * The latest pass for its device, or `notModified` when If-Modified-Since is not older than the
 * pass's Last-Modified (whole seconds).
 */
export async function latestApplePass(
  deps: Deps,
  input: {
    passTypeIdentifier: string;
    serialNumber: string;
    authorization: string | undefined;
    ifModifiedSince: string | undefined;
  },
): Promise<
  { notModified: true; lastModified: Date } | { notModified: false; lastModified: Date; content: Buffer }
> {
  const found = await authorizedPass(deps, input.passTypeIdentifier, input.serialNumber, input.authorization);
  const lastModified = found.pass.modifiedAt;
  const since = input.ifModifiedSince ? Date.parse(input.ifModifiedSince) : Number.NaN;
  if (!Number.isNaN(since) && lastModified.getTime() <= since) return { notModified: true, lastModified };
  const subject: PassSubject = {
    voucher: found.voucher,
    club: found.club,
    giftCardRemaining: found.giftCardRemaining,
    passUserId: found.pass.userId,
  };
  const content = await renderApplePass(
    subject,
    identity(deps, found.pass),
    await appleSigner(deps),
    deps.now(),
  );
  return { notModified: false, lastModified, content };
}
