import { redemptionsOf, usesLeft } from '../../../test/support/voucher-uses';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../../test/helper';
import { insertClub, insertVoucher } from '../../../test/builders/voucher.factory';
import { redemptionKeysJob } from './redemption-keys.job';

/**
 * The redemption-keys job: a redemption's Idempotency-Key and answer are kept 24 hours (a retry
 * within them answers the first answer), then deleted; the same key afterwards is a new request.
 */
let t: TestApp;
let golfer: TestUser;
let club: Awaited<ReturnType<typeof insertClub>>;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-06-10T10:00:00Z'));
  golfer = await createTestUser(t);
  club = await insertClub(t);
});
afterAll(async () => t.close());

const redeem = (voucherId: number, key: string) =>
  t.call({
    method: 'POST',
    url: '/voucher/redeem',
    token: golfer.token,
    payload: { club_id: club.id, voucher_id: voucherId },
    headers: { 'idempotency-key': key },
  });
const runJob = () =>
  redemptionKeysJob.run({ db: t.database.db, config: t.config, now: t.clock.now, log: t.app.log } as never, {
    id: 'test',
    retry: 0,
    signal: new AbortController().signal,
  });

describe('redemption-keys job', () => {
  it('keeps a key 24 hours, then deletes it; the key is then a new request', async () => {
    const card = await insertVoucher(t, { clubId: club.id, userId: golfer.id, usesTotal: 5, usesLeft: 5 });
    const key = randomUUID();
    const first = await redeem(card.id, key);
    expect(first.statusCode).toBe(200);
    t.clock.set(new Date(t.clock.now().getTime() + 23 * HOUR));
    expect(await runJob()).toBe(0);
    expect((await redeem(card.id, key)).json()).toEqual(first.json());
    expect(await usesLeft(t, card.id)).toBe(4);
    t.clock.set(new Date(t.clock.now().getTime() + 2 * HOUR));
    expect(await runJob()).toBeGreaterThanOrEqual(1);
    const later = await redeem(card.id, key);
    expect(later.statusCode).toBe(200);
    expect(later.json().redemption_id).not.toBe(first.json().redemption_id);
    expect(await usesLeft(t, card.id)).toBe(3);
    expect(await redemptionsOf(t, card.id)).toBe(2);
  });
});
