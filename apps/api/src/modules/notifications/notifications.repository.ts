import type { NotificationKind, NotificationSettings } from '@golfwallet/core/contracts/notifications/shapes';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notificationSettings, notifications, vouchers } from '../../db/schema/index';
import { rowsOf } from '../voucher/sql-rows';
import { notInTransferSql } from '../voucher/voucher-rules';

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  voucherId: number | null;
  voucherName: string;
  createdAt: Date;
}

/**
 * Writes notifications for the golfers who want their kind (no settings row: all kinds on) and
 * answers the ones written.
 */
export async function insertWantedNotifications(
  db: DbOrTx,
  rows: NewNotification[],
): Promise<NewNotification[]> {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const settings = await db
    .select()
    .from(notificationSettings)
    .where(inArray(notificationSettings.userId, userIds));
  const byUser = new Map(settings.map((row) => [row.userId, row]));
  const wanted = rows.filter((row) => {
    const own = byUser.get(row.userId);
    if (!own) return true;
    return {
      voucher_received: own.voucherReceived,
      transfer_accepted: own.transferAccepted,
      offer: own.offer,
      expiring: own.expiring,
    }[row.kind];
  });
  if (wanted.length > 0) await db.insert(notifications).values(wanted).onConflictDoNothing();
  return wanted;
}

/**
 * Adds one "expires soon" notice for each usable voucher (active, not in transfer, uses left) whose
 * last valid moment falls within the window, for every golfer who wants that kind (no settings row:
 * all kinds on); never twice for the same voucher and holder. The expiring-notices job's work.
 */
export async function insertExpiringNotices(db: DbOrTx, now: Date, until: Date): Promise<NewNotification[]> {
  const result = await db.execute(sql`
    insert into ${notifications} (user_id, kind, voucher_id, voucher_name, created_at)
    select ${vouchers.userId}, 'expiring', ${vouchers.id}, ${vouchers.name}, ${now}
      from ${vouchers}
     where ${vouchers.userId} is not null
       and not exists (
         select 1 from ${notificationSettings}
          where ${notificationSettings.userId} = ${vouchers.userId} and not ${notificationSettings.expiring})
       and ${vouchers.active}
       and ${notInTransferSql(now)}
       and ${vouchers.printedAt} is null
       and (${vouchers.usesLeft} is null or ${vouchers.usesLeft} > 0)
       and ${vouchers.validTo} > ${now} and ${vouchers.validTo} <= ${until}
    on conflict do nothing
    returning user_id, voucher_id, voucher_name`);
  return rowsOf<{ user_id: number; voucher_id: number; voucher_name: string }>(result).map((row) => ({
    userId: Number(row.user_id),
    kind: 'expiring',
    voucherId: Number(row.voucher_id),
    voucherName: row.voucher_name,
    createdAt: now,
  }));
}

export async function listUserNotifications(db: DbOrTx, userId: number, offset: number, limit: number) {
  const items = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .offset(offset)
    .limit(limit);
  const [totals] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return { items, total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
}

/** Marks the golfer's own unread notifications read (only those ids when given); others' are untouched. */
export async function markRead(db: DbOrTx, userId: number, ids: number[] | undefined, now: Date) {
  const own = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(ids ? and(own, inArray(notifications.id, ids)) : own);
}

export async function countUnread(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

export async function findSettings(db: DbOrTx, userId: number): Promise<NotificationSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return {
    voucher_received: row?.voucherReceived ?? true,
    transfer_accepted: row?.transferAccepted ?? true,
    offer: row?.offer ?? true,
    expiring: row?.expiring ?? true,
  };
}

export async function saveSettings(db: DbOrTx, userId: number, settings: NotificationSettings) {
  const values = {
    voucherReceived: settings.voucher_received,
    transferAccepted: settings.transfer_accepted,
    offer: settings.offer,
    expiring: settings.expiring,
  };
  await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
}
