import { EXPIRING_WITHIN_DAYS } from '@golfwallet/core/contracts/notifications/shapes';
import { defineJob } from '../../jobs/job';
import { insertExpiringNotices } from './notifications.repository';

const DAY_MS = 86_400_000;

/**
 * Gives each usable voucher that now expires within 7 days its one "expires soon" notice, for the
 * golfers who want that kind: every 15 minutes (the inbox and its unread count only read).
 */
export const expiringNoticesJob = defineJob({
  name: 'expiring-notices',
  everySeconds: 900,
  timeoutSeconds: 600,
  run: async (deps) => {
    const now = deps.now();
    await insertExpiringNotices(deps.db, now, new Date(now.getTime() + EXPIRING_WITHIN_DAYS * DAY_MS));
  },
});
