import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helper';
import { verifySecret } from '../../modules/auth/password';
import type { Database } from '../client';
import { users, voucherEvents, vouchers } from '../schema/index';
import { DEMO_PASSWORD } from './demo';
import { BENCH_EMAIL, generateSynthetic, parseSyntheticArgs } from './synthetic';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

const count = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
const n = sql<number>`count(*)::int`.mapWith(Number);

describe('generateSynthetic', () => {
  it('writes golfers, vouchers with events, and a bench golfer holding exactly the target', async () => {
    const lines: string[] = [];
    const first = await generateSynthetic(database.db, {
      users: 40,
      vouchers: 600,
      benchVouchers: 120,
      log: (line) => lines.push(line),
    });
    expect(first).toMatchObject({ users: 40, vouchers: 600, benchVouchersAdded: 120 });
    const db = database.db;
    expect(
      await count(
        db
          .select({ n })
          .from(users)
          .where(like(users.email, `synthetic-${first.tag}-%`)),
      ),
    ).toBe(40);
    expect(
      await count(
        db
          .select({ n })
          .from(vouchers)
          .where(like(vouchers.voucherNumber, `SY-${first.tag.toUpperCase()}-%`)),
      ),
    ).toBe(720);
    expect(await count(db.select({ n }).from(vouchers).where(eq(vouchers.userId, first.benchUserId)))).toBe(
      120,
    );
    // Every synthetic voucher has its 'issued' event.
    const missing = await db.execute(sql`
      select count(*)::int as n from vouchers v
      where v.voucher_number like ${`SY-${first.tag.toUpperCase()}-%`}
        and not exists (select 1 from voucher_events e where e.voucher_id = v.id and e.kind = 'issued')`);
    expect((missing as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    // Every type and reduction type appears; all share the precomputed demo password.
    const kinds = await db
      .selectDistinct({ type: vouchers.type, reduction: vouchers.reductionType })
      .from(vouchers)
      .where(like(vouchers.voucherNumber, `SY-${first.tag.toUpperCase()}-%`));
    expect(new Set(kinds.map((k) => k.type)).size).toBe(6);
    expect(new Set(kinds.map((k) => k.reduction)).size).toBe(3);
    const [someone] = await db
      .select()
      .from(users)
      .where(like(users.email, `synthetic-${first.tag}-%`))
      .limit(1);
    expect(await verifySecret(someone!.passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(lines.some((line) => line.startsWith('vouchers 600/600'))).toBe(true);

    // A second run adds new golfers and vouchers but leaves the bench golfer at the target.
    const second = await generateSynthetic(database.db, {
      users: 5,
      vouchers: 50,
      benchVouchers: 120,
    });
    expect(second.tag).not.toBe(first.tag);
    expect(second).toMatchObject({ benchVouchersAdded: 0, benchUserId: first.benchUserId });
    const [bench] = await db.select().from(users).where(eq(users.email, BENCH_EMAIL));
    expect(await count(db.select({ n }).from(vouchers).where(eq(vouchers.userId, bench!.id)))).toBe(120);
    expect(await count(db.select({ n }).from(voucherEvents).where(eq(voucherEvents.userId, bench!.id)))).toBe(
      120,
    );
    // The bench golfer's vouchers are all usable, so the list benchmark sees every one.
    const unusable = await count(
      db
        .select({ n })
        .from(vouchers)
        .where(
          sql`${vouchers.userId} = ${bench!.id} and (${vouchers.printedAt} is not null or ${vouchers.usesLeft} < 1 or ${vouchers.validTo} < now())`,
        ),
    );
    expect(unusable).toBe(0);
  });
});

describe('parseSyntheticArgs', () => {
  it('reads both flag forms and has small defaults', () => {
    expect(parseSyntheticArgs([])).toEqual({ users: 1000, vouchers: 20_000 });
    expect(parseSyntheticArgs(['--users', '100000', '--vouchers=2000000'])).toEqual({
      users: 100_000,
      vouchers: 2_000_000,
    });
    expect(parseSyntheticArgs(['--vouchers', '2_000_000'])).toEqual({ users: 1000, vouchers: 2_000_000 });
  });

  it.each([
    [['--users', '0']],
    [['--users', 'many']],
    [['--vouchers']],
    [['--size', '3']],
    [['--users', '1.5']],
  ])('refuses %j', (argv) => {
    expect(() => parseSyntheticArgs(argv)).toThrow();
  });
});
