import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Golf unions (federations): DGU (Denmark), SGF (Sweden), NGF (Norway, tid "other"). */
export const unions = pgTable('unions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  tid: text('tid', { enum: ['dgu', 'sgf', 'other'] })
    .notNull()
    .unique(),
  countryCode: text('country_code').notNull(),
});

/** Golf clubs and driving ranges: the partners. */
export const clubs = pgTable(
  'clubs',
  {
    id: serial('id').primaryKey(),
    unionId: integer('union_id').references(() => unions.id),
    name: text('name').notNull(),
    /** lower(name), stored: the voucher list sorts by club without lowering it per voucher. */
    nameSort: text('name_sort').notNull().generatedAlwaysAs(sql`lower(name)`),
    city: text('city'),
    countryCode: text('country_code').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** IANA zone the club's restrictions are read in, e.g. Europe/Copenhagen. */
    timezone: text('timezone').notNull(),
    hasProducts: boolean('has_products').notNull().default(false),
    hasDrivingRange: boolean('has_driving_range').notNull().default(false),
    logoUrl: text('logo_url'),
    /** How close (metres) a golfer must be to self-redeem here. */
    selfRedeemRadiusM: integer('self_redeem_radius_m').notNull().default(500),
    email: text('email'),
    phone: text('phone'),
  },
  // The voucher list walks clubs A-Z (then each club's vouchers through their owner index).
  (t) => [index('clubs_name_sort_idx').on(t.nameSort, t.id)],
);

/** Parts of a club where a voucher can be valid: course, shop, driving range, restaurant. */
export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  clubId: integer('club_id')
    .notNull()
    .references(() => clubs.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
});

/** The union member registry the membership check reads (a stand-in for the unions' own). */
export const unionMembers = pgTable(
  'union_members',
  {
    unionId: integer('union_id')
      .notNull()
      .references(() => unions.id),
    memberNumber: text('member_number').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    sex: text('sex', { enum: ['m', 'f'] }),
    clubId: integer('club_id').references(() => clubs.id),
    memberGuid: text('member_guid'),
    hcp: text('hcp'),
    /** Members' e-mail as the union knows it (the union sign-in hands it over). */
    email: text('email'),
    /**
     * argon2id hash of the member's password at the development union sign-in (the embedded
     * OpenID provider and the Swedish login simulator). Never set for a real union's members.
     */
    devPasswordHash: text('dev_password_hash'),
  },
  (t) => [primaryKey({ columns: [t.unionId, t.memberNumber] })],
);

/** Countries we serve (§3): code, locale, phone prefix. Names come from Intl in the caller's language. */
export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  locale: text('locale').notNull(),
  phonePrefix: text('phone_prefix').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const faqCategories = pgTable('faq_categories', {
  id: integer('id').primaryKey(),
  sort: integer('sort').notNull().default(0),
  /** Title per locale: {"da": "...", "en": "..."}. */
  title: jsonb('title').$type<Record<string, string>>().notNull(),
});

export const faqItems = pgTable('faq_items', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => faqCategories.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull().default(0),
  question: jsonb('question').$type<Record<string, string>>().notNull(),
  answer: jsonb('answer').$type<Record<string, string>>().notNull(),
});

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
