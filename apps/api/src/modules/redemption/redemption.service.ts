import { AppError } from '@golfwallet/core/errors/app-error';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Deps } from '../../deps';
import { type GolferCaller, readWithGolferSession } from '../../plugins/auth';
import { claimTry, releaseTry } from '../auth/login-limit';
import { assertNearClub } from '../geo/near-club';
import { verifySecret } from '../auth/password';
import { mayBeGiftCard } from '../partner/desk-gift-card';
import { confirmsPin } from '../webauthn/webauthn.service';
import {
  decideOnRead,
  foundVoucher,
  type ReadVoucher,
  type RedeemRead,
  type RedeemReadInput,
  redeemReadPart,
  toRedeemRead,
} from './redeem-read';
import { recordUseOfVersion } from './redemption.repository';
import {
  answeredBefore,
  earlierAnswer,
  findAnswer,
  fingerprintOf,
  type RequestKey,
} from './redemption-request';

export interface RedeemRequest {
  voucher_id: number;
  club_id: number;
  department_id?: number;
  pin?: string;
  /** The device's fingerprint or face over a 'confirm_pin' challenge for this voucher, in place of the PIN. */
  assertion?: { challenge_id: string; response: AuthenticationResponseJSON };
  latitude?: number;
  longitude?: number;
  self_redeem?: boolean;
  playing_with_member?: string;
}

export interface RedeemAnswer {
  voucher_id: number;
  redemption_id: number;
  uses_left: number | null;
  /** ISO 8601. */
  redeemed_at: string;
}

/** How often a redemption reads and checks again after the voucher changed under it (as the desk). */
const REDEEM_ATTEMPTS = 8;

/** The golfer's key: scoped to them; the request without its PIN or assertion. */
function golferKey(userId: number, key: string, request: RedeemRequest): RequestKey {
  const { pin: _pin, assertion: _assertion, ...asked } = request;
  return { scope: `golfer:${userId}`, key, fingerprint: fingerprintOf({ ...asked }), userId };
}

/** Self-redemption: allowed on the voucher, a position given, within the club's radius. */
function checkSelfRedeem(request: RedeemRequest, voucher: ReadVoucher, club: RedeemRead['club']) {
  if (request.self_redeem !== true) return;
  if (!voucher.canBeSelfRedeemed) throw new AppError('VOUCHER_NOT_SELF_REDEEMABLE');
  assertNearClub(request, club);
}

/**
 * The PIN of a voucher that has one, or the device's fingerprint or face in its place. A retry
 * under a key already answered answers that, before the PIN is checked again (a device's assertion
 * is single-use): returned. A voucher PIN is short: wrong guesses count like failed logins, per
 * voucher, claimed before the check, so parallel guesses cannot pass the limit; a failed
 * fingerprint or face confirmation counts the same and answers the same as a wrong PIN.
 */
async function confirmPin(
  deps: Deps,
  userId: number,
  voucher: ReadVoucher,
  request: RedeemRequest,
  requestKey: RequestKey | undefined,
): Promise<RedeemAnswer | undefined> {
  const { pin, assertion } = request;
  if (!pin && !assertion) throw new AppError('VOUCHER_PIN_REQUIRED');
  const earlier = requestKey && (await findAnswer<RedeemAnswer>(deps.db, requestKey));
  if (earlier) return earlier;
  const claim = await claimTry(
    deps,
    [{ key: `voucher-pin:${voucher.id}`, max: deps.config.LOGIN_MAX_FAILURES }],
    'TOO_MANY_REQUESTS',
  );
  const confirmed = assertion
    ? await confirmsPin(deps, userId, voucher.id, assertion)
    : await verifySecret(voucher.pinHash ?? '', pin ?? '');
  if (!confirmed) throw new AppError('VOUCHER_WRONG_PIN');
  await releaseTry(deps, claim);
  return undefined;
}

/**
 * Uses a voucher once, without a transaction, in two round trips: the session's check with one
 * statement that reads what the checks need (club, department, the golfer's voucher with its row
 * version, the ledger's usage; redeem-read.ts), then the checks in order (the restrictions against
 * the ledger, self-redemption, then the PIN or the device's confirmation, so the golfer hears the
 * real reason before being asked for a PIN), then one statement that takes the use, writes the
 * ledger row and the 'redeemed' event, all or nothing, only while the voucher row is the version
 * the checks read (recordUseOfVersion). When another use, an undo or a transfer changed it
 * meanwhile, nothing is written and the redemption reads and checks again (the PIN is not asked
 * again unless it changed), so a voucher with N uses (or a per-day limit of N) is redeemed at most
 * N times, however many requests race, at the desk or here.
 *
 * With an Idempotency-Key (`key`), a request the golfer already made with it answers what it
 * answered then and takes no use: the use's own statement looks the key up and stores it with its
 * answer (recordUse: no extra round trip), and a refusal looks whether the key was answered before
 * (a retry of the last use hears the first success); a voucher with a PIN looks first, so a retry
 * spends no PIN try. Concurrent requests with one key meet on the voucher's row version, so one
 * redeems and the others read again and find its answer. The key sent with a different request
 * answers 422 IDEMPOTENCY_KEY_REUSED. A refused request stores nothing: a retry with its key runs
 * the checks again.
 */
