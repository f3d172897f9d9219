import type { DeskVoucher } from '@golfwallet/core/contracts/partner/desk-lookup';
import { DESK_SEARCH_LIMIT, type DeskSearchHit } from '@golfwallet/core/contracts/partner/desk-search';
import { UNDO_WINDOW_MINUTES } from '@golfwallet/core/contracts/partner/undo-redemption';
import { AppError } from '@golfwallet/core/errors/app-error';
import { ERRORS, isErrorCode } from '@golfwallet/core/errors/codes';
import type { Locale } from '@golfwallet/core/i18n/locales';
import { translate } from '@golfwallet/core/i18n/translate';
import { toUnixSeconds } from '@golfwallet/core/format/dates';
import type { Deps } from '../../deps';
import {
  answeredBefore,
  earlierAnswer,
  fingerprintOf,
  type RequestKey,
} from '../redemption/redemption-request';
import { recordUseOfVersion } from '../redemption/redemption.service';
import { restrictionsForDisplay } from '../voucher/voucher.mapper';
import { reverseGiftCardRedemption } from '../ledger/gift-cards';
import { insertAudit } from './audit.repository';
import { recordGiftCardDeskUse } from './desk-gift-card';
import {
  deleteRecentDeskRedemption,
  deleteRedeemedEvent,
  findClubRedemption,
  giveUseBack,
  searchClubVouchers,
} from './desk.repository';
import {
  decideOnRead,
  foundVoucher,
  type RedeemReadInput,
  redeemReadPart,
  toRedeemRead,
} from '../redemption/redeem-read';
import { readWithStaffSession, type StaffCaller, type StaffContext } from './staff-auth';

const UNDO_MS = UNDO_WINDOW_MINUTES * 60_000;

/** The desk's read with the caller's session check, in one round trip (readWithStaffSession). */
function readChecked(deps: Deps, caller: StaffCaller, input: RedeemReadInput) {
  return readWithStaffSession(deps, caller, {
    statement: (club) => redeemReadPart({ desk: club }, input),
    answer: (rows) => {
      const read = toRedeemRead(rows, input);
      return { clubId: read?.club.id, value: read };
    },
  });
}

/**
 * Looks a voucher up by number for the desk of the caller's club, in one round trip with the
 * session check. A voucher that is not the club's business (not issued by it nor valid at it)
 * answers 404, like an unknown number. The answer says whether it may be used now and, if not,
 * the engine's reason in the caller's language.
 */
export async function lookUpVoucher(
  deps: Deps,
  caller: StaffCaller,
  number: string,
  locale: Locale,
  playingWithMember?: string,
): Promise<DeskVoucher> {
  const now = deps.now();
  const { value } = await readChecked(deps, caller, { voucher: { number }, departmentId: null, now });
  const { read, club, voucher } = foundVoucher(value);
  const { holder } = voucher;
  const decision = await decideOnRead(deps, read, voucher, {
    departmentId: null,
    playingWithMember: playingWithMember ?? null,
    now,
  });
  // From the ledger, in the same read: a gift card's value is its account (nothing left: used up),
  // and the holder's balances at this club only.
  const { giftCardRemaining: giftCard, balances } = read.ledger;
  const refusal = decision.ok
    ? giftCard === 0
      ? { code: 'VOUCHER_USED_UP' as const, params: undefined }
      : null
    : decision.refusal;
  const reasonKey = refusal && isErrorCode(refusal.code) ? ERRORS[refusal.code].key : null;
  return {
    voucher_id: voucher.id,
    voucher_number: voucher.voucherNumber,
    voucher_name: voucher.name,
    product_name: voucher.productName,
    owner_name: club.name,
    type: voucher.type,
    category: voucher.category,
    value: voucher.value,
    reduction_type: voucher.reductionType,
    currency: voucher.currency,
    valid_from: toUnixSeconds(voucher.validFrom),
    valid_to: toUnixSeconds(voucher.validTo),
    uses_left: voucher.usesLeft,
    uses_total: voucher.usesTotal,
    restrictions: restrictionsForDisplay(voucher.restrictions),
    holder: holder.firstName
      ? {
          first_name: holder.firstName,
          last_name: holder.lastName ?? '',
          member_number: holder.memberNumber ?? null,
        }
      : null,
    gift_card: giftCard === null ? null : { remaining_minor: giftCard },
    balances,
    may_redeem: refusal === null,
    reason_code: refusal?.code ?? null,
    reason: reasonKey ? translate(locale, reasonKey, refusal?.params as Record<string, string>) : null,
  };
}

