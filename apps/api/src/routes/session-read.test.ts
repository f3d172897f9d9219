import { countVouchers } from '@golfwallet/core/contracts/vouchers/count-vouchers';
import { listVouchers } from '@golfwallet/core/contracts/vouchers/list-vouchers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, refusal, type TestApp, type TestUser } from '../../test/helper';
import { statementsDuring } from '../../test/statements';
import { sessions, users } from '../db/schema/index';
import { hashToken } from '../lib/tokens';
import { insertClub, insertVoucher } from '../../test/builders/voucher.factory';

/**
 * Session-bound reads (routes/route.ts sessionRead): GET /vouchers and /vouchers/count send the
 * session check with their own statement once the session has been seen live; the answer still
 * follows every rule of the session check. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL
 * (where the two go in one round trip).
 */

let t: TestApp;
let clubId: number;
beforeAll(async () => {
  t = await createTestApp();
  clubId = (await insertClub(t, { name: 'Session Read Golfklub' })).id;
});
afterAll(async () => t.close());

/** GET /vouchers through the typed client (a call that resolves was answered 200). */
const list = (user: TestUser) => t.api({ token: user.token })(listVouchers, { query: { limit: 20 } });
const count = (user: TestUser) => t.api({ token: user.token })(countVouchers);
/** The status and code a refused call was answered with. */
const codeOf = async (call: Promise<unknown>) => {
  const error = await refusal(call);
  return [error.status, error.code];
};

async function golferWithVoucher() {
  const user = await createTestUser(t);
  await insertVoucher(t, { clubId, userId: user.id });
  expect((await list(user)).total).toBe(1);
  return user;
}

describe('a session-bound read', () => {
  it('sends the session check with the read, and answers the caller only', async () => {
    const user = await golferWithVoucher();
    const other = await golferWithVoucher();
    let res: Awaited<ReturnType<typeof list>> | undefined;
    const statements = await statementsDuring(t.database.db, async () => {
      res = await list(user);
    });
    expect(res!.items.map((item) => item.voucher_id)).toHaveLength(1);
    if (t.database.kind === 'postgres') expect(statements).toHaveLength(1);
    else expect(statements).toHaveLength(2);
    expect(statements.join('\n')).toMatch(/from sessions s join users u/);
    expect(await count(other)).toEqual({ count: 1 });
    expect(await count(other)).toEqual({ count: 1 });
  });

  it('refuses a session deleted elsewhere, expired, blocked or unconfirmed, as route() does', async () => {
    const gone = await golferWithVoucher();
    await t.database.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(gone.token)));
    expect(await codeOf(list(gone))).toEqual([403, 'SESSION_EXPIRED']);

    const idle = await golferWithVoucher();
    await t.database.db
      .update(sessions)
      .set({ lastUsedAt: new Date(0), expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(idle.token)));
    // Its use a moment ago was noted in memory: still live for a minute's slide, then not.
    t.clock.advance(31 * 86_400_000);
    expect(await codeOf(list(idle))).toEqual([403, 'SESSION_EXPIRED']);

    const blocked = await golferWithVoucher();
    await t.database.db.update(users).set({ status: 'blocked' }).where(eq(users.id, blocked.id));
    expect(await codeOf(list(blocked))).toEqual([403, 'ACCOUNT_BLOCKED']);

    const unconfirmed = await golferWithVoucher();
    await t.database.db.update(users).set({ emailConfirmed: false }).where(eq(users.id, unconfirmed.id));
    expect(await codeOf(list(unconfirmed))).toEqual([403, 'EMAIL_NOT_CONFIRMED']);
    expect(await codeOf(count(unconfirmed))).toEqual([403, 'EMAIL_NOT_CONFIRMED']);
  });
});
