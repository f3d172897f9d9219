import { ApiError } from '@golfwallet/core/client/api-client';
import { createSession } from '@golfwallet/core/contracts/session/create-session';
import { checkPin } from '@golfwallet/core/contracts/user/check-pin';
import { getGolfIds } from '@golfwallet/core/contracts/user/get-golf-ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../src/modules/auth/password';
import { createTestApp, createTestUser, type TestApp } from '../helper';

/**
 * Brute force (issue 5): after LOGIN_MAX_FAILURES failures an account, or after
 * LOGIN_MAX_FAILURES_PER_IP (far higher, for shared addresses) an IP address, gets 429
 * with Retry-After, even for the right password; and however an attacker paces the guesses and
 * changes address, an account takes at most 100 failed checks an hour.
 */

const PASSWORD = 'bunker-shot-31';
/**
 * 50 tries at once queue on one key's advisory lock; the server's 5 s lock wait (then 503) is for
 * production, and a loaded test machine (a soak run) passed it. The counting is what is tested here.
 */
const PATIENT = { DB_LOCK_TIMEOUT_MS: '60000' };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: PATIENT });
});
afterAll(async () => t.close());

let ipCounter = 0;
/** A fresh address each call, as a botnet has. */
const freshIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/** How a typed call ended: 200 when answered, else the refusal's status, code and Retry-After. */
async function answer(call: Promise<unknown>) {
  try {
    await call;
    return { status: 200, code: undefined, retryAfter: undefined };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, code: error.code, retryAfter: error.retryAfterSeconds };
  }
}

const logIn = (app: TestApp, email: string, password: string, ip: string) =>
  answer(app.api({ remoteAddress: ip })(createSession, { body: { email, password } }));
const attempt = (email: string, password: string, ip: string) => logIn(t, email, password, ip);

