import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clubs, unions } from './reference';

/** Golfers. Union members have union_id and member_number; non-members have neither. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    passwordHash: text('password_hash'),
    unionId: integer('union_id').references(() => unions.id),
    memberNumber: text('member_number'),
    memberType: text('member_type'),
    memberGuid: text('member_guid'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    phone2: text('phone2'),
    birthDate: date('birth_date', { mode: 'string' }),
    sex: text('sex', { enum: ['m', 'f'] }),
    country: text('country'),
    hcp: text('hcp'),
    clubId: integer('club_id').references(() => clubs.id),
    clubName: text('club_name'),
    pinHash: text('pin_hash'),
    languageDefault: text('language_default').notNull().default('da'),
    pushNotificationsEnabledDefault: boolean('push_notifications_enabled_default').notNull().default(true),
    acceptNewsletter: smallint('accept_newsletter').notNull().default(0),
    acceptOffers: smallint('accept_offers').notNull().default(0),
    newsletterAsked: boolean('newsletter_asked').notNull().default(false),
    printRulesAccepted: boolean('print_rules_accepted').notNull().default(false),
    importedUnionUser: boolean('imported_union_user').notNull().default(false),
    referral: text('referral'),
    status: text('status', { enum: ['active', 'blocked'] })
      .notNull()
      .default('active'),
    /** Why the provider blocked the account (admin block-user), told to the golfer by mail. */
    blockedReason: text('blocked_reason'),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /** When the 24-month inactivity warning went out; the deletion follows after a grace period. */
    inactivityWarnedAt: timestamp('inactivity_warned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_union_member_key')
      .on(t.unionId, t.memberNumber)
      .where(sql`${t.memberNumber} is not null`),
  ],
);

/** Sessions: only the SHA-256 of the 256-bit session id is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    devicePlatform: text('device_platform'),
    language: text('language'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use keys sent by mail: e-mail verification (24 h) and password reset (1 h). Hashed. */
export const userKeys = pgTable(
  'user_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    /** The address the key was sent to: a verification key confirms only that address. */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('user_keys_user_idx').on(t.userId, t.purpose)],
);

/** Failed logins, per account and per IP, for the brute-force limit. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** "email:<address>" or "ip:<address>". */
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_at_idx').on(t.key, t.at)],
);

/**
 * A WebAuthn credential (spec §2 "touch ID option"): a platform authenticator's key, signing in
 * with the device's fingerprint or face. The public key and counter as the authenticator gave them.
 */
export const webauthnCredentials = pgTable(
  'webauthn_credentials',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url credential id. */
    credentialId: text('credential_id').notNull(),
    /** base64url COSE public key. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webauthn_credentials_credential_key').on(t.credentialId),
    index('webauthn_credentials_user_idx').on(t.userId),
  ],
);

/**
 * A WebAuthn challenge, single use and short-lived: registering (a golfer's), signing in
 * (anyone's) or confirming a voucher's PIN (a golfer's, bound to that voucher).
 */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  id: text('id').primaryKey(),
  challenge: text('challenge').notNull(),
  purpose: text('purpose', { enum: ['register', 'sign_in', 'confirm_pin'] }).notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  /** The voucher a 'confirm_pin' challenge is for. */
  voucherId: integer('voucher_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A device's Web Push subscription (spec §2 "Notifications"): one row per browser or app
 * install, found by its push-service endpoint. A device belongs to the golfer who subscribed it
 * last (one phone, another account signed in: the pushes follow the new account).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url), for encrypting the payload. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * Outgoing mail, SMS and Web Push. Written in the same transaction as what caused it; a worker
 * delivers. A push row names its device; recipient is then the golfer's e-mail (the dev mailbox).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: ['email', 'sms', 'push'] }).notNull(),
    recipient: text('recipient').notNull(),
    pushSubscriptionId: bigint('push_subscription_id', { mode: 'number' }).references(
      () => pushSubscriptions.id,
      { onDelete: 'cascade' },
    ),
    subject: text('subject').notNull().default(''),
    text: text('text').notNull(),
    html: text('html'),
    template: text('template').notNull(),
    locale: text('locale').notNull(),
    /**
     * The golfer the message is about when it is not addressed to them (a transfer link carries the
     * sender's name): erasing that golfer removes it too. No foreign key: the erasure deletes it.
     */
    aboutUserId: integer('about_user_id'),
    /**
     * Deleted by the delivery once sent (or given up): the notice to a golfer whose account is
     * gone, so nothing addressed to them outlives its delivery.
     */
    purgeAfterSend: boolean('purge_after_send').notNull().default(false),
    /**
     * A shop receipt still to render: the paid order whose invoice mail and PDF the outbox job
     * renders from the order's stored lines (then sets it to null). Not sent while set.
     */
    receiptOrderId: bigint('receipt_order_id', { mode: 'number' }),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    // Milliseconds, like the JavaScript clock that compares against it: a row queued this
    // millisecond is due for a worker that looks this millisecond.
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', now())`),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_pending_idx').on(t.status, t.nextAttemptAt)],
);
