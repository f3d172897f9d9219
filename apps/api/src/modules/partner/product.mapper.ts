import type { Product } from '@golfwallet/core/contracts/partner/shapes';
import type { ProductInput } from '@golfwallet/core/validation/product';
import { restrictionsForDisplay } from '../voucher/voucher.mapper';
import type { ProductRow, ProductValues } from './product.repository';

/** The end of the local last day of a limited offer: stored as that day's end in UTC+0 at 23:59:59. */
function limitedUntilDate(day: string | null): Date | null {
  return day ? new Date(`${day}T23:59:59.999Z`) : null;
}

export function toProductValues(input: ProductInput, now: Date): ProductValues {
  return {
    name: input.name,
    description: input.description || null,
    type: input.type,
    category: input.category,
    value: input.value,
    reductionType: input.reduction_type,
    priceMinor: Math.round(input.price * 100),
    currency: input.currency,
    uses: input.uses,
    maxPerDay: input.max_per_day,
    validityDays: input.validity_days,
    limitedUntil: limitedUntilDate(input.limited_until),
    stockLeft: input.stock_left,
    paidAfterRedemption: input.paid_after_redemption,
    baskets: input.category === 'driving_range' ? input.baskets : null,
    whereDepartmentIds: input.department_ids,
    canBeSelfRedeemed: input.can_be_self_redeemed,
    restrictions: input.restrictions,
    updatedAt: now,
  };
}

export function toProduct(row: ProductRow): Product {
  return {
    product_id: row.id,
    club_id: row.clubId,
    name: row.name,
    description: row.description,
    type: row.type,
    category: row.category,
    reduction_type: row.reductionType,
    value: row.value,
    price: row.priceMinor / 100,
    currency: row.currency,
    uses: row.uses,
    max_per_day: row.maxPerDay,
    validity_days: row.validityDays,
    limited_until: row.limitedUntil ? row.limitedUntil.toISOString().slice(0, 10) : null,
    stock_left: row.stockLeft,
    paid_after_redemption: row.paidAfterRedemption,
    baskets: row.baskets ?? [],
    department_ids: row.whereDepartmentIds,
    can_be_self_redeemed: row.canBeSelfRedeemed,
    restrictions: restrictionsForDisplay(row.restrictions),
    status: row.status,
    updated_at: row.updatedAt.toISOString(),
  };
}
