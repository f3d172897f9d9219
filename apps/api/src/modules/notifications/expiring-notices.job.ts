import { EXPIRING_WITHIN_DAYS } from '@golfwallet/core/contracts/notifications/shapes';
import { defineJob } from '../../jobs/job';
import { queueNotificationPushes } from '../push/push.service';
import { insertExpiringNotices } from './notifications.repository';

const DAY_MS = 86_400_000;

/**
 * Gives each usable voucher that now expires within 7 days its one "expires soon" notice, for the
 * golfers who want that kind, and a push to their devices: every 15 minutes (the inbox and its
 * unread count only read).
 */
export const expiringNoticesJob = defineJob({
  name: 'expiring-notices',
  everySeconds: 900,
  timeoutSeconds: 600,
  run: async (deps) => {
    const now = deps.now();
    const until = new Date(now.getTime() + EXPIRING_WITHIN_DAYS * DAY_MS);
    await deps.db.transaction(async (tx) =>
      queueNotificationPushes(tx, await insertExpiringNotices(tx, now, until)),
    );
  },
});
