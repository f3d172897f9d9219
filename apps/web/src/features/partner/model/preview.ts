import type { VoucherItem } from '@golfwallet/core/contracts/vouchers/shapes';
import { isI18nKey } from '@golfwallet/core/i18n/key-shape';
import { type ProductFormValues, zProductInput } from '@golfwallet/core/validation/product';
import { zVoucherRestrictions } from '@golfwallet/core/domain/voucher';

const DAY_S = 86_400;

/**
 * The voucher a golfer would get from the product as it stands in the form, for the live preview:
 * what the form holds that is valid, sensible stand-ins for what is not (yet).
 */
export function previewVoucher(
  values: ProductFormValues,
  club: { club_id: number; name: string; currency: string },
  nowSeconds: number,
): VoucherItem {
  const parsed = zProductInput.safeParse(values);
  const restrictions = zVoucherRestrictions.safeParse(values.restrictions);
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
    value: parsed.success ? parsed.data.value : '0',
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
    restrictions: restrictions.success ? restrictions.data : {},
    club_id: club.club_id,
  };
}

/** Zod issues of the shared schema as field → i18n key (the first per field). */
export function formErrors(values: ProductFormValues): Record<string, string> {
  const parsed = zProductInput.safeParse(values);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.');
    if (!errors[field]) errors[field] = isI18nKey(issue.message) ? issue.message : 'validation.invalid';
  }
  return errors;
}
