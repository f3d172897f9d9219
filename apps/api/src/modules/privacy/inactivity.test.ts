import { createSession } from '@golfwallet/core/contracts/session/create-session';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../../../test/helper';
import { accountAudit, outbox, users, walletBalances } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { insertClub, insertVoucher } from '../../../test/builders/voucher.factory';
import { sweepInactiveAccounts } from './inactivity.service';

const DAY_MS = 86_400_000;
const NOW = new Date('2026-11-25T03:00:00Z');

describe('the 24-month inactivity rule', () => {
  let t: TestApp;
  let deps: Deps;
  const golfer = async (values: Partial<typeof users.$inferInsert>) => {
    const user = await createTestUser(t, { languageDefault: 'en', ...values });
    await t.database.db.update(users).set(values).where(eq(users.id, user.id));
    return user;
  };
  const userRow = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(NOW);
    deps = { db: t.database.db, config: t.config, now: t.clock.now, log: t.app.log };
  });
  afterAll(() => t?.close());

  it('warns first, deletes after the grace period, and spares who logs in or still holds something', async () => {
    const old = new Date('2024-10-01T10:00:00Z');
    const club = await insertClub(t);
    const idle = await golfer({ lastLoginAt: old, firstName: 'Ida' });
    const neverLoggedIn = await golfer({ createdAt: new Date('2024-01-01T00:00:00Z'), lastLoginAt: null });
    const returns = await golfer({ lastLoginAt: old });
    const withVoucher = await golfer({ lastLoginAt: old });
    await insertVoucher(t, {
      userId: withVoucher.id,
      clubId: club.id,
      validTo: new Date(NOW.getTime() + 30 * DAY_MS),
    });
    const withExpiredVoucher = await golfer({ lastLoginAt: old });
    await insertVoucher(t, {
      userId: withExpiredVoucher.id,
      clubId: club.id,
      validFrom: new Date('2024-01-01T00:00:00Z'),
      validTo: new Date('2024-12-31T00:00:00Z'),
    });
    const withPoints = await golfer({ lastLoginAt: old });
    await t.database.db
      .insert(walletBalances)
      .values({ userId: withPoints.id, kind: 'points', clubId: 0, balance: 10 });
    const recent = await golfer({ lastLoginAt: new Date('2025-01-02T00:00:00Z') });

    expect(await sweepInactiveAccounts(deps, t.clock.now())).toEqual({ warned: 4, deleted: 0 });
    for (const user of [idle, neverLoggedIn, returns, withExpiredVoucher]) {
      expect((await userRow(user.id))?.inactivityWarnedAt?.toISOString()).toBe(NOW.toISOString());
    }
    for (const user of [withVoucher, withPoints, recent]) {
      expect((await userRow(user.id))?.inactivityWarnedAt).toBeNull();
    }
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, idle.email), eq(outbox.template, 'inactivity_warning')));
    expect(mail?.subject).toBe('Your GolfWallet profile will be deleted');
    expect(mail?.text).toContain('your profile will be deleted on 2026.12.25.');
    expect(mail?.text).toContain('Hello Ida,');

    // Idempotent: the same day warns nobody twice.
    expect(await sweepInactiveAccounts(deps, t.clock.now())).toEqual({ warned: 0, deleted: 0 });

    t.clock.set(new Date(NOW.getTime() + 29 * DAY_MS));
    expect(await sweepInactiveAccounts(deps, t.clock.now())).toEqual({ warned: 0, deleted: 0 });
    // The sign-in is what counts as activity (answered 200, as the typed client checks).
    await t.api()(createSession, {
      body: { email: returns.email, password: returns.password, language: 'en', device_platform: 'web' },
    });

    t.clock.set(new Date(NOW.getTime() + 30 * DAY_MS));
    expect(await sweepInactiveAccounts(deps, t.clock.now())).toEqual({ warned: 0, deleted: 3 });
    for (const user of [idle, neverLoggedIn, withExpiredVoucher])
      expect(await userRow(user.id)).toBeUndefined();
    expect((await userRow(returns.id))?.inactivityWarnedAt).toBeNull();
    for (const user of [withVoucher, withPoints, recent]) expect(await userRow(user.id)).toBeDefined();

    const audit = await t.database.db
      .select()
      .from(accountAudit)
      .where(eq(accountAudit.subjectUserId, idle.id));
    expect(audit.map((row) => [row.action, row.actor, row.subjectEmail])).toEqual([
      ['inactivity_warned', 'system', null],
      ['inactivity_deleted', 'system', null],
    ]);
    // The erasure removed the warning mail too.
    expect(await t.database.db.select().from(outbox).where(eq(outbox.recipient, idle.email))).toEqual([]);
  });
});
