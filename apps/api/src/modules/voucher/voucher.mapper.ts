import { AppError } from '@golfwallet/core/errors/app-error';
import type { FastifyBaseLogger } from 'fastify';
import type { VoucherItem } from '@golfwallet/core/contracts/vouchers/shapes';
import type { VoucherRestrictions } from '@golfwallet/core/domain/voucher';
import { zVoucherRestrictions } from '@golfwallet/core/domain/voucher-schema';
import { isInTransfer } from '@golfwallet/core/domain/voucher-state';
import { toUnixSeconds } from '@golfwallet/core/format/dates';
import type { ClubRow, VoucherRow, VoucherWithClub } from './voucher.repository';
import { liveTransferId, voucherState } from './voucher-rules';

/**
 * Restrictions as stored, checked against the shared schema. A value that does not parse is
 * answered as `{ ok: false }` with the schema's complaint: callers that decide anything (redemption)
 * must refuse, never read it as "no restrictions". Writes cannot store such a value (the column
 * parses on the way in, db/schema/vouchers.ts), but rows written outside the API can.
 */
export function parseStoredRestrictions(
  raw: unknown,
): { ok: true; restrictions: VoucherRestrictions } | { ok: false; problem: string } {
  const parsed = zVoucherRestrictions.safeParse(raw ?? {});
  if (parsed.success) return { ok: true, restrictions: parsed.data };
  const problem = parsed.error.issues.map(
    (issue) => `${issue.path.join('.') || '(value)'}: ${issue.message}`,
  );
  return { ok: false, problem: problem.join('; ') };
}

function isEmptyObject(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  for (const _ in value) return false;
  return Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * Restrictions for display only (list, PDF): an unreadable value shows none. Never use it to decide
 * whether a voucher may be used: voucherForRules refuses such a voucher.
 */
export function restrictionsForDisplay(raw: unknown): VoucherRestrictions {
  // Most vouchers have none: no schema parse for an empty object.
  if (isEmptyObject(raw)) return {};
  const parsed = parseStoredRestrictions(raw);
  return parsed.ok ? parsed.restrictions : {};
}

/**
 * The engine's view of a voucher row (see core/domain/restrictions). Restrictions that do not parse
 * refuse whatever asked (fail closed): an error log line naming the voucher, and
 * VOUCHER_RESTRICTIONS_UNREADABLE (409) for the caller, in the golfer's and the desk's redemption alike.
 */
export function voucherForRules(
  voucher: Pick<
    VoucherRow,
    | 'id'
    | 'active'
    | 'validTo'
    | 'usesLeft'
    | 'transferId'
    | 'transferExpiresAt'
    | 'validFrom'
    | 'clubId'
    | 'whereClubIds'
    | 'whereDepartmentIds'
    | 'restrictions'
  >,
  now: Date,
  log: Pick<FastifyBaseLogger, 'error'>,
) {
  const parsed = parseStoredRestrictions(voucher.restrictions);
  if (!parsed.ok) {
    log.error(
      { voucher_id: voucher.id, problem: parsed.problem },
      'voucher restrictions do not parse: redemption refused',
    );
    throw new AppError('VOUCHER_RESTRICTIONS_UNREADABLE');
  }
  return {
    ...voucherState(voucher, now),
    validFrom: voucher.validFrom,
    clubId: voucher.clubId,
    whereClubIds: voucher.whereClubIds,
    whereDepartmentIds: voucher.whereDepartmentIds,
    restrictions: parsed.restrictions,
  };
}

/** The fields of a voucher the list shows (the list query selects only these; no PIN hash). */
type ListedField =
  | 'id'
  | 'orderId'
  | 'productId'
  | 'voucherNumber'
  | 'name'
  | 'productName'
  | 'imageUrl'
  | 'type'
  | 'category'
  | 'value'
  | 'reductionType'
  | 'currency'
  | 'usesTotal'
  | 'usesLeft'
  | 'validFrom'
  | 'validTo'
  | 'printedAt'
  | 'favourite'
  | 'active'
  | 'info'
  | 'canBeSelfRedeemed'
  | 'whereClubIds'
  | 'whereDepartmentIds'
  | 'transferId'
  | 'transferExpiresAt'
  | 'restrictions'
  | 'clubId';

/** A voucher as the list query reads it, with its club's name and logo. */
export interface ListedVoucher {
  voucher: Pick<VoucherRow, ListedField> & { hasPin: boolean };
  club: Pick<ClubRow, 'name' | 'logoUrl'>;
  giftCardRemaining: number | null;
}

/** One list item of §3 Voucher; `count` is how many identical vouchers it stands for. */
export function toVoucherItem(
  { voucher, club, giftCardRemaining }: VoucherWithClub | ListedVoucher,
  now: Date,
  count = 1,
): VoucherItem {
  return {
    voucher_id: voucher.id,
    order_id: voucher.orderId,
    product_id: voucher.productId,
    voucher_number: voucher.voucherNumber,
    voucher_name: voucher.name,
    name: voucher.name,
    owner_name: club.name,
    product_name: voucher.productName,
    image_url: voucher.imageUrl,
    logo_url: club.logoUrl,
    type: voucher.type,
    category: voucher.category,
    value: voucher.value,
    reduction_type: voucher.reductionType,
    currency: voucher.currency,
    valid_times: voucher.usesTotal,
    valid_from: toUnixSeconds(voucher.validFrom),
    valid_to: toUnixSeconds(voucher.validTo),
    pdf: voucher.printedAt !== null,
    printed_at: voucher.printedAt ? toUnixSeconds(voucher.printedAt) : null,
    count,
    favourite: voucher.favourite,
    active: voucher.active,
    info: voucher.info,
    can_be_self_redeemed: voucher.canBeSelfRedeemed,
    where: { club_ids: voucher.whereClubIds, department_ids: voucher.whereDepartmentIds },
    uses_left: voucher.usesLeft,
    uses_total: voucher.usesTotal,
    has_pin: 'hasPin' in voucher ? voucher.hasPin : voucher.pinHash !== null,
    in_transfer: isInTransfer(voucherState(voucher, now)),
    transfer_id: liveTransferId(voucher, now),
    restrictions: restrictionsForDisplay(voucher.restrictions),
    club_id: voucher.clubId,
    gift_card_remaining_minor: giftCardRemaining,
  };
}
