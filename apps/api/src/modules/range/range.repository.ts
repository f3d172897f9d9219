import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  OPEN_STATES,
  type ReservationEffect,
  type ReservationState,
} from '@golfwallet/core/domain/dispense-reservation';
import type { DbOrTx } from '../../db/client';
import { runStatement, statement, statementCache } from '../../db/statement';
import { holdTransferCtes, prepareHold, resolveHoldCtes } from '../ledger/transfers';
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

const dispenseSiteStatement = statement(sql`
  select d.id as dispenser_id, d.club_id, d.mqtt_topic, d.status, d.enabled,
         b.id as basket_id, b.balls, b.price_minor, b.max_per_day as basket_max_per_day,
         c.id as found_club_id, c.latitude, c.longitude, c.timezone, c.self_redeem_radius_m,
         s.max_per_day, s.window_minutes
  from ${dispensers} d
  join ${dispenserBaskets} b on b.dispenser_id = d.id
  left join ${clubs} c on c.id = d.club_id
  left join ${rangeSettings} s on s.club_id = d.club_id
  where d.id = ${sql.placeholder('dispenserId')}::int and b.id = ${sql.placeholder('basketId')}::int`);

/**
 * What a dispense checks before the golfer's lock, in one statement: the dispenser and one of its
 * baskets (undefined when the basket is not the dispenser's), its club (undefined when missing) and
 * the club's range settings (or the defaults).
 */
export async function findDispenseSite(db: DbOrTx, dispenserId: number, basketId: number) {
  const [row] = await runStatement<{
    dispenser_id: number;
    club_id: number;
    mqtt_topic: string;
    status: (typeof dispensers.$inferSelect)['status'];
    enabled: boolean;
    basket_id: number;
    balls: number;
    price_minor: number;
    basket_max_per_day: number;
    found_club_id: number | null;
    latitude: number;
    longitude: number;
    timezone: string;
    self_redeem_radius_m: number;
    max_per_day: number | null;
    window_minutes: number | null;
  }>(db, dispenseSiteStatement, { dispenserId, basketId });
  if (!row) return undefined;
  return {
    dispenser: {
      id: Number(row.dispenser_id),
      clubId: Number(row.club_id),
      mqttTopic: row.mqtt_topic,
      status: row.status,
      enabled: row.enabled,
    },
    basket: {
      id: Number(row.basket_id),
      balls: Number(row.balls),
      priceMinor: Number(row.price_minor),
      maxPerDay: Number(row.basket_max_per_day),
    },
    club:
      row.found_club_id === null
        ? undefined
        : {
            id: Number(row.found_club_id),
            latitude: Number(row.latitude),
            longitude: Number(row.longitude),
            timezone: row.timezone,
            selfRedeemRadiusM: Number(row.self_redeem_radius_m),
          },
    settings:
      row.max_per_day === null || row.window_minutes === null
        ? DEFAULT_RANGE_SETTINGS
        : { maxPerDay: Number(row.max_per_day), windowMinutes: Number(row.window_minutes) },
  };
}

const lockGolferStatement = statement(sql`
  select ${users.id} from ${users} where ${users.id} = ${sql.placeholder('userId')}::int for no key update`);

/**
 * Locks the golfer's row: one golfer's dispenses are checked and reserved one at a time. FOR NO KEY
 * UPDATE, not FOR UPDATE: a checkout of the same golfer that already holds their balance row inserts
 * an order, whose foreign key takes KEY SHARE on this row; FOR UPDATE would wait for it while it
 * waits for the balance (a deadlock, seen with 50 spends at once on PostgreSQL).
 */
export async function lockGolfer(db: DbOrTx, userId: number) {
  await runStatement(db, lockGolferStatement, { userId });
}

interface DispenseTally {
  basketId: number | null;
  count: number;
  lastMs: number | null;
}

