import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The back office's period figures kept per club-local day (migration 0031_club_figure_days,
 * modules/partner/club-figures.repository.ts). Written only by that repository and, for
 * figure_dirty, by statement triggers on vouchers, redemptions, gift cards, orders and clubs.
 * Keys use 0 and '' for "no product" and "no department". No personal data: voucher ids and sums.
 */
/** The kept figures' column names, as in the tables (the repository and the privacy map read them). */
export const FIGURE_COLUMN_NAMES = [
  'issued_sold',
  'issued_given',
  'redemptions',
  'uses_issued',
  'uses_used',
  'uses_expired',
  'uses_refunded',
  'owed_uses',
  'issued_minor',
  'used_minor',
  'expired_minor',
  'refunded_minor',
  'owed_minor',
] as const;

const figureColumns = () => ({
  issuedSold: bigint('issued_sold', { mode: 'number' }).notNull().default(0),
  issuedGiven: bigint('issued_given', { mode: 'number' }).notNull().default(0),
  redemptions: bigint('redemptions', { mode: 'number' }).notNull().default(0),
  usesIssued: bigint('uses_issued', { mode: 'number' }).notNull().default(0),
  usesUsed: bigint('uses_used', { mode: 'number' }).notNull().default(0),
  usesExpired: bigint('uses_expired', { mode: 'number' }).notNull().default(0),
  usesRefunded: bigint('uses_refunded', { mode: 'number' }).notNull().default(0),
  /** The change on this day of the uses owed (owed before day D: the sum over earlier days). */
  owedUses: bigint('owed_uses', { mode: 'number' }).notNull().default(0),
  issuedMinor: bigint('issued_minor', { mode: 'number' }).notNull().default(0),
  usedMinor: bigint('used_minor', { mode: 'number' }).notNull().default(0),
  expiredMinor: bigint('expired_minor', { mode: 'number' }).notNull().default(0),
  refundedMinor: bigint('refunded_minor', { mode: 'number' }).notNull().default(0),
  owedMinor: bigint('owed_minor', { mode: 'number' }).notNull().default(0),
});

/** Vouchers whose figures are to be computed again (marked by the triggers). */
export const figureDirty = pgTable(
  'figure_dirty',
  {
    clubId: integer('club_id').notNull(),
    voucherId: bigint('voucher_id', { mode: 'number' }).notNull(),
  },
  (t) => [index('figure_dirty_club_idx').on(t.clubId)],
);

/** What each voucher adds to its club's figures, per local day. */
export const voucherFigureRows = pgTable(
  'voucher_figure_rows',
  {
    voucherId: bigint('voucher_id', { mode: 'number' }).notNull(),
    clubId: integer('club_id').notNull(),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    departmentId: integer('department_id').notNull(),
    day: date('day').notNull(),
    ...figureColumns(),
  },
  (t) => [index('voucher_figure_rows_voucher_idx').on(t.clubId, t.voucherId)],
);

/** Those rows summed per club, local day, product and department. */
export const clubFigureDays = pgTable(
  'club_figure_days',
  {
    clubId: integer('club_id').notNull(),
    day: date('day').notNull(),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    departmentId: integer('department_id').notNull(),
    ...figureColumns(),
  },
  (t) => [
    primaryKey({
      name: 'club_figure_days_pk',
      columns: [t.clubId, t.day, t.productId, t.productName, t.departmentId],
    }),
  ],
);

/** Orders whose revenue rows are to be computed again (marked by triggers, migration 0032). */
export const revenueDirty = pgTable(
  'revenue_dirty',
  {
    clubId: integer('club_id').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
  },
  (t) => [index('revenue_dirty_club_idx').on(t.clubId)],
);

/** What each paid (or later withdrawn) order adds to its club's revenue, per product and local day. */
export const orderRevenueRows = pgTable(
  'order_revenue_rows',
  {
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    clubId: integer('club_id').notNull(),
    productId: integer('product_id').notNull(),
    day: date('day').notNull(),
    grossMinor: bigint('gross_minor', { mode: 'number' }).notNull().default(0),
    vatMinor: bigint('vat_minor', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('order_revenue_rows_order_idx').on(t.clubId, t.orderId)],
);

/** Those rows summed per club, local day and product. */
export const clubRevenueDays = pgTable(
  'club_revenue_days',
  {
    clubId: integer('club_id').notNull(),
    day: date('day').notNull(),
    productId: integer('product_id').notNull(),
    grossMinor: bigint('gross_minor', { mode: 'number' }).notNull().default(0),
    vatMinor: bigint('vat_minor', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'club_revenue_days_pk', columns: [t.clubId, t.day, t.productId] })],
);

/** How many refreshes took marks of the club's sales data: the key of its built sales reports. */
export const clubReportVersions = pgTable('club_report_versions', {
  clubId: integer('club_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