/**
 * The desk's search by golfer name or member number: only vouchers the caller's club issued, that
 * are active and valid today (a club never finds another club's vouchers or golfers this way).
 */
export async function searchDeskVouchers(
  deps: Deps,
  staff: StaffContext,
  text: string,
): Promise<{ items: DeskSearchHit[] }> {
  const rows = await searchClubVouchers(deps.db, staff.clubId, text, deps.now(), DESK_SEARCH_LIMIT);
  return {
    items: rows.map((row) => ({
      voucher_number: row.voucherNumber,
      voucher_name: row.name,
      first_name: row.firstName,
      last_name: row.lastName,
      member_number: row.memberNumber,
      uses_left: row.usesLeft,
      valid_to: toUnixSeconds(row.validTo),
    })),
  };
}

/** How often a redemption reads and checks again after the voucher changed under it. */
const REDEEM_ATTEMPTS = 8;

export interface DeskRedeemInput {
  voucher_id: number;
  department_id?: number;
  playing_with_member?: string;
  /** A gift card: the amount to take from it (minor units). */
  amount_minor?: number;
}

export interface DeskRedeemAnswer {
  redemption_id: number;
  voucher_id: number;
  uses_left: number | null;
  gift_card_remaining_minor?: number | null;
  redeemed_at: string;
  undo_until: string;
}

/**
 * Redeems one use at the caller's club, without a transaction, in two round trips: the session
 * check with one statement that reads what the checks need (club, department, voucher, holder,
 * ledger usage), the restriction engine decides, and one statement takes the use, writes the
 * ledger row (method 'staff', with the staff member), the golfer's history event and the audit
 * row, all or nothing, waiting at most DB_LOCK_TIMEOUT_MS for the voucher's row lock (then 503,
 * nothing written). That write takes the use only while the voucher row is the version the checks
 * read (and a use is left): when another redemption, an undo or a transfer changed it meanwhile,
 * nothing is written and the desk reads and checks again. A golfer's redemption takes its use the
 * same way, so of a desk and a golfer racing for the last use exactly one wins; the other reads
 * again and is refused with VOUCHER_USED_UP.
 *
 * With an Idempotency-Key (`key`, scoped to the club and the staff member), a request already made
 * with it answers what it answered then and takes no use, in the same two round trips: the write
 * looks the key up and stores it with its answer (recordUse), and a refusal looks whether the key
 * was answered before. Concurrent requests with one key meet on the voucher's row version, so one
 * redeems and the others read again and find its answer. The key with a different request answers
 * 422 IDEMPOTENCY_KEY_REUSED. An undo does not free the key: a late retry still answers the first
 * answer and redeems nothing.
 */
export async function redeemAtDesk(
  deps: Deps,
  caller: StaffCaller,
  input: DeskRedeemInput,
  key?: string,
): Promise<DeskRedeemAnswer> {
  // The key's scope names the staff member the first read checks.
  const keyed: { request?: RequestKey } = {};
  try {
    return await redeemChecked(deps, caller, input, key, keyed);
  } catch (error) {
    return answeredBefore(deps.db, keyed.request, error);
  }
}

