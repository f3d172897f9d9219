import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { staffAccounts } from './partners';
import { clubs } from './reference';
import { products } from './shop';
import { vouchers } from './vouchers';

/**
 * A club's bulk issue (issue 35): one voucher of a product to every golfer of a list, handed out
 * by the bulk-issue job. `golfers_hash` (the sorted golfer ids) makes the same product to the same
 * golfers one batch: a repeat answers it and issues nothing.
 */
export const bulkIssues = pgTable(
  'bulk_issues',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    golfersHash: text('golfers_hash').notNull(),
    includeOptedOut: boolean('include_opted_out').notNull().default(false),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bulk_issues_batch_key').on(t.clubId, t.productId, t.golfersHash),
    index('bulk_issues_running_idx').on(t.id).where(sql`${t.finishedAt} is null`),
  ],
);

/** The golfers of a bulk issue; `voucher_id` is set when theirs is issued (and mailed). */
export const bulkIssueRecipients = pgTable(
  'bulk_issue_recipients',
  {
    bulkIssueId: bigint('bulk_issue_id', { mode: 'number' })
      .notNull()
      .references(() => bulkIssues.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    voucherId: bigint('voucher_id', { mode: 'number' }).references(() => vouchers.id, {
      onDelete: 'set null',
    }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'bulk_issue_recipients_pk', columns: [t.bulkIssueId, t.userId] }),
    index('bulk_issue_recipients_waiting_idx').on(t.bulkIssueId).where(sql`${t.issuedAt} is null`),
  ],
);
