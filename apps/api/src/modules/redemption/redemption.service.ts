import { distanceKm } from '@golfwallet/core/domain/geo';
import { mayRedeem, startOfLocalDay, startOfLocalWeek } from '@golfwallet/core/domain/restrictions';
import { AppError } from '@golfwallet/core/errors/app-error';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { lockingTransaction } from '../../db/locking';
import { claimTry, releaseTry } from '../auth/login-limit';
import { verifySecret } from '../auth/password';
import type { UserRow } from '../session/session.repository';
import { voucherForRules } from '../voucher/voucher.mapper';
import { confirmsPin } from '../webauthn/webauthn.service';
import type { ClubRow, VoucherRow } from '../voucher/voucher.repository';
import { findOwnedVoucher } from '../voucher/voucher.service';
import { countUsage, findClub, findDepartment, lockOwnedVoucher, recordUse } from './redemption.repository';
import {
  answeredBefore,
  earlierAnswer,
  findAnswer,
  fingerprintOf,
  type RequestKey,
} from './redemption-request';
import { deskGiftCard } from '../partner/desk-gift-card';

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

/** The golfer's key: scoped to them; the request without its PIN or assertion. */
function golferKey(user: UserRow, key: string, request: RedeemRequest): RequestKey {
  const { pin: _pin, assertion: _assertion, ...asked } = request;
  return { scope: `golfer:${user.id}`, key, fingerprint: fingerprintOf({ ...asked }), userId: user.id };
}

/** Runs the restriction engine against the ledger as it stands; throws the first refusal. */
async function check(
  deps: Deps,
  db: DbOrTx,
  voucher: VoucherRow,
  club: ClubRow,
  user: UserRow,
  request: RedeemRequest,
  now: Date,
): Promise<void> {
  const usage = await countUsage(
    db,
    voucher.id,
    club.id,
    startOfLocalDay(now, club.timezone),
    startOfLocalWeek(now, club.timezone),
  );
  const decision = mayRedeem(voucherForRules(voucher, now, deps.log), {
    now,
    timeZone: club.timezone,
    clubId: club.id,
    departmentId: request.department_id ?? null,
    golferHasMemberNumber: Boolean(user.memberNumber),
    playingWithMember: request.playing_with_member ?? null,
    usage,
  });
  if (!decision.ok) throw new AppError(decision.refusal.code, decision.refusal.params);
}

/**
 * Uses a voucher once. The voucher is the caller's and the club (and department) exist; a voucher
 * with a PIN is checked first without a lock (so the golfer hears the real reason before being
 * asked for the PIN): every restriction holds; then self-redemption (allowed on the voucher, a position given, within the
 * club's radius) and the PIN (or the device's fingerprint or face in its place). Then lock, check, write, audit in one transaction: the voucher row is
 * locked, the restrictions are checked again against the ledger, one use is taken by a conditional
 * update, and the ledger row and the 'redeemed' event are written. Concurrent requests queue on the
 * lock, so a voucher with N uses (or a per-day limit of N) is redeemed at most N times.
 *
 * With an Idempotency-Key (`key`), a request the golfer already made with it answers what it
 * answered then and takes no use: the use's own statement looks the key up and stores it with its
 * answer (recordUse: no extra round trip), and a refusal looks whether the key was answered before
 * (a retry of the last use hears the first success); a voucher with a PIN looks first, so a retry
 * spends no PIN try. Concurrent requests with one key queue on the voucher's row lock, so one
 * redeems and the others get its answer. The key sent with a different request answers 422
 * IDEMPOTENCY_KEY_REUSED. A refused request stores nothing: a retry with its key runs the checks again.
 */
