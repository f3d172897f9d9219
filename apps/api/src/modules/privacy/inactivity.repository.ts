import { and, eq, gt, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, vouchers, walletBalances } from '../../db/schema/index';
import { usable } from '../voucher/voucher-rules';

/** The last sign of life: the last login, or the sign-up when the golfer never logged in. */
const lastSeen = sql`coalesce(${users.lastLoginAt}, ${users.createdAt})`;

/** No points or ball money left and no voucher that can still be used (spec §1 privacy text). */
function holdsNothing(now: Date) {
  return and(
    sql`not exists (select 1 from ${walletBalances} where ${walletBalances.userId} = ${users.id} and ${walletBalances.balance} > 0)`,
    sql`not exists (select 1 from ${vouchers} where ${vouchers.userId} = ${users.id} and ${usable.sql(now)})`,
  );
}

/** Golfers to warn: unseen since the cutoff, holding nothing, not warned yet. */
export async function golfersToWarn(db: DbOrTx, cutoff: Date, now: Date, limit: number) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.inactivityWarnedAt), lt(lastSeen, cutoff), holdsNothing(now)))
    .orderBy(users.id)
    .limit(limit);
}

/** Sets the warning time once (a concurrent sweep warns nobody twice); answers the golfer. */
export async function markWarned(db: DbOrTx, userId: number, now: Date) {
  const [row] = await db
    .update(users)
    .set({ inactivityWarnedAt: now })
    .where(and(eq(users.id, userId), isNull(users.inactivityWarnedAt)))
    .returning();
  return row;
}

/** Warned at or before `graceStart`, unseen since the warning, still holding nothing. */
export async function golfersToDelete(db: DbOrTx, graceStart: Date, now: Date, limit: number) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isNotNull(users.inactivityWarnedAt),
        lte(users.inactivityWarnedAt, graceStart),
        sql`${lastSeen} < ${users.inactivityWarnedAt}`,
        holdsNothing(now),
      ),
    )
    .orderBy(users.id)
    .limit(limit);
}

/**
 * Warned golfers who logged in since (or got something to keep): the warning is withdrawn, so a
 * later inactive period warns again before any deletion.
 */
export async function withdrawWarnings(db: DbOrTx, now: Date) {
  await db
    .update(users)
    .set({ inactivityWarnedAt: null })
    .where(
      and(
        isNotNull(users.inactivityWarnedAt),
        sql`(${gt(lastSeen, users.inactivityWarnedAt)} or not (${holdsNothing(now)}))`,
      ),
    );
}
