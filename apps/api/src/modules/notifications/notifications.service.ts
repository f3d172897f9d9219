import type { NotificationSettings } from '@golfwallet/core/contracts/notifications/shapes';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import type { AuthContext } from '../../plugins/auth';
import {
  countUnread,
  findSettings,
  insertWantedNotifications,
  type NewNotification,
  listUserNotifications,
  markRead,
  saveSettings,
} from './notifications.repository';
import { queueNotificationPushes } from '../push/push.service';

/**
 * Tells golfers what happened (inside the transaction that caused it): the inbox rows for the
 * kinds each golfer wants, and a Web Push to each of their subscribed devices.
 */
export async function notifyGolfers(tx: DbOrTx, rows: NewNotification[]): Promise<void> {
  const written = await insertWantedNotifications(tx, rows);
  await queueNotificationPushes(tx, written);
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The caller's inbox, newest first. Only the caller's own rows are ever read, and nothing is
 * written: "expires soon" notices come from the expiring-notices job.
 */
export async function listNotifications(
  deps: Deps,
  auth: AuthContext,
  query: { offset: number; limit: number },
) {
  const page = await listUserNotifications(deps.db, auth.user.id, query.offset, query.limit);
  return {
    items: page.items.map((row) => ({
      id: row.id,
      kind: row.kind,
      voucher_id: row.voucherId,
      voucher_name: row.voucherName,
      created_at: seconds(row.createdAt),
      read: row.readAt !== null,
    })),
    total: page.total,
    unread: page.unread,
  };
}

/** Marks the caller's notifications read (the ids given, or all); ids of others change nothing. */
export async function markNotificationsRead(deps: Deps, auth: AuthContext, ids: number[] | undefined) {
  await markRead(deps.db, auth.user.id, ids, deps.now());
  return { unread: await countUnread(deps.db, auth.user.id) };
}

export function getNotificationSettings(deps: Deps, auth: AuthContext) {
  return findSettings(deps.db, auth.user.id);
}

/** Changes only the kinds given; the rest keep their value. */
export async function updateNotificationSettings(
  deps: Deps,
  auth: AuthContext,
  change: Partial<NotificationSettings>,
): Promise<NotificationSettings> {
  return deps.db.transaction(async (tx) => {
    const next = { ...(await findSettings(tx, auth.user.id)), ...change };
    await saveSettings(tx, auth.user.id, next);
    return next;
  });
}
