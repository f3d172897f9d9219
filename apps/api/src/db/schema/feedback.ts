import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** What golfers think of the app (More → Feedback): a rating of 1 to 5 and free suggestions. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    suggestions: text('suggestions').notNull().default(''),
    /** web or the app's platform (ios, android, pwa), as the client says. */
    platform: text('platform').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('feedback_rating_range', sql`${t.rating} between 1 and 5`),
    index('feedback_created_idx').on(t.createdAt),
  ],
);
