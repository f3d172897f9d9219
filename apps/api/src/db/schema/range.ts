import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { RESERVATION_STATES } from '@golfwallet/core/domain/dispense-reservation';
import { users } from './accounts';
import { dispensers } from './partners';
import { clubs } from './reference';
import { walletLedger } from './shop';
import { vouchers } from './vouchers';

/**
 * A club's driving-range limits (§9): how many dispenses one golfer may make per day (all baskets),
 * and the window in minutes between two dispenses of one golfer (so one card is not passed down
 * the line). No row means the defaults below.
 */
export const rangeSettings = pgTable(
  'range_settings',
  {
    clubId: integer('club_id')
      .primaryKey()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    maxPerDay: integer('max_per_day').notNull().default(10),
    windowMinutes: integer('window_minutes').notNull().default(0),
  },
  (t) => [
    check('range_settings_max_per_day', sql`${t.maxPerDay} >= 1`),
    check('range_settings_window', sql`${t.windowMinutes} between 0 and 1440`),
  ],
);

/** The basket sizes one dispenser offers (at most 4), each with its ball-money price and daily cap. */
export const dispenserBaskets = pgTable(
  'dispenser_baskets',
  {
    id: serial('id').primaryKey(),
    dispenserId: integer('dispenser_id')
      .notNull()
      .references(() => dispensers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    balls: integer('balls').notNull(),
    /** Price in ball money, minor units. */
    priceMinor: integer('price_minor').notNull(),
    /** Dispenses of this basket one golfer may make per day. */
    maxPerDay: integer('max_per_day').notNull().default(5),
  },
  (t) => [
    uniqueIndex('dispenser_baskets_position').on(t.dispenserId, t.position),
    check('dispenser_baskets_position_range', sql`${t.position} between 1 and 4`),
    check('dispenser_baskets_balls', sql`${t.balls} > 0`),
    check('dispenser_baskets_price', sql`${t.priceMinor} >= 0`),
    check('dispenser_baskets_max', sql`${t.maxPerDay} >= 1`),
  ],
);

/**
 * One dispense: value held, the command sent under its id, settled on done or released on fault or
 * timeout. `state` follows packages/core/src/domain/dispense-reservation.ts; every change is a
 * conditional UPDATE from the state read, so concurrent reports apply once.
 */
export const rangeReservations = pgTable(
  'range_reservations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    commandId: uuid('command_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    dispenserId: integer('dispenser_id')
      .notNull()
      .references(() => dispensers.id),
    /** The basket chosen; null once the club removed that basket size (balls keeps the count). */
    basketId: integer('basket_id').references(() => dispenserBaskets.id, { onDelete: 'set null' }),
    balls: integer('balls').notNull(),
    payment: text('payment', { enum: ['voucher', 'ball_money'] }).notNull(),
    voucherId: bigint('voucher_id', { mode: 'number' }).references(() => vouchers.id),
    ledgerId: bigint('ledger_id', { mode: 'number' }).references(() => walletLedger.id),
    amountMinor: integer('amount_minor').notNull().default(0),
    /** The golfer's Idempotency-Key: a retry of the same dispense answers what the first did. */
    idempotencyKey: text('idempotency_key'),
    /** The answer a settled dispense gives, for a retry with the same key. */
    answer: jsonb('answer').$type<Record<string, unknown>>(),
    state: text('state', { enum: RESERVATION_STATES }).notNull().default('reserved'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the command times out and the reservation is released. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('range_reservations_command').on(t.commandId),
    uniqueIndex('range_reservations_idempotency')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('range_reservations_user_idx').on(t.userId, t.createdAt),
    index('range_reservations_open_idx')
      .on(t.deadlineAt)
      .where(sql`${t.state} in ('reserved', 'commanded', 'acknowledged')`),
    check(
      'range_reservations_payment',
      sql`(${t.payment} = 'voucher' and ${t.voucherId} is not null) or (${t.payment} = 'ball_money' and ${t.ledgerId} is not null)`,
    ),
  ],
);
