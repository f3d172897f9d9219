import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { VoucherRestrictions } from '@golfwallet/core/domain/voucher';
import { zVoucherRestrictions } from '@golfwallet/core/domain/voucher-schema';
import { users } from './accounts';
import { clubs, departments } from './reference';
import { staffAccounts } from './partners';
import { orders, products } from './shop';

/**
 * The restrictions JSON, parsed with the shared schema on the way in: an insert or update through
 * Drizzle with a value that does not parse throws before it reaches the database, so no write path
 * can store restrictions that read as "unrestricted" (reads fail closed, voucher.mapper.ts).
 */
const restrictionsJson = customType<{ data: VoucherRestrictions; driverData: string }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(zVoucherRestrictions.parse(value)),
});

/**
 * One voucher is one item a golfer holds. Identical vouchers bought together share order_id and
 * product_id; the list groups them and shows the count. A paper voucher has no owner until a golfer
 * claims its number (upload).
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    productId: integer('product_id').references(() => products.id),
    voucherNumber: text('voucher_number').notNull(),
    name: text('name').notNull(),
    /** lower(name), stored: the list sorts by it without lowering every row on every request. */
    nameSort: text('name_sort').notNull().generatedAlwaysAs(sql`lower(name)`),
    productName: text('product_name').notNull(),
    imageUrl: text('image_url'),
    type: text('type', {
      enum: ['personal', 'introcard', 'golf_circle', 'loyalty', 'offer', 'ecard'],
    }).notNull(),
    category: text('category', { enum: ['voucher', 'driving_range'] })
      .notNull()
      .default('voucher'),
    /** Decimal text as the spec gives it; '0' means free. */
    value: text('value').notNull(),
    reductionType: text('reduction_type', {
      enum: ['setprice', 'reducepercent', 'reduceprice'],
    }).notNull(),
    currency: text('currency').notNull().default('DKK'),
    /** What the golfer paid, in minor units (øre); the ledger keeps the original price at redemption. */
    pricePaidMinor: integer('price_paid_minor').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    /** Total uses; null means unlimited (then restrictions such as per-day limits apply). */
    usesTotal: integer('uses_total'),
    usesLeft: integer('uses_left'),
    restrictions: restrictionsJson('restrictions').notNull().default(sql`'{}'::jsonb`),
    /** Clubs and departments where it is valid; empty lists mean the issuing club only. */
    whereClubIds: integer('where_club_ids').array().notNull().default(sql`'{}'::integer[]`),
    whereDepartmentIds: integer('where_department_ids').array().notNull().default(sql`'{}'::integer[]`),
    pinHash: text('pin_hash'),
    canBeSelfRedeemed: boolean('can_be_self_redeemed').notNull().default(false),
    info: text('info'),
    active: boolean('active').notNull().default(true),
    favourite: boolean('favourite').notNull().default(false),
    /** Set when the golfer printed it: printed vouchers leave the mobile app. */
    printedAt: timestamp('printed_at', { withTimezone: true }),
    /** Set while a transfer is pending: such a voucher cannot be redeemed or transferred again. */
    transferId: bigint('transfer_id', { mode: 'number' }),
    /**
     * When that transfer's link expires (set and cleared with transfer_id). From then on the voucher
     * reads as free (voucher-rules.ts) before the expiry job clears transfer_id: reads never write.
     */
    transferExpiresAt: timestamp('transfer_expires_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vouchers_number_key').on(t.voucherNumber),
    index('vouchers_owner_list_idx').on(t.userId, t.active, t.printedAt, t.validTo),
    index('vouchers_owner_order_idx').on(t.userId, t.orderId, t.productId),
    // The list's page in index order: club A-Z (per club, voucher name) and soonest expiry first.
    index('vouchers_owner_club_name_idx').on(t.userId, t.clubId, t.nameSort, t.id),
    index('vouchers_owner_valid_to_idx').on(t.userId, t.validTo, t.id),
    index('vouchers_transfer_idx').on(t.transferId).where(sql`${t.transferId} is not null`),
    // A club's vouchers by issue: the back office's period reports (migration 0030).
    index('vouchers_club_created_idx').on(t.clubId, t.createdAt),
    check('vouchers_uses_left_check', sql`${t.usesLeft} >= 0`),
    check('vouchers_valid_range_check', sql`${t.validFrom} <= ${t.validTo}`),
    check('vouchers_price_paid_check', sql`${t.pricePaidMinor} >= 0`),
    check('vouchers_restrictions_object_check', sql`jsonb_typeof(${t.restrictions}) = 'object'`),
  ],
);

/**
 * How many vouchers each golfer holds, kept apart so the list's total needs no count of their rows:
 * `listed` is what the list shows without filters (no driving-range e-cards), `total` all of them.
 * Written only by statement triggers on vouchers (migration 0011_list_index_order), so every writer
 * keeps it right; no foreign key, so a golfer's deletion (which sets their vouchers' owner to null)
 * cannot trip over it.
 */
