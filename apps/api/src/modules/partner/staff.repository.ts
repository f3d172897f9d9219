import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { runStatement, statement, toDate } from '../../db/statement';
import {
  clubStaff,
  clubs,
  departments,
  staffAccounts,
  staffKeys,
  staffSessions,
} from '../../db/schema/index';
import { firstExpiry, type SessionLimits } from '../session/session-activity';

export const STAFF_SESSION_IDLE_DAYS = 30;
/**
 * A staff session ends 7 days after sign-in however often it is used: staff redeem vouchers and
 * issue value from a desk computer others may use (docs/ARCHITECTURE.md, ASVS 7.3.2).
 */
export const STAFF_SESSION_MAX_DAYS = 7;
export const STAFF_SESSION_LIMITS: SessionLimits = {
  idleDays: STAFF_SESSION_IDLE_DAYS,
  maxMs: STAFF_SESSION_MAX_DAYS * 86_400_000,
};
export type StaffRow = typeof staffAccounts.$inferSelect;
export type StaffRole = 'owner' | 'desk';
type MembershipStatus = (typeof clubStaff.$inferSelect)['status'];

export async function findStaffByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email)).limit(1);
  return row;
}

/** The account with this e-mail, made (without a password) when there is none. */
export async function ensureStaffAccount(db: DbOrTx, email: string, language = 'da') {
  await db.insert(staffAccounts).values({ email, language }).onConflictDoNothing();
  return (await findStaffByEmail(db, email))!;
}

export async function updateStaff(
  db: DbOrTx,
  id: number,
  values: Partial<typeof staffAccounts.$inferInsert>,
) {
  await db.update(staffAccounts).set(values).where(eq(staffAccounts.id, id));
}

/** The clubs where a staff account is active staff, with the role at each, by club name. */
export async function listMemberships(db: DbOrTx, staffId: number) {
  return db
    .select({ club_id: clubs.id, name: clubs.name, role: clubStaff.role })
    .from(clubStaff)
    .innerJoin(clubs, eq(clubs.id, clubStaff.clubId))
    .where(and(eq(clubStaff.staffId, staffId), eq(clubStaff.status, 'active')))
    .orderBy(asc(clubs.name));
}

/** The account's membership of the club (active or deactivated), if any. */
export async function findMembership(db: DbOrTx, staffId: number, clubId: number) {
  const [row] = await db
    .select({ role: clubStaff.role, status: clubStaff.status })
    .from(clubStaff)
    .where(and(eq(clubStaff.staffId, staffId), eq(clubStaff.clubId, clubId)))
    .limit(1);
  return row;
}

/** Adds a staff account to a club; an existing membership keeps its row and takes the role. */
export async function upsertMembership(db: DbOrTx, staffId: number, clubId: number, role: StaffRole) {
  await db
    .insert(clubStaff)
    .values({ staffId, clubId, role })
    .onConflictDoUpdate({ target: [clubStaff.clubId, clubStaff.staffId], set: { role } });
}

export async function listClubStaff(db: DbOrTx, clubId: number) {
  return db
    .select({
      staff_id: staffAccounts.id,
      email: staffAccounts.email,
      name: staffAccounts.name,
      role: clubStaff.role,
      status: clubStaff.status,
      passwordHash: staffAccounts.passwordHash,
    })
    .from(clubStaff)
    .innerJoin(staffAccounts, eq(staffAccounts.id, clubStaff.staffId))
    .where(eq(clubStaff.clubId, clubId))
    .orderBy(asc(staffAccounts.email));
}

/**
 * Every membership of the club with its account's e-mail, locked (FOR UPDATE of club_staff) until
 * the transaction ends: two owners changing the staff at once queue here, so the rule "at least one
 * active owner" is checked against rows nobody else can change meanwhile.
 */
export async function lockClubStaff(tx: DbOrTx, clubId: number) {
  return tx
    .select({
      staffId: clubStaff.staffId,
      role: clubStaff.role,
      status: clubStaff.status,
      email: staffAccounts.email,
    })
    .from(clubStaff)
    .innerJoin(staffAccounts, eq(staffAccounts.id, clubStaff.staffId))
    .where(eq(clubStaff.clubId, clubId))
    .orderBy(asc(clubStaff.id))
    .for('update', { of: clubStaff });
}

export async function updateMembership(
  tx: DbOrTx,
  clubId: number,
  staffId: number,
  values: { role?: StaffRole; status?: MembershipStatus },
) {
  await tx
    .update(clubStaff)
    .set(values)
    .where(and(eq(clubStaff.clubId, clubId), eq(clubStaff.staffId, staffId)));
}

export async function deleteMembership(tx: DbOrTx, clubId: number, staffId: number) {
  await tx.delete(clubStaff).where(and(eq(clubStaff.clubId, clubId), eq(clubStaff.staffId, staffId)));
}

/** Revokes the account's live sessions working for the club; answers how many. */
export async function revokeStaffSessionsAt(tx: DbOrTx, staffId: number, clubId: number, now: Date) {
  const rows = await tx
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        eq(staffSessions.clubId, clubId),
        isNull(staffSessions.revokedAt),
      ),
    )
    .returning({ tokenHash: staffSessions.tokenHash });
  return rows.length;
}

/**
 * The club's invitations not yet accepted nor expired, newest first, with the invited e-mail. One
 * person may have several (invited twice); the caller keeps the newest.
 */
export async function listPendingInvitations(db: DbOrTx, clubId: number, now: Date) {
  return db
    .select({
      staffId: staffKeys.staffId,
      email: staffAccounts.email,
      role: staffKeys.role,
      expiresAt: staffKeys.expiresAt,
    })
    .from(staffKeys)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffKeys.staffId))
    .where(
      and(
        eq(staffKeys.clubId, clubId),
        eq(staffKeys.purpose, 'invite'),
        isNull(staffKeys.usedAt),
        gt(staffKeys.expiresAt, now),
      ),
    )
    .orderBy(desc(staffKeys.createdAt));
}

