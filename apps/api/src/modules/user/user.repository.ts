import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { unions, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** E-mail addresses are stored lower-cased; pass a lower-cased address. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** A user with the union's name, for the profile. */
const userWithUnionQuery = preparedQuery((db) =>
  db
    .select({ user: users, unionName: unions.name })
    .from(users)
    .leftJoin(unions, eq(unions.id, users.unionId))
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_user_with_union'),
);

export async function findUserWithUnion(db: DbOrTx, id: number) {
  const [row] = await userWithUnionQuery(db).execute({ id });
  return row;
}

/** The id of the user holding a union member number, if any. */
export async function findMemberNumberHolder(
  db: DbOrTx,
  unionId: number,
  memberNumber: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.unionId, unionId), eq(users.memberNumber, memberNumber)))
    .limit(1);
  return row?.id;
}

export async function insertUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: DbOrTx, id: number, changes: UserChanges): Promise<UserRow | undefined> {
  if (Object.keys(changes).length === 0) return findUserById(db, id);
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

/** Confirms the e-mail only while it is still the address the key was sent to. */
export async function confirmUserEmail(db: DbOrTx, id: number, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ emailConfirmed: true })
    .where(and(eq(users.id, id), eq(users.email, email)))
    .returning();
  return row;
}

/** Stores a referral only when none is set yet; false when one already was. */
export async function setReferralOnce(db: DbOrTx, id: number, referral: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ referral })
    .where(and(eq(users.id, id), isNull(users.referral)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function setLastLogin(db: DbOrTx, id: number, now: Date) {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, id));
}

/** True when another account than `exceptId` uses the address. */
export async function emailUsedByOther(db: DbOrTx, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptId ? and(eq(users.email, email), sql`${users.id} <> ${exceptId}`) : eq(users.email, email))
    .limit(1);
  return row !== undefined;
}