/** The day's dispenses in total and per basket, and the last one's time, from rows per basket. */
function tally(rows: readonly DispenseTally[]) {
  const perBasket = new Map<number, number>();
  let total = 0;
  let last: Date | null = null;
  for (const row of rows) {
    total += row.count;
    if (row.lastMs !== null && (!last || row.lastMs > last.getTime())) last = new Date(row.lastMs);
    // A basket the club removed since counts for the day, not for any basket left.
    if (row.basketId !== null && row.count > 0) perBasket.set(row.basketId, row.count);
  }
  return { total, perBasket, last };
}

/**
 * The day's counts per basket of the golfer's dispenses at the club that count (not released) since
 * `from`, and with an Idempotency-Key the golfer's dispense started with it: a prepared statement
 * per shape (with a key or without).
 */
const countStatement = statementCache((shape: 'key' | 'no-key') => {
  const r = rangeReservations;
  const earlier =
    shape === 'no-key'
      ? sql``
      : sql`union all
    select 'earlier', ${r.basketId}, 0, null, ${r.id}, ${r.dispenserId}, ${r.voucherId}
    from ${r}
    where ${r.userId} = ${sql.placeholder('userId')}::int and ${r.idempotencyKey} = ${sql.placeholder('key')}::text`;
  return sql`
    select 'count' as row_kind, ${r.basketId} as basket_id,
      (count(*) filter (where ${r.createdAt} >= ${sql.placeholder('since')}::timestamptz))::int as count,
      floor(extract(epoch from max(${r.createdAt})) * 1000)::bigint as last_ms,
      null::bigint as id, null::int as dispenser_id, null::bigint as voucher_id
    from ${r}
    where ${r.userId} = ${sql.placeholder('userId')}::int and ${r.clubId} = ${sql.placeholder('clubId')}::int
      and ${r.state} <> 'released' and ${r.createdAt} >= ${sql.placeholder('from')}::timestamptz
    group by ${r.basketId}
    ${earlier}`;
});

/**
 * Dispenses that count (not released) of a golfer at a club since a moment, all and per basket, and
 * the last one's time when it falls after `lastAfter` (the start of the club's waiting window).
 */
export async function countDispenses(
  db: DbOrTx,
  userId: number,
  clubId: number,
  since: Date,
  lastAfter = since,
) {
  return (await countDispensesAndEarlier(db, userId, clubId, since, lastAfter)).counts;
}

/**
 * The counts of countDispenses and, with an Idempotency-Key, the golfer's dispense started with that
 * key (the retry's answer): one statement inside the golfer's lock, where every round trip queues
 * the golfer's other taps (issue #30's bench: 50 taps of one golfer at once).
 */
