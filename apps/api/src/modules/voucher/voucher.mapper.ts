import type { VoucherItem } from '@golfwallet/core/contracts/vouchers/shapes';
import { type VoucherRestrictions, zVoucherRestrictions } from '@golfwallet/core/domain/voucher';
import { toUnixSeconds } from '@golfwallet/core/format/dates';
import type { VoucherRow, VoucherWithClub } from './voucher.repository';

/** Restrictions as stored, checked against the shared schema; a malformed value restricts nothing it cannot read. */
export function readRestrictions(raw: unknown): VoucherRestrictions {
  const parsed = zVoucherRestrictions.safeParse(raw ?? {});
  return parsed.success ? parsed.data : {};
}

/** The engine's view of a voucher row (see core/domain/restrictions). */
export function voucherForRules(voucher: VoucherRow) {
  return {
    active: voucher.active,
    validFrom: voucher.validFrom,
    validTo: voucher.validTo,
    usesLeft: voucher.usesLeft,
    inTransfer: voucher.transferId !== null,
    clubId: voucher.clubId,
    whereClubIds: voucher.whereClubIds,
    whereDepartmentIds: voucher.whereDepartmentIds,
    restrictions: readRestrictions(voucher.restrictions),
  };
}

/** One list item of §3 Voucher; `count` is how many identical vouchers it stands for. */
export function toVoucherItem({ voucher, club }: VoucherWithClub, count = 1): VoucherItem {
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
    has_pin: voucher.pinHash !== null,
    in_transfer: voucher.transferId !== null,
    transfer_id: voucher.transferId,
    restrictions: readRestrictions(voucher.restrictions),
    club_id: voucher.clubId,
  };
}
