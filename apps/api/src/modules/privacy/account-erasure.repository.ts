import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  accountAudit,
  federationResults,
  federationTickets,
  loginFailures,
  orders,
  outbox,
  outboxAttachments,
  partnerAudit,
  payments,
  redemptions,
  userVoucherCounts,
  users,
  voucherEvents,
  voucherTransfers,
  vouchers,
} from '../../db/schema/index';

/** Phone numbers as SMS are addressed: the profile's "+45 12345678" is the outbox's "+4512345678". */
function digitsOnly(phones: string[]): string[] {
  return phones.map((phone) => phone.replace(/ /g, ''));
}

/**
 * The queries of an account erasure (account-erasure.service.ts). Each takes the transaction of
 * the erasure; together they remove or anonymise what the cascade from `users` does not reach.
 */

/** The golfer's row, locked: a block, a second deletion or a login that touches it waits. */
export async function lockUser(tx: DbOrTx, userId: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/**
 * Keeps the vouchers the law wants kept (bought in an order, or redeemed: the club's ledger points
 * at them) and those in another golfer's history (a voucher they sent this golfer) without their
 * owner: no user, inactive (so a paper number cannot be claimed again), no PIN, no favourite, out
 * of any transfer. The rest go with the account (cascade).
 */
export async function detachKeptVouchers(tx: DbOrTx, userId: number, now: Date): Promise<number[]> {
  const kept = await tx
    .update(vouchers)
    .set({ userId: null, active: false, favourite: false, pinHash: null, transferId: null, updatedAt: now })
    .where(
      and(
        eq(vouchers.userId, userId),
        or(
          isNotNull(vouchers.orderId),
          sql`exists (select 1 from ${redemptions} where ${redemptions.voucherId} = ${vouchers.id})`,
          sql`exists (select 1 from ${voucherEvents} where ${voucherEvents.voucherId} = ${vouchers.id} and ${voucherEvents.userId} <> ${userId})`,
        ),
      ),
    )
    .returning({ id: vouchers.id });
  return kept.map((row) => row.id);
}

/** The ids of every voucher the golfer holds now (before the erasure). */
export async function voucherIdsOf(tx: DbOrTx, userId: number): Promise<number[]> {
  const rows = await tx.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.userId, userId));
  return rows.map((row) => row.id);
}

/** Redemptions stay in the clubs' ledger, without the golfer and the playing partner they named. */
export async function anonymiseRedemptions(tx: DbOrTx, userId: number, voucherIds: number[]) {
  await tx
    .update(redemptions)
    .set({ userId: null, playingWithMember: null })
    .where(
      voucherIds.length > 0
        ? or(eq(redemptions.userId, userId), inArray(redemptions.voucherId, voucherIds))
        : eq(redemptions.userId, userId),
    );
}

/** Orders stay (bookkeeping) without the buyer (the foreign key sets it null); the card token goes. */
export async function dropCardTokensOfOrders(tx: DbOrTx, userId: number) {
  await tx
    .update(payments)
    .set({ cardToken: null })
    .where(
      inArray(payments.orderId, tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))),
    );
}

/**
 * Transfers other golfers sent to this one keep their record, not this golfer's address or number,
 * nor the cover message written to them.
 */
export async function forgetTransferTargets(tx: DbOrTx, email: string, phones: string[]) {
  await tx
    .update(voucherTransfers)
    .set({ targetEmail: null, message: null })
    .where(sql`lower(${voucherTransfers.targetEmail}) = ${email.toLowerCase()}`);
  if (phones.length > 0) {
    await tx
      .update(voucherTransfers)
      .set({ targetPhone: null, message: null })
      .where(inArray(sql`replace(${voucherTransfers.targetPhone}, ' ', '')`, digitsOnly(phones)));
  }
}

