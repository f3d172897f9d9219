import { getStaffMe } from '@golfwallet/core/contracts/partner/get-staff-me';
import { getSession } from '@golfwallet/core/contracts/session/get-session';
import { getUser } from '@golfwallet/core/contracts/user/get-user';
import { countVouchers } from '@golfwallet/core/contracts/vouchers/count-vouchers';
import { listVouchers } from '@golfwallet/core/contracts/vouchers/list-vouchers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../../../test/helper';
import { statementsDuring, writes } from '../../../test/statements';
import { sessions, staffSessions } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import { createTestStaff } from '../../../test/builders/partner';
import { insertClub } from '../../../test/builders/voucher.factory';
import { SessionActivity } from './session-activity';
import { SESSION_LIMITS } from './session.repository';
import { STAFF_SESSION_LIMITS } from '../partner/staff.repository';

/**
 * A read never writes (issue 10), not even the session's sliding expiry: a request notes its use
 * in memory and the server writes the noted uses in one statement every few seconds. Runs on
 * PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function stored(token: string) {
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row;
}

/** The test clock runs on from where a test set it: a time taken a moment later is a little ahead. */
function expectNear(actual: Date, expected: number) {
  expect(Math.abs(actual.getTime() - expected)).toBeLessThan(5_000);
}

describe('session activity', () => {
  it('a golfer read sends no write, and the session already shows its slid expiry', async () => {
    const user = await createTestUser(t);
    const before = await stored(user.token);
    t.clock.advance(2 * DAY);
    const golfer = t.api({ token: user.token });
    const statements = await statementsDuring(t.database.db, async () => {
      // Each 200, checked by the typed client.
      await golfer(getUser);
      await golfer(listVouchers);
      await golfer(countVouchers);
      await golfer(getSession);
    });
    expect(writes(statements)).toEqual([]);
    // The session's own answer already shows the slid expiry.
    const session = await golfer(getSession);
    expectNear(new Date(session.expires_at), t.clock.now().getTime() + 30 * DAY);
    expect(await stored(user.token)).toMatchObject({ expiresAt: before!.expiresAt });
  });

  it('writes every noted use in one statement, never back in time, and not for a deleted session', async () => {
    const [a, b, gone] = [await createTestUser(t), await createTestUser(t), await createTestUser(t)];
    const activity = new SessionActivity('sessions', SESSION_LIMITS);
    const at = new Date(t.clock.now().getTime() + DAY);
    for (const user of [a, b, gone]) activity.used(hashToken(user.token), (await stored(user.token))!, at);
    await t.database.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(gone.token)));
    const statements = await statementsDuring(t.database.db, () => activity.flush(t.database.db));
    expect(writes(statements)).toHaveLength(1);
    expect(activity.pending).toBe(0);
    for (const user of [a, b])
      expect(await stored(user.token)).toMatchObject({
        lastUsedAt: at,
        expiresAt: new Date(at.getTime() + 30 * DAY),
      });
    expect(await stored(gone.token)).toBeUndefined();

    // A use noted by a slower instance does not move the stored time back.
    const older = new SessionActivity('sessions', SESSION_LIMITS);
    older.used(
      hashToken(a.token),
      { createdAt: new Date(0), lastUsedAt: new Date(0), expiresAt: new Date(0) },
      new Date(at.getTime() - 1000),
    );
    await older.flush(t.database.db);
    expect(await stored(a.token)).toMatchObject({ lastUsedAt: at });
  });

  it('notes a use at most once a minute, and a noted use keeps an idle session alive', () => {
    const activity = new SessionActivity('sessions', SESSION_LIMITS);
    const now = new Date('2026-11-25T12:00:00Z');
    const stale = {
      createdAt: new Date(now.getTime() - 29 * DAY),
      lastUsedAt: new Date(now.getTime() - 29 * DAY),
      expiresAt: new Date(now.getTime() + DAY),
    };
    activity.used('h', { ...stale, lastUsedAt: new Date(now.getTime() - 30_000) }, now);
    expect(activity.pending).toBe(0);
    activity.used('h', stale, now);
    expect(activity.pending).toBe(1);
    expect(activity.expiresAt('h', stale)).toEqual(new Date(now.getTime() + 30 * DAY));
    activity.forget('h');
    expect(activity.expiresAt('h', stale)).toEqual(stale.expiresAt);
  });

  it('a noted use never slides a session past its absolute lifetime, in memory or when written', async () => {
    const activity = new SessionActivity('sessions', SESSION_LIMITS);
    const now = new Date('2026-11-25T12:00:00Z');
    const old = {
      createdAt: new Date(now.getTime() - 89 * DAY),
      lastUsedAt: new Date(now.getTime() - 2 * DAY),
      expiresAt: new Date(now.getTime() + 28 * DAY),
    };
    activity.used('h', old, now);
    expect(activity.expiresAt('h', old)).toEqual(new Date(now.getTime() + DAY));

    const user = await createTestUser(t);
    const createdAt = (await stored(user.token))!.createdAt;
    const written = new SessionActivity('sessions', SESSION_LIMITS);
    const at = new Date(createdAt.getTime() + 80 * DAY);
    written.used(hashToken(user.token), (await stored(user.token))!, at);
    await written.flush(t.database.db);
    expect(await stored(user.token)).toMatchObject({
      lastUsedAt: at,
      expiresAt: new Date(createdAt.getTime() + 90 * DAY),
    });
  });

  it('a staff read sends no write either, and the staff session slides', async () => {
    const club = await insertClub(t, { name: 'Activity Golfklub' });
    const staff = await createTestStaff(t, [{ clubId: club.id, role: 'desk' }]);
    t.clock.advance(4 * HOUR);
    // 200, checked by the typed client.
    const statements = await statementsDuring(t.database.db, async () => {
      await t.api({ token: staff.token })(getStaffMe);
    });
    expect(writes(statements)).toEqual([]);
    t.clock.advance(4 * HOUR);
    await t.api({ token: staff.token })(getStaffMe);
    await t.app.close();
    const [row] = await t.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.tokenHash, hashToken(staff.token)));
    // Closing the app wrote the last noted use; the expiry stays at the 7 days after sign-in,
    // short of the 30 idle days the use would have slid it to.
    expectNear(row!.lastUsedAt, t.clock.now().getTime());
    expect(row!.expiresAt).toEqual(new Date(row!.createdAt.getTime() + STAFF_SESSION_LIMITS.maxMs));
  });
});
