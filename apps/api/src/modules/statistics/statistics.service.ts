import type { PageViewPath } from '@golfwallet/core/domain/page-view';
import type { Deps } from '../../deps';
import { addPageView } from './statistics.repository';

/**
 * Counts a page view on today's date (UTC). Public: the visitor's consent is given and kept in
 * their browser, which sends the view only with it; nothing about the visitor is stored.
 */
export async function recordPageView(deps: Deps, path: PageViewPath): Promise<{ success: true }> {
  const day = deps.now().toISOString().slice(0, 10);
  await addPageView(deps.db, day, path);
  return { success: true };
}