export async function redeemVoucher(
  deps: Deps,
  user: UserRow,
  request: RedeemRequest,
  key?: string,
): Promise<RedeemAnswer> {
  const requestKey = key === undefined ? undefined : golferKey(user, key, request);
  try {
    return isoTimed(await redeem(deps, user, request, requestKey));
  } catch (error) {
    return isoTimed(await answeredBefore<RedeemAnswer>(deps.db, requestKey, error));
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
  user: UserRow,
  request: RedeemRequest,
  requestKey: RequestKey | undefined,
): Promise<RedeemAnswer> {
  const now = deps.now();
  const club = await findClub(deps.db, request.club_id);
  if (!club) throw new AppError('CLUB_NOT_FOUND');
  if (request.department_id !== undefined) {
    const department = await findDepartment(deps.db, request.department_id);
    if (!department || department.clubId !== club.id) {
      throw new AppError('VALIDATION_FAILED', {}, [{ field: 'department_id', key: 'validation.invalid' }]);
    }
  }
  const current = await findOwnedVoucher(deps.db, user.id, request.voucher_id);
  if (!current) throw new AppError('VOUCHER_NOT_FOUND');
  // A gift card with a ledger account is used at the desk, which takes an amount (desk-gift-card.ts).
  if ((await deskGiftCard(deps.db, current.voucher)) !== null) throw new AppError('GIFT_CARD_AT_DESK');
  const selfRedeem = request.self_redeem === true;
  const checkSelfRedeem = () => {
    if (!selfRedeem) return;
    if (!current.voucher.canBeSelfRedeemed) throw new AppError('VOUCHER_NOT_SELF_REDEEMABLE');
    if (request.latitude === undefined || request.longitude === undefined)
      throw new AppError('GEOLOCATION_UNAVAILABLE');
    const metres =
      distanceKm(
        { lat: request.latitude, lng: request.longitude },
        { lat: club.latitude, lng: club.longitude },
      ) * 1000;
    if (metres > club.selfRedeemRadiusM) throw new AppError('TOO_FAR_FROM_CLUB');
  };
  const hasPin = current.voucher.pinHash !== null;
  if (hasPin) {
    // The real reason before the golfer is asked for a PIN: restrictions and self-redemption first.
    await check(deps, deps.db, current.voucher, club, user, request, now);
    checkSelfRedeem();
    const { pin, assertion } = request;
    if (!pin && !assertion) throw new AppError('VOUCHER_PIN_REQUIRED');
    // A retry answers before the PIN is checked again (a device's assertion is single-use).
    const earlier = requestKey && (await findAnswer<RedeemAnswer>(deps.db, requestKey));
    if (earlier) return earlier;
    // A voucher PIN is short: wrong guesses count like failed logins, per voucher. A failed
    // fingerprint or face confirmation counts the same and answers the same as a wrong PIN.
    // The try is claimed before the check, so parallel guesses cannot pass the limit.
    const claim = await claimTry(
      deps,
      [{ key: `voucher-pin:${current.voucher.id}`, max: deps.config.LOGIN_MAX_FAILURES }],
      'TOO_MANY_REQUESTS',
    );
    const confirmed = assertion
      ? await confirmsPin(deps, user.id, current.voucher.id, assertion)
      : await verifySecret(current.voucher.pinHash ?? '', pin ?? '');
    if (!confirmed) throw new AppError('VOUCHER_WRONG_PIN');
    await releaseTry(deps, claim);
  }

  return lockingTransaction(deps.db, deps.config.DB_LOCK_TIMEOUT_MS, async (tx) => {
    const voucher = await lockOwnedVoucher(tx, user.id, request.voucher_id);
    if (!voucher) throw new AppError('VOUCHER_NOT_FOUND');
    await check(deps, tx, voucher, club, user, request, now);
    // Without a PIN the checks run once, here, in the same order: restrictions, then self-redemption.
    if (!hasPin) checkSelfRedeem();
    await deps.faults?.beforeRedeemWrite?.();
    // The use, its ledger row, the 'redeemed' event and the key with its answer: one statement.
    const answered = { voucher_id: voucher.id, redeemed_at: now.toISOString() };
    const used = await recordUse(tx, {
      voucherId: voucher.id,
      userId: user.id,
      clubId: club.id,
      departmentId: request.department_id ?? null,
      method: selfRedeem ? 'self' : 'club',
      at: now,
      originalPriceMinor: voucher.pricePaidMinor,
      playingWithMember: request.playing_with_member || null,
      ...(requestKey ? { key: { request: requestKey, answer: answered } } : {}),
    });
    if (!used) throw new AppError('VOUCHER_USED_UP');
    if (used.earlier) return earlierAnswer<RedeemAnswer>(requestKey, used.earlier);
    return { ...answered, redemption_id: used.redemptionId, uses_left: used.usesLeft };
  });
}

/**
 * What the partner portal uses of redemption: a club, a voucher's uses, a use at the desk.
 */
export { countUsage, findClub, recordDeskUse, recordUse } from './redemption.repository';