async function redeemChecked(
  deps: Deps,
  caller: StaffCaller,
  input: DeskRedeemInput,
  key: string | undefined,
  keyed: { request?: RequestKey },
): Promise<DeskRedeemAnswer> {
  const now = deps.now();
  const departmentId = input.department_id ?? null;
  for (let attempt = 0; attempt < REDEEM_ATTEMPTS; attempt++) {
    // The session is checked with the first read; a read again is for the club it was checked for.
    const { staff, value } = await readChecked(deps, caller, {
      voucher: { id: input.voucher_id },
      departmentId,
      now,
    });
    caller = { ...caller, checked: staff };
    const requestKey: RequestKey | undefined =
      key === undefined
        ? undefined
        : {
            scope: `desk:${staff.clubId}:${staff.staff.id}`,
            key,
            fingerprint: fingerprintOf({ ...input }),
            userId: value?.voucher?.userId ?? null,
          };
    keyed.request = requestKey;
    const { read, voucher } = foundVoucher(value);
    const decision = await decideOnRead(deps, read, voucher, {
      departmentId,
      playingWithMember: input.playing_with_member ?? null,
      now,
    });
    if (!decision.ok) throw new AppError(decision.refusal.code, decision.refusal.params);
    await deps.faults?.beforeRedeemWrite?.();
    const answered = {
      voucher_id: voucher.id,
      redeemed_at: now.toISOString(),
      undo_until: new Date(now.getTime() + UNDO_MS).toISOString(),
    };
    const use = {
      voucherId: voucher.id,
      userId: voucher.userId,
      clubId: staff.clubId,
      departmentId,
      method: 'staff' as const,
      at: now,
      originalPriceMinor: voucher.pricePaidMinor,
      playingWithMember: input.playing_with_member || null,
      desk: { staffId: staff.staff.id, voucherNumber: voucher.voucherNumber },
      version: voucher.version,
    };
    // A gift card with a ledger account: the amount is one transfer from its balance (desk-gift-card.ts).
    if (read.ledger.giftCardRemaining !== null) {
      const amount = input.amount_minor;
      if (amount === undefined)
        throw new AppError('VALIDATION_FAILED', {}, [
          { field: 'amount_minor', key: 'partner.validation.value' },
        ]);
      const answer = await recordGiftCardDeskUse(deps, requestKey, use, amount, (used) => ({
        ...answered,
        redemption_id: used.redemptionId,
        uses_left: used.usesLeft,
        gift_card_remaining_minor: used.remainingMinor,
      }));
      if (answer) return answer;
      continue;
    }
    const used = await recordUseOfVersion(
      deps.db,
      { ...use, ...(requestKey ? { key: { request: requestKey, answer: answered } } : {}) },
      deps.config.DB_LOCK_TIMEOUT_MS,
    );
    if (used?.earlier) return earlierAnswer<DeskRedeemAnswer>(requestKey, used.earlier);
    if (used) return { ...answered, redemption_id: used.redemptionId, uses_left: used.usesLeft };
  }
  // The voucher changed under every attempt: busy, to be tried again in a moment (503).
  throw new AppError('SERVICE_UNAVAILABLE');
}

/**
 * Undoes a desk redemption of the caller's club made less than 15 minutes ago: the ledger row goes
 * (a conditional delete, so an undo happens once), the use comes back, the golfer's history loses
 * the event, and the audit log keeps the undo. Another club's or a golfer's own redemption answers
 * 404; an older one 409 UNDO_TOO_LATE.
 */
export async function undoRedemption(deps: Deps, auth: StaffContext, redemptionId: number) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const removed = await deleteRecentDeskRedemption(
      tx,
      auth.clubId,
      redemptionId,
      new Date(now.getTime() - UNDO_MS),
    );
    if (!removed) {
      const existing = await findClubRedemption(tx, auth.clubId, redemptionId);
      if (existing?.method === 'staff') throw new AppError('UNDO_TOO_LATE');
      throw new AppError('REDEMPTION_NOT_FOUND');
    }
    const back = await giveUseBack(tx, removed.voucherId, now);
    // What the redemption took from a gift card goes back by one reversing ledger transfer.
    await reverseGiftCardRedemption(tx, removed.id, now);
    await deleteRedeemedEvent(tx, removed.voucherId, removed.id);
    await insertAudit(tx, {
      clubId: auth.clubId,
      staffId: auth.staff.id,
      action: 'redemption_undone',
      subject: String(removed.voucherId),
      details: {
        redemption_id: removed.id,
        voucher_id: removed.voucherId,
        redeemed_at: removed.redeemedAt.toISOString(),
      },
      at: now,
    });
    return { voucher_id: removed.voucherId, uses_left: back?.usesLeft ?? null };
  });
}
