import type { Product } from '@golfwallet/core/contracts/shop/shapes';
import { productKind, valueToMinor } from '@golfwallet/core/domain/shop/product-kind';
import type { ProductWithClub } from './catalogue.repository';

const DAY_MS = 86_400_000;

/** A product row as the shop shows it (§3 Product). */
export function toProduct({ product, clubName }: ProductWithClub, now: Date): Product {
  const kind = productKind(product);
  return {
    product_id: product.id,
    club_id: product.clubId,
    club_name: clubName,
    name: product.name,
    description: product.description,
    kind,
    type: product.type,
    category: product.category,
    value: product.value,
    reduction_type: product.reductionType,
    price_minor: product.priceMinor,
    currency: product.currency,
    uses: product.uses,
    validity_days: product.validityDays,
    days_left: product.limitedUntil
      ? Math.max(0, Math.ceil((product.limitedUntil.getTime() - now.getTime()) / DAY_MS))
      : null,
    amount_left: product.stockLeft,
    max_per_day: product.maxPerDay,
    paid_after_redemption: product.paidAfterRedemption,
    baskets: product.baskets,
    credit_minor: kind === 'ball_money' ? valueToMinor(product.value) : null,
  };
}
