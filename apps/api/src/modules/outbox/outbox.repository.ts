import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outbox, outboxAttachments } from '../../db/schema/index';

export type OutboxRow = typeof outbox.$inferSelect;

export interface NewMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  text: string;
  html?: string;
  /** What kind of message: verify_email, reset_password, voucher_transfer, … */
  template: string;
  locale: string;
  /** The golfer the message is about when it goes to someone else (erased with that golfer). */
  aboutUserId?: number;
  /** Delete the row once it is sent or given up (a notice to a golfer whose account is gone). */
  purgeAfterSend?: boolean;
}

/**
 * Queues a mail or SMS. Call it inside the transaction of what caused it, so a message exists
 * exactly when the change does; the outbox job (outbox-worker.ts) delivers it afterwards.
 */
export async function enqueueMessage(db: DbOrTx, message: NewMessage): Promise<number> {
  const [row] = await db.insert(outbox).values(message).returning({ id: outbox.id });
  return row!.id;
}

/** Attaches a file to a queued mail (a receipt's or credit note's PDF), in the caller's transaction. */
export async function attachToMessage(
  db: DbOrTx,
  outboxId: number,
  file: { filename: string; contentType: string; content: Buffer },
): Promise<void> {
  await db.insert(outboxAttachments).values({ outboxId, ...file });
}

/** The newest messages, optionally only those to one recipient (the development mailbox). */
export async function listRecentMessages(
  db: DbOrTx,
  options: { recipient?: string; limit: number },
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(options.recipient ? eq(outbox.recipient, options.recipient) : undefined)
    .orderBy(desc(outbox.id))
    .limit(options.limit);
}

/**
 * Claims due pending messages of the given channels for delivery: moves their next attempt to `leaseUntil`,
 * so another worker (or process) skips them, and returns them oldest first. Rows locked by another
 * claim are skipped. If the claimer dies, the rows become due again when the lease runs out.
 */
export async function claimDueMessages(
  db: DbOrTx,
  options: { channels: readonly OutboxRow['channel'][]; now: Date; leaseUntil: Date; limit: number },
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        inArray(outbox.channel, [...options.channels]),
        lte(outbox.nextAttemptAt, options.now),
        // A receipt still to render is not sent yet (the shop-receipts job renders it).
        isNull(outbox.receiptOrderId),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set({ nextAttemptAt: options.leaseUntil })
    .where(inArray(outbox.id, due))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** A delivered message: marked sent, or deleted when it was queued to be purged after sending. */
export async function markMessageSent(db: DbOrTx, id: number, now: Date) {
  if (await purgeMessage(db, id)) return;
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: now, attempts: sql`${outbox.attempts} + 1`, lastError: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
}

/** Deletes a pending message flagged purge_after_send (and its attachments); true if it did. */
async function purgeMessage(db: DbOrTx, id: number): Promise<boolean> {
  const purged = await db
    .delete(outbox)
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending'), eq(outbox.purgeAfterSend, true)))
    .returning({ id: outbox.id });
  if (purged.length === 0) return false;
  await db.delete(outboxAttachments).where(eq(outboxAttachments.outboxId, id));
  return true;
}

/** A failed attempt: counts it and schedules the next one, or gives up for good with `final`. */
export async function markMessageAttemptFailed(
  db: DbOrTx,
  id: number,
  values: { error: string; nextAttemptAt: Date; final: boolean },
) {
  // Given up for good: a message to purge after sending goes as it would have once sent.
  if (values.final && (await purgeMessage(db, id))) return;
  await db
    .update(outbox)
    .set({
      status: values.final ? 'failed' : 'pending',
      attempts: sql`${outbox.attempts} + 1`,
      lastError: values.error.slice(0, 500),
      nextAttemptAt: values.nextAttemptAt,
    })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
}
