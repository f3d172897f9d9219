import { and, asc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  clubs,
  giftCardAccounts,
  vouchers,
  walletDevCredentials,
  walletNotifications,
  walletPassRegistrations,
  walletPasses,
} from '../../db/schema/index';
import { rowsOf } from '../voucher/sql-rows';

export type WalletPassRow = typeof walletPasses.$inferSelect;
export type WalletNotificationRow = typeof walletNotifications.$inferSelect;

export async function readDevCredentials(db: DbOrTx, names: string[]): Promise<Record<string, string>> {
  const rows = await db
    .select({ name: walletDevCredentials.name, pem: walletDevCredentials.pem })
    .from(walletDevCredentials)
    .where(inArray(walletDevCredentials.name, names));
  return Object.fromEntries(rows.map((row) => [row.name, row.pem]));
}

/** Stores made material; a name another instance stored first keeps its value. */
export async function storeDevCredentials(db: DbOrTx, material: Record<string, string>): Promise<void> {
  await db
    .insert(walletDevCredentials)
    .values(Object.entries(material).map(([name, pem]) => ({ name, pem })))
    .onConflictDoNothing();
}

/** The golfer's pass of this voucher: the one they have, or a new one with these values. */
export async function findOrCreatePass(
  db: DbOrTx,
  values: { voucherId: number; userId: number; serialNumber: string; authenticationToken: string },
): Promise<WalletPassRow> {
  await db.insert(walletPasses).values(values).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(walletPasses)
    .where(and(eq(walletPasses.voucherId, values.voucherId), eq(walletPasses.userId, values.userId)));
  return row!;
}

/** A pass by serial, with its voucher (whoever holds it now) and the voucher's club. */
export async function findPassWithVoucher(db: DbOrTx, serialNumber: string) {
  const [row] = await db
    .select({
      pass: walletPasses,
      voucher: vouchers,
      club: clubs,
      giftCardRemaining: giftCardAccounts.balance,
    })
    .from(walletPasses)
    .innerJoin(vouchers, eq(vouchers.id, walletPasses.voucherId))
    .innerJoin(clubs, eq(clubs.id, vouchers.clubId))
    .leftJoin(giftCardAccounts, eq(giftCardAccounts.voucherId, vouchers.id))
    .where(eq(walletPasses.serialNumber, serialNumber));
  return row;
}

export async function markGoogleLinked(db: DbOrTx, serialNumber: string, now: Date): Promise<void> {
  await db
    .update(walletPasses)
    .set({ googleLinkedAt: now })
    .where(and(eq(walletPasses.serialNumber, serialNumber), sql`${walletPasses.googleLinkedAt} is null`));
}

/** Registers a device for a pass; false when it already was (its push token is refreshed). */
export async function registerDevice(
  db: DbOrTx,
  values: { deviceLibraryIdentifier: string; serialNumber: string; pushToken: string },
): Promise<boolean> {
  const rows = await db
    .insert(walletPassRegistrations)
    .values(values)
    .onConflictDoUpdate({
      target: [walletPassRegistrations.deviceLibraryIdentifier, walletPassRegistrations.serialNumber],
      set: { pushToken: values.pushToken },
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return rows[0]?.inserted === true;
}

export async function unregisterDevice(
  db: DbOrTx,
  deviceLibraryIdentifier: string,
  serialNumber: string,
): Promise<boolean> {
  const rows = await db
    .delete(walletPassRegistrations)
    .where(
      and(
        eq(walletPassRegistrations.deviceLibraryIdentifier, deviceLibraryIdentifier),
        eq(walletPassRegistrations.serialNumber, serialNumber),
      ),
    )
    .returning({ serialNumber: walletPassRegistrations.serialNumber });
  return rows.length > 0;
}

/**
 * The serials of a device's passes of this pass type whose tag is above `since` (all with no
 * `since`), and the highest tag among the device's passes.
 */
export async function updatedSerials(db: DbOrTx, deviceLibraryIdentifier: string, since: number | undefined) {
  const registered = and(
    eq(walletPassRegistrations.deviceLibraryIdentifier, deviceLibraryIdentifier),
    eq(walletPassRegistrations.serialNumber, walletPasses.serialNumber),
  );
  const rows = await db
    .select({ serialNumber: walletPasses.serialNumber })
    .from(walletPasses)
    .innerJoin(walletPassRegistrations, registered)
    .where(since === undefined ? undefined : gt(walletPasses.updateTag, since))
    .orderBy(asc(walletPasses.serialNumber));
  const [last] = await db
    .select({ tag: max(walletPasses.updateTag) })
    .from(walletPasses)
    .innerJoin(walletPassRegistrations, registered);
  return { serialNumbers: rows.map((row) => row.serialNumber), lastUpdated: last?.tag ?? null };
}

/** Pending wallet notifications, oldest first. */
export async function pendingNotifications(db: DbOrTx, limit: number): Promise<WalletNotificationRow[]> {
  return db
    .select()
    .from(walletNotifications)
    .where(eq(walletNotifications.status, 'pending'))
    .orderBy(asc(walletNotifications.id))
    .limit(limit);
}

export async function markNotification(
  db: DbOrTx,
  id: number,
  outcome: { status: 'pending' | 'sent' | 'failed'; error?: string; at: Date },
): Promise<void> {
  await db
    .update(walletNotifications)
    .set({
      status: outcome.status,
      attempts: sql`${walletNotifications.attempts} + 1`,
      lastError: outcome.error ?? null,
      sentAt: outcome.status === 'sent' ? outcome.at : null,
    })
    .where(eq(walletNotifications.id, id));
}

/**
 * Touches (new update tag, Last-Modified, a notification per device and Google object) up to
 * `limit` passes of live vouchers that expired at or before `now` after the pass last changed: the
 * devices then fetch the pass again and get it voided. Answers how many it touched.
 */
export async function touchExpiredPasses(db: DbOrTx, now: Date, limit: number): Promise<number> {
  const due = sql`array(
    SELECT p.serial_number FROM ${walletPasses} p JOIN ${vouchers} v ON v.id = p.voucher_id
    WHERE v.valid_to <= ${now} AND p.modified_at <= v.valid_to AND v.user_id = p.user_id AND v.active
    ORDER BY p.serial_number LIMIT ${limit}
  )`;
  const [row] = rowsOf<{ touched: number }>(
    await db.execute(sql`SELECT wallet_passes_touch(${due}) AS touched`),
  );
  return Number(row?.touched ?? 0);
}
