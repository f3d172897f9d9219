import type { LedgerReason } from '@golfwallet/core/domain/shop/ledger';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs, walletBalances, walletLedger } from '../../db/schema/index';
import { rowsOf } from '../voucher/sql-rows';

/**
 * The ledger (docs/ARCHITECTURE.md, "The ledger"): the one place that moves points and ball money.
 * Each function writes one transfer — an immutable wallet_ledger entry with its own transfer id —
 * and changes the golfer's one balance row in the same statement or transaction, by a conditional
 * UPDATE that never lets the available balance (balance − held) go below zero. The shop, the range,
 * withdrawals and the portal all read the same `available` balance.
 */

export type WalletKind = 'points' | 'ball_money';

/** Points are not tied to a club; ball money is. */
const scopeOf = (kind: WalletKind, clubId: number) => (kind === 'points' ? 0 : clubId);
const entryClub = (kind: WalletKind, clubId: number) => (kind === 'points' ? null : clubId);

/** What the golfer can spend: the posted balance less what pending transfers hold. */
export async function availableBalance(
  db: DbOrTx,
  userId: number,
  kind: WalletKind,
  clubId: number,
): Promise<number> {
  const [row] = await db
    .select({ available: sql<number>`${walletBalances.balance} - ${walletBalances.held}` })
    .from(walletBalances)
    .where(
      and(
        eq(walletBalances.userId, userId),
        eq(walletBalances.kind, kind),
        eq(walletBalances.clubId, scopeOf(kind, clubId)),
      ),
    );
  return Number(row?.available ?? 0);
}

/**
 * Locks one balance row for the caller's transaction (a withdrawal decides from it) and answers
 * what is available; 0 when the golfer has no such balance yet.
 */
export async function lockAvailableBalance(tx: DbOrTx, userId: number, kind: WalletKind, clubId: number) {
  const [row] = await tx
    .select({ balance: walletBalances.balance, held: walletBalances.held })
    .from(walletBalances)
    .where(
      and(
        eq(walletBalances.userId, userId),
        eq(walletBalances.kind, kind),
        eq(walletBalances.clubId, scopeOf(kind, clubId)),
      ),
    )
    .for('update');
  return row ? row.balance - row.held : 0;
}

export interface PostedTransfer {
  userId: number;
  kind: WalletKind;
  clubId: number;
  /** Positive credits the golfer, negative debits. */
  amount: number;
  reason: LedgerReason;
  orderId: number | null;
  /** The transfer's own id (an idempotency key); a new one when not given. */
  transferId?: string;
}

/**
 * One posted transfer, in the caller's transaction. A debit is one conditional UPDATE … WHERE
 * balance − held ≥ amount: it answers null (nothing written) when the golfer cannot cover it,
 * however many spend at once. Answers the available balance after.
 */
export async function postTransfer(tx: DbOrTx, entry: PostedTransfer): Promise<number | null> {
  const scope = scopeOf(entry.kind, entry.clubId);
  let available: number | undefined;
  if (entry.amount >= 0) {
    const [row] = await tx
      .insert(walletBalances)
      .values({ userId: entry.userId, kind: entry.kind, clubId: scope, balance: entry.amount })
      .onConflictDoUpdate({
        target: [walletBalances.userId, walletBalances.kind, walletBalances.clubId],
        set: { balance: sql`${walletBalances.balance} + ${entry.amount}` },
      })
      .returning({ available: sql<number>`${walletBalances.balance} - ${walletBalances.held}` });
    available = row?.available;
  } else {
    const [row] = await tx
      .update(walletBalances)
      .set({ balance: sql`${walletBalances.balance} + ${entry.amount}` })
      .where(
        and(
          eq(walletBalances.userId, entry.userId),
          eq(walletBalances.kind, entry.kind),
          eq(walletBalances.clubId, scope),
          sql`${walletBalances.balance} - ${walletBalances.held} >= ${-entry.amount}`,
        ),
      )
      .returning({ available: sql<number>`${walletBalances.balance} - ${walletBalances.held}` });
    available = row?.available;
  }
  if (available === undefined) return null;
  await tx.insert(walletLedger).values({
    ...(entry.transferId ? { transferId: entry.transferId } : {}),
    userId: entry.userId,
    clubId: entryClub(entry.kind, entry.clubId),
    kind: entry.kind,
    amount: entry.amount,
    reason: entry.reason,
    orderId: entry.orderId,
    balanceAfter: Number(available),
  });
  return Number(available);
}

