import type { VoucherItem } from '@golfwallet/core/contracts/vouchers/shapes';
import type { VoucherRestrictions } from '@golfwallet/core/domain/voucher';
import type { ProductFormValues } from '@golfwallet/core/validation/product';
import { lazyRules } from '../../../lib/lazy-rules';

const DAY_S = 86_400;

/** The form's checks (zod), fetched beside the page (src/lib/lazy-rules.ts). */
export const productChecks = lazyRules(() => import('./product-checks'));

/** What the shared schema makes of the form for the preview: the value and the restrictions. */
export interface PreviewChecked {
  value: string;
  restrictions: VoucherRestrictions;
}

/** Until the checks have arrived: no value, no restrictions. */
const UNCHECKED: PreviewChecked = { value: '0', restrictions: {} };

/**
 * The voucher a golfer would get from the product as it stands in the form, for the live preview:
 * what the form holds that is valid, sensible stand-ins for what is not (yet).
 */
export function previewVoucher(
  values: ProductFormValues,
  club: { club_id: number; name: string; currency: string },
  nowSeconds: number,
  checked: PreviewChecked = UNCHECKED,
): VoucherItem {
  const validityDays =
    Number.isFinite(values.validity_days) && values.validity_days > 0 ? values.validity_days : 365;
  const uses = values.uses ?? null;
  return {
    voucher_id: 0,
    order_id: null,
    product_id: null,
    voucher_number: 'GW-000000000000',
    voucher_name: values.name || '…',
    name: values.name || '…',
    owner_name: club.name,
    product_name: values.name || '…',
    image_url: null,
    logo_url: null,
    type: values.type,
    category: values.category,
    value: checked.value,
    reduction_type: values.reduction_type,
    currency: values.currency || club.currency,
    valid_times: uses,
    valid_from: nowSeconds,
    valid_to: nowSeconds + validityDays * DAY_S,
    pdf: false,
    printed_at: null,
    count: 1,
    favourite: false,
    active: true,
    info: values.description || null,
    can_be_self_redeemed: values.can_be_self_redeemed,
    where: { club_ids: [], department_ids: values.department_ids },
    uses_left: uses,
    uses_total: uses,
    has_pin: false,
    in_transfer: false,
    transfer_id: null,
    restrictions: checked.restrictions,
    club_id: club.club_id,
  };
}
