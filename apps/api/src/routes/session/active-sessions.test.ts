import { endActiveSessions, listActiveSessions } from '@golfwallet/core/contracts/session/active-sessions';
import { createSession } from '@golfwallet/core/contracts/session/create-session';
import { getSession } from '@golfwallet/core/contracts/session/get-session';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, refusal, type TestApp, type TestUser } from '../../../test/helper';
import { users } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';

/**
 * A golfer's signed-in devices (ASVS 7.5.2): listed with device and times, the caller's own marked;
 * ending one or all of the others needs the current password (an account without one: a sign-in in
 * the last 10 minutes). Runs on PGlite.
 */

const MINUTE = 60_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function signIn(user: TestUser, device_platform: 'web' | 'ios' | 'android') {
  return (
    await t.api({ language: 'en' })(createSession, {
      body: { email: user.email, password: user.password, device_platform, language: 'en' },
    })
  ).session_id;
}

async function live(token: string): Promise<boolean> {
  try {
    await t.api({ token })(getSession);
    return true;
  } catch {
    return false;
  }
}

describe('GET /sessions', () => {
  it("lists the golfer's live sessions with device and times, marks this one, and shows no one else's", async () => {
    const user = await createTestUser(t);
    const stranger = await createTestUser(t);
    t.clock.advance(MINUTE);
    const phone = await signIn(user, 'ios');
    t.clock.advance(MINUTE);
    const laptop = await signIn(user, 'web');
    const { sessions } = await t.api({ token: laptop })(listActiveSessions);
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ device_platform: 'web', current: true });
    expect(sessions[1]).toMatchObject({ device_platform: 'ios', current: false });
    expect(sessions[2]).toMatchObject({ device_platform: null, current: false });
    expect(sessions.map((s) => s.id)).toEqual([
      hashToken(laptop).slice(0, 22),
      hashToken(phone).slice(0, 22),
      hashToken(user.token).slice(0, 22),
    ]);
    expect(new Date(sessions[1]!.created_at).getTime()).toBeLessThan(
      new Date(sessions[0]!.created_at).getTime(),
    );
    const listed = JSON.stringify(sessions);
    expect(listed).not.toContain(phone);
    expect(listed).not.toContain(hashToken(stranger.token).slice(0, 22));
    expect((await refusal(t.api()(listActiveSessions))).status).toBe(401);
  });
});

describe('POST /sessions/end', () => {
  it('ends one other session after the current password; a missing or wrong one ends nothing', async () => {
    const user = await createTestUser(t);
    const phone = await signIn(user, 'ios');
    const id = hashToken(phone).slice(0, 22);
    const me = t.api({ token: user.token, language: 'en' });

    const missing = await refusal(me(endActiveSessions, { body: { id } }));
    expect(missing.status).toBe(422);
    expect(missing.fields).toEqual([
      { field: 'current_password', message: 'Please enter your current password' },
    ]);
    const wrong = await refusal(me(endActiveSessions, { body: { id, current_password: 'not-it-123' } }));
    expect(wrong.fields).toEqual([
      { field: 'current_password', message: 'The current password is not correct' },
    ]);
    expect(await live(phone)).toBe(true);

    expect(await me(endActiveSessions, { body: { id, current_password: user.password } })).toEqual({
      ended: 1,
    });
    expect(await live(phone)).toBe(false);
    expect(await live(user.token)).toBe(true);
  });

  it("cannot end another golfer's session by its id, nor the caller's own", async () => {
    const owner = await createTestUser(t);
    const other = await createTestUser(t);
    const ownerId = hashToken(owner.token).slice(0, 22);
    const crossing = await refusal(
      t.api({ token: other.token })(endActiveSessions, {
        body: { id: ownerId, current_password: other.password },
      }),
    );
    expect([crossing.status, crossing.code]).toEqual([404, 'NOT_FOUND']);
    expect(await live(owner.token)).toBe(true);
    const own = await refusal(
      t.api({ token: owner.token })(endActiveSessions, {
        body: { id: ownerId, current_password: owner.password },
      }),
    );
    expect(own.status).toBe(404);
    expect(await live(owner.token)).toBe(true);
  });

  it('ends all the other sessions at once and keeps this one', async () => {
    const user = await createTestUser(t);
    const others = [await signIn(user, 'ios'), await signIn(user, 'android')];
    const bystander = await createTestUser(t);
    const answer = await t.api({ token: user.token })(endActiveSessions, {
      body: { current_password: user.password },
    });
    expect(answer).toEqual({ ended: 2 });
    for (const token of others) expect(await live(token)).toBe(false);
    expect(await live(user.token)).toBe(true);
    expect(await live(bystander.token)).toBe(true);
    const { sessions } = await t.api({ token: user.token })(listActiveSessions);
    expect(sessions).toEqual([expect.objectContaining({ current: true })]);
  });

  it('an account without a password ends sessions only within 10 minutes of signing in', async () => {
    const user = await createTestUser(t);
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const me = t.api({ token: user.token, language: 'en' });
    t.clock.advance(9 * MINUTE);
    expect(await me(endActiveSessions, { body: {} })).toEqual({ ended: 0 });
    t.clock.advance(2 * MINUTE);
    const stale = await refusal(me(endActiveSessions, { body: {} }));
    expect(stale.fields).toEqual([
      { field: 'current_password', message: 'Sign in again, then make this change within 10 minutes' },
    ]);
    // A password typed anyway does not stand in: the account has none.
    expect((await refusal(me(endActiveSessions, { body: { current_password: 'secret123' } }))).status).toBe(
      422,
    );
  });
});
