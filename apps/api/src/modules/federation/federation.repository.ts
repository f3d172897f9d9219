import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  federationResults,
  federationStates,
  federationTickets,
  unions,
  unionSubjects,
  userGolfIds,
  users,
} from '../../db/schema/index';

export type FederationStateRow = typeof federationStates.$inferSelect;
export type FederationTicketRow = typeof federationTickets.$inferSelect;

/** Stores a started sign-in, and clears sign-ins that expired (the index on expires_at keeps it cheap). */
export async function insertFederationState(
  db: DbOrTx,
  values: typeof federationStates.$inferInsert,
  now: Date,
) {
  await db.delete(federationStates).where(lt(federationStates.expiresAt, now));
  await db.insert(federationStates).values(values);
}

/**
 * Takes a sign-in state once: marks it used if it exists, is unused and has not expired, and
 * returns it; undefined otherwise (replayed, forged or expired). One conditional UPDATE, so two
 * callbacks with the same state cannot both win.
 */
export async function takeFederationState(
  db: DbOrTx,
  stateHash: string,
  now: Date,
): Promise<FederationStateRow | undefined> {
  const [row] = await db
    .update(federationStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(federationStates.stateHash, stateHash),
        isNull(federationStates.usedAt),
        gt(federationStates.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Stores a ticket, and clears tickets that expired. */
export async function insertFederationTicket(
  db: DbOrTx,
  values: typeof federationTickets.$inferInsert,
  now: Date,
) {
  await db.delete(federationTickets).where(lt(federationTickets.expiresAt, now));
  await db.insert(federationTickets).values(values);
}

/** A live (unused, unexpired) ticket, without spending it. */
export async function findFederationTicket(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<FederationTicketRow | undefined> {
  const [row] = await db
    .select()
    .from(federationTickets)
    .where(
      and(
        eq(federationTickets.tokenHash, tokenHash),
        isNull(federationTickets.usedAt),
        gt(federationTickets.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** Takes a ticket once (like takeFederationState); run inside the transaction that uses it. */
export async function takeFederationTicket(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<FederationTicketRow | undefined> {
  const [row] = await db
    .update(federationTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(federationTickets.tokenHash, tokenHash),
        isNull(federationTickets.usedAt),
        gt(federationTickets.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Stores a finished sign-in's result for its return page, and clears results that expired. */
export async function insertFederationResult(
  db: DbOrTx,
  values: typeof federationResults.$inferInsert,
  now: Date,
) {
  await db.delete(federationResults).where(lt(federationResults.expiresAt, now));
  await db.insert(federationResults).values(values);
}

/** Takes a sign-in's result once (like takeFederationState): undefined if unknown, used or expired. */
export async function takeFederationResult(db: DbOrTx, codeHash: string, now: Date) {
  const [row] = await db
    .update(federationResults)
    .set({ usedAt: now })
    .where(
      and(
        eq(federationResults.codeHash, codeHash),
        isNull(federationResults.usedAt),
        gt(federationResults.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** The country codes that have a union row (golf IDs are kept per union). */
export async function listUnionCountries(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ countryCode: unions.countryCode }).from(unions);
  return rows.map((row) => row.countryCode.toUpperCase());
}

export async function findUnionByCountry(db: DbOrTx, countryCode: string) {
  const [row] = await db.select().from(unions).where(eq(unions.countryCode, countryCode)).limit(1);
  return row;
}

/** The account holding a golf ID, as its main one or as an added one. */
export async function findGolfIdHolder(
  db: DbOrTx,
  unionId: number,
  memberNumber: string,
): Promise<number | undefined> {
  const [main] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.unionId, unionId), eq(users.memberNumber, memberNumber)))
    .limit(1);
  if (main) return main.id;
  const [added] = await db
    .select({ id: userGolfIds.userId })
    .from(userGolfIds)
    .where(and(eq(userGolfIds.unionId, unionId), eq(userGolfIds.memberNumber, memberNumber)))
    .limit(1);
  return added?.id;
}

/** An account's golf IDs: the main one first, then the added ones. */
export async function listGolfIdsOf(
  db: DbOrTx,
  userId: number,
): Promise<{ unionId: number; memberNumber: string }[]> {
  const [user] = await db
    .select({ unionId: users.unionId, memberNumber: users.memberNumber })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const added = await db
    .select({ unionId: userGolfIds.unionId, memberNumber: userGolfIds.memberNumber })
    .from(userGolfIds)
    .where(eq(userGolfIds.userId, userId))
    .orderBy(userGolfIds.createdAt);
  const main =
    user?.unionId && user.memberNumber ? [{ unionId: user.unionId, memberNumber: user.memberNumber }] : [];
  return [...main, ...added];
}

export async function addGolfId(db: DbOrTx, userId: number, unionId: number, memberNumber: string) {
  await db.insert(userGolfIds).values({ userId, unionId, memberNumber });
}

/** Removes one of an account's added golf IDs; false if the account has no such added ID. */
export async function removeAddedGolfId(db: DbOrTx, userId: number, memberNumber: string): Promise<boolean> {
  const rows = await db
    .delete(userGolfIds)
    .where(and(eq(userGolfIds.userId, userId), eq(userGolfIds.memberNumber, memberNumber)))
    .returning({ n: userGolfIds.memberNumber });
  return rows.length > 0;
}

/** The issuer and `sub` kept for a golf ID, with the account they were kept for. */
export async function findUnionSubject(db: DbOrTx, unionId: number, memberNumber: string) {
  const [row] = await db
    .select()
    .from(unionSubjects)
    .where(and(eq(unionSubjects.unionId, unionId), eq(unionSubjects.memberNumber, memberNumber)))
    .limit(1);
  return row;
}

/**
 * Keeps who a golf ID is at its union for the account holding it: inserts the row, or updates it
 * when it is the same issuer and `sub` (a newer `auth_time`) or was kept for another account (the
 * golf ID has moved since). False, and nothing written, when the account's row names another
 * issuer or `sub`. One statement, so two sign-ins at once cannot both write.
 */
export async function keepUnionSubject(
  db: DbOrTx,
  values: {
    unionId: number;
    memberNumber: string;
    userId: number;
    issuer: string;
    subject: string;
    authenticatedAt: Date | null;
  },
): Promise<boolean> {
  const rows = await db
    .insert(unionSubjects)
    .values(values)
    .onConflictDoUpdate({
      target: [unionSubjects.unionId, unionSubjects.memberNumber],
      set: {
        userId: sql`excluded.user_id`,
        issuer: sql`excluded.issuer`,
        subject: sql`excluded.subject`,
        authenticatedAt: sql`coalesce(excluded.authenticated_at, ${unionSubjects.authenticatedAt})`,
      },
      setWhere: sql`${unionSubjects.userId} <> excluded.user_id or (${unionSubjects.issuer} = excluded.issuer and ${unionSubjects.subject} = excluded.subject)`,
    })
    .returning({ userId: unionSubjects.userId });
  return rows.length > 0;
}
