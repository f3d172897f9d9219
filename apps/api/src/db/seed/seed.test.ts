import { REDUCTION_TYPES, VOUCHER_TYPES } from '@golfwallet/core/domain/voucher';
import { zVoucherRestrictions } from '@golfwallet/core/domain/voucher-schema';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../../../test/global-setup';
import { openTestDatabase } from '../../../test/helper';
import { verifySecret } from '../../modules/auth/password';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../client';
import {
  clubs,
  countries,
  departments,
  faqCategories,
  faqItems,
  orderItems,
  orders,
  payments,
  products,
  unionMembers,
  unions,
  users,
  voucherEvents,
  vouchers,
} from '../schema/index';
import { ANNA_EMAIL, DEMO_EMAIL, DEMO_PASSWORD, DEMO_PIN, PAPER_VOUCHER_NUMBERS } from './demo';
import { seedIfEmpty } from './index';

/** A migrated database with nothing in it, on the engine under test. */
async function openEmptyDatabase(): Promise<Database> {
  if ((process.env.TEST_DB ?? 'pglite') === 'pglite') return openPglite();
  const url = process.env.TEST_DATABASE_URL as string;
  const name = `gw_t_${process.ppid}_${process.pid}_empty_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const database = await openPostgres(withDatabase(url, name), 2);
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

const TABLES = [
  unions,
  clubs,
  departments,
  unionMembers,
  countries,
  faqCategories,
  faqItems,
  products,
  orders,
  users,
  vouchers,
  voucherEvents,
];

async function counts(db: Database['db']) {
  const result: number[] = [];
  for (const table of TABLES) {
    const [row] = await db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(table);
    result.push(row!.n);
  }
  return result;
}

async function userByEmail(email: string) {
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no ${email}`);
  return user;
}

describe('seedIfEmpty', () => {
  it('does nothing on a seeded database', async () => {
    const before = await counts(database.db);
    expect(await seedIfEmpty(database.db, { demo: true })).toBe(false);
    expect(await seedIfEmpty(database.db, { demo: false })).toBe(false);
    expect(await counts(database.db)).toEqual(before);
  });

  it('seeds reference data without demo golfers when asked to', async () => {
    const fresh = await openEmptyDatabase();
    try {
      expect(await seedIfEmpty(fresh.db, { demo: false })).toBe(true);
      const [unionCount, clubCount, , memberCount, , , , productCount, , userCount, voucherCount] =
        await counts(fresh.db);
      expect([unionCount, userCount, voucherCount]).toEqual([3, 0, 0]);
      expect(clubCount).toBeGreaterThanOrEqual(30);
      expect(memberCount).toBeGreaterThanOrEqual(40);
      expect(productCount).toBeGreaterThan(0);
      expect(await seedIfEmpty(fresh.db, { demo: true })).toBe(false);
    } finally {
      await fresh.close();
    }
  });
});

