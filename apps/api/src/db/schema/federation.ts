import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { unions } from './reference';

/**
 * One golf-union sign-in in flight (OpenID Connect authorization code + PKCE): the SHA-256 of
 * `state`, the country it was started for, the PKCE verifier and the nonce, and the SHA-256 of the
 * browser binding (the random value of the short-lived cookie do-signin sets: the callback refuses
 * a browser that does not present it, against login CSRF). Single use
 * (used_at is set by a conditional UPDATE) and 10 minutes long. In the database, not in memory,
 * because several API processes share the work.
 */
export const federationStates = pgTable(
  'federation_states',
  {
    stateHash: text('state_hash').primaryKey(),
    country: text('country').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    browserHash: text('browser_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('federation_states_expires_idx').on(t.expiresAt)],
);

/**
 * What a finished union sign-in proved (the verified golf ID and the union's claims), for the
 * steps that follow in the browser: automatic registration, import and update. The golfer holds
 * the ticket (the "updateSessionId" of the federation result); only its SHA-256 is stored.
 * Single use, 10 minutes. `user_id` is the account whose e-mail the union vouched for, if any.
 */
export const federationTickets = pgTable(
  'federation_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    unionId: integer('union_id')
      .notNull()
      .references(() => unions.id),
    memberNumber: text('member_number').notNull(),
    claims: jsonb('claims').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('federation_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * A finished union sign-in waiting for its return page (issue 31): the callback sends the browser
 * to /register/oauth-consumer?result=<code> and keeps here the SHA-256 of that code with what the
 * union verified; the page exchanges the code once, within 2 minutes, for the session or the
 * registration ticket and the union's details. So no session id, name, birth date or e-mail ever
 * travels in an address. The golf ID is kept in columns so an account erasure finds the row.
 */
export const federationResults = pgTable(
  'federation_results',
  {
    codeHash: text('code_hash').primaryKey(),
    unionId: integer('union_id')
      .notNull()
      .references(() => unions.id),
    memberNumber: text('member_number').notNull(),
    claims: jsonb('claims').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('federation_results_expires_idx').on(t.expiresAt)],
);

/**
 * Golf IDs an account holds besides its main one (users.union_id/member_number): added through
 * the update screen or the profile. A golf ID belongs to one account only; the service checks
 * both places in the same transaction.
 */
export const userGolfIds = pgTable(
  'user_golf_ids',
  {
    unionId: integer('union_id')
      .notNull()
      .references(() => unions.id),
    memberNumber: text('member_number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.unionId, t.memberNumber] }),
    index('user_golf_ids_user_idx').on(t.userId),
    check('user_golf_ids_member_number_check', sql`length(${t.memberNumber}) between 1 and 40`),
  ],
);

/**
 * Who a golf ID is at its union (ASVS 10.5.2): the issuer and `sub` of the ID token that first
 * signed the golf ID in with the account holding it, and the last time the union authenticated
 * the member (`auth_time`). A later union sign-in where the same golf ID arrives with another
 * issuer or `sub` is refused: a member number the union gave to someone else does not open the
 * old holder's account. Golf IDs linked before this table get their row at their next sign-in;
 * the Swedish login has no `sub` and keeps none. Kept per golf ID (main or added), for the account
 * in `user_id`: a row of an account that no longer holds the golf ID is replaced by the next one.
 */
export const unionSubjects = pgTable(
  'union_subjects',
  {
    unionId: integer('union_id')
      .notNull()
      .references(() => unions.id),
    memberNumber: text('member_number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.unionId, t.memberNumber] }),
    index('union_subjects_user_idx').on(t.userId),
  ],
);
