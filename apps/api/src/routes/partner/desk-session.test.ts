import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../../../test/helper';
import { statementsDuring } from '../../../test/statements';
import { createTestStaff, type TestStaff } from '../../../test/builders/partner';
import { insertClub, insertVoucher } from '../../../test/builders/voucher.factory';
import { clubStaff, redemptions, staffAccounts, staffSessions } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';

/**
 * The desk's look-up and redeem check the staff session with their first read, in one round trip
 * (partnerRouteWithRead, readWithStaffSession), once the session has been seen live on this
 * instance. A session that died since (deleted, expired), whose account was blocked or whose role
 * at the club was taken away is still refused exactly as every other partner route refuses it:
 * same status, same body, nothing written. The read is for the session's club as it is now, never
 * the one it had when it was first seen. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const TUESDAY = new Date('2026-11-24T10:00:00Z');

let t: TestApp;
let clubA: number;
let clubB: number;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(TUESDAY);
  clubA = (await insertClub(t, { name: 'Desk Session A Golfklub' })).id;
  clubB = (await insertClub(t, { name: 'Desk Session B Golfklub' })).id;
});
afterAll(async () => t.close());

// Raw: each refusal's status and whole body, as sent, are compared between the desk routes and
// GET /partner/session (a wire-level check).
const lookUp = (staff: TestStaff, number: string) =>
  t.call({ method: 'GET', url: `/partner/desk/vouchers/${number}`, token: staff.token });
const redeem = (staff: TestStaff, voucherId: number) =>
  t.call({
    method: 'POST',
    url: '/partner/desk/redeem',
    token: staff.token,
    payload: { voucher_id: voucherId },
  });
/** GET /partner/session: a partner route that looks the session up before the handler (partnerRoute). */
const me = (staff: TestStaff) => t.call({ method: 'GET', url: '/partner/session', token: staff.token });

async function unlimitedVoucher(clubId: number) {
  const golfer = await createTestUser(t);
  return insertVoucher(t, { clubId, userId: golfer.id, usesTotal: null, usesLeft: null });
}

async function redemptionsOf(voucherId: number) {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(redemptions)
    .where(eq(redemptions.voucherId, voucherId));
  return Number(row!.n);
}

/** A desk whose session this instance has seen live (its next desk call is checked with its read). */
async function seenDesk() {
  const staff = await createTestStaff(t, [{ clubId: clubA, role: 'desk' }]);
  const voucher = await unlimitedVoucher(clubA);
  expect((await lookUp(staff, voucher.voucherNumber)).statusCode).toBe(200);
  return { staff, voucher };
}

const ends: [string, number, string, (staff: TestStaff) => Promise<unknown>][] = [
  [
    'deleted (logged out elsewhere)',
    403,
    'SESSION_EXPIRED',
    (staff) => t.database.db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(staff.token))),
  ],
  [
    'expired',
    403,
    'SESSION_EXPIRED',
    (staff) =>
      t.database.db
        .update(staffSessions)
        .set({
          lastUsedAt: new Date(TUESDAY.getTime() - 31 * 86_400_000),
          expiresAt: new Date(TUESDAY.getTime() - 1000),
        })
        .where(eq(staffSessions.tokenHash, hashToken(staff.token))),
  ],
  [
    'of a blocked account',
    403,
    'FORBIDDEN',
    (staff) =>
      t.database.db.update(staffAccounts).set({ status: 'blocked' }).where(eq(staffAccounts.id, staff.id)),
  ],
  [
    'without a role at its club any more',
    403,
    'FORBIDDEN',
    (staff) =>
      t.database.db
        .delete(clubStaff)
        .where(and(eq(clubStaff.staffId, staff.id), eq(clubStaff.clubId, staff.clubId))),
  ],
];

describe('a desk session checked with the read', () => {
  for (const [what, status, code, end] of ends) {
    it(`refuses a session ${what} as every partner route does, writing nothing`, async () => {
      const answers: [number, unknown][] = [];
      // Each route on a session of its own: a refused session is forgotten, and then looked up first.
      for (const call of [
        (staff: TestStaff, voucher: { voucherNumber: string }) => lookUp(staff, voucher.voucherNumber),
        (staff: TestStaff, voucher: { id: number }) => redeem(staff, voucher.id),
      ]) {
        const { staff, voucher } = await seenDesk();
        await end(staff);
        const res = await call(staff, voucher);
        answers.push([res.statusCode, res.json()]);
        expect(await redemptionsOf(voucher.id)).toBe(0);
        const reference = await me(staff);
        answers.push([reference.statusCode, reference.json()]);
      }
      expect(answers[0]).toMatchObject([status, { code }]);
      for (const answer of answers) expect(answer).toEqual(answers[0]);
    });
  }

  it('is checked with the read in one round trip on PostgreSQL', async () => {
    const { staff, voucher } = await seenDesk();
    const statements = await statementsDuring(t.database.db, async () => {
      expect((await lookUp(staff, voucher.voucherNumber)).statusCode).toBe(200);
    });
    expect(statements.join('\n')).toMatch(/from staff_sessions ss[\s\S]*staff_sessions ss join clubs c/);
    expect(statements).toHaveLength(t.database.kind === 'postgres' ? 1 : 2);
  });

  it('reads for the club the session is at now, not the one it had when it was seen', async () => {
    const staff = await createTestStaff(t, [
      { clubId: clubA, role: 'desk' },
      { clubId: clubB, role: 'desk' },
    ]);
    const atA = await unlimitedVoucher(clubA);
    const atB = await unlimitedVoucher(clubB);
    expect((await lookUp(staff, atA.voucherNumber)).json()).toMatchObject({
      owner_name: 'Desk Session A Golfklub',
    });
    expect((await lookUp(staff, atB.voucherNumber)).json().code).toBe('VOUCHER_NOT_FOUND');
    // The session moves to club B (as POST /partner/session/club does).
    await t.database.db
      .update(staffSessions)
      .set({ clubId: clubB })
      .where(eq(staffSessions.tokenHash, hashToken(staff.token)));
    expect((await lookUp(staff, atA.voucherNumber)).json().code).toBe('VOUCHER_NOT_FOUND');
    expect((await redeem(staff, atA.id)).json().code).toBe('VOUCHER_NOT_FOUND');
    expect((await lookUp(staff, atB.voucherNumber)).json()).toMatchObject({
      owner_name: 'Desk Session B Golfklub',
    });
    expect((await redeem(staff, atB.id)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(redemptions).where(eq(redemptions.voucherId, atB.id));
    expect(row).toMatchObject({ clubId: clubB, staffId: staff.id });
    expect(await redemptionsOf(atA.id)).toBe(0);
  });
});
