import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs, departments, unions, vouchers } from '../../db/schema/index';
import { usable } from '../voucher/voucher-rules';

export type ClubRow = typeof clubs.$inferSelect;

export function listUnionRows(db: DbOrTx) {
  return db.select().from(unions).orderBy(asc(unions.id));
}

export function listDepartmentRows(db: DbOrTx) {
  return db.select().from(departments).orderBy(asc(departments.clubId), asc(departments.id));
}

export function listClubRows(db: DbOrTx): Promise<ClubRow[]> {
  return db.select().from(clubs).orderBy(asc(clubs.name), asc(clubs.id));
}

export function clubRowsByIds(db: DbOrTx, ids: number[]): Promise<ClubRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(clubs).where(inArray(clubs.id, ids));
}

export async function findClubRow(db: DbOrTx, id: number): Promise<ClubRow | undefined> {
  const rows = await db.select().from(clubs).where(eq(clubs.id, id)).limit(1);
  return rows[0];
}

/**
 * How many usable vouchers a golfer holds per club: active, not printed, not expired, with uses
 * left (or unlimited) — the wallet list's default filter. A voucher counts at its issuing club and
 * at every club in its `where` list. Only the golfer's own vouchers are read.
 */
export async function usableVoucherCountsByClub(
  db: DbOrTx,
  userId: number,
  now: Date,
  onlyClubId?: number,
): Promise<Map<number, number>> {
  const conditions: SQL[] = [eq(vouchers.userId, userId), isNull(vouchers.printedAt), usable.sql(now)];
  if (onlyClubId !== undefined) conditions.push(eq(clubs.id, onlyClubId));
  const rows = await db
    .select({ clubId: clubs.id, count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(vouchers)
    .innerJoin(clubs, sql`${clubs.id} = ${vouchers.clubId} or ${clubs.id} = any(${vouchers.whereClubIds})`)
    .where(and(...conditions))
    .groupBy(clubs.id);
  return new Map(rows.map((row) => [row.clubId, row.count]));
}
