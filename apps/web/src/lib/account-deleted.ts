import { createStore } from './store';

/**
 * Set when the golfer has just deleted their account, so the front page they land on says so
 * (until they dismiss it). Kept in memory only: a reload has nothing to tell.
 */
export const accountDeletedNotice = createStore(false);
