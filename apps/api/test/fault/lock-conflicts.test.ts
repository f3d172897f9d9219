import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { type Database, openPostgres } from '../../src/db/client';
import { redemptions, vouchers } from '../../src/db/schema/index';
import type { Faults } from '../../src/deps';
import { createTestStaff } from '../builders/partner';
import { insertClub, insertVoucher } from '../builders/voucher.factory';
import {
  createTestUser,
  openTestDatabase,
  type TestApp,
  type TestUser,
  testAppOf,
  testClock,
  testConfig,
} from '../helper';
import { appOn, createFaultDatabase, type FaultDatabase, ON_POSTGRES, sleep } from './fault-db';

/**
 * A deadlock (40P01) and a lock wait past lock_timeout (55P03) answer 503 with the usual error body
 * and Retry-After, and write nothing (issue 16); the desk's write, outside a transaction, too. On every database through the driver's error as it
 * arrives; on PostgreSQL also for real: a row held by another session, and a lock cycle.
 */

const SERVICE_UNAVAILABLE = {
  status: 503,
  code: 'SERVICE_UNAVAILABLE',
  message: 'The service is briefly unavailable. Please try again shortly.',
};

/** The error as drizzle hands it on: its own error with the driver's error (and SQLSTATE) as cause. */
function driverError(code: string, message: string): Error {
  return new Error('Failed query: update "vouchers" …', {
    cause: Object.assign(new Error(message), { code }),
  });
}

// Raw by design: these tests pin the 503's wire body and its Retry-After header.
function redeem(t: TestApp, golfer: TestUser, voucherId: number, clubId: number) {
  return t.call({
    method: 'POST',
    url: '/voucher/redeem',
    token: golfer.token,
    payload: { voucher_id: voucherId, club_id: clubId },
    headers: { 'accept-language': 'en' },
  });
}

async function usesLeft(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(vouchers).where(eq(vouchers.id, id));
  return row!.usesLeft;
}

describe('lock conflicts inside a redemption', () => {
  let database: Database;
  let t: TestApp;
  let golfer: TestUser;
  let clubId: number;
  let failWith: Error | undefined;

  beforeAll(async () => {
    database = await openTestDatabase();
    const faults: Faults = {
      beforeRedeemWrite: async () => {
        if (failWith) throw failWith;
      },
    };
    const config = testConfig();
    const clock = testClock();
    const app = await buildApp({ config, db: database.db, now: clock.now, faults });
    await app.ready();
    t = testAppOf({ app, database, config, clock });
    golfer = await createTestUser(t);
    clubId = (await insertClub(t)).id;
  });
  afterAll(async () => t.close());

  for (const [code, message] of [
    ['40P01', 'deadlock detected'],
    ['55P03', 'canceling statement due to lock timeout'],
  ] as const) {
    it(`answers ${code} (${message}) with 503 and takes no use`, async () => {
      const voucher = await insertVoucher(t, { clubId, userId: golfer.id, usesTotal: 2, usesLeft: 2 });
      failWith = driverError(code, message);
      try {
        const res = await redeem(t, golfer, voucher.id, clubId);
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual(SERVICE_UNAVAILABLE);
        expect(res.headers['retry-after']).toBe('1');
      } finally {
        failWith = undefined;
      }
      expect(await usesLeft(t, voucher.id)).toBe(2);
      expect((await redeem(t, golfer, voucher.id, clubId)).statusCode).toBe(200);
    });
  }
});

