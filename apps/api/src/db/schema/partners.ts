import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { clubs } from './reference';
import { AUDIT_ACTIONS } from '@golfwallet/core/contracts/partner/shapes';

/**
 * Club staff accounts: separate from golfers (a golfer's login never opens the portal, nor the
 * other way round). A staff account can belong to several clubs through club_staff. The password is
 * null until the invitation is accepted.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash'),
    language: text('language').notNull().default('da'),
    status: text('status', { enum: ['active', 'blocked'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_accounts_email_key').on(t.email)],
);

/**
 * A staff account's role at one club: owner (everything) or desk (look up, redeem, undo), and
 * whether it works there: an owner deactivates a person (`deactivated`; their sessions at the club
 * are revoked) and reactivates them, or removes the row.
 */
export const clubStaff = pgTable(
  'club_staff',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'desk'] }).notNull(),
    status: text('status', { enum: ['active', 'deactivated'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('club_staff_key').on(t.clubId, t.staffId),
    index('club_staff_staff_idx').on(t.staffId),
    check('club_staff_role_check', sql`${t.role} in ('owner', 'desk')`),
    check('club_staff_status_check', sql`${t.status} in ('active', 'deactivated')`),
  ],
);

/**
 * Staff sessions, like golfer sessions: only the SHA-256 of the 256-bit id is stored, 30 days of
 * sliding idle expiry. `club_id` is the club the staff member works for right now (switch club).
 * `revoked_at`: an owner deactivated or removed the person at that club; the session answers 401
 * STAFF_ACCESS_REVOKED from then on (kept, not deleted, so it can say why).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Single-use keys sent by mail to staff: invitations (7 days) and password resets (1 hour). Hashed. */
export const staffKeys = pgTable(
  'staff_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['invite', 'reset_password'] }).notNull(),
    /** For an invitation: the club and role it grants. */
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'desk'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_keys_staff_idx').on(t.staffId, t.purpose)],
);

/** The portal's audit log: every product change, issue, offer, redemption and undo, per club. Read-only. */
export const partnerAudit = pgTable(
  'partner_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    subject: text('subject').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partner_audit_club_idx').on(t.clubId, t.at)],
);

/**
 * Range ball dispensers, reached over MQTT through the dispenser adapter. The club configures them
 * in the portal; `enabled` false hides one from golfers (the club switched it off), `status` is
 * what the machine is.
 */
export const dispensers = pgTable(
  'dispensers',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mqttTopic: text('mqtt_topic').notNull(),
    status: text('status', { enum: ['ready', 'busy', 'offline'] })
      .notNull()
      .default('offline'),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('dispensers_topic').on(t.mqttTopic), index('dispensers_club_idx').on(t.clubId)],
);

export const dispenseEvents = pgTable(
  'dispense_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dispenserId: integer('dispenser_id')
      .notNull()
      .references(() => dispensers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    balls: integer('balls').notNull(),
    status: text('status', { enum: ['requested', 'dispensed', 'failed'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dispense_events_user_idx').on(t.userId, t.at)],
);
