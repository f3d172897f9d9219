import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { BasketInput } from '@golfwallet/core/validation/range-config';
import type { DbOrTx } from '../../db/client';
import { dispenseEvents, dispenserBaskets, dispensers, rangeSettings } from '../../db/schema/index';

/**
 * The club portal's view of a club's driving range. Every query takes the club id of the staff
 * member's session (the tenant): a dispenser of another club is never found.
 */

export type DispenserRow = typeof dispensers.$inferSelect;
export type BasketRow = typeof dispenserBaskets.$inferSelect;

export async function listDispensersOfClub(db: DbOrTx, clubId: number, id?: number) {
  const rows = await db
    .select({ dispenser: dispensers, basket: dispenserBaskets })
    .from(dispensers)
    .leftJoin(dispenserBaskets, eq(dispenserBaskets.dispenserId, dispensers.id))
    .where(and(eq(dispensers.clubId, clubId), id === undefined ? undefined : eq(dispensers.id, id)))
    .orderBy(asc(dispensers.id), asc(dispenserBaskets.position));
  const byId = new Map<number, { dispenser: DispenserRow; baskets: BasketRow[] }>();
  for (const row of rows) {
    const entry = byId.get(row.dispenser.id) ?? { dispenser: row.dispenser, baskets: [] };
    if (row.basket) entry.baskets.push(row.basket);
    byId.set(row.dispenser.id, entry);
  }
  return [...byId.values()];
}

/** Locks one of the club's dispensers for a change; undefined when the club has no such dispenser. */
export async function lockDispenserOfClub(db: DbOrTx, clubId: number, id: number) {
  const [row] = await db
    .select()
    .from(dispensers)
    .where(and(eq(dispensers.id, id), eq(dispensers.clubId, clubId)))
    .for('update');
  return row;
}

export interface DispenserActivity {
  lastDispensedAt: Date | null;
  lastFailedAt: Date | null;
  dispensedToday: number;
}

/** Per dispenser: when balls last came out, when a dispense last failed, baskets dispensed since `dayStart`. */
export async function dispenserActivity(db: DbOrTx, dispenserIds: number[], dayStart: Date) {
  const result = new Map<number, DispenserActivity>();
  if (dispenserIds.length === 0) return result;
  const day = dayStart.toISOString();
  const rows = await db
    .select({
      dispenserId: dispenseEvents.dispenserId,
      lastDispensedAt: sql<
        string | null
      >`max(${dispenseEvents.at}) filter (where ${dispenseEvents.status} = 'dispensed')`,
      lastFailedAt: sql<
        string | null
      >`max(${dispenseEvents.at}) filter (where ${dispenseEvents.status} = 'failed')`,
      dispensedToday: sql<number>`count(*) filter (where ${dispenseEvents.status} = 'dispensed' and ${dispenseEvents.at} >= ${day}::timestamptz)::int`,
    })
    .from(dispenseEvents)
    .where(inArray(dispenseEvents.dispenserId, dispenserIds))
    .groupBy(dispenseEvents.dispenserId);
  const date = (value: string | Date | null) => (value === null ? null : new Date(value));
  for (const row of rows) {
    result.set(row.dispenserId, {
      lastDispensedAt: date(row.lastDispensedAt),
      lastFailedAt: date(row.lastFailedAt),
      dispensedToday: Number(row.dispensedToday),
    });
  }
  return result;
}

/**
 * A new dispenser of the club, with its topic per club and dispenser (`clubs/<club>/dispensers/<id>`):
 * inserted under a unique placeholder, then given the topic named by its id, in the caller's
 * transaction. There is no status report from the machines yet, so it starts ready, like the
 * seeded ones; a machine that does not answer releases the reservation on time-out.
 */
export async function insertDispenserOfClub(db: DbOrTx, clubId: number, name: string) {
  const [row] = await db
    .insert(dispensers)
    .values({ clubId, name, mqttTopic: `pending/${randomUUID()}`, status: 'ready', enabled: true })
    .returning({ id: dispensers.id });
  await db
    .update(dispensers)
    .set({ mqttTopic: `clubs/${clubId}/dispensers/${row!.id}` })
    .where(eq(dispensers.id, row!.id));
  return row!.id;
}

export async function updateDispenserOfClub(
  db: DbOrTx,
  clubId: number,
  id: number,
  values: { name?: string; enabled?: boolean },
) {
  await db
    .update(dispensers)
    .set(values)
    .where(and(eq(dispensers.id, id), eq(dispensers.clubId, clubId)));
}

/**
 * Makes the dispenser's baskets exactly `baskets`, in order (position 1 to 4): sizes at a position
 * that stays are updated in place, new ones added, the rest removed (dispenses already made keep
 * their balls; their basket reference becomes empty).
 */
export async function replaceBaskets(db: DbOrTx, dispenserId: number, baskets: BasketInput[]) {
  for (const [index, basket] of baskets.entries()) {
    const values = { balls: basket.balls, priceMinor: basket.price_minor, maxPerDay: basket.max_per_day };
    await db
      .insert(dispenserBaskets)
      .values({ dispenserId, position: index + 1, ...values })
      .onConflictDoUpdate({ target: [dispenserBaskets.dispenserId, dispenserBaskets.position], set: values });
  }
  await db
    .delete(dispenserBaskets)
    .where(and(eq(dispenserBaskets.dispenserId, dispenserId), gt(dispenserBaskets.position, baskets.length)));
}

export async function upsertRangeSettings(
  db: DbOrTx,
  clubId: number,
  values: { maxPerDay: number; windowMinutes: number },
) {
  await db
    .insert(rangeSettings)
    .values({ clubId, ...values })
    .onConflictDoUpdate({ target: rangeSettings.clubId, set: values });
}