/** Deletes the account's unused invitations to the club (their links stop working); returns their roles. */
export async function deletePendingInvitations(tx: DbOrTx, staffId: number, clubId: number) {
  return tx
    .delete(staffKeys)
    .where(
      and(
        eq(staffKeys.staffId, staffId),
        eq(staffKeys.clubId, clubId),
        eq(staffKeys.purpose, 'invite'),
        isNull(staffKeys.usedAt),
      ),
    )
    .returning({ role: staffKeys.role });
}

export async function findStaffById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id)).limit(1);
  return row;
}

export async function findClubWithDepartments(db: DbOrTx, clubId: number) {
  const [club] = await db.select().from(clubs).where(eq(clubs.id, clubId)).limit(1);
  if (!club) return undefined;
  const rows = await db
    .select({ department_id: departments.id, department_name: departments.name })
    .from(departments)
    .where(eq(departments.clubId, clubId))
    .orderBy(asc(departments.id));
  return { club, departments: rows };
}

export async function insertStaffSession(
  db: DbOrTx,
  values: { tokenHash: string; staffId: number; clubId: number; now: Date; ip?: string },
) {
  await db.insert(staffSessions).values({
    tokenHash: values.tokenHash,
    staffId: values.staffId,
    clubId: values.clubId,
    createdAt: values.now,
    lastUsedAt: values.now,
    expiresAt: firstExpiry(STAFF_SESSION_LIMITS, values.now),
    ip: values.ip,
  });
}

/**
 * The staff session with this hash (expired or not: SessionActivity.expiresAt decides; revoked or
 * not), its account and the role at the session's club. The role comes from club_staff on every
 * request (an active membership only), so a membership taken away or deactivated stops working at
 * once. A statement, so that a desk read can be sent
 * with it in one round trip (staff-auth.ts, readWithStaffSession).
 */
export const staffSessionStatement = statement(sql`
  select ss.club_id, ss.created_at as session_created_at, ss.last_used_at, ss.expires_at, ss.revoked_at, cs.role,
         sa.id, sa.email, sa.name, sa.password_hash, sa.language, sa.status, sa.created_at, sa.last_login_at
  from staff_sessions ss
  join staff_accounts sa on sa.id = ss.staff_id
  left join club_staff cs on cs.staff_id = ss.staff_id and cs.club_id = ss.club_id and cs.status = 'active'
  where ss.token_hash = ${sql.placeholder('tokenHash')}`);

interface StaffSessionRow {
  club_id: number;
  session_created_at: Date | string;
  last_used_at: Date | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  role: StaffRole | null;
  id: number;
  email: string;
  name: string;
  password_hash: string | null;
  language: string;
  status: StaffRow['status'];
  created_at: Date | string;
  last_login_at: Date | string | null;
}

/** A staff session as found by its hash: its club and times, its account, its role at the club. */
export interface StaffSessionFound {
  session: { clubId: number; createdAt: Date; lastUsedAt: Date; expiresAt: Date; revokedAt: Date | null };
  staff: StaffRow;
  role: StaffRole | null;
}

/** The found session from a row of staffSessionStatement (undefined: no such session). */
export function toStaffSession(row: unknown): StaffSessionFound | undefined {
  if (!row) return undefined;
  const found = row as StaffSessionRow;
  return {
    session: {
      clubId: found.club_id,
      createdAt: toDate(found.session_created_at),
      lastUsedAt: toDate(found.last_used_at),
      expiresAt: toDate(found.expires_at),
      revokedAt: found.revoked_at === null ? null : toDate(found.revoked_at),
    },
    staff: {
      id: found.id,
      email: found.email,
      name: found.name,
      passwordHash: found.password_hash,
      language: found.language,
      status: found.status,
      createdAt: toDate(found.created_at),
      lastLoginAt: toDate(found.last_login_at),
    },
    role: found.role,
  };
}

/** Every partner request looks its caller up (see staffSessionStatement). */
export async function findStaffSession(db: DbOrTx, tokenHash: string) {
  const [row] = await runStatement(db, staffSessionStatement, { tokenHash });
  return toStaffSession(row);
}

export async function setSessionClub(db: DbOrTx, tokenHash: string, clubId: number) {
  await db.update(staffSessions).set({ clubId }).where(eq(staffSessions.tokenHash, tokenHash));
}

export async function deleteStaffSession(db: DbOrTx, tokenHash: string) {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
}

export async function deleteStaffSessions(db: DbOrTx, staffId: number) {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

export async function insertStaffKey(db: DbOrTx, values: typeof staffKeys.$inferInsert) {
  await db.insert(staffKeys).values(values);
}

/** Uses a key up with a conditional update: it works once, even when two requests race. */
export async function consumeStaffKey(db: DbOrTx, keyHash: string, now: Date) {
  const [row] = await db
    .update(staffKeys)
    .set({ usedAt: now })
    .where(and(eq(staffKeys.keyHash, keyHash), isNull(staffKeys.usedAt), gt(staffKeys.expiresAt, now)))
    .returning();
  return row;
}

export async function findStaffKey(db: DbOrTx, keyHash: string) {
  const [row] = await db.select().from(staffKeys).where(eq(staffKeys.keyHash, keyHash)).limit(1);
  return row;
}

export async function countStaffKeysSince(db: DbOrTx, staffId: number, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffKeys)
    .where(and(eq(staffKeys.staffId, staffId), gt(staffKeys.createdAt, since)));
  return Number(row?.n ?? 0);
}
