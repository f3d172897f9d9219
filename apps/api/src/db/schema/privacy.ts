import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CONSENT_KINDS } from '@golfwallet/core/domain/consents';
import { users } from './accounts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Every answer a golfer gave to a consent question (newsletter, club offers, cookie statistics),
 * with the time and the version of the text they answered. Append-only: the newest row of a kind
 * is the consent in force; the export shows them all.
 */
export const consents = pgTable(
  'consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONSENT_KINDS }).notNull(),
    granted: boolean('granted').notNull(),
    textVersion: text('text_version').notNull(),
    /** Where the answer was given: registration, profile, newsletter popup, cookie banner. */
    source: text('source').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('consents_user_idx').on(t.userId, t.kind, t.at)],
);

/**
 * Data access requests ("Download my data"). pending → ready (the zip is built, a single-use link
 * mailed) → downloaded (the file is dropped); failed when building it failed. The request time
 * stays for the 6-month rule of the privacy policy.
 */
export const dataExportRequests = pgTable(
  'data_export_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'ready', 'downloaded', 'expired', 'failed'] })
      .notNull()
      .default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** SHA-256 of the download link's token; set when the file is ready. */
    tokenHash: text('token_hash'),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
    /** The zip, kept only until it is downloaded or the link expires. */
    file: bytea('file'),
    lastError: text('last_error'),
  },
  (t) => [
    index('data_export_requests_user_idx').on(t.userId, t.requestedAt),
    index('data_export_requests_pending_idx').on(t.status).where(sql`${t.status} = 'pending'`),
    uniqueIndex('data_export_requests_token_key').on(t.tokenHash),
  ],
);

/**
 * What the provider did to golfer accounts (admin block-user, unblock-user, delete-user,
 * end-sessions, end-all-sessions) and what
 * the inactivity rule did: who, why, when. The subject's e-mail is blanked when the account is
 * erased; the id, the action and the reason stay as the record of what was done.
 */
export const accountAudit = pgTable(
  'account_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The account acted on; no foreign key, so the record outlives the account. */
    subjectUserId: integer('subject_user_id').notNull(),
    subjectEmail: text('subject_email'),
    action: text('action', {
      enum: [
        'blocked',
        'unblocked',
        'deleted',
        'self_deleted',
        'inactivity_warned',
        'inactivity_deleted',
        'sessions_ended',
      ],
    }).notNull(),
    /** The OS user of the admin command, its --actor, or "golfer" / "system". */
    actor: text('actor').notNull(),
    reason: text('reason').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('account_audit_subject_idx').on(t.subjectUserId, t.at)],
);
