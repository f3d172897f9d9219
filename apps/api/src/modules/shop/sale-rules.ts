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
