import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { VoucherRestrictions } from '@golfwallet/core/domain/voucher';
import { users } from './accounts';
import { clubs } from './reference';

/**
 * The club shop (a later issue): products that become vouchers when bought, orders, card
 * payments through the acquirer adapter, points and ball money as ledgers.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type', {
      enum: ['personal', 'introcard', 'golf_circle', 'loyalty', 'offer', 'ecard'],
    }).notNull(),
    category: text('category', { enum: ['voucher', 'driving_range'] })
      .notNull()
      .default('voucher'),
    value: text('value').notNull(),
    reductionType: text('reduction_type', {
      enum: ['setprice', 'reducepercent', 'reduceprice'],
    }).notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull().default('DKK'),
    uses: integer('uses'),
    validityDays: integer('validity_days').notNull().default(365),
    restrictions: jsonb('restrictions').$type<VoucherRestrictions>().notNull().default({}),
    limitedUntil: timestamp('limited_until', { withTimezone: true }),
    stockLeft: integer('stock_left'),
    maxPerDay: integer('max_per_day'),
    paidAfterRedemption: boolean('paid_after_redemption').notNull().default(false),
    /** Driving-range basket sizes in balls, for dispenser products. */
    baskets: integer('baskets').array(),
    /** On sale: true exactly when status is 'active' (the shop reads this). */
    active: boolean('active').notNull().default(true),
    /** Portal life cycle: active (on sale), paused (off sale for now), ended (for good). */
    status: text('status', { enum: ['active', 'paused', 'ended'] })
      .notNull()
      .default('active'),
    /** Departments of the club where its vouchers are valid; empty = the whole club. */
    whereDepartmentIds: integer('where_department_ids').array().notNull().default(sql`'{}'::integer[]`),
    canBeSelfRedeemed: boolean('can_be_self_redeemed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_club_idx').on(t.clubId, t.active),
    check('products_stock_check', sql`${t.stockLeft} is null or ${t.stockLeft} >= 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    status: text('status', { enum: ['cart', 'pending_payment', 'paid', 'failed', 'refunded'] })
      .notNull()
      .default('paid'),
    totalMinor: integer('total_minor').notNull().default(0),
    currency: text('currency').notNull().default('DKK'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('orders_user_idx').on(t.userId, t.createdAt)],
);

export const orderItems = pgTable('order_items', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' })
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id),
  quantity: integer('quantity').notNull(),
  unitPriceMinor: integer('unit_price_minor').notNull(),
});

/** Card payments, one row per attempt at the acquirer (adapter: simulator or the real one). */
export const payments = pgTable('payments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' })
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  acquirerRef: text('acquirer_ref'),
  amountMinor: integer('amount_minor').notNull(),
  status: text('status', { enum: ['authorised', 'captured', 'declined', 'refunded'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Saved cards hold only the acquirer's token and what a golfer needs to recognise the card. */
export const savedCards = pgTable('saved_cards', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  acquirerToken: text('acquirer_token').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expiry: text('expiry').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Points and ball money per golfer and club, as a ledger: the balance is the sum. */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clubId: integer('club_id').references(() => clubs.id),
    kind: text('kind', { enum: ['points', 'ball_money'] }).notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_ledger_user_idx').on(t.userId, t.kind)],
);