export async function redeemVoucher(
  deps: Deps,
  caller: GolferCaller,
  request: RedeemRequest,
  key?: string,
): Promise<RedeemAnswer> {
  // The key's scope names the golfer the first read checks.
  const keyed: { request?: RequestKey } = {};
  try {
    return isoTimed(await redeem(deps, caller, request, key, keyed));
  } catch (error) {
    return isoTimed(await answeredBefore<RedeemAnswer>(deps.db, keyed.request, error));
  }
}

/**
 * An answer stored under a key before redeemed_at became ISO 8601 (issue #34, item 19c) holds unix
 * seconds; a retry of it answers ISO too. Keys are kept 24 hours (redemption-keys.job.ts): this can
 * go a day after that change is deployed.
 */
function isoTimed(answer: RedeemAnswer): RedeemAnswer {
  const at: unknown = answer.redeemed_at;
  return typeof at === 'number' ? { ...answer, redeemed_at: new Date(at * 1000).toISOString() } : answer;
}

async function redeem(
  deps: Deps,
  caller: GolferCaller,
  request: RedeemRequest,
  key: string | undefined,
  keyed: { request?: RequestKey },
): Promise<RedeemAnswer> {
  const now = deps.now();
  const departmentId = request.department_id ?? null;
  const input: RedeemReadInput = { voucher: { id: request.voucher_id }, departmentId, now };
  // The PIN hash the golfer's PIN (or device) was confirmed against: a read again does not ask again.
  let pinConfirmed: string | undefined;
  for (let attempt = 0; attempt < REDEEM_ATTEMPTS; attempt++) {
    // The session is checked with the first read (a session already checked is not checked again).
    const rows = await readWithGolferSession(
      deps,
      caller,
      redeemReadPart({ golfer: { userId: caller.userId }, clubId: request.club_id }, input),
    );
    caller = { ...caller, checked: true };
    const userId = caller.userId;
    keyed.request = key === undefined ? undefined : golferKey(userId, key, request);
    const { read, club, voucher } = foundVoucher(toRedeemRead(rows, input));
    // A gift card with a ledger account is used at the desk, which takes an amount (desk-gift-card.ts).
    if (mayBeGiftCard(voucher) && read.ledger.giftCardRemaining !== null)
      throw new AppError('GIFT_CARD_AT_DESK');
    const decision = await decideOnRead(deps, read, voucher, {
      departmentId,
      playingWithMember: request.playing_with_member ?? null,
      now,
    });
    if (!decision.ok) throw new AppError(decision.refusal.code, decision.refusal.params);
    checkSelfRedeem(request, voucher, club);
    if (voucher.pinHash !== null && voucher.pinHash !== pinConfirmed) {
      const earlier = await confirmPin(deps, userId, voucher, request, keyed.request);
      if (earlier) return earlier;
      pinConfirmed = voucher.pinHash;
    }
    await deps.faults?.beforeRedeemWrite?.();
    // The use, its ledger row, the 'redeemed' event and the key with its answer: one statement.
    const answered = { voucher_id: voucher.id, redeemed_at: now.toISOString() };
    const used = await recordUseOfVersion(
      deps.db,
      {
        voucherId: voucher.id,
        userId,
        clubId: club.id,
        departmentId,
        method: request.self_redeem === true ? 'self' : 'club',
        at: now,
        originalPriceMinor: voucher.pricePaidMinor,
        playingWithMember: request.playing_with_member || null,
        version: voucher.version,
        ...(keyed.request ? { key: { request: keyed.request, answer: answered } } : {}),
      },
      deps.config.DB_LOCK_TIMEOUT_MS,
    );
    if (used?.earlier) return earlierAnswer<RedeemAnswer>(keyed.request, used.earlier);
    if (used) return { ...answered, redemption_id: used.redemptionId, uses_left: used.usesLeft };
  }
  // The voucher changed under every attempt: busy, to be tried again in a moment (503).
  throw new AppError('SERVICE_UNAVAILABLE');
}

/**
 * What the partner portal uses of redemption: a club, a voucher's uses, a use at the desk.
 */
export { findClub, recordUse, recordUseOfVersion } from './redemption.repository';
