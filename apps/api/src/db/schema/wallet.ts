import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { vouchers } from './vouchers';

/**
 * An Apple Wallet / Google Wallet pass: one voucher as one golfer holds it (a transfer leaves the
 * sender's pass, voided from then on, and the recipient gets a new serial). `update_tag` and
 * `modified_at` move, and notifications are queued, by the trigger of migration 0026 whenever the
 * voucher changes what the pass shows; so every writer keeps them right.
 */
export const walletPasses = pgTable(
  'wallet_passes',
  {
    serialNumber: text('serial_number').primaryKey(),
    voucherId: bigint('voucher_id', { mode: 'number' })
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The pass's `authenticationToken`: what its device sends as `ApplePass <token>`. */
    authenticationToken: text('authentication_token').notNull(),
    /** The PassKit web service's `passesUpdatedSince` tag (a sequence: never repeats). */
    updateTag: bigint('update_tag', { mode: 'number' })
      .notNull()
      .default(sql`nextval('wallet_pass_update_tag_seq')`),
    /** Last-Modified of the pass (whole seconds; every change moves it by at least one). */
    modifiedAt: timestamp('modified_at', { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('second', now())`),
    /** Set when a "Save to Google Wallet" link was made: changes are then sent to Google too. */
    googleLinkedAt: timestamp('google_linked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_passes_voucher_user_key').on(t.voucherId, t.userId),
    index('wallet_passes_user_idx').on(t.userId),
    check('wallet_passes_token_length_check', sql`length(${t.authenticationToken}) >= 16`),
  ],
);

/** A device (Wallet on an iPhone) registered for a pass's updates, with its APNs push token. */
export const walletPassRegistrations = pgTable(
  'wallet_pass_registrations',
  {
    deviceLibraryIdentifier: text('device_library_identifier').notNull(),
    serialNumber: text('serial_number')
      .notNull()
      .references(() => walletPasses.serialNumber, { onDelete: 'cascade' }),
    pushToken: text('push_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'wallet_pass_registrations_pk',
      columns: [t.deviceLibraryIdentifier, t.serialNumber],
    }),
    index('wallet_pass_registrations_serial_idx').on(t.serialNumber),
  ],
);

/**
 * The wallets' outbox: an APNs push to a device (`target` its push token) or a Google Wallet
 * object update (`target` the pass serial), queued by the trigger. Without the real clients
 * configured the rows stay pending here (the development sink).
 */
export const walletNotifications = pgTable(
  'wallet_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['apns', 'google'] }).notNull(),
    target: text('target').notNull(),
    serialNumber: text('serial_number')
      .notNull()
      .references(() => walletPasses.serialNumber, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('wallet_notifications_pending_idx').on(t.status, t.id),
    check('wallet_notifications_kind_check', sql`${t.kind} IN ('apns', 'google')`),
    check('wallet_notifications_status_check', sql`${t.status} IN ('pending', 'sent', 'failed')`),
  ],
);

/**
 * Development signing material made at first need when none is configured (the development CA,
 * the pass certificate and key, the Google key): kept in the database so every instance signs
 * with the same one. Names start with "development-".
 */
export const walletDevCredentials = pgTable('wallet_dev_credentials', {
  name: text('name').primaryKey(),
  pem: text('pem').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