describe('reference data', () => {
  it('has the three unions with their tids', async () => {
    const rows = await database.db.select().from(unions).orderBy(unions.id);
    expect(rows.map((u) => [u.tid, u.name, u.countryCode])).toEqual([
      ['dgu', 'Dansk Golf Union', 'DK'],
      ['sgf', 'Svenska Golfförbundet', 'SE'],
      ['other', 'Norges Golfforbund', 'NO'],
    ]);
  });

  it('has at least 30 clubs in the three countries with zones, radius and 2–4 departments', async () => {
    const rows = await database.db.select().from(clubs);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const zones = { DK: 'Europe/Copenhagen', SE: 'Europe/Stockholm', NO: 'Europe/Oslo' } as Record<
      string,
      string
    >;
    const unionRows = await database.db.select().from(unions);
    const unionCountry = new Map(unionRows.map((u) => [u.id, u.countryCode]));
    for (const club of rows) {
      expect(club.timezone).toBe(zones[club.countryCode]);
      expect(unionCountry.get(club.unionId!)).toBe(club.countryCode);
      expect(club.selfRedeemRadiusM).toBe(500);
      // Inside Denmark, Sweden or Norway's bounding box.
      expect(club.latitude).toBeGreaterThan(54.5);
      expect(club.latitude).toBeLessThan(71.5);
      expect(club.longitude).toBeGreaterThan(4.5);
      expect(club.longitude).toBeLessThan(24.2);
    }
    expect(rows.some((c) => c.hasProducts) && rows.some((c) => !c.hasProducts)).toBe(true);
    expect(rows.some((c) => c.hasDrivingRange) && rows.some((c) => !c.hasDrivingRange)).toBe(true);
    const perClub = await database.db
      .select({ clubId: departments.clubId, n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(departments)
      .groupBy(departments.clubId);
    expect(perClub).toHaveLength(rows.length);
    for (const { n } of perClub) expect(n === 2 || n === 3 || n === 4).toBe(true);
  });

  it('gives every club with products a catalogue and only those', async () => {
    const rows = await database.db
      .select({ hasProducts: clubs.hasProducts, n: sql<number>`count(${products.id})::int`.mapWith(Number) })
      .from(clubs)
      .leftJoin(products, eq(products.clubId, clubs.id))
      .groupBy(clubs.id);
    for (const row of rows) expect(row.n > 0).toBe(row.hasProducts);
    for (const product of await database.db.select().from(products)) {
      expect(zVoucherRestrictions.safeParse(product.restrictions).success).toBe(true);
    }
  });

  it('has a member registry of 40+ in each union’s number format', async () => {
    const rows = await database.db
      .select({
        tid: unions.tid,
        number: unionMembers.memberNumber,
        birth: unionMembers.birthDate,
        club: unionMembers.clubId,
      })
      .from(unionMembers)
      .innerJoin(unions, eq(unions.id, unionMembers.unionId));
    expect(rows.length).toBeGreaterThanOrEqual(40);
    for (const tid of ['dgu', 'sgf', 'other'])
      expect(rows.filter((r) => r.tid === tid).length).toBeGreaterThanOrEqual(8);
    for (const row of rows) {
      expect(row.club).not.toBeNull();
      if (row.tid === 'dgu') expect(row.number).toMatch(/^\d{1,3}-\d{4}$/);
      if (row.tid === 'other') expect(row.number).toMatch(/^\d{7}$/);
      if (row.tid === 'sgf') {
        expect(row.number).toMatch(/^\d{6}-\d{3}$/);
        // A Swedish golf id starts with the birth date, yymmdd.
        expect(row.number.slice(0, 6)).toBe(row.birth.slice(2).replaceAll('-', ''));
      }
    }
  });

  it('has the five countries and the FAQ with category 3 and texts in all seven languages', async () => {
    const countryRows = await database.db.select().from(countries).orderBy(countries.sort);
    expect(countryRows.map((c) => `${c.code}:${c.locale}:${c.phonePrefix}`)).toEqual([
      'DK:da:+45',
      'NO:no:+47',
      'IS:is:+354',
      'FI:fi:+358',
      'SE:sv:+46',
    ]);
    const categories = await database.db.select().from(faqCategories).orderBy(faqCategories.id);
    expect(categories.map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
    expect(categories[2]!.title).toMatchObject({ en: 'Vouchers', da: 'Værdibeviser' });
    const items = await database.db.select().from(faqItems);
    expect(items.length).toBeGreaterThanOrEqual(12);
    for (const item of [
      ...items.map((i) => i.question),
      ...items.map((i) => i.answer),
      ...categories.map((c) => c.title),
    ]) {
      expect(Object.keys(item).sort()).toEqual(['da', 'de', 'en', 'fi', 'is', 'no', 'sv']);
      for (const text of Object.values(item)) expect(text.length).toBeGreaterThan(3);
    }
  });
});

describe('FAQ translations added after the first seed', () => {
  it('reach a database seeded without them, keep texts changed since, and change nothing on a second run', async () => {
    // A database seeded before the Icelandic and Finnish texts existed, with one text edited since.
    await database.db.execute(sql`update faq_categories set title = title - 'is' - 'fi'`);
    await database.db.execute(
      sql`update faq_items set question = question - 'is' - 'fi', answer = answer - 'is' - 'fi'`,
    );
    await database.db.execute(
      sql`update faq_items set question = question || '{"is": "Eigin texti"}'::jsonb where question ->> 'en' = 'What is GolfWallet?'`,
    );

    expect(await seedIfEmpty(database.db, { demo: true })).toBe(false);
    const categories = await database.db.select().from(faqCategories).orderBy(faqCategories.id);
    expect(categories[2]!.title).toMatchObject({ is: 'Inneignarmiðar', fi: 'Arvosetelit' });
    const items = await database.db.select().from(faqItems);
    for (const item of items) {
      expect(Object.keys(item.question)).toEqual(expect.arrayContaining(['is', 'fi']));
      expect(Object.keys(item.answer)).toEqual(expect.arrayContaining(['is', 'fi']));
    }
    const print = items.find((item) => item.question.en === 'How do I print a voucher?');
    expect(print?.question).toMatchObject({
      is: 'Hvernig prenta ég inneignarmiða?',
      fi: 'Miten tulostan arvosetelin?',
    });
    const edited = items.find((item) => item.question.en === 'What is GolfWallet?');
    expect(edited?.question).toMatchObject({ is: 'Eigin texti', fi: 'Mikä GolfWallet on?' });

    const before = await database.db.select().from(faqItems).orderBy(faqItems.id);
    expect(await seedIfEmpty(database.db, { demo: true })).toBe(false);
    expect(await database.db.select().from(faqItems).orderBy(faqItems.id)).toEqual(before);

    // Back to the seeded text for the other tests.
    await database.db.execute(
      sql`update faq_items set question = question || '{"is": "Hvað er GolfWallet?"}'::jsonb where question ->> 'en' = 'What is GolfWallet?'`,
    );
  });
});

describe('demo data', () => {
  it('has the demo golfer as a confirmed DGU member from the registry', async () => {
    const demo = await userByEmail(DEMO_EMAIL);
    expect(demo).toMatchObject({
      emailConfirmed: true,
      languageDefault: 'da',
      newsletterAsked: true,
      printRulesAccepted: false,
      memberNumber: '12-3456',
      birthDate: '1979-05-14',
    });
    expect(await verifySecret(demo.passwordHash, DEMO_PASSWORD)).toBe(true);
    const [registry] = await database.db
      .select()
      .from(unionMembers)
      .where(eq(unionMembers.memberNumber, demo.memberNumber!));
    expect(registry).toMatchObject({ unionId: demo.unionId, birthDate: demo.birthDate, clubId: demo.clubId });
    const [union] = await database.db.select().from(unions).where(eq(unions.id, demo.unionId!));
    expect(union!.tid).toBe('dgu');
  });

  it('gives the demo golfer every voucher type and reduction type, and the special cases', async () => {
    const demo = await userByEmail(DEMO_EMAIL);
    const mine = await database.db.select().from(vouchers).where(eq(vouchers.userId, demo.id));
    const now = Date.now();
    expect(new Set(mine.map((v) => v.type))).toEqual(new Set(VOUCHER_TYPES));
    expect(new Set(mine.map((v) => v.reductionType))).toEqual(new Set(REDUCTION_TYPES));
    expect(new Set(mine.map((v) => v.clubId)).size).toBeGreaterThanOrEqual(5);
    expect(mine.some((v) => v.type === 'introcard' && v.value === '0')).toBe(true);
    expect(
      mine.some((v) => v.type !== 'introcard' && v.reductionType === 'setprice' && v.value === '0'),
    ).toBe(true);
    expect(mine.some((v) => v.type === 'ecard' && v.category === 'driving_range')).toBe(true);
    expect(mine.filter((v) => v.printedAt !== null)).toHaveLength(1);
    expect(mine.filter((v) => v.favourite).length).toBeGreaterThanOrEqual(1);
    expect(mine.some((v) => v.canBeSelfRedeemed)).toBe(true);
    expect(mine.some((v) => v.usesTotal === 10 && v.usesLeft === 7)).toBe(true);
    expect(mine.some((v) => v.validTo.getTime() < now)).toBe(true);
    expect(mine.filter((v) => v.validTo.getTime() > now).length).toBeGreaterThan(10);
    expect(mine.some((v) => v.whereClubIds.length > 1)).toBe(true);
    expect(mine.some((v) => v.whereDepartmentIds.length > 0)).toBe(true);

    const restrictions = mine.map((v) => zVoucherRestrictions.parse(v.restrictions));
    expect(restrictions.some((r) => r.valid_weekdays)).toBe(true);
    expect(restrictions.some((r) => r.valid_time_from && r.valid_time_to)).toBe(true);
    expect(restrictions.some((r) => r.valid_times_per_day)).toBe(true);
    expect(restrictions.some((r) => r.requires_member_number)).toBe(true);
    expect(restrictions.some((r) => r.valid_within_hours)).toBe(true);
    expect(restrictions.some((r) => r.exclusions?.length)).toBe(true);

    const withPin = mine.filter((v) => v.pinHash);
    expect(withPin.length).toBeGreaterThanOrEqual(2);
    expect(await verifySecret(withPin[0]!.pinHash, DEMO_PIN)).toBe(true);
    expect(await verifySecret(withPin[0]!.pinHash, '0000')).toBe(false);
  });

  it('groups identical demo vouchers under one order with its product', async () => {
    const demo = await userByEmail(DEMO_EMAIL);
    const groups = await database.db
      .select({
        orderId: vouchers.orderId,
        productId: vouchers.productId,
        n: sql<number>`count(*)::int`.mapWith(Number),
        names: sql<number>`count(distinct ${vouchers.name})::int`.mapWith(Number),
      })
      .from(vouchers)
      .where(eq(vouchers.userId, demo.id))
      .groupBy(vouchers.orderId, vouchers.productId);
    const shared = groups.find((g) => g.orderId !== null && g.n > 1);
    expect(shared).toMatchObject({ n: 3, names: 1 });
    const [order] = await database.db.select().from(orders).where(eq(orders.id, shared!.orderId!));
    expect(order).toMatchObject({ userId: demo.id, status: 'paid' });
    const [line] = await database.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(line).toMatchObject({ productId: shared!.productId, quantity: 3 });
    expect(order!.totalMinor).toBe(line!.unitPriceMinor * 3);
  });

  it('gives every demo order named lines, its VAT and the card it was paid with (issue 34, item 13)', async () => {
    const all = await database.db.select().from(orders);
    expect(all.length).toBeGreaterThanOrEqual(4);
    for (const order of all) {
      const lines = await database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line.name).not.toBe('');
      expect(order.cardMinor).toBe(order.totalMinor);
      expect(order.vatMinor).toBe(lines.reduce((sum, line) => sum + line.vatMinor, 0));
      const paid = await database.db.select().from(payments).where(eq(payments.orderId, order.id));
      if (order.totalMinor > 0)
        expect(paid).toEqual([
          expect.objectContaining({
            status: 'captured',
            cardBrand: 'visa',
            cardLast4: '4242',
            amountMinor: order.totalMinor,
          }),
        ]);
      else expect(paid).toEqual([]);
    }
  });

  it('has Anna as a confirmed non-member with a few vouchers, and two unclaimed paper vouchers', async () => {
    const anna = await userByEmail(ANNA_EMAIL);
    expect(anna).toMatchObject({
      emailConfirmed: true,
      unionId: null,
      memberNumber: null,
      languageDefault: 'en',
    });
    expect(await verifySecret(anna.passwordHash, DEMO_PASSWORD)).toBe(true);
    const hers = await database.db.select().from(vouchers).where(eq(vouchers.userId, anna.id));
    expect(hers.length).toBeGreaterThanOrEqual(3);
    const paper = await database.db.select().from(vouchers).where(isNull(vouchers.userId));
    expect(paper.map((v) => v.voucherNumber).sort()).toEqual([...PAPER_VOUCHER_NUMBERS]);
    for (const v of paper) {
      expect(v.claimedAt).toBeNull();
      expect(v.validTo.getTime()).toBeGreaterThan(Date.now());
    }
  });

  it('gives every paid product a price: only a voucher that is free by name shows the Free badge', async () => {
    const rows = await database.db.select().from(vouchers);
    // The badge says "Free" for a set price of 0 (introcards say "Intro" instead).
    const free = rows.filter(
      (v) => v.reductionType === 'setprice' && Number(v.value) === 0 && v.type !== 'introcard',
    );
    expect(free.map((v) => v.name).filter((name) => !/gratis|free/i.test(name))).toEqual([]);
    const clipCard = rows.find((v) => v.name === 'Klippekort 10 greenfee');
    expect(Number(clipCard?.value)).toBeGreaterThan(0);
  });

  it("records one 'issued' event per voucher with its holder and club", async () => {
    const rows = await database.db
      .select({ voucher: vouchers, event: voucherEvents })
      .from(vouchers)
      .leftJoin(voucherEvents, eq(voucherEvents.voucherId, vouchers.id));
    expect(rows.length).toBeGreaterThan(20);
    for (const { voucher, event } of rows) {
      expect(event).toMatchObject({ kind: 'issued', userId: voucher.userId, clubId: voucher.clubId });
    }
    expect(new Set(rows.map((r) => r.voucher.voucherNumber)).size).toBe(rows.length);
  });
});
