import { deskLookup } from '@golfwallet/core/contracts/partner/desk-lookup';
import { deskRedeem } from '@golfwallet/core/contracts/partner/desk-redeem';
import { redeemVoucher } from '@golfwallet/core/contracts/vouchers/redeem-voucher';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, refusal, type TestApp, type TestUser } from '../../../test/helper';
import { createLoggedApp } from '../../../test/security/logged-app';
import { redemptions, vouchers } from '../../db/schema/index';
import { errorCodeIn } from '../../lib/error-chain';
import { insertClub, insertVoucher } from '../../../test/builders/voucher.factory';
import { createTestStaff } from '../../../test/builders/partner';

/**
 * Restrictions fail closed, and the database holds the rules it can (CHECK constraints): issue 16.
 */

let t: TestApp & { log(): string };
let golfer: TestUser;
let club: Awaited<ReturnType<typeof insertClub>>;
beforeAll(async () => {
  t = await createLoggedApp();
  golfer = await createTestUser(t);
  club = await insertClub(t);
});
afterAll(async () => t.close());

/** The database's error code of a failed statement (drizzle wraps the driver's error). */
async function sqlState(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (error) {
    return errorCodeIn(error) ?? 'no code';
  }
  return undefined;
}

describe('unreadable restrictions', () => {
  it('refuse redemption with a clear error and a log line, and take no use', async () => {
    const voucher = await insertVoucher(t, { clubId: club.id, userId: golfer.id, usesTotal: 2, usesLeft: 2 });
    // Written behind the API's back (the API cannot write such a value): a limit that is not a number.
    await t.database.db.execute(
      sql`update vouchers set restrictions = '{"valid_times_per_day": "lots"}'::jsonb where id = ${voucher.id}`,
    );
    const res = await refusal(
      t.api({ token: golfer.token, language: 'en' })(redeemVoucher, {
        body: { voucher_id: voucher.id, club_id: club.id },
      }),
    );
    expect({ status: res.status, code: res.code, message: res.message }).toEqual({
      status: 409,
      code: 'VOUCHER_RESTRICTIONS_UNREADABLE',
      message: "This voucher's conditions cannot be read, so it cannot be used. Please contact the club.",
    });
    const line = t
      .log()
      .split('\n')
      .find((l) => l.includes('voucher restrictions do not parse'));
    expect(line).toBeDefined();
    expect(JSON.parse(line!)).toMatchObject({ level: 50, voucher_id: voucher.id });
    expect(line).toContain('valid_times_per_day');
    const [after] = await t.database.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(after!.usesLeft).toBe(2);
    expect(
      await t.database.db.select().from(redemptions).where(eq(redemptions.voucherId, voucher.id)),
    ).toEqual([]);
  });

  it('refuse the desk too: its look-up and its redemption answer 409 with the log line, and take no use', async () => {
    const desk = await createTestStaff(t, [{ clubId: club.id, role: 'desk' }]);
    const voucher = await insertVoucher(t, { clubId: club.id, userId: golfer.id, usesTotal: 2, usesLeft: 2 });
    await t.database.db.execute(
      sql`update vouchers set restrictions = '{"valid_weekdays": "monday"}'::jsonb where id = ${voucher.id}`,
    );
    const refused = {
      status: 409,
      code: 'VOUCHER_RESTRICTIONS_UNREADABLE',
      message: "This voucher's conditions cannot be read, so it cannot be used. Please contact the club.",
    };
    const portal = t.api({ token: desk.token, language: 'en' });
    const lookUp = await refusal(portal(deskLookup, { params: { number: voucher.voucherNumber } }));
    expect({ status: lookUp.status, code: lookUp.code, message: lookUp.message }).toEqual(refused);
    const redeem = await refusal(portal(deskRedeem, { body: { voucher_id: voucher.id } }));
    expect({ status: redeem.status, code: redeem.code, message: redeem.message }).toEqual(refused);
    const lines = t
      .log()
      .split('\n')
      .filter(
        (l) => l.includes('voucher restrictions do not parse') && l.includes(`"voucher_id":${voucher.id}`),
      );
    expect(lines.length).toBe(2);
    const [after] = await t.database.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(after!.usesLeft).toBe(2);
    expect(
      await t.database.db.select().from(redemptions).where(eq(redemptions.voucherId, voucher.id)),
    ).toEqual([]);
  });

  it('cannot be written through the API’s schema, and the database refuses a non-object', async () => {
    const bad = { valid_times_per_day: 'lots' } as unknown as Record<string, never>;
    await expect(insertVoucher(t, { clubId: club.id, restrictions: bad })).rejects.toThrow(
      /valid_times_per_day/,
    );
    const voucher = await insertVoucher(t, { clubId: club.id, restrictions: { valid_times_per_day: 1 } });
    await expect(
      t.database.db.update(vouchers).set({ restrictions: bad }).where(eq(vouchers.id, voucher.id)),
    ).rejects.toThrow(/valid_times_per_day/);
    expect(
      await sqlState(() =>
        t.database.db.execute(sql`update vouchers set restrictions = '[]'::jsonb where id = ${voucher.id}`),
      ),
    ).toBe('23514');
  });
});

describe('CHECK constraints', () => {
  it('keep uses left at zero or more, valid_from before valid_to and money non-negative', async () => {
    const voucher = await insertVoucher(t, { clubId: club.id, userId: golfer.id });
    const update = (values: Partial<typeof vouchers.$inferInsert>) => () =>
      t.database.db.update(vouchers).set(values).where(eq(vouchers.id, voucher.id));
    expect(await sqlState(update({ usesLeft: -1 }))).toBe('23514');
    expect(await sqlState(update({ validFrom: new Date(voucher.validTo.getTime() + 1) }))).toBe('23514');
    expect(await sqlState(update({ pricePaidMinor: -1 }))).toBe('23514');
    expect(
      await sqlState(update({ usesLeft: 0, validFrom: voucher.validTo, pricePaidMinor: 0 })),
    ).toBeUndefined();
    const ledger = (values: Partial<typeof redemptions.$inferInsert>) => () =>
      t.database.db
        .insert(redemptions)
        .values({ voucherId: voucher.id, clubId: club.id, method: 'club', ...values });
    expect(await sqlState(ledger({ originalPriceMinor: -100 }))).toBe('23514');
    expect(await sqlState(ledger({ usesLeftAfter: -1 }))).toBe('23514');
    expect(await sqlState(ledger({ originalPriceMinor: 0, usesLeftAfter: 0 }))).toBeUndefined();
  });
});