/** Other golfers' history names this golfer by id (transfer sent to, received from): the id goes. */
export async function forgetInOthersHistory(tx: DbOrTx, userId: number) {
  await tx
    .update(voucherEvents)
    .set({ details: sql`${voucherEvents.details} - 'from_user_id' - 'to_user_id'` })
    .where(
      sql`${voucherEvents.details}->>'from_user_id' = ${String(userId)} or ${voucherEvents.details}->>'to_user_id' = ${String(userId)}`,
    );
}

/**
 * What clubs see in their portal's audit log: a voucher issued to this golfer keeps the product
 * and the voucher ids, not the name.
 */
export async function forgetInClubAudit(tx: DbOrTx, userId: number, name: string, voucherIds: number[]) {
  const byVoucher =
    voucherIds.length > 0
      ? sql`(${partnerAudit.details}->>'golfer' = ${name} and exists (select 1 from jsonb_array_elements_text(coalesce(${partnerAudit.details}->'voucher_ids', '[]'::jsonb)) v where v.value::bigint = any(${sql.raw(`array[${voucherIds.map(Number).join(',')}]::bigint[]`)})))`
      : sql`false`;
  await tx
    .update(partnerAudit)
    .set({ details: sql`${partnerAudit.details} - 'golfer' - 'golfer_id'` })
    .where(sql`${partnerAudit.details}->>'golfer_id' = ${String(userId)} or ${byVoucher}`);
}

/**
 * Mail and SMS to the golfer, and messages about them to others (a transfer link carries the
 * sender's name), with their attachments: sent or not, they go.
 */
export async function deleteMessages(tx: DbOrTx, userId: number, email: string, phones: string[]) {
  const recipients = [email.toLowerCase(), ...digitsOnly(phones)];
  const removed = await tx
    .delete(outbox)
    .where(
      or(
        eq(outbox.aboutUserId, userId),
        inArray(sql`lower(replace(${outbox.recipient}, ' ', ''))`, recipients),
      ),
    )
    .returning({ id: outbox.id });
  const ids = removed.map((row) => row.id);
  if (ids.length > 0) await tx.delete(outboxAttachments).where(inArray(outboxAttachments.outboxId, ids));
}

/**
 * Union sign-in tickets and results naming the golfer or their golf ID (minutes long, but not left
 * behind).
 */
export async function deleteFederationTickets(
  tx: DbOrTx,
  userId: number,
  golfId: { unionId: number; memberNumber: string } | null,
) {
  await tx
    .delete(federationTickets)
    .where(
      golfId
        ? or(
            eq(federationTickets.userId, userId),
            and(
              eq(federationTickets.unionId, golfId.unionId),
              eq(federationTickets.memberNumber, golfId.memberNumber),
            ),
          )
        : eq(federationTickets.userId, userId),
    );
  // A union sign-in's result waiting for its return page (2 minutes) names the golf ID only.
  if (golfId) {
    await tx
      .delete(federationResults)
      .where(
        and(
          eq(federationResults.unionId, golfId.unionId),
          eq(federationResults.memberNumber, golfId.memberNumber),
        ),
      );
  }
}

export async function deleteLoginFailures(tx: DbOrTx, email: string) {
  await tx.delete(loginFailures).where(eq(loginFailures.key, `email:${email.toLowerCase()}`));
}

/** The provider's audit keeps what was done to the account, not its address. */
export async function blankAuditEmail(tx: DbOrTx, userId: number) {
  await tx.update(accountAudit).set({ subjectEmail: null }).where(eq(accountAudit.subjectUserId, userId));
}

/**
 * Deletes the row; the cascade takes sessions, keys, vouchers left, history, wallet, cart, cards …
 * Then the golfer's kept voucher counts, which have no foreign key (the vouchers' triggers write
 * them as the cascade detaches the vouchers).
 */
export async function deleteUserRow(tx: DbOrTx, userId: number): Promise<boolean> {
  const rows = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  await tx.delete(userVoucherCounts).where(eq(userVoucherCounts.userId, userId));
  return rows.length === 1;
}
