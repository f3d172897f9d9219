import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Page views per day and page (cookie consent "statistics"): counts only, no user, cookie or
 * address. `path` is one of PAGE_VIEW_PATHS (packages/core/src/domain/page-view.ts).
 */
export const pageViews = pgTable(
  'page_views',
  {
    day: date('day').notNull(),
    path: text('path').notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.path] }),
    check('page_views_views_check', sql`${table.views} >= 0`),
  ],
);
