import { createHash } from 'node:crypto';
import { AppError } from '@golfwallet/core/errors/app-error';
import { and, eq, isNotNull } from 'drizzle-orm';
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

/** The answer a finished request with this key gave (undefined: none finished yet). */
export async function findAnswer<T>(db: DbOrTx, request: RequestKey): Promise<T | undefined> {
  const row = await findRow(db, request);
  return row ? answerOf<T>(request, row) : undefined;
}

/**
 * Claims the key inside the redemption's transaction, before any use is taken. A concurrent
 * request holding the same key waits here (the unique index) until it ends: when it committed,
 * its answer is read and returned (`answer`), and this one takes nothing; when it rolled back,
 * this one claims the key. The claim goes with the transaction: a refused redemption (rolled back)
 * leaves the key free for a retry.
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
