import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outbox, pushSubscriptions, users } from '../../db/schema/index';

/**
 * Stores a device's subscription for the golfer; the same endpoint again (a new key, or another
 * account signed in on that device) replaces the row, so each device is stored once.
 */
export async function upsertSubscription(
  db: DbOrTx,
  row: { userId: number; endpoint: string; p256dh: string; auth: string; createdAt: Date },
) {
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, createdAt: row.createdAt },
    });
}

/** Removes the device's subscription only when it is this golfer's; answers whether one went. */
export async function deleteOwnSubscription(db: DbOrTx, userId: number, endpoint: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

/** Forgets a device the push service says is gone (its pending pushes go with it). */
export async function deleteSubscription(db: DbOrTx, id: number) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function findSubscription(db: DbOrTx, id: number) {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row;
}

/** Each golfer's devices with the golfer's e-mail and language (what a push row needs). */
export async function devicesOf(db: DbOrTx, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      subscriptionId: pushSubscriptions.id,
      userId: pushSubscriptions.userId,
      email: users.email,
      language: users.languageDefault,
    })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(inArray(pushSubscriptions.userId, userIds))
    .orderBy(pushSubscriptions.id);
}

/** Queues push rows in the outbox (inside the transaction of what caused them). */
export async function enqueuePushes(
  db: DbOrTx,
  rows: {
    subscriptionId: number;
    recipient: string;
    title: string;
    body: string;
    template: string;
    locale: string;
  }[],
) {
  if (rows.length === 0) return;
  await db.insert(outbox).values(
    rows.map((row) => ({
      channel: 'push' as const,
      recipient: row.recipient,
      pushSubscriptionId: row.subscriptionId,
      subject: row.title,
      text: row.body,
      template: row.template,
      locale: row.locale,
    })),
  );
}