export async function countDispensesAndEarlier(
  db: DbOrTx,
  userId: number,
  clubId: number,
  since: Date,
  lastAfter = since,
  key?: string,
) {
  const from = lastAfter < since ? lastAfter : since;
  const rows = await runStatement<{
    row_kind: 'count' | 'earlier';
    basket_id: number | null;
    count: number | string;
    last_ms: number | string | null;
    id: number | string | null;
    dispenser_id: number | null;
    voucher_id: number | string | null;
  }>(db, countStatement(key === undefined ? 'no-key' : 'key'), {
    userId,
    clubId,
    since: since.toISOString(),
    from: from.toISOString(),
    ...(key === undefined ? {} : { key }),
  });
  const found = rows.find((row) => row.row_kind === 'earlier');
  return {
    counts: tally(
      rows
        .filter((row) => row.row_kind === 'count')
        .map((row) => ({
          basketId: row.basket_id === null ? null : Number(row.basket_id),
          count: Number(row.count),
          lastMs: row.last_ms === null ? null : Number(row.last_ms),
        })),
    ),
    earlier: found
      ? {
          id: Number(found.id),
          dispenserId: Number(found.dispenser_id),
          basketId: found.basket_id === null ? null : Number(found.basket_id),
          voucherId: found.voucher_id === null ? null : Number(found.voucher_id),
        }
      : undefined,
  };
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

export async function insertReservation(db: DbOrTx, values: typeof rangeReservations.$inferInsert) {
  const [row] = await db.insert(rangeReservations).values(values).returning();
  return row!;
}

/**
 * The reservation and its 'requested' dispense event in one statement (the event as a
 * data-modifying CTE): one round trip under the golfer's lock instead of two.
 */
export async function insertReservationRequested(
  db: DbOrTx,
  values: typeof rangeReservations.$inferInsert,
  event: typeof dispenseEvents.$inferInsert,
) {
  const requested = db.$with('requested').as(db.insert(dispenseEvents).values(event));
  const [row] = await db.with(requested).insert(rangeReservations).values(values).returning();
  return row!;
}

/**
 * A ball-money reservation in one statement: the hold (ledger holdTransferCtes: the balance debited,
 * never below zero, and its pending entry), the reservation referring to that entry, and its
 * 'requested' event. Prepared: every value a placeholder.
 */
const heldReservationStatement = statement(
  (() => {
    const value = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;
    const at = value('at', 'timestamptz');
    const ctes = holdTransferCtes({
      userId: value('userId', 'int'),
      kind: sql`'ball_money'::text`,
      balanceClubId: value('clubId', 'int'),
      entryClubId: value('clubId', 'int'),
      amount: value('amount', 'int'),
      reason: sql`'range_dispense'::text`,
      at,
    });
    return sql`
    with ${ctes}, reservation as (
      insert into ${rangeReservations} (command_id, user_id, club_id, dispenser_id, basket_id, balls, payment,
        ledger_id, amount_minor, idempotency_key, answer, created_at, deadline_at)
      select ${value('commandId', 'uuid')}, ${value('userId', 'int')}, ${value('clubId', 'int')},
             ${value('dispenserId', 'int')}, ${value('basketId', 'int')}, ${value('balls', 'int')}, 'ball_money',
             hold_entry.id, ${value('amount', 'int')}, ${value('idempotencyKey', 'text')},
             ${value('answer', 'jsonb')}, ${at}, ${value('deadlineAt', 'timestamptz')}
      from hold_entry
      returning id, command_id, answer
    ), requested as (
      insert into ${dispenseEvents} (dispenser_id, user_id, balls, status, at)
      select ${value('dispenserId', 'int')}, ${value('userId', 'int')}, ${value('balls', 'int')}, 'requested', ${at}
      from reservation
    )
    select id, command_id, answer from reservation`;
  })(),
);

/**
 * A ball-money dispense's reservation with its hold of the basket's price (heldReservationStatement).
 * Answers undefined, having written nothing, when the golfer's ball money does not cover it.
 */
export async function insertHeldReservation(
  tx: DbOrTx,
  values: {
    commandId: string;
    userId: number;
    clubId: number;
    dispenserId: number;
    basketId: number;
    balls: number;
    amountMinor: number;
    idempotencyKey: string | null;
    answer: Record<string, unknown>;
    createdAt: Date;
    deadlineAt: Date;
  },
) {
  await prepareHold(tx, {
    userId: values.userId,
    kind: 'ball_money',
    clubId: values.clubId,
    amount: values.amountMinor,
    reason: 'range_dispense',
    at: values.createdAt,
  });
  const [row] = await runStatement<{ id: number | string; command_id: string; answer: unknown }>(
    tx,
    heldReservationStatement,
    {
      commandId: values.commandId,
      userId: values.userId,
      clubId: values.clubId,
      dispenserId: values.dispenserId,
      basketId: values.basketId,
      balls: values.balls,
      amount: values.amountMinor,
      idempotencyKey: values.idempotencyKey,
      answer: JSON.stringify(values.answer),
      at: values.createdAt.toISOString(),
      deadlineAt: values.deadlineAt.toISOString(),
    },
  );
  if (!row) return undefined;
  const answer = typeof row.answer === 'string' ? JSON.parse(row.answer) : row.answer;
  return { id: Number(row.id), commandId: row.command_id, answer: answer as Record<string, unknown> | null };
}

/** What a reservation event's statement answers of the reservation it moved. */
export interface MovedReservation {
  id: number;
  userId: number;
  clubId: number;
  dispenserId: number;
  balls: number;
  payment: string;
}

/**
 * One reservation event's statement per effect (reservation.service.ts, applyReservationEvent): the
 * reservation moved by command id from one of `from` (text, comma-separated) to `to`, conditionally
 * (a reservation in no state of `from` is not touched, whatever ran meanwhile: the update rechecks
 * the state of the row it waited for), and in the same statement, only when it moved, the effect's
 * writes: on `settle` the ball money held is posted (ledger resolveHoldCtes), on `release` it is
 * voided or the card use goes back, and on every effect the audit row (dispense_events). Run as a
 * named prepared statement, on its own (it is its own transaction).
 */
const reservationEventStatement = statementCache((effect: ReservationEffect) => {
  const at = sql`${sql.placeholder('at')}::timestamptz`;
  const ledgerIds = sql`select ledger_id from moved where payment = 'ball_money'`;
  const writes =
    effect === 'settle'
      ? sql`, ${resolveHoldCtes('post', ledgerIds, at)}`
      : effect === 'release'
        ? sql`, ${resolveHoldCtes('void', ledgerIds, at)}, card_returned as (
      update ${vouchers} v set uses_left = v.uses_left + 1, updated_at = ${at}
      from moved m
      where m.payment = 'voucher' and v.id = m.voucher_id and v.uses_left is not null
    )`
        : sql``;
  const audit =
    effect === 'none'
      ? sql``
      : sql`, audit as (
      insert into ${dispenseEvents} (dispenser_id, user_id, balls, status, at)
      select dispenser_id, user_id, balls, ${sql.raw(effect === 'release' ? "'failed'" : "'dispensed'")}, ${at} from moved
    )`;
  return sql`
    with moved as (
      update ${rangeReservations} r
      set state = ${sql.placeholder('to')}::text,
          closed_at = case when ${sql.placeholder('close')}::boolean then ${at} else r.closed_at end
      where r.command_id = ${sql.placeholder('commandId')}::uuid
        and r.state = any(string_to_array(${sql.placeholder('from')}::text, ','))
      returning r.id, r.user_id, r.club_id, r.dispenser_id, r.balls, r.payment, r.voucher_id, r.ledger_id
    )${writes}${audit}
    select id, user_id, club_id, dispenser_id, balls, payment from moved`;
});

/**
 * Moves a reservation from one of `from` to `to` with the writes of `effect`, in one statement
 * (reservationEventStatement); `close` sets closed_at to `at`. Answers the moved reservation, or
 * undefined when it was in none of those states (or there is no such command).
 */
export async function moveReservationByCommand(
  db: DbOrTx,
  move: {
    commandId: string;
    from: readonly ReservationState[];
    to: ReservationState;
    effect: ReservationEffect;
    close: boolean;
    at: Date;
  },
): Promise<MovedReservation | undefined> {
  const [row] = await runStatement<{
    id: number | string;
    user_id: number;
    club_id: number;
    dispenser_id: number;
    balls: number;
    payment: string;
  }>(db, reservationEventStatement(move.effect), {
    commandId: move.commandId,
    from: move.from.join(','),
    to: move.to,
    close: move.close,
    at: move.at.toISOString(),
  });
  if (!row) return undefined;
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    clubId: Number(row.club_id),
    dispenserId: Number(row.dispenser_id),
    balls: Number(row.balls),
    payment: row.payment,
  };
}

const reservationStateStatement = statement(sql`
  select ${rangeReservations.state} as state from ${rangeReservations}
  where ${rangeReservations.commandId} = ${sql.placeholder('commandId')}::uuid`);

/** A reservation's state by command id (committed, not locked); undefined for an unknown command. */
export async function reservationState(db: DbOrTx, commandId: string) {
  const [row] = await runStatement<{ state: ReservationState }>(db, reservationStateStatement, { commandId });
  return row?.state;
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

/** Command ids of open reservations whose deadline has passed (left open by a crash or lost). */
export async function overdueReservations(db: DbOrTx, now: Date) {
  const rows = await db
    .select({ commandId: rangeReservations.commandId })
    .from(rangeReservations)
    .where(and(inArray(rangeReservations.state, [...OPEN_STATES]), lte(rangeReservations.deadlineAt, now)))
    .limit(500);
  return rows.map((r) => r.commandId);
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
