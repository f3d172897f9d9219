import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs, walletBalances, walletLedger } from '../../db/schema/index';

export type WalletKind = 'points' | 'ball_money';
export type LedgerReason = 'purchase' | 'spent' | 'top_up' | 'bonus' | 'refund' | 'earned';

/** Points are not tied to a club; ball money is. */
const scopeOf = (kind: WalletKind, clubId: number) => (kind === 'points' ? 0 : clubId);

export async function balanceOf(
  db: DbOrTx,
  userId: number,
  kind: WalletKind,
  clubId: number,
): Promise<number> {
  const [row] = await db
    .select({ balance: walletBalances.balance })
    .from(walletBalances)
    .where(
      and(
        eq(walletBalances.userId, userId),
        eq(walletBalances.kind, kind),
        eq(walletBalances.clubId, scopeOf(kind, clubId)),
      ),
    );
  return row?.balance ?? 0;
}

/**
 * Changes a balance by `amount` and writes the ledger row, in the caller's transaction. A debit is
 * one conditional UPDATE … WHERE balance >= amount: it returns null (nothing written) when the
 * balance would go negative, however many spend at once.
 */
export async function moveBalance(
  tx: DbOrTx,
  entry: {
    userId: number;
    kind: WalletKind;
    clubId: number;
    amount: number;
    reason: LedgerReason;
    orderId: number | null;
  },
): Promise<number | null> {
  const scope = scopeOf(entry.kind, entry.clubId);
  let balance: number | undefined;
  if (entry.amount >= 0) {
    const [row] = await tx
      .insert(walletBalances)
      .values({ userId: entry.userId, kind: entry.kind, clubId: scope, balance: entry.amount })
      .onConflictDoUpdate({
        target: [walletBalances.userId, walletBalances.kind, walletBalances.clubId],
        set: { balance: sql`${walletBalances.balance} + ${entry.amount}` },
      })
      .returning({ balance: walletBalances.balance });
    balance = row?.balance;
  } else {
    const [row] = await tx
      .update(walletBalances)
      .set({ balance: sql`${walletBalances.balance} + ${entry.amount}` })
      .where(
        and(
          eq(walletBalances.userId, entry.userId),
          eq(walletBalances.kind, entry.kind),
          eq(walletBalances.clubId, scope),
          sql`${walletBalances.balance} >= ${-entry.amount}`,
        ),
      )
      .returning({ balance: walletBalances.balance });
    balance = row?.balance;
  }
  if (balance === undefined) return null;
  await tx.insert(walletLedger).values({
    userId: entry.userId,
    clubId: entry.kind === 'points' ? null : entry.clubId,
    kind: entry.kind,
    amount: entry.amount,
    reason: entry.reason,
    orderId: entry.orderId,
    balanceAfter: balance,
  });
  return balance;
}

export async function ballMoneyBalances(db: DbOrTx, userId: number) {
  return db
    .select({ clubId: walletBalances.clubId, clubName: clubs.name, balance: walletBalances.balance })
    .from(walletBalances)
    .innerJoin(clubs, eq(clubs.id, walletBalances.clubId))
    .where(and(eq(walletBalances.userId, userId), eq(walletBalances.kind, 'ball_money')))
    .orderBy(clubs.nameSort);
}

export async function ledgerOf(db: DbOrTx, userId: number, limit = 50) {
  return db
    .select({ entry: walletLedger, clubName: clubs.name })
    .from(walletLedger)
    .leftJoin(clubs, eq(clubs.id, walletLedger.clubId))
    .where(eq(walletLedger.userId, userId))
    .orderBy(desc(walletLedger.id))
    .limit(limit);
}
