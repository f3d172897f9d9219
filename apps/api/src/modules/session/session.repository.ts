import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { statement, toDate } from '../../db/statement';
import { sessions, unions, users } from '../../db/schema/index';
import { firstExpiry, type SessionLimits } from './session-activity';

export const SESSION_IDLE_DAYS = 30;
/** A golfer's session ends 90 days after sign-in however often it is used (docs/ARCHITECTURE.md, ASVS 7.3.2). */
export const SESSION_MAX_DAYS = 90;
export const SESSION_LIMITS: SessionLimits = {
  idleDays: SESSION_IDLE_DAYS,
  maxMs: SESSION_MAX_DAYS * 86_400_000,
};

/** The golfer a session belongs to; declared with the users table's queries. */
export type { UserRow } from '../user/user.repository';

export async function insertSession(
  db: DbOrTx,
  values: {
    tokenHash: string;
    userId: number;
    now: Date;
    devicePlatform?: string;
    language?: string;
    ip?: string;
  },
) {
  await db.insert(sessions).values({
    tokenHash: values.tokenHash,
    userId: values.userId,
    createdAt: values.now,
    lastUsedAt: values.now,
    expiresAt: firstExpiry(SESSION_LIMITS, values.now),
    devicePlatform: values.devicePlatform,
    language: values.language,
    ip: values.ip,
  });
}

/** Every request looks its caller up (with the union's name, so GET /user needs nothing more). */
const sessionQuery = preparedQuery((db) =>
  db
    .select({ session: sessions, user: users, unionName: unions.name })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(unions, eq(unions.id, users.unionId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('find_session'),
);

/**
 * The session with this hash, its user and the user's union's name, expired or not: whether it is live depends on uses
 * noted in memory and not yet written (SessionActivity.expiresAt).
 */
export async function findSession(db: DbOrTx, tokenHash: string) {
  const rows = await sessionQuery(db).execute({ tokenHash });
  return rows[0];
}

export async function deleteSession(db: DbOrTx, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user, optionally keeping one (the caller's own); answers how many ended. */
export async function deleteUserSessions(db: DbOrTx, userId: number, keepTokenHash?: string) {
  const ended = await db
    .delete(sessions)
    .where(
      keepTokenHash
        ? and(eq(sessions.userId, userId), sql`${sessions.tokenHash} <> ${keepTokenHash}`)
        : eq(sessions.userId, userId),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}

/** Every stored session of a user (live or not: SessionActivity.expiresAt decides), newest first. */
export async function userSessions(db: DbOrTx, userId: number) {
  return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt));
}

/**
 * Ends the user's session whose hash starts with `ref` (its public id, hex): only among the user's
 * own, so another golfer's id ends nothing. Answers the ended session's hash, or undefined.
 */
export async function deleteUserSessionByRef(db: DbOrTx, userId: number, ref: string) {
  if (!/^[0-9a-f]+$/.test(ref)) return undefined;
  const [ended] = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), like(sessions.tokenHash, `${ref}%`)))
    .returning({ tokenHash: sessions.tokenHash });
  return ended?.tokenHash;
}

/** What the session checks need of a found session and its user. */
export interface SessionFacts {
  userId: number;
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
  status: string;
  emailConfirmed: boolean;
}

/** The session facts by the session's hash, as a statement to send with a read (db/pipeline.ts). */
export const sessionFactsStatement = statement(sql`
  select s.user_id, s.created_at, s.last_used_at, s.expires_at, u.status, u.email_confirmed
  from sessions s join users u on u.id = s.user_id
  where s.token_hash = ${sql.placeholder('tokenHash')}`);

interface SessionFactsRow {
  user_id: number;
  created_at: Date | string;
  last_used_at: Date | string;
  expires_at: Date | string;
  status: string;
  email_confirmed: boolean;
}

export function toSessionFacts(row: unknown): SessionFacts | undefined {
  if (!row) return undefined;
  const found = row as SessionFactsRow;
  return {
    userId: found.user_id,
    createdAt: toDate(found.created_at),
    lastUsedAt: toDate(found.last_used_at),
    expiresAt: toDate(found.expires_at),
    status: found.status,
    emailConfirmed: found.email_confirmed,
  };
}
