/** What a product becomes when bought, read from the product's existing columns. */
export type ProductKind = 'ball_money' | 'gift_card' | 'voucher';

export interface KindedProduct {
  type: string;
  category: string;
  uses: number | null;
  baskets: readonly number[] | null;
}

/**
 * A driving-range e-card without uses or baskets is a ball-money top-up (its value is the credit,
 * which may exceed the price: pay 500, get 600); an e-card of the voucher category is a gift card;
 * everything else is issued as vouchers.
 */
export function productKind(product: KindedProduct): ProductKind {
  if (
    product.type === 'ecard' &&
    product.category === 'driving_range' &&
    product.uses === null &&
    !product.baskets?.length
  )
    return 'ball_money';
  if (product.type === 'ecard' && product.category === 'voucher') return 'gift_card';
  return 'voucher';
}

/** The credit a ball-money product's decimal value gives, in minor units ('600' → 60000). */
export function valueToMinor(value: string): number {
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(value.trim());
  if (!match) return 0;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
