import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { vouchers } from './vouchers';

/** NOTIFICATION_KINDS of packages/core/src/contracts/notifications/shapes.ts (a test keeps them equal). */
export const STORED_NOTIFICATION_KINDS = [
  'voucher_received',
  'transfer_accepted',
  'offer',
  'expiring',
] as const;

/** The golfer's inbox (spec §2 "Notifications"), written in the transaction that causes it. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: STORED_NOTIFICATION_KINDS }).notNull(),
    voucherId: integer('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
    voucherName: text('voucher_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    // One "expires soon" notice per voucher and holder.
    uniqueIndex('notifications_expiring_key').on(t.userId, t.voucherId).where(sql`${t.kind} = 'expiring'`),
  ],
);

/** Which kinds a golfer wants; no row means all on. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  voucherReceived: boolean('voucher_received').notNull().default(true),
  transferAccepted: boolean('transfer_accepted').notNull().default(true),
  offer: boolean('offer').notNull().default(true),
  expiring: boolean('expiring').notNull().default(true),
});