/** A hold: the first phase of a two-phase transfer (holdTransfer). */
export interface Hold {
  userId: number;
  kind: WalletKind;
  clubId: number;
  amount: number;
  reason: LedgerReason;
  at: Date;
}

/**
 * What a hold needs before its statement: a hold of 0 is taken from a balance that may not exist
 * yet, so the empty balance row is made first (a hold of more needs a balance that covers it).
 */
export async function prepareHold(tx: DbOrTx, hold: Hold) {
  if (hold.amount !== 0) return;
  await tx
    .insert(walletBalances)
    .values({ userId: hold.userId, kind: hold.kind, clubId: scopeOf(hold.kind, hold.clubId) })
    .onConflictDoNothing();
}

/** A hold's values as SQL: bound values (holdValues), or placeholders of a prepared statement. */
export interface HoldSql {
  userId: SQL;
  kind: SQL;
  /** The balance's club_id (0 for points). */
  balanceClubId: SQL;
  /** The entry's club_id (null for points). */
  entryClubId: SQL;
  amount: SQL;
  reason: SQL;
  at: SQL;
}

/** A hold's values bound as parameters (holdTransferCtes). */
export function holdValues(hold: Hold): HoldSql {
  return {
    userId: sql`${hold.userId}::int`,
    kind: sql`${hold.kind}::text`,
    balanceClubId: sql`${scopeOf(hold.kind, hold.clubId)}::int`,
    entryClubId: sql`${entryClub(hold.kind, hold.clubId)}::int`,
    amount: sql`${hold.amount}::int`,
    reason: sql`${hold.reason}::text`,
    at: sql`${hold.at.toISOString()}::timestamptz`,
  };
}

/**
 * The first phase as common table expressions, for a statement that holds together with other
 * writes (the range's reservation refers to its pending entry): `hold_debited` debits the balance by
 * one conditional UPDATE, never past what is available, and `hold_entry` is the pending entry (its
 * id), present only when the debit was. prepareHold first.
 */
export function holdTransferCtes(hold: HoldSql): SQL {
  return sql`hold_debited as (
      update ${walletBalances} b set balance = b.balance - ${hold.amount}
      where b.user_id = ${hold.userId} and b.kind = ${hold.kind} and b.club_id = ${hold.balanceClubId}
        and b.balance - b.held >= ${hold.amount}
      returning b.balance - b.held as available
    ), hold_entry as (
      insert into ${walletLedger} (user_id, club_id, kind, amount, reason, phase, balance_after, at)
      select ${hold.userId}, ${hold.entryClubId}, ${hold.kind}, -${hold.amount}, ${hold.reason}, 'pending',
             hold_debited.available, ${hold.at}
      from hold_debited
      returning id
    )`;
}

/**
 * The first phase of a two-phase transfer: debits `amount` from the golfer's balance at once (a
 * pending entry; one conditional UPDATE, never past what is available), so that the second phase
 * touches the balance row only when it gives the money back. Answers the pending entry's id, or
 * null when the golfer cannot cover it.
 */
export async function holdTransfer(tx: DbOrTx, hold: Hold): Promise<number | null> {
  await prepareHold(tx, hold);
  const result = await tx.execute(sql`with ${holdTransferCtes(holdValues(hold))} select id from hold_entry`);
  const [row] = rowsOf<{ id: number | string }>(result);
  return row ? Number(row.id) : null;
}

/**
 * The second phase as common table expressions, for a statement that resolves holds together with
 * other writes (the range's reservation event: the state moved and its hold posted or voided in one
 * statement). `pendingIds` selects the ids of the pending entries to resolve (a subquery: `select
 * …`); `at` is the entries' time. `post` makes a pending debit final — one entry, the balance row
 * untouched (the money left it at the first phase) — and `void` gives it back (the balance grows by
 * it). One entry referring to the pending one; the database lets a pending transfer be resolved once
 * (pending_id is unique), so a second resolution fails loudly instead of moving money twice. The
 * new entries are the CTE `hold_resolved` (their ids); an id that is not a pending entry resolves
 * nothing. The CTE names begin with `hold_`.
 */