export const userVoucherCounts = pgTable('user_voucher_counts', {
  userId: integer('user_id').primaryKey(),
  listed: integer('listed').notNull().default(0),
  total: integer('total').notNull().default(0),
});

/** Pending and finished transfers; the link carries a token whose SHA-256 is stored here. */
export const voucherTransfers = pgTable(
  'voucher_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetEmail: text('target_email'),
    targetPhone: text('target_phone'),
    message: text('message'),
    voucherName: text('voucher_name').notNull(),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'expired', 'cancelled'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedByUserId: integer('confirmed_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('voucher_transfers_token_key').on(t.tokenHash),
    index('voucher_transfers_pending_idx').on(t.fromUserId, t.status, t.expiresAt),
    // The expiry job's scan: pending transfers by expiry, across golfers.
    index('voucher_transfers_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** The redemption ledger clubs read: one row per use. */
export const redemptions = pgTable(
  'redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    voucherId: bigint('voucher_id', { mode: 'number' })
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    departmentId: integer('department_id').references(() => departments.id),
    method: text('method', { enum: ['club', 'self', 'dispenser', 'staff'] }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
    originalPriceMinor: integer('original_price_minor').notNull().default(0),
    usesLeftAfter: integer('uses_left_after'),
    playingWithMember: text('playing_with_member'),
    /** The staff member who redeemed it at the desk (method 'staff'); undo is possible for 15 minutes. */
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('redemptions_voucher_idx').on(t.voucherId, t.redeemedAt),
    index('redemptions_club_idx').on(t.clubId, t.redeemedAt),
    check('redemptions_original_price_check', sql`${t.originalPriceMinor} >= 0`),
    check('redemptions_uses_left_after_check', sql`${t.usesLeftAfter} >= 0`),
  ],
);

/**
 * One row per Idempotency-Key of a redemption, per caller (`scope`: 'golfer:<user id>' for the
 * golfer's own POST /voucher/redeem, 'desk:<club id>:<staff id>' for the desk's): claimed in the
 * redemption's transaction before the use is taken, with the answer written in the same
 * transaction, so a retry or a concurrent request with the key gets that answer and takes no use.
 * `fingerprint` is a hash of the request (without PIN or device assertion): the key sent with a
 * different request is refused. `user_id` is the golfer whose voucher it was (goes with them).
 */
export const redemptionRequests = pgTable(
  'redemption_requests',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The answer the first request gave (stored with the key by the use's own statement). */
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('redemption_requests_key').on(t.scope, t.key),
    index('redemption_requests_user_idx').on(t.userId),
  ],
);

/** What happened to a golfer's vouchers, newest first: the history list and the audit trail. */
export const voucherEvents = pgTable(
  'voucher_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    voucherId: bigint('voucher_id', { mode: 'number' }).references(() => vouchers.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind', {
      enum: ['issued', 'purchased', 'uploaded', 'printed', 'transfer_sent', 'transfer_received', 'redeemed'],
    }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    clubId: integer('club_id').references(() => clubs.id),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('voucher_events_user_idx').on(t.userId, t.at)],
);

/** Binary column (PDF bytes). PGlite hands back a Uint8Array, node-postgres a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Rendered voucher PDFs behind short-lived links: the browser opens /voucher/pdf-file/<token>
 * without the auth header, so the link carries a 256-bit token whose SHA-256 is stored here.
 */
export const voucherPdfs = pgTable(
  'voucher_pdfs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    voucherIds: bigint('voucher_ids', { mode: 'number' }).array().notNull(),
    fileName: text('file_name').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('voucher_pdfs_token_key').on(t.tokenHash),
    index('voucher_pdfs_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A gift card's credit account (issue 30, migration 0024; docs/ARCHITECTURE.md, "The ledger"): the
 * card's remaining value, one balance per gift card, keyed by the voucher so that it goes with the
 * card to whoever holds it. Changed only by a conditional UPDATE … WHERE balance >= x in the same
 * statement as its wallet_ledger entry (kind 'gift_card', voucher_id), so it never goes below zero
 * and always equals the sum of its entries. `credit` is what the sale credited (the card's value).
 */
export const giftCardAccounts = pgTable(
  'gift_card_accounts',
  {
    voucherId: bigint('voucher_id', { mode: 'number' })
      .primaryKey()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    credit: integer('credit').notNull(),
    balance: integer('balance').notNull(),
  },
  (t) => [
    index('gift_card_accounts_club_idx').on(t.clubId),
    check('gift_card_accounts_nonnegative', sql`${t.balance} >= 0 and ${t.credit} >= 0`),
  ],
);
