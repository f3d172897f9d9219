import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pageViews } from '../../db/schema/index';

/** Adds one view of `path` on `day` in one statement (insert, or add 1 to the day's count). */
export async function addPageView(db: DbOrTx, day: string, path: string): Promise<void> {
  await db
    .insert(pageViews)
    .values({ day, path, views: 1 })
    .onConflictDoUpdate({
      target: [pageViews.day, pageViews.path],
      set: { views: sql`${pageViews.views} + 1` },
    });
}
