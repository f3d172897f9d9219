import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outbox } from '../../db/schema/index';

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
}

/**
 * Queues a mail or SMS. Call it inside the transaction of what caused it, so a message exists
 * exactly when the change does; the mail-outbox job (or sms-outbox) delivers it afterwards.
 */
export async function enqueueMessage(db: DbOrTx, message: NewMessage): Promise<number> {
  const [row] = await db.insert(outbox).values(message).returning({ id: outbox.id });
  return row!.id;
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
 * Claims due pending messages of a channel for delivery: moves their next attempt to `leaseUntil`,
 * so another worker (or process) skips them, and returns them oldest first. Rows locked by another
 * claim are skipped. If the claimer dies, the rows become due again when the lease runs out.
 */
export async function claimDueMessages(
  db: DbOrTx,
  options: { channel: 'email' | 'sms' | 'push'; now: Date; leaseUntil: Date; limit: number },
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        eq(outbox.channel, options.channel),
        lte(outbox.nextAttemptAt, options.now),
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

export async function markMessageSent(db: DbOrTx, id: number, now: Date) {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: now, attempts: sql`${outbox.attempts} + 1`, lastError: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
}

/** A failed attempt: counts it and schedules the next one, or gives up for good with `final`. */
export async function markMessageAttemptFailed(
  db: DbOrTx,
  id: number,
  values: { error: string; nextAttemptAt: Date; final: boolean },
) {
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
