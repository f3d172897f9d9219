import type { CartLineProblem } from '@golfwallet/core/contracts/shop/shapes';
import type { ErrorCode } from '@golfwallet/core/errors/codes';

/**
 * Whether `quantity` of a product can be sold now, as far as the product row shows: offer not
 * ended, enough stock, not above the maximum per day. The checkout re-checks each with a
 * conditional UPDATE, which is what holds under concurrency.
 */
export function saleRefusal(
  product: { limitedUntil: Date | null; stockLeft: number | null; maxPerDay: number | null },
  quantity: number,
  now: Date,
): ErrorCode | null {
  if (product.limitedUntil && product.limitedUntil.getTime() <= now.getTime()) return 'PRODUCT_OFFER_ENDED';
  if (product.stockLeft !== null && product.stockLeft < quantity) return 'PRODUCT_SOLD_OUT';
  if (product.maxPerDay !== null && product.maxPerDay < quantity) return 'PRODUCT_DAILY_LIMIT';
  return null;
}

const PROBLEMS: Partial<Record<ErrorCode, CartLineProblem>> = {
  PRODUCT_OFFER_ENDED: 'offer_ended',
  PRODUCT_SOLD_OUT: 'sold_out',
  PRODUCT_DAILY_LIMIT: 'daily_limit',
};

/** Why a cart line cannot be paid for now (null: it can): off sale, or saleRefusal's reason. */
export function cartLineProblem(
  product: { active: boolean; limitedUntil: Date | null; stockLeft: number | null; maxPerDay: number | null },
  quantity: number,
  now: Date,
): CartLineProblem | null {
  if (!product.active) return 'not_for_sale';
  const refusal = saleRefusal(product, quantity, now);
  return refusal ? (PROBLEMS[refusal] ?? 'not_for_sale') : null;
}
