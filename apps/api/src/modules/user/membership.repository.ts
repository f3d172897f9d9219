import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs, unionMembers, unions } from '../../db/schema/index';

export type UnionRow = typeof unions.$inferSelect;

/** A union by id ("1") or by tid ("dgu", "sgf", "other"). */
export async function findUnion(db: DbOrTx, ref: number | string): Promise<UnionRow | undefined> {
  const byId = typeof ref === 'number' || /^\d{1,9}$/.test(ref);
  if (!byId && !['dgu', 'sgf', 'other'].includes(ref)) return undefined;
  const [row] = await db
    .select()
    .from(unions)
    .where(byId ? eq(unions.id, Number(ref)) : eq(unions.tid, ref as 'dgu' | 'sgf' | 'other'))
    .limit(1);
  return row;
}

/** A member of the union registry with the name of their club. */
export async function findRegistryMember(db: DbOrTx, unionId: number, memberNumber: string) {
  const [row] = await db
    .select({ member: unionMembers, clubName: clubs.name })
    .from(unionMembers)
    .leftJoin(clubs, eq(clubs.id, unionMembers.clubId))
    .where(and(eq(unionMembers.unionId, unionId), eq(unionMembers.memberNumber, memberNumber)))
    .limit(1);
  return row;
}

export async function findClubName(db: DbOrTx, clubId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, clubId)).limit(1);
  return row?.name;
}
