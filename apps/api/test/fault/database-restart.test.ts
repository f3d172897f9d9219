import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redemptions } from '../../src/db/schema/index';
import { insertClub, insertVoucher } from '../builders/voucher.factory';
import { createTestUser, type TestApp, type TestUser } from '../helper';
import { appOn, createFaultDatabase, type FaultDatabase, ON_POSTGRES, sleep } from './fault-db';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

/**
 * The database goes away under load and comes back (issue 5). The API reaches PostgreSQL through a
 * TCP proxy the test cuts (every connection dropped, nothing listening) and restores. While it is
 * gone the API answers 503 with Retry-After, never a 500; it recovers by itself; and every write
 * it acknowledged (a redemption answered 200) is in the database afterwards.
 */

const WORKERS = 8;

describe.runIf(ON_POSTGRES)('the database restarted under load', () => {
  let database: FaultDatabase;
  let proxy: TcpProxy;
  let api: TestApp;
  let direct: TestApp;
  let golfer: TestUser;
  let clubId: number;
  let voucherIds: number[];

  beforeAll(async () => {
    database = await createFaultDatabase();
    direct = await appOn(database.url, { poolSize: 2 });
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    // The server's own 5 s wait for a connection: an outage answers 503 in time.
    api = await appOn(viaProxy.toString(), { poolSize: 10, connectTimeoutMs: 5_000 });
    golfer = await createTestUser(direct);
    clubId = (await insertClub(direct)).id;
    voucherIds = [];
    for (let i = 0; i < WORKERS; i++) {
      voucherIds.push(
        (await insertVoucher(direct, { userId: golfer.id, clubId, usesTotal: null, usesLeft: null })).id,
      );
    }
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await proxy?.close();
    await direct?.close();
    await database?.drop();
  });

  it('answers 503 while it is gone, recovers by itself and loses no acknowledged write', {
    timeout: 120_000,
  }, async () => {
    type Answer = { at: number; status: number; code?: string; retryAfter?: string; redemptionId?: number };
    const answers: Answer[] = [];
    let phase: 'before' | 'gone' | 'back' = 'before';
    const phases: Record<string, Answer[]> = { before: [], gone: [], back: [] };
    let running = true;

    const worker = async (voucherId: number) => {
      while (running) {
        const started = phase;
        const res = await api.call({
          method: 'POST',
          url: '/voucher/redeem',
          token: golfer.token,
          payload: { voucher_id: voucherId, club_id: clubId },
        });
        const body = res.json() as { code?: string; redemption_id?: number };
        const answer: Answer = {
          at: Date.now(),
          status: res.statusCode,
          code: body.code,
          retryAfter: res.headers['retry-after'] as string | undefined,
          redemptionId: body.redemption_id,
        };
        answers.push(answer);
        // Only requests that started and ended in the same phase say something about it.
        if (started === phase) phases[phase]!.push(answer);
        if (res.statusCode !== 200) await sleep(20);
      }
    };
    const load = voucherIds.map(worker);

    await sleep(1_500);
    expect(phases.before!.filter((a) => a.status === 200).length).toBeGreaterThan(10);

    phase = 'gone';
    await proxy.cut();
    await sleep(3_000);
    await proxy.restore();
    phase = 'back';
    // Recovers by itself: no restart of the API, no call to reconnect.
    const backSince = Date.now();
    while (!phases.back!.some((a) => a.status === 200) && Date.now() - backSince < 15_000) await sleep(100);
    await sleep(1_500);
    running = false;
    await Promise.all(load);

    const unexpected = answers.filter((a) => a.status !== 200 && a.status !== 503);
    expect(unexpected, 'answers other than 200 and 503').toEqual([]);
    const gone = phases.gone!;
    expect(gone.length).toBeGreaterThan(10);
    for (const a of gone) {
      expect([a.status, a.code, a.retryAfter]).toEqual([503, 'SERVICE_UNAVAILABLE', '5']);
    }
    expect(Date.now() - backSince).toBeLessThan(20_000);
    expect(phases.back!.filter((a) => a.status === 200).length).toBeGreaterThan(10);

    const acknowledged = answers.filter((a) => a.status === 200).map((a) => a.redemptionId!);
    const stored = await direct.database.db
      .select({ id: redemptions.id })
      .from(redemptions)
      .where(inArray(redemptions.id, acknowledged));
    expect(stored.length).toBe(acknowledged.length);
  });
});