describe.runIf(ON_POSTGRES)('real lock conflicts on PostgreSQL', () => {
  let db: FaultDatabase;
  let timeoutApp: TestApp;
  let deadlockApp: TestApp & { lines: string[] };
  let golfer: TestUser;
  let clubId: number;

  beforeAll(async () => {
    db = await createFaultDatabase();
    timeoutApp = await appOn(db.url, { env: { DB_LOCK_TIMEOUT_MS: '300' } });
    // Waits for locks longer than PostgreSQL waits before it looks for a deadlock (1 s), and logs
    // into memory so the test can see which error it was.
    const lines: string[] = [];
    const database = await openPostgres(db.url, 5);
    const config = testConfig({ DB_LOCK_TIMEOUT_MS: '20000', LOG_LEVEL: 'warn' });
    const app = await buildApp({
      config,
      db: database.db,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    await app.ready();
    deadlockApp = { lines, ...testAppOf({ app, database, config, clock: timeoutApp.clock }) };
    golfer = await createTestUser(timeoutApp);
    clubId = (await insertClub(timeoutApp)).id;
  }, 60_000);
  afterAll(async () => {
    await timeoutApp?.close();
    await deadlockApp?.close();
    await db?.drop();
  });

  /** Polls (no fixed sleep) until the condition holds; fails after 10 s. */
  async function waitUntil(condition: () => Promise<boolean>) {
    for (let tries = 0; tries < 200; tries++) {
      if (await condition()) return;
      await sleep(50);
    }
    throw new Error('the redemption never waited for the club row');
  }

  async function session(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    return client;
  }

  it('a voucher row another session holds: lock_timeout (55P03), then 503', async () => {
    const t = timeoutApp;
    const voucher = await insertVoucher(t, { clubId, userId: golfer.id, usesTotal: 2, usesLeft: 2 });
    const other = await session();
    try {
      await other.query('begin');
      await other.query('select id from vouchers where id = $1 for update', [voucher.id]);
      const started = Date.now();
      const res = await redeem(t, golfer, voucher.id, clubId);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(SERVICE_UNAVAILABLE);
      expect(Date.now() - started).toBeLessThan(4_000);
      await other.query('rollback');
      expect(await usesLeft(t, voucher.id)).toBe(2);
      expect((await redeem(t, golfer, voucher.id, clubId)).statusCode).toBe(200);
    } finally {
      await other.end();
    }
  });

  it('a desk redemption of a voucher row another session holds: lock_timeout (55P03), then 503', async () => {
    // The desk's write runs without a transaction; its lock wait is bounded in the same round trip.
    const t = timeoutApp;
    const desk = await createTestStaff(t, [{ clubId, role: 'desk' }]);
    const voucher = await insertVoucher(t, { clubId, userId: golfer.id, usesTotal: 2, usesLeft: 2 });
    const deskRedeem = () =>
      t.call({
        method: 'POST',
        url: '/partner/desk/redeem',
        token: desk.token,
        payload: { voucher_id: voucher.id },
        headers: { 'accept-language': 'en' },
      });
    const other = await session();
    try {
      await other.query('begin');
      await other.query('select id from vouchers where id = $1 for update', [voucher.id]);
      const started = Date.now();
      const res = await deskRedeem();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(SERVICE_UNAVAILABLE);
      expect(res.headers['retry-after']).toBe('1');
      expect(Date.now() - started).toBeLessThan(4_000);
      await other.query('rollback');
      expect(await usesLeft(t, voucher.id)).toBe(2);
      const [ledger] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(redemptions)
        .where(eq(redemptions.voucherId, voucher.id));
      expect(Number(ledger!.n)).toBe(0);
      expect((await deskRedeem()).json()).toMatchObject({ voucher_id: voucher.id, uses_left: 1 });
    } finally {
      await other.end();
    }
  });

  it('a lock cycle: PostgreSQL aborts the redemption with 40P01, answered 503', async () => {
    const t = deadlockApp;
    const voucher = await insertVoucher(t, { clubId, userId: golfer.id, usesTotal: 2, usesLeft: 2 });
    const other = await session();
    const watcher = await session();
    let otherWait: Promise<unknown> | undefined;
    try {
      // The other session waits long before it looks for a deadlock, so the redemption is the
      // one PostgreSQL aborts. It holds the club row, which the ledger insert's foreign key check
      // must share; the redemption's write holds the voucher row by then, which the other session
      // then wants.
      await other.query("set deadlock_timeout = '30s'");
      await other.query('begin');
      await other.query('select id from clubs where id = $1 for update', [clubId]);
      const answer = redeem(t, golfer, voucher.id, clubId);
      await waitUntil(async () => {
        const { rows } = await watcher.query(
          `select 1 from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock' and query like '%insert into redemptions%'`,
        );
        return rows.length > 0;
      });
      otherWait = other.query('select id from vouchers where id = $1 for update', [voucher.id]);
      const res = await answer;
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(SERVICE_UNAVAILABLE);
      const conflict = t.lines
        .map((line) => JSON.parse(line))
        .find((l) => l.msg === 'database lock conflict');
      expect(conflict).toMatchObject({ sqlstate: '40P01' });
      await otherWait;
      await other.query('rollback');
      expect(await usesLeft(t, voucher.id)).toBe(2);
    } finally {
      await otherWait?.catch(() => undefined);
      await other.end();
      await watcher.end();
    }
  });
});
