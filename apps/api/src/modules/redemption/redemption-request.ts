import { createHash } from 'node:crypto';
import { AppError } from '@golfwallet/core/errors/app-error';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { redemptionRequests } from '../../db/schema/index';

/**
 * A redemption sent with an Idempotency-Key: whose key it is (`scope`: one golfer, or one staff
 * member at one club, so two callers' keys never meet), the key, a hash of what was asked, and the
 * golfer whose voucher it is (the row goes with their account).
 */
export interface RequestKey {
  scope: string;
  key: string;
  fingerprint: string;
  userId: number | null;
}

/**
 * A hash of a request's fields (keys sorted, absent fields left out). The caller leaves secrets
 * out (the PIN, the device's assertion): a short PIN's hash would give it away.
 */
export function fingerprintOf(fields: Record<string, unknown>): string {
  const sorted = Object.keys(fields)
    .filter((name) => fields[name] !== undefined)
    .sort()
    .map((name) => [name, fields[name]]);
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

type StoredRow = { fingerprint: string; response: unknown };

/** The stored answer for a key, when the request is the same; the key with another request: 422. */
function answerOf<T>(request: RequestKey, row: StoredRow): T {
  if (row.fingerprint !== request.fingerprint) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return row.response as T;
}

async function findRow(db: DbOrTx, request: RequestKey) {
  const [row] = await db
    .select({ fingerprint: redemptionRequests.fingerprint, response: redemptionRequests.response })
    .from(redemptionRequests)
    .where(
      and(
        eq(redemptionRequests.scope, request.scope),
        eq(redemptionRequests.key, request.key),
        isNotNull(redemptionRequests.response),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Claims the key inside a transaction, before anything is taken (the desk's gift-card use, whose
 * answer names what is left on the card and so is known only after the transfer; every other use
 * stores its key in its own statement, recordUse). A concurrent request holding the same key waits
 * here (the unique index) until it ends: when it committed, its answer is returned (`answer`) and
 * this one takes nothing; when it rolled back, this one claims the key.
 */
export async function claimKey<T>(
  tx: Tx,
  request: RequestKey,
  now: Date,
): Promise<{ claimed: true } | { claimed: false; answer: T }> {
  const inserted = await tx
    .insert(redemptionRequests)
    .values({
      scope: request.scope,
      key: request.key,
      fingerprint: request.fingerprint,
      userId: request.userId,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ scope: redemptionRequests.scope });
  if (inserted.length > 0) return { claimed: true };
  const row = await findRow(tx, request);
  // Committed rows always hold their answer (written in the claiming transaction).
  if (!row) throw new AppError('SERVICE_UNAVAILABLE');
  return { claimed: false, answer: answerOf<T>(request, row) };
}

/** Stores the answer of the request that claimed the key, in its transaction. */
export async function saveAnswer(tx: Tx, request: RequestKey, response: unknown) {
  await tx
    .update(redemptionRequests)
    .set({ response })
    .where(and(eq(redemptionRequests.scope, request.scope), eq(redemptionRequests.key, request.key)));
}

/** The answer a finished request with this key gave (undefined: none finished yet). */
export async function findAnswer<T>(db: DbOrTx, request: RequestKey): Promise<T | undefined> {
  const row = await findRow(db, request);
  return row ? answerOf<T>(request, row) : undefined;
}

/**
 * The answer for a request the use's statement found already answered under its key (recordUse's
 * `earlier`): the stored answer, or 422 when the key came with another request.
 */
export function earlierAnswer<T>(request: RequestKey | undefined, earlier: StoredRow): T {
  if (!request) throw new Error('an answer stored under a key, for a request without one');
  return answerOf<T>(request, earlier);
}

/**
 * After a keyed redemption failed (a refusal, or the key claimed by a concurrent request that
 * committed first): the answer a request under the same key gave, if one did, so a retry of the
 * last use hears the first success, not "used up"; otherwise the failure itself. A refusal stores
 * nothing, so a retry after one runs the checks again.
 */
export async function answeredBefore<T>(
  db: DbOrTx,
  request: RequestKey | undefined,
  error: unknown,
): Promise<T> {
  if (!request) throw error;
  let earlier: T | undefined;
  try {
    earlier = await findAnswer<T>(db, request);
  } catch (lookup) {
    // The key with another request is 422; the look-up failing otherwise leaves the first failure.
    if (lookup instanceof AppError) throw lookup;
    throw error;
  }
  if (earlier === undefined) throw error;
  return earlier;
}

/** How long a redemption's key and answer are kept: a retry within a day answers the first answer. */
export const KEY_KEPT_MS = 24 * 3_600_000;

/** Deletes up to `batch` keys stored before `before`; answers how many. */
export async function deleteKeysBefore(db: DbOrTx, before: Date, batch: number): Promise<number> {
  const rows = await db
    .delete(redemptionRequests)
    .where(
      sql`(${redemptionRequests.scope}, ${redemptionRequests.key}) in (
        select scope, key from ${redemptionRequests}
        where ${redemptionRequests.createdAt} < ${before.toISOString()}::timestamptz limit ${batch})`,
    )
    .returning({ key: redemptionRequests.key });
  return rows.length;
}
