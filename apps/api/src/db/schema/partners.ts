import {
  bigserial,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { clubs } from './reference';

/** Club portal (a later issue): staff of a club, each with a role, seeing only that club's data. */
export const clubStaff = pgTable(
  'club_staff',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'manager', 'cashier'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('club_staff_key').on(t.clubId, t.userId)],
);

/** Range ball dispensers (a later issue), reached over MQTT through the dispenser adapter. */
export const dispensers = pgTable('dispensers', {
  id: serial('id').primaryKey(),
  clubId: integer('club_id')
    .notNull()
    .references(() => clubs.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  mqttTopic: text('mqtt_topic').notNull(),
  status: text('status', { enum: ['ready', 'busy', 'offline'] })
    .notNull()
    .default('offline'),
});

export const dispenseEvents = pgTable(
  'dispense_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dispenserId: integer('dispenser_id')
      .notNull()
      .references(() => dispensers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    balls: integer('balls').notNull(),
    status: text('status', { enum: ['requested', 'dispensed', 'failed'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dispense_events_user_idx').on(t.userId, t.at)],
);
