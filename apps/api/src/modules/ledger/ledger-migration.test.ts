import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { ledgerViolations } from '../../../test/support/ledger-invariants';
import { MIGRATIONS_DIR } from '../../db/client';
import { rowsOf } from '../voucher/sql-rows';

/**
 * Migration 0017 on a database as the two balances left it: the range wrote ball money to the
 * entries alone, so the shop's balance row still showed the whole top-up, and a golfer who then
 * spent in the shop too went below zero in the entries. After it: one balance equal to its entries,
 * never negative, and an open dispense holding its money as a pending transfer.
 */
const folder = mkdtempSync(path.join(tmpdir(), 'gw-migrations-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function migrationsBefore(tag: string) {
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
}

// A migration test of its own database (PGlite), so it runs once, not in the PostgreSQL half too.
describe.runIf((process.env.TEST_DB ?? 'pglite') === 'pglite')('migration 0017: the ledger', () => {
  it('rebuilds each balance from its entries and holds open dispenses', async () => {
    migrationsBefore('0017_ledger');
    const client = await PGlite.create();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: folder });
    await client.exec(`
      insert into clubs (id, name, country_code, latitude, longitude, timezone) values
        (9001, 'Testklub', 'DK', 55.7, 12.5, 'Europe/Copenhagen');
      insert into users (id, email, password_hash, first_name, last_name) values
        (9001, 'a@example.com', 'x', 'A', 'A'), (9002, 'b@example.com', 'x', 'B', 'B');
      insert into dispensers (id, club_id, name, mqtt_topic) values (9001, 9001, 'Automat', 'clubs/9001/d/1');
      -- Golfer A: 600 kr. topped up, 100 spent at the range (entries only), then 550 in the shop.
      insert into wallet_balances (user_id, kind, club_id, balance) values
        (9001, 'ball_money', 9001, 5000), (9001, 'points', 0, 500);
      insert into wallet_ledger (id, user_id, club_id, kind, amount, reason) values
        (1, 9001, 9001, 'ball_money', 60000, 'top_up'), (2, 9001, 9001, 'ball_money', -10000, 'range_dispense'),
        (3, 9001, 9001, 'ball_money', -55000, 'spent'), (4, 9001, null, 'points', 500, 'earned');
      -- Golfer B: 300 kr. topped up, one dispense of 50 done and one still open.
      insert into wallet_balances (user_id, kind, club_id, balance) values (9002, 'ball_money', 9001, 30000);
      insert into wallet_ledger (id, user_id, club_id, kind, amount, reason) values
        (5, 9002, 9001, 'ball_money', 30000, 'top_up'), (6, 9002, 9001, 'ball_money', -5000, 'range_dispense'),
        (7, 9002, 9001, 'ball_money', -5000, 'range_dispense');
      insert into range_reservations (command_id, user_id, club_id, dispenser_id, balls, payment, ledger_id,
                                      amount_minor, state, created_at, deadline_at) values
        ('00000000-0000-4000-8000-000000000001', 9002, 9001, 9001, 30, 'ball_money', 6, 5000, 'settled', now(), now()),
        ('00000000-0000-4000-8000-000000000002', 9002, 9001, 9001, 30, 'ball_money', 7, 5000, 'commanded', now(), now());
      select setval('wallet_ledger_id_seq', 100);
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });

    const balances = rowsOf<{ user_id: number; kind: string; balance: number; held: number }>(
      await db.execute(sql`select user_id, kind, balance, held from wallet_balances order by user_id, kind`),
    );
    expect(balances).toEqual([
      { user_id: 9001, kind: 'ball_money', balance: 0, held: 0 },
      { user_id: 9001, kind: 'points', balance: 500, held: 0 },
      { user_id: 9002, kind: 'ball_money', balance: 20000, held: 0 },
    ]);
    const corrections = rowsOf<{ amount: number }>(
      await db.execute(sql`select amount from wallet_ledger where reason = 'correction'`),
    );
    expect(corrections).toEqual([{ amount: 5000 }]);
    expect(await ledgerViolations(db as never)).toEqual([]);
    // Entries cannot be changed afterwards.
    await expect(db.execute(sql`update wallet_ledger set amount = 1 where id = 1`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/immutable/) },
    });
    await client.close();
    // Every migration in a fresh PGlite: about 7 s alone, past 30 s on a loaded machine (a soak).
    // A bound for a hung test, not a timing check; the next test has the same.
  }, 120_000);
});

/**
 * Migration 0024 on gift cards sold as whole-use vouchers: one still unused gets an account with
 * its value and one 'purchase' entry, and its uses go (the balance counts now); one already used
 * gets an empty account; a club-issued e-card (no product) and other vouchers are left alone.
 */
describe.runIf((process.env.TEST_DB ?? 'pglite') === 'pglite')(
  'migration 0024: gift cards in the ledger',
  () => {
    it('gives each unused gift card a balance equal to its value, a used one none', async () => {
      migrationsBefore('0024_gift_card_ledger');
      const client = await PGlite.create();
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: folder });
      await client.exec(`
      insert into clubs (id, name, country_code, latitude, longitude, timezone) values
        (9001, 'Testklub', 'DK', 55.7, 12.5, 'Europe/Copenhagen');
      insert into users (id, email, password_hash, first_name, last_name) values
        (9001, 'a@example.com', 'x', 'A', 'A');
      insert into products (id, club_id, name, type, category, value, reduction_type, price_minor, uses) values
        (9001, 9001, 'Gavekort 500', 'ecard', 'voucher', '500', 'setprice', 50000, 1);
      insert into vouchers (id, user_id, club_id, product_id, voucher_number, name, product_name, type, category,
                            value, reduction_type, valid_from, valid_to, uses_total, uses_left) values
        (1, 9001, 9001, 9001, 'GIFT-UNUSED', 'Gavekort', 'Gavekort', 'ecard', 'voucher', '500', 'setprice',
         now(), now() + interval '1 year', 1, 1),
        (2, 9001, 9001, 9001, 'GIFT-USED', 'Gavekort', 'Gavekort', 'ecard', 'voucher', '250,50', 'setprice',
         now(), now() + interval '1 year', 1, 0),
        (3, 9001, 9001, null, 'CLUB-ECARD', 'Klubkort', 'Klubkort', 'ecard', 'voucher', '100', 'setprice',
         now(), now() + interval '1 year', 1, 1),
        (4, 9001, 9001, 9001, 'GREENFEE', 'Greenfee', 'Greenfee', 'personal', 'voucher', '450', 'setprice',
         now(), now() + interval '1 year', 1, 1);
      insert into redemptions (voucher_id, user_id, club_id, method, uses_left_after) values (2, 9001, 9001, 'staff', 0);
    `);
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });

      const accounts = rowsOf<{ voucher_id: string; credit: number; balance: number }>(
        await db.execute(
          sql`select voucher_id::text, credit, balance from gift_card_accounts order by voucher_id`,
        ),
      );
      expect(accounts).toEqual([
        { voucher_id: '1', credit: 50000, balance: 50000 },
        { voucher_id: '2', credit: 25050, balance: 0 },
      ]);
      const entries = rowsOf<{ voucher_id: string; kind: string; amount: number; reason: string }>(
        await db.execute(sql`select voucher_id::text, kind, amount, reason from wallet_ledger order by id`),
      );
      expect(entries).toEqual([{ voucher_id: '1', kind: 'gift_card', amount: 50000, reason: 'purchase' }]);
      const uses = rowsOf<{ id: string; uses_total: number | null; uses_left: number | null }>(
        await db.execute(sql`select id::text, uses_total, uses_left from vouchers order by id`),
      );
      expect(uses).toEqual([
        { id: '1', uses_total: null, uses_left: null },
        { id: '2', uses_total: 1, uses_left: 0 },
        { id: '3', uses_total: 1, uses_left: 1 },
        { id: '4', uses_total: 1, uses_left: 1 },
      ]);
      expect(await ledgerViolations(db as never)).toEqual([]);
      // The card's balance cannot go below zero, and its entries cannot be changed.
      await expect(
        db.execute(sql`update gift_card_accounts set balance = -1 where voucher_id = 1`),
      ).rejects.toMatchObject({
        cause: { message: expect.stringMatching(/gift_card_accounts_nonnegative/) },
      });
      await expect(
        db.execute(sql`update wallet_ledger set voucher_id = 2 where voucher_id = 1`),
      ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/immutable/) } });
      await client.close();
    }, 120_000);
  },
);
