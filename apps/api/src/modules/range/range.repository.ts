import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import { OPEN_STATES, type ReservationState } from '@golfwallet/core/domain/dispense-reservation';
import type { DbOrTx } from '../../db/client';
import { notInTransferSql } from '../voucher/voucher-rules';
import {
  clubs,
  dispenseEvents,
  dispenserBaskets,
  dispensers,
  rangeReservations,
  rangeSettings,
  users,
  vouchers,
} from '../../db/schema/index';

export const DEFAULT_RANGE_SETTINGS = { maxPerDay: 10, windowMinutes: 0 };

export async function findClub(db: DbOrTx, clubId: number) {
  const [row] = await db.select().from(clubs).where(eq(clubs.id, clubId)).limit(1);
  return row;
}

export async function findSettings(db: DbOrTx, clubId: number) {
  const [row] = await db.select().from(rangeSettings).where(eq(rangeSettings.clubId, clubId)).limit(1);
  return row ?? { clubId, ...DEFAULT_RANGE_SETTINGS };
}

/** The dispensers golfers see at a club: the ones it has not switched off. */
export async function listClubDispensers(db: DbOrTx, clubId: number) {
  const rows = await db
    .select({ dispenser: dispensers, basket: dispenserBaskets })
    .from(dispensers)
    .leftJoin(dispenserBaskets, eq(dispenserBaskets.dispenserId, dispensers.id))
    .where(and(eq(dispensers.clubId, clubId), eq(dispensers.enabled, true)))
    .orderBy(asc(dispensers.id), asc(dispenserBaskets.position));
  const byId = new Map<
    number,
    { dispenser: typeof dispensers.$inferSelect; baskets: (typeof dispenserBaskets.$inferSelect)[] }
  >();
  for (const row of rows) {
    const entry = byId.get(row.dispenser.id) ?? { dispenser: row.dispenser, baskets: [] };
    if (row.basket) entry.baskets.push(row.basket);
    byId.set(row.dispenser.id, entry);
  }
  return [...byId.values()];
}

/** The dispenser and one of its baskets; undefined when the basket is not the dispenser's. */
export async function findDispenserBasket(db: DbOrTx, dispenserId: number, basketId: number) {
  const [row] = await db
    .select({ dispenser: dispensers, basket: dispenserBaskets })
    .from(dispensers)
    .innerJoin(dispenserBaskets, eq(dispenserBaskets.dispenserId, dispensers.id))
    .where(and(eq(dispensers.id, dispenserId), eq(dispenserBaskets.id, basketId)))
    .limit(1);
  return row;
}

/**
 * Locks the golfer's row: one golfer's dispenses are checked and reserved one at a time. FOR NO KEY
 * UPDATE, not FOR UPDATE: a checkout of the same golfer that already holds their balance row inserts
 * an order, whose foreign key takes KEY SHARE on this row; FOR UPDATE would wait for it while it
 * waits for the balance (a deadlock, seen with 50 spends at once on PostgreSQL).
 */
