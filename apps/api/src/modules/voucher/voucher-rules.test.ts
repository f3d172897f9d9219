import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { vouchers } from '../../db/schema/index';
import { rowsOf } from './sql-rows';
import { insertClub, insertVoucher } from '../../../test/builders/voucher.factory';
import {
  aliasColumns,
  liveTransferId,
  liveTransferIdSql,
  VOUCHER_RULES,
  voucherState,
} from './voucher-rules';
import type { VoucherRow } from './voucher.repository';

/**
 * Each voucher rule's SQL and TypeScript forms must agree on every row, the boundaries included:
 * valid_to a millisecond before, exactly at and a millisecond after now; no, one and unlimited uses;
 * active or not; in a transfer or not, the transfer's link expiring a millisecond before, exactly at
 * or a millisecond after now (or no expiry stored). Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */

const NOW = new Date('2026-06-15T10:00:00.000Z');

let t: TestApp;
let rows: VoucherRow[];
beforeAll(async () => {
  t = await createTestApp();
  const club = await insertClub(t);
  rows = [];
  for (const offsetMs of [-1, 0, 1, -86_400_000]) {
    for (const active of [true, false]) {
      for (const usesLeft of [null, 0, 1]) {
        const holds = [
          { transferId: null, transferExpiresAt: null },
          { transferId: 4242, transferExpiresAt: null },
          ...[-1, 0, 1].map((ms) => ({ transferId: 4242, transferExpiresAt: new Date(NOW.getTime() + ms) })),
        ];
        for (const hold of holds) {
          rows.push(
            await insertVoucher(t, {
              clubId: club.id,
              active,
              usesLeft,
              usesTotal: usesLeft === null ? null : 1,
              ...hold,
              validFrom: new Date(NOW.getTime() - 30 * 86_400_000),
              validTo: new Date(NOW.getTime() + offsetMs),
            }),
          );
        }
      }
    }
  }
});
afterAll(async () => t.close());

async function sqlAnswers(rule: (typeof VOUCHER_RULES)[keyof typeof VOUCHER_RULES]) {
  const ids = rows.map((row) => row.id);
  const drizzleForm = await t.database.db
    .select({ id: vouchers.id, holds: sql<boolean>`${rule.sql(NOW)}` })
    .from(vouchers)
    .where(inArray(vouchers.id, ids));
  const aliasForm = rowsOf<{ id: string; holds: boolean }>(
    await t.database.db.execute(
      sql`select v.id::text as id, ${rule.sql(NOW, aliasColumns('v'))} as holds from vouchers v where v.id in ${sql.raw(`(${ids.join(',')})`)}`,
    ),
  );
  return {
    drizzle: new Map(drizzleForm.map((row) => [row.id, row.holds])),
    alias: new Map(aliasForm.map((row) => [Number(row.id), row.holds])),
  };
}

describe('voucher rules: SQL and TypeScript agree', () => {
  for (const [name, rule] of Object.entries(VOUCHER_RULES)) {
    it(name, async () => {
      const answers = await sqlAnswers(rule);
      for (const row of rows) {
        const expected = rule.holds(voucherState(row, NOW), NOW);
        const held = row.transferExpiresAt
          ? `now${row.transferExpiresAt.getTime() - NOW.getTime()}ms`
          : 'null';
        const label = `${name}: active=${row.active} uses_left=${row.usesLeft} transfer_id=${row.transferId} transfer_expires_at=${held} valid_to=now${row.validTo.getTime() - NOW.getTime()}ms`;
        expect(answers.drizzle.get(row.id), label).toBe(expected);
        expect(answers.alias.get(row.id), label).toBe(expected);
      }
    });
  }

  it('the live transfer id: a hold ends at its expiry instant, in SQL as in TypeScript', async () => {
    const answers = await t.database.db
      .select({ id: vouchers.id, live: sql<string | null>`${liveTransferIdSql(NOW)}::text` })
      .from(vouchers)
      .where(
        inArray(
          vouchers.id,
          rows.map((row) => row.id),
        ),
      );
    const byId = new Map(answers.map((row) => [row.id, row.live === null ? null : Number(row.live)]));
    for (const row of rows) expect(byId.get(row.id)).toBe(liveTransferId(row, NOW));
    const at = (ms: number) => ({ transferId: 7, transferExpiresAt: new Date(NOW.getTime() + ms) });
    expect([liveTransferId(at(-1), NOW), liveTransferId(at(0), NOW), liveTransferId(at(1), NOW)]).toEqual([
      null,
      null,
      7,
    ]);
  });

  it('has one boundary: valid up to and including valid_to', () => {
    const state = (validTo: Date) => ({ active: true, validTo, usesLeft: 1, inTransfer: false });
    expect(VOUCHER_RULES.expired.holds(state(NOW), NOW)).toBe(false);
    expect(VOUCHER_RULES.usable.holds(state(NOW), NOW)).toBe(true);
    expect(VOUCHER_RULES.expired.holds(state(new Date(NOW.getTime() - 1)), NOW)).toBe(true);
  });
});
