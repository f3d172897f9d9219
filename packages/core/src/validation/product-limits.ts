/*
 * The limits of a club's product and a new product's starting values, apart from the product's
 * zod schema (product.ts): the portal's form reads them without loading zod.
 */
import type { ProductFormValues } from './product';

export const PRODUCT_NAME_MAX = 60;
export const PRODUCT_DESCRIPTION_MAX = 500;
export const PRODUCT_USES_MAX = 1000;
export const PRODUCT_VALIDITY_MAX_DAYS = 3650;
export const PRODUCT_PRICE_MAX = 1_000_000;
export const PRODUCT_STATUSES = ['active', 'paused', 'ended'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const CURRENCIES = ['DKK', 'SEK', 'NOK', 'EUR', 'ISK'] as const;

/** A new product's starting values in the portal form. */
export function emptyProduct(currency: (typeof CURRENCIES)[number] = 'DKK'): ProductFormValues {
  return {
    name: '',
    description: '',
    type: 'personal',
    category: 'voucher',
    reduction_type: 'setprice',
    value: '0',
    price: 0,
    currency,
    uses: 1,
    max_per_day: null,
    validity_days: 365,
    limited_until: null,
    stock_left: null,
    paid_after_redemption: false,
    baskets: [],
    department_ids: [],
    can_be_self_redeemed: false,
    restrictions: {},
  };
}
