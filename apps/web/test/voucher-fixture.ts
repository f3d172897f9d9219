import type { VoucherItem } from '@golfwallet/core/contracts/vouchers/shapes';
import type { UserProfile } from '@golfwallet/core/contracts/user/shapes';
import { golferProfile } from './user-fixture';

/** Unix seconds of a day at noon UTC, so the shown date is the same day in every European zone. */
export const noon = (day: string) => Date.parse(`${day}T12:00:00Z`) / 1000;

export function voucher(patch: Partial<VoucherItem> & { voucher_id: number }): VoucherItem {
  return {
    order_id: 100 + patch.voucher_id,
    product_id: 1,
    voucher_number: `V-${patch.voucher_id}`,
    voucher_name: `Voucher ${patch.voucher_id}`,
    owner_name: 'Furesø Golfklub',
    product_name: 'Green fee 18 holes',
    image_url: null,
    logo_url: '/logos/furesoe.png',
    type: 'personal',
    category: 'voucher',
    value: '150',
    reduction_type: 'setprice',
    currency: 'DKK',
    valid_times: 1,
    valid_from: noon('2025-03-01'),
    valid_to: noon('2030-12-31'),
    pdf: false,
    printed_at: null,
    count: 1,
    favourite: false,
    active: true,
    info: null,
    can_be_self_redeemed: false,
    where: { club_ids: [], department_ids: [] },
    uses_left: 1,
    uses_total: 1,
    has_pin: false,
    in_transfer: false,
    transfer_id: null,
    restrictions: {},
    club_id: 4,
    ...patch,
    name: patch.voucher_name ?? patch.name ?? `Voucher ${patch.voucher_id}`,
  };
}

export const GOLFER: UserProfile = golferProfile();
