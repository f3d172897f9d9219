import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LEDGER_REASONS } from '@golfwallet/core/domain/shop/ledger';
import type { VoucherRestrictions } from '@golfwallet/core/domain/voucher';
import { users } from './accounts';
import { clubs } from './reference';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

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
    /** How the total was paid: card + points + ball money = total (minor units). */
    cardMinor: integer('card_minor').notNull().default(0),
    pointsMinor: integer('points_minor').notNull().default(0),
    ballMoneyMinor: integer('ball_money_minor').notNull().default(0),
    /** VAT included in the total, the sum of the lines' VAT (minor units). */
    vatMinor: integer('vat_minor').notNull().default(0),
    vatRateBp: integer('vat_rate_bp').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    // A club's orders by payment: the back office's revenue and sales lines (migration 0030).
    index('orders_club_paid_idx').on(t.clubId, t.paidAt),
    check(
      'orders_split_check',
      sql`${t.cardMinor} >= 0 and ${t.pointsMinor} >= 0 and ${t.ballMoneyMinor} >= 0`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    name: text('name').notNull().default(''),
    vatMinor: integer('vat_minor').notNull().default(0),
  },
  // An order's lines (migration 0030).
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/**
 * Card payments, one row per checkout attempt at the acquirer (adapter: the test acquirer or
 * Stripe). pending → captured or declined; requires_action while 3-D Secure waits; captured →
 * refund_pending → refunded on withdrawal.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    acquirer: text('acquirer').notNull().default('test'),
    acquirerRef: text('acquirer_ref'),
    cardToken: text('card_token'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    saveCard: boolean('save_card').notNull().default(false),
    amountMinor: integer('amount_minor').notNull(),
    /** What a withdrawal gives back to the card (at most the amount); null before a withdrawal. */
    refundMinor: integer('refund_minor'),
    currency: text('currency').notNull().default('DKK'),
    status: text('status', {
      enum: [
        'pending',
        'requires_action',
        'authorised',
        'captured',
        'declined',
        'refund_pending',
        'refunded',
      ],
    }).notNull(),
    actionUrl: text('action_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_open_idx').on(t.status, t.updatedAt), index('payments_order_idx').on(t.orderId)],
);