export function resolveHoldCtes(outcome: 'post' | 'void', pendingIds: SQL, at: SQL): SQL {
  const pending = sql`hold_pending as (
      select * from ${walletLedger} where id in (${pendingIds}) and phase = 'pending'
    )`;
  if (outcome === 'post') {
    return sql`${pending}, hold_resolved as (
      insert into ${walletLedger} (user_id, club_id, kind, amount, reason, phase, pending_id, balance_after, at)
      select p.user_id, p.club_id, p.kind, p.amount, p.reason, 'post', p.transfer_id,
             (select b.balance - b.held from ${walletBalances} b
              where b.user_id = p.user_id and b.kind = p.kind and b.club_id = coalesce(p.club_id, 0)),
             ${at}
      from hold_pending p
      returning id
    )`;
  }
  return sql`${pending}, hold_credited as (
      update ${walletBalances} b set balance = b.balance - p.amount
      from hold_pending p
      where b.user_id = p.user_id and b.kind = p.kind and b.club_id = coalesce(p.club_id, 0)
      returning b.user_id, b.kind, b.club_id, b.balance - b.held as available
    ), hold_resolved as (
      insert into ${walletLedger} (user_id, club_id, kind, amount, reason, phase, pending_id, balance_after, at)
      select p.user_id, p.club_id, p.kind, p.amount, p.reason, 'void', p.transfer_id, c.available, ${at}
      from hold_pending p
      join hold_credited c on c.user_id = p.user_id and c.kind = p.kind and c.club_id = coalesce(p.club_id, 0)
      returning id
    )`;
}

/**
 * The second phase of one hold on its own (resolveHoldCtes). Answers false when the entry is not a
 * pending transfer.
 */
export async function resolveHold(tx: DbOrTx, pendingEntryId: number, outcome: 'post' | 'void', at: Date) {
  const result = await tx.execute(
    sql`with ${resolveHoldCtes(outcome, sql`select ${pendingEntryId}::bigint`, sql`${at.toISOString()}::timestamptz`)}
    select id from hold_resolved`,
  );
  return rowsOf(result).length === 1;
}

/** The sum of an order's posted entries of one kind and reasons (what it credited or spent). */
export async function orderEntriesSum(
  db: DbOrTx,
  orderId: number,
  kind: WalletKind,
  reasons: readonly LedgerReason[],
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${walletLedger.amount}), 0)::int` })
    .from(walletLedger)
    .where(
      and(
        eq(walletLedger.orderId, orderId),
        eq(walletLedger.kind, kind),
        inArray(walletLedger.reason, [...reasons]),
        eq(walletLedger.phase, 'posted'),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function ballMoneyBalances(db: DbOrTx, userId: number) {
  return db
    .select({
      clubId: walletBalances.clubId,
      clubName: clubs.name,
      balance: sql<number>`${walletBalances.balance} - ${walletBalances.held}`.mapWith(Number),
    })
    .from(walletBalances)
    .innerJoin(clubs, eq(clubs.id, walletBalances.clubId))
    .where(and(eq(walletBalances.userId, userId), eq(walletBalances.kind, 'ball_money')))
    .orderBy(clubs.nameSort);
}

/**
 * The golfer's movements, newest first: posted entries and settled dispenses. A pending hold shows
 * once it is posted; a voided one moved nothing and does not show.
 */
export async function ledgerOf(db: DbOrTx, userId: number, limit = 50) {
  return db
    .select({ entry: walletLedger, clubName: clubs.name })
    .from(walletLedger)
    .leftJoin(clubs, eq(clubs.id, walletLedger.clubId))
    .where(and(eq(walletLedger.userId, userId), inArray(walletLedger.phase, ['posted', 'post'])))
    .orderBy(desc(walletLedger.id))
    .limit(limit);
}
