import { z } from 'zod';
import { REDUCTION_TYPES, VOUCHER_CATEGORIES, VOUCHER_TYPES } from '../../domain/voucher';

/** Shapes shared by the shop operations (§3 Product, Cart item; §4 Payment). Money: integer minor units. */

export const zShopClub = z.object({
  club_id: z.number(),
  name: z.string(),
  city: z.string().nullable(),
  logo_url: z.string().nullable(),
  product_count: z.number(),
});

export const PRODUCT_KINDS = ['voucher', 'gift_card', 'ball_money'] as const;

export const zProduct = z.object({
  product_id: z.number(),
  club_id: z.number(),
  club_name: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  kind: z.enum(PRODUCT_KINDS),
  type: z.enum(VOUCHER_TYPES),
  category: z.enum(VOUCHER_CATEGORIES),
  value: z.string(),
  reduction_type: z.enum(REDUCTION_TYPES),
  price_minor: z.number(),
  currency: z.string(),
  /** Uses of each voucher; null is unlimited. */
  uses: z.number().nullable(),
  validity_days: z.number(),
  /** Limited offer: whole days left (null when not limited in time) and amount left (null when unlimited). */
  days_left: z.number().nullable(),
  amount_left: z.number().nullable(),
  max_per_day: z.number().nullable(),
  paid_after_redemption: z.boolean(),
  baskets: z.array(z.number()).nullable(),
  /** For ball money: the credit bought (minor units), which may exceed the price. */
  credit_minor: z.number().nullable(),
});
export type Product = z.infer<typeof zProduct>;

/** Why a cart line cannot be paid for now (null: it can). */
export const CART_LINE_PROBLEMS = ['sold_out', 'offer_ended', 'not_for_sale', 'daily_limit'] as const;
export type CartLineProblem = (typeof CART_LINE_PROBLEMS)[number];

export const zCartLine = z.object({
  product_id: z.number(),
  name: z.string(),
  quantity: z.number(),
  unit_price_minor: z.number(),
  total_minor: z.number(),
  /** Null when the line can be paid; else why not (sold out, offer ended, …): remove it to pay the rest. */
  problem: z.enum(CART_LINE_PROBLEMS).nullable(),
});

export const zCart = z.object({
  club_id: z.number().nullable(),
  club_name: z.string().nullable(),
  currency: z.string().nullable(),
  items: z.array(zCartLine),
  total_minor: z.number(),
  /** VAT included in the total (single-purpose vouchers at the club's rate; none on ball money and gift cards). */
  vat_minor: z.number(),
  vat_rate_bp: z.number(),
  /** What the golfer may spend here besides a card. */
  points_balance: z.number(),
  ball_money_balance_minor: z.number(),
  accepts_points: z.boolean(),
  accepts_ball_money: z.boolean(),
});
export type Cart = z.infer<typeof zCart>;

export const ORDER_STATUSES = ['pending_payment', 'paid', 'failed', 'refunded'] as const;

export const zOrder = z.object({
  order_id: z.number(),
  club_id: z.number(),
  club_name: z.string(),
  status: z.enum(ORDER_STATUSES),
  currency: z.string(),
  total_minor: z.number(),
  vat_minor: z.number(),
  card_minor: z.number(),
  points_minor: z.number(),
  ball_money_minor: z.number(),
  /** Unix seconds. */
  created_at: z.number(),
  paid_at: z.number().nullable(),
  refunded_at: z.number().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  items: z.array(
    z.object({
      product_id: z.number(),
      name: z.string(),
      quantity: z.number(),
      unit_price_minor: z.number(),
      vat_minor: z.number(),
    }),
  ),
  voucher_ids: z.array(z.number()),
  /** Whether withdrawal is possible now (14 days, unused, not bought with points). */
  withdrawable: z.boolean(),
});
export type Order = z.infer<typeof zOrder>;

export const zSavedCard = z.object({
  card_id: z.number(),
  brand: z.string(),
  last4: z.string(),
  expiry: z.string(),
});

export const zProductIdParams = z.object({
  product_id: z.coerce
    .number({ error: 'validation.invalid' })
    .int()
    .min(1, { error: 'validation.invalid' })
    .max(2_147_483_647, { error: 'validation.invalid' }),
});

export const zIdParams = z.object({
  id: z.coerce
    .number({ error: 'validation.invalid' })
    .int()
    .min(1, { error: 'validation.invalid' })
    .max(2_147_483_647, { error: 'validation.invalid' }),
});