/** A golfer's cart, kept by the API: one row per product (one club at a time). */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 99`),
  ],
);

/**
 * One row per Idempotency-Key: the checkout attempt it started and, once finished, the answer
 * a retry with the same key gets again.
 */
export const checkoutAttempts = pgTable(
  'checkout_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['started', 'requires_action', 'done', 'failed'] })
      .notNull()
      .default('started'),
    errorCode: text('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('checkout_attempts_key').on(t.userId, t.idempotencyKey)],
);

/** How many of a product with a maximum per day were sold on a day (the club's date). */
export const productDailySales = pgTable(
  'product_daily_sales',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    sold: integer('sold').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.day] }),
    check('product_daily_sales_sold_check', sql`${t.sold} >= 0`),
  ],
);

/** Files sent with an outbox mail (the receipt PDF). */
export const outboxAttachments = pgTable('outbox_attachments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  outboxId: bigint('outbox_id', { mode: 'number' }).notNull(),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
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

/**
 * The ledger's entries (docs/ARCHITECTURE.md, "The ledger"): every movement of points or ball
 * money is one immutable row with its own `transfer_id` (unique: the idempotency key of the
 * movement). `amount` moves value between the golfer's account (user × kind × club) and its
 * counter-account (`counter_account`: the club's ball-money account, or the provider's points),
 * so each entry is one double-entry transfer. Phases, after TigerBeetle's two-phase transfers:
 * `posted` changes the balance at once; `pending` debits it at once too, as a hold; `post` makes
 * that final without touching the balance, `void` credits it back (one of them, at most once:
 * `pending_id` is unique).
 */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: uuid('transfer_id').notNull().defaultRandom().unique('wallet_ledger_transfer_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clubId: integer('club_id').references(() => clubs.id),
    kind: text('kind', { enum: ['points', 'ball_money', 'gift_card'] }).notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason', { enum: LEDGER_REASONS }).notNull(),
    phase: text('phase', { enum: ['posted', 'pending', 'post', 'void'] })
      .notNull()
      .default('posted'),
    pendingId: uuid('pending_id').unique('wallet_ledger_pending_id'),
    counterAccount: text('counter_account').generatedAlwaysAs(
      sql`CASE WHEN "kind" = 'points' THEN 'provider:points' ELSE 'club:' || "club_id" || ':' || "kind" END`,
    ),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    /** A gift-card entry's account: the gift card (vouchers.id; migration 0024 holds the foreign key). */
    voucherId: bigint('voucher_id', { mode: 'number' }),
    /** The desk redemption a gift-card debit paid for (kept after an undo, which reverses it). */
    redemptionId: bigint('redemption_id', { mode: 'number' }),
    /** The golfer's available balance (posted less held) after this entry. */
    balanceAfter: integer('balance_after').notNull().default(0),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_ledger_user_idx').on(t.userId, t.kind),
    // What a club owed at an instant (the back office; migration 0032).
    index('wallet_ledger_club_at_idx').on(t.clubId, t.at).where(sql`${t.clubId} is not null`),
    check(
      'wallet_ledger_phase',
      sql`${t.phase} in ('posted', 'pending', 'post', 'void') and (${t.pendingId} is not null) = (${t.phase} in ('post', 'void')) and (${t.phase} = 'posted' or ${t.amount} <= 0)`,
    ),
  ],
);

/**
 * The golfer's accounts: one balance per golfer × kind × club (points are not tied to a club:
 * club_id 0), beside its entries and changed only in the entry's transaction by conditional
 * UPDATE … WHERE balance - held >= x (TigerBeetle's debits_must_not_exceed_credits), so it never
 * goes negative however many spend at once. `balance` is what the entries add up to (posted ones,
 * and pending debits less the voided ones); the golfer can spend `balance - held`. `held` is 0
 * since migration 0025 (pending debits leave the balance at once); the shop's statements still
 * subtract it.
 */
export const walletBalances = pgTable(
  'wallet_balances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['points', 'ball_money'] }).notNull(),
    clubId: integer('club_id').notNull().default(0),
    balance: integer('balance').notNull().default(0),
    held: integer('held').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.clubId] }),
    check('wallet_balances_nonnegative', sql`${t.held} >= 0 and ${t.balance} - ${t.held} >= 0`),
  ],
);

/** What a club's shop takes besides cards, and its VAT rate (basis points: 2500 = 25 %). */
export const clubShopSettings = pgTable(
  'club_shop_settings',
  {
    clubId: integer('club_id')
      .primaryKey()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    acceptsPoints: boolean('accepts_points').notNull().default(true),
    acceptsBallMoney: boolean('accepts_ball_money').notNull().default(true),
    vatRateBp: integer('vat_rate_bp').notNull().default(2500),
    /** The club's VAT number as the seller on receipts and credit notes ("DK12345678"); optional. */
    vatNumber: text('vat_number'),
    /** The seller as receipts print it (issue #35); null: the club's own name, city, e-mail, phone. */
    legalName: text('legal_name'),
    address: text('address'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
  },
  (t) => [
    check(
      'club_shop_settings_vat_number_check',
      sql`${t.vatNumber} is null or ${t.vatNumber} ~ '^[A-Z]{2}[0-9A-Z]{2,13}$'`,
    ),
    check(
      'club_shop_settings_seller_check',
      sql`coalesce(length(${t.legalName}), 0) <= 200 and coalesce(length(${t.address}), 0) <= 300
        and coalesce(length(${t.contactEmail}), 0) <= 254 and coalesce(length(${t.contactPhone}), 0) <= 40`,
    ),
  ],
);

/**
 * Credit notes: one per withdrawal (or refund) of an order, numbered on their own, referencing the
 * order, with where the money went. The mail with its PDF is queued with it (credit-note.ts).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    totalMinor: integer('total_minor').notNull(),
    vatMinor: integer('vat_minor').notNull(),
    cardRefundMinor: integer('card_refund_minor').notNull().default(0),
    ballMoneyRefundMinor: integer('ball_money_refund_minor').notNull().default(0),
    pointsRefunded: integer('points_refunded').notNull().default(0),
    pointsReversed: integer('points_reversed').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_notes_order_idx').on(t.orderId)],
);

/**
 * The embedded test acquirer's own records (it plays the payment provider, so it may hold the
 * card number's last four and the test behaviour; never the full number or CVC).
 */
export const testAcquirerTokens = pgTable('test_acquirer_tokens', {
  token: text('token').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expiry: text('expiry').notNull(),
  behaviour: text('behaviour').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const testAcquirerCharges = pgTable(
  'test_acquirer_charges',
  {
    id: text('id').primaryKey(),
    reference: text('reference').notNull(),
    token: text('token').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['requires_action', 'captured', 'declined', 'refunded'] }).notNull(),
    declineReason: text('decline_reason'),
    returnUrl: text('return_url'),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('test_acquirer_charges_reference').on(t.reference)],
);