describe('login throttling', () => {
  it('locks an account after the threshold, whatever the address, right password included', async () => {
    const max = t.config.LOGIN_MAX_FAILURES;
    const user = await createTestUser(t, { password: PASSWORD });
    for (let i = 0; i < max; i++)
      expect((await attempt(user.email, `wrong-${i}`, freshIp())).status).toBe(401);
    const locked = await attempt(user.email, PASSWORD, freshIp());
    expect([locked.status, locked.code]).toEqual([429, 'TOO_MANY_LOGIN_ATTEMPTS']);
    expect(locked.retryAfter).toBeGreaterThan(0);
    // The import screen checks the same credentials under the same limit.
    const golfIds = await answer(
      t.api({ remoteAddress: freshIp() })(getGolfIds, { body: { email: user.email, password: PASSWORD } }),
    );
    expect(golfIds.status).toBe(429);
    // Once the window has passed, the right password works again.
    t.clock.advance(t.config.LOGIN_WINDOW_MINUTES * 60_000 + 1_000);
    expect((await attempt(user.email, PASSWORD, freshIp())).status).toBe(200);
  });

  it('guesses sent all at once get exactly the limit of tries, per account and per address', async () => {
    const max = t.config.LOGIN_MAX_FAILURES;
    const user = await createTestUser(t, { password: PASSWORD });
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) => attempt(user.email, `wrong-${i}`, freshIp())),
    );
    const tried = burst.filter((res) => res.status === 401);
    const refused = burst.filter((res) => res.status === 429);
    expect(burst.map((res) => `${res.status} ${res.code}`).sort()).toEqual([
      ...Array(max).fill('401 INVALID_CREDENTIALS'),
      ...Array(50 - max).fill('429 TOO_MANY_LOGIN_ATTEMPTS'),
    ]);
    expect(tried.length).toBe(max);
    expect(tried.every((res) => res.code === 'INVALID_CREDENTIALS')).toBe(true);
    expect(refused.length).toBe(50 - max);
    expect(refused.every((res) => res.code === 'TOO_MANY_LOGIN_ATTEMPTS' && res.retryAfter! > 0)).toBe(true);
    // Under the limit, the right password still works after a burst of wrong ones.
    const other = await createTestUser(t, { password: PASSWORD });
    const typos = await Promise.all(
      Array.from({ length: max - 1 }, (_, i) => attempt(other.email, `typo-${i}`, freshIp())),
    );
    expect(typos.map((res) => res.status)).toEqual(Array(max - 1).fill(401));
    expect((await attempt(other.email, PASSWORD, freshIp())).status).toBe(200);

    const spray = await createTestApp({ env: { ...PATIENT, LOGIN_MAX_FAILURES_PER_IP: '25' } });
    try {
      const ip = freshIp();
      const sprayed = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          logIn(spray, `nobody-${i}-${Date.now()}@example.com`, 'guess-123', ip),
        ),
      );
      expect(sprayed.map((res) => `${res.status} ${res.code}`).sort()).toEqual([
        ...Array(25).fill('401 INVALID_CREDENTIALS'),
        ...Array(25).fill('429 TOO_MANY_LOGIN_ATTEMPTS'),
      ]);
    } finally {
      await spray.close();
    }
  });

  it('locks an address that sprays guesses over many accounts after LOGIN_MAX_FAILURES_PER_IP', async () => {
    const spray = await createTestApp({ env: { ...PATIENT, LOGIN_MAX_FAILURES_PER_IP: '25' } });
    try {
      const max = spray.config.LOGIN_MAX_FAILURES_PER_IP;
      const ip = freshIp();
      const sprayAttempt = (email: string, password: string, from: string) =>
        logIn(spray, email, password, from);
      for (let i = 0; i < max; i++) {
        const res = await sprayAttempt(`nobody-${i}-${Date.now()}@example.com`, 'guess-123', ip);
        expect(res.status).toBe(401);
      }
      const user = await createTestUser(spray, { password: PASSWORD });
      const locked = await sprayAttempt(user.email, PASSWORD, ip);
      expect([locked.status, locked.code]).toEqual([429, 'TOO_MANY_LOGIN_ATTEMPTS']);
      // Another address is not affected.
      expect((await sprayAttempt(user.email, PASSWORD, freshIp())).status).toBe(200);
    } finally {
      await spray.close();
    }
  });

  it('typos of golfers sharing one address (clubhouse Wi-Fi, carrier NAT) do not lock the others out', async () => {
    expect(t.config.LOGIN_MAX_FAILURES_PER_IP).toBe(100);
    const ip = freshIp();
    const perAccount = t.config.LOGIN_MAX_FAILURES;
    // Three golfers each mistype just under their own account's limit: far more failures from
    // the address than one account may have.
    for (let golfer = 0; golfer < 3; golfer++) {
      const typist = await createTestUser(t, { password: PASSWORD });
      for (let i = 0; i < perAccount - 1; i++)
        expect((await attempt(typist.email, `typo-${i}`, ip)).status).toBe(401);
      expect((await attempt(typist.email, PASSWORD, ip)).status).toBe(200);
    }
    const other = await createTestUser(t, { password: PASSWORD });
    expect((await attempt(other.email, PASSWORD, ip)).status).toBe(200);
  });

  it('an account takes at most 100 failed checks an hour, however the guesses are paced', async () => {
    const user = await createTestUser(t, { password: PASSWORD });
    let checked = 0;
    let refused = 0;
    // One guess every 15 seconds for an hour and a half, each from a new address.
    const hourStart = t.clock.now().getTime();
    const failuresAt: number[] = [];
    for (let i = 0; i < 360; i++) {
      const res = await attempt(user.email, `guess-${i}`, freshIp());
      if (res.status === 401) {
        checked += 1;
        failuresAt.push(t.clock.now().getTime());
      } else {
        expect(res.status).toBe(429);
        refused += 1;
      }
      t.clock.advance(15_000);
    }
    expect(refused).toBeGreaterThan(0);
    // Any 60-minute window holds at most 100 checked failures.
    const worst = Math.max(
      ...failuresAt.map((start) => failuresAt.filter((at) => at >= start && at < start + 3_600_000).length),
    );
    expect(worst).toBeLessThanOrEqual(100);
    expect(checked).toBeGreaterThan(0);
    expect(t.clock.now().getTime() - hourStart).toBeGreaterThanOrEqual(5_400_000);
  });

  it('a PIN takes the same limit per account, right PIN included', async () => {
    const user = await createTestUser(t, { password: PASSWORD, pinHash: await hashSecret('2580') });
    const max = t.config.LOGIN_MAX_FAILURES;
    const codes: number[] = [];
    for (let i = 0; i < max + 2; i++) {
      const res = await answer(
        t.api({ token: user.token })(checkPin, { body: { pin_code: i === max ? '2580' : String(1000 + i) } }),
      );
      codes.push(res.status);
    }
    expect(codes).toEqual([...Array(max).fill(422), 429, 429]);
  });
});