export async function lockGolfer(db: DbOrTx, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/**
 * Dispenses that count (not released) of a golfer at a club since a moment, all and per basket, and
 * the last one's time when it falls after `lastAfter` (the start of the club's waiting window): one
 * statement inside the golfer's lock, where every round trip queues the golfer's other taps.
 */
export async function countDispenses(
  db: DbOrTx,
  userId: number,
  clubId: number,
  since: Date,
  lastAfter = since,
) {
  const from = lastAfter < since ? lastAfter : since;
  const rows = await db
    .select({
      basketId: rangeReservations.basketId,
      count: sql<number>`count(*) filter (where ${rangeReservations.createdAt} >= ${since.toISOString()}::timestamptz)::int`,
      last: sql<Date | null>`max(${rangeReservations.createdAt})`.mapWith(rangeReservations.createdAt),
    })
    .from(rangeReservations)
    .where(
      and(
        eq(rangeReservations.userId, userId),
        eq(rangeReservations.clubId, clubId),
        ne(rangeReservations.state, 'released'),
        sql`${rangeReservations.createdAt} >= ${from.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(rangeReservations.basketId);
  const perBasket = new Map<number, number>();
  let total = 0;
  let last: Date | null = null;
  for (const row of rows) {
    total += Number(row.count);
    if (row.last && (!last || row.last > last)) last = row.last;
    // A basket the club removed since counts for the day, not for any basket left.
    if (row.basketId !== null && Number(row.count) > 0) perBasket.set(row.basketId, Number(row.count));
  }
  return { total, perBasket, last };
}

/** The caller's driving-range cards (basket cards and dr_ecards) valid now at the club. */
function usableCard(userId: number, clubId: number, now: Date) {
  return and(
    eq(vouchers.userId, userId),
    eq(vouchers.category, 'driving_range'),
    eq(vouchers.active, true),
    notInTransferSql(now),
    sql`${vouchers.validFrom} <= ${now.toISOString()}::timestamptz`,
    sql`${vouchers.validTo} > ${now.toISOString()}::timestamptz`,
    sql`(${vouchers.clubId} = ${clubId} or ${clubId} = any(${vouchers.whereClubIds}))`,
  );
}

export async function listCards(db: DbOrTx, userId: number, clubId: number, now: Date) {
  return db
    .select({ id: vouchers.id, name: vouchers.name, usesLeft: vouchers.usesLeft })
    .from(vouchers)
    .where(
      and(usableCard(userId, clubId, now), sql`(${vouchers.usesLeft} is null or ${vouchers.usesLeft} > 0)`),
    )
    .orderBy(asc(vouchers.validTo), asc(vouchers.id));
}

export async function findCard(db: DbOrTx, userId: number, clubId: number, voucherId: number, now: Date) {
  const [row] = await db
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(and(eq(vouchers.id, voucherId), usableCard(userId, clubId, now)))
    .limit(1);
  return row;
}

/** Takes one use of a usable card, or nothing when none is left; answers the uses left after. */
export async function takeCardUse(db: DbOrTx, userId: number, clubId: number, voucherId: number, now: Date) {
  const [row] = await db
    .update(vouchers)
    .set({ usesLeft: sql`${vouchers.usesLeft} - 1`, updatedAt: now })
    .where(
      and(
        eq(vouchers.id, voucherId),
        usableCard(userId, clubId, now),
        sql`(${vouchers.usesLeft} is null or ${vouchers.usesLeft} > 0)`,
      ),
    )
    .returning({ usesLeft: vouchers.usesLeft });
  return row;
}

/** Gives a released use back (unlimited cards stay unlimited). */
export async function returnCardUse(db: DbOrTx, voucherId: number, now: Date) {
  await db
    .update(vouchers)
    .set({ usesLeft: sql`${vouchers.usesLeft} + 1`, updatedAt: now })
    .where(and(eq(vouchers.id, voucherId), sql`${vouchers.usesLeft} is not null`));
}

export async function insertReservation(db: DbOrTx, values: typeof rangeReservations.$inferInsert) {
  const [row] = await db.insert(rangeReservations).values(values).returning();
  return row!;
}

/** The golfer's dispense started with this Idempotency-Key, if any. */
export async function findReservationByKey(db: DbOrTx, userId: number, key: string) {
  const [row] = await db
    .select({
      id: rangeReservations.id,
      dispenserId: rangeReservations.dispenserId,
      basketId: rangeReservations.basketId,
      voucherId: rangeReservations.voucherId,
    })
    .from(rangeReservations)
    .where(and(eq(rangeReservations.userId, userId), eq(rangeReservations.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function readReservation(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: rangeReservations.id,
      state: rangeReservations.state,
      answer: rangeReservations.answer,
      deadlineAt: rangeReservations.deadlineAt,
    })
    .from(rangeReservations)
    .where(eq(rangeReservations.id, id));
  return row;
}

export async function lockReservation(db: DbOrTx, commandId: string) {
  const [row] = await db
    .select()
    .from(rangeReservations)
    .where(eq(rangeReservations.commandId, commandId))
    .for('update');
  return row;
}

/** Moves a reservation on only from the state it was read in (a conditional update). */
export async function moveReservation(
  db: DbOrTx,
  id: number,
  from: ReservationState,
  to: ReservationState,
  closedAt: Date | null,
) {
  const [row] = await db
    .update(rangeReservations)
    .set({ state: to, ...(closedAt ? { closedAt } : {}) })
    .where(and(eq(rangeReservations.id, id), eq(rangeReservations.state, from)))
    .returning({ id: rangeReservations.id });
  return row !== undefined;
}

/** Command ids of open reservations whose deadline has passed (left open by a crash or lost). */
export async function overdueReservations(db: DbOrTx, now: Date) {
  const rows = await db
    .select({ commandId: rangeReservations.commandId })
    .from(rangeReservations)
    .where(and(inArray(rangeReservations.state, [...OPEN_STATES]), lte(rangeReservations.deadlineAt, now)))
    .limit(500);
  return rows.map((r) => r.commandId);
}

export async function insertDispenseEvent(db: DbOrTx, values: typeof dispenseEvents.$inferInsert) {
  await db.insert(dispenseEvents).values(values);
}

/** Records what the machine on a topic says it is; answers whether a dispenser has that topic. */
export async function setDispenserStatusByTopic(
  db: DbOrTx,
  topic: string,
  status: (typeof dispensers.$inferSelect)['status'],
) {
  const rows = await db
    .update(dispensers)
    .set({ status })
    .where(eq(dispensers.mqttTopic, topic))
    .returning({ id: dispensers.id });
  return rows.length > 0;
}
