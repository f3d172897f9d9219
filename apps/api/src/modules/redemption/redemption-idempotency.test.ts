import { redemptionsOf, usesLeft } from '../../../test/support/voucher-uses';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../../test/helper';
import { insertClub, insertVoucher } from '../../../test/builders/voucher.factory';
import { redemptionRequests } from '../../db/schema/index';
import { hashSecret } from '../auth/password';

/**
 * POST /voucher/redeem with an Idempotency-Key: a retry or a double tap with one key takes one
 * use and answers what the first request answered; keys are the caller's own. Runs on PGlite, and
 * on PostgreSQL with TEST_DATABASE_URL (where the concurrent requests really overlap).
 */

let t: TestApp;
let golfer: TestUser;
let club: Awaited<ReturnType<typeof insertClub>>;
const WEDNESDAY_NOON = new Date('2026-06-10T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(WEDNESDAY_NOON);
  golfer = await createTestUser(t);
  club = await insertClub(t, { latitude: 55.7, longitude: 12.5, selfRedeemRadiusM: 300 });
});
afterAll(async () => t.close());

// Raw by design: the same status and body, as sent, are compared between a request and its retries.
function redeem(payload: Record<string, unknown>, key: string | undefined, token = golfer.token) {
  return t.call({
    method: 'POST',
    url: '/voucher/redeem',
    token,
    payload: { club_id: club.id, ...payload },
    headers: { 'accept-language': 'en', ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });
}

/** A clip card with a PIN, as the paper voucher the testers tapped twice. */
async function clipCard(owner: TestUser = golfer) {
  return insertVoucher(t, {
    clubId: club.id,
    userId: owner.id,
    usesTotal: 5,
    usesLeft: 4,
    pinHash: await hashSecret('2468'),
  });
}

describe('POST /voucher/redeem with an Idempotency-Key', () => {
  it('three requests with one key take one clip and answer the same', async () => {
    const card = await clipCard();
    const key = randomUUID();
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const res = await redeem({ voucher_id: card.id, pin: '2468' }, key);
      answers.push([res.statusCode, res.json()]);
    }
    expect(answers[0]).toEqual([200, expect.objectContaining({ voucher_id: card.id, uses_left: 3 })]);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await usesLeft(t, card.id)).toBe(3);
    expect(await redemptionsOf(t, card.id)).toBe(1);
    // A new tap (a new key) takes the next clip.
    const next = await redeem({ voucher_id: card.id, pin: '2468' }, randomUUID());
    expect(next.json()).toMatchObject({ uses_left: 2 });
  });

  it('concurrent requests with one key take one clip and all get its answer', async () => {
    const card = await clipCard();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => redeem({ voucher_id: card.id, pin: '2468' }, key)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const bodies = answers.map((res) => res.json());
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(bodies[0]).toMatchObject({ uses_left: 3 });
    expect(await usesLeft(t, card.id)).toBe(3);
    expect(await redemptionsOf(t, card.id)).toBe(1);
  });

  it('a retry of the last clip answers the first success, not VOUCHER_USED_UP', async () => {
    const last = await insertVoucher(t, { clubId: club.id, userId: golfer.id, usesTotal: 1, usesLeft: 1 });
    const key = randomUUID();
    const first = await redeem({ voucher_id: last.id }, key);
    const retry = await redeem({ voucher_id: last.id }, key);
    expect([retry.statusCode, retry.json()]).toEqual([200, first.json()]);
    expect(first.json()).toMatchObject({ uses_left: 0 });
  });

  it('a retry of an answer stored before redeemed_at became ISO 8601 answers ISO 8601 (issue #34, 19c)', async () => {
    const card = await insertVoucher(t, { clubId: club.id, userId: golfer.id, usesTotal: 3, usesLeft: 3 });
    const key = randomUUID();
    const first = await redeem({ voucher_id: card.id }, key);
    expect(first.json().redeemed_at).toBe(WEDNESDAY_NOON.toISOString());
    // The stored answer as the previous release wrote it: unix seconds.
    await t.database.db
      .update(redemptionRequests)
      .set({ response: { ...(first.json() as object), redeemed_at: WEDNESDAY_NOON.getTime() / 1000 } })
      .where(eq(redemptionRequests.key, key));
    const retry = await redeem({ voucher_id: card.id }, key);
    expect([retry.statusCode, retry.json()]).toEqual([200, first.json()]);
  });

  it('without a key, each request is a redemption of its own, as before', async () => {
    const card = await clipCard();
    await redeem({ voucher_id: card.id, pin: '2468' }, undefined);
    await redeem({ voucher_id: card.id, pin: '2468' }, undefined);
    expect(await usesLeft(t, card.id)).toBe(2);
  });

  it('refuses the key with a different voucher or request, taking nothing', async () => {
    const card = await clipCard();
    const other = await clipCard();
    const key = randomUUID();
    expect((await redeem({ voucher_id: card.id, pin: '2468' }, key)).statusCode).toBe(200);
    for (const payload of [
      { voucher_id: other.id, pin: '2468' },
      { voucher_id: card.id, pin: '2468', playing_with_member: '55-1234' },
    ]) {
      const res = await redeem(payload, key);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        status: 422,
        code: 'IDEMPOTENCY_KEY_REUSED',
        message:
          'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
      });
    }
    expect(await usesLeft(t, card.id)).toBe(3);
    expect(await usesLeft(t, other.id)).toBe(4);
  });

  it('one key sent at once for two vouchers: one redeems, the other is refused 422 and takes nothing', async () => {
    const card = await insertVoucher(t, { clubId: club.id, userId: golfer.id, usesTotal: 5, usesLeft: 4 });
    const other = await insertVoucher(t, { clubId: club.id, userId: golfer.id, usesTotal: 5, usesLeft: 4 });
    const key = randomUUID();
    const answers = await Promise.all([
      redeem({ voucher_id: card.id }, key),
      redeem({ voucher_id: other.id }, key),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((res) => res.statusCode === 422)?.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(Number(await usesLeft(t, card.id)) + Number(await usesLeft(t, other.id))).toBe(7);
    expect((await redemptionsOf(t, card.id)) + (await redemptionsOf(t, other.id))).toBe(1);
  });

  it('a refusal stores nothing: the same key with the right PIN then redeems', async () => {
    const card = await clipCard();
    const key = randomUUID();
    const wrong = await redeem({ voucher_id: card.id, pin: '1111' }, key);
    expect(wrong.json().code).toBe('VOUCHER_WRONG_PIN');
    const right = await redeem({ voucher_id: card.id, pin: '2468' }, key);
    expect(right.statusCode).toBe(200);
    expect(await usesLeft(t, card.id)).toBe(3);
  });

  it('keys are the caller’s own: another golfer with your key gets their own redemption, never yours', async () => {
    const other = await createTestUser(t);
    const mine = await clipCard();
    const theirs = await clipCard(other);
    const key = randomUUID();
    const first = await redeem({ voucher_id: mine.id, pin: '2468' }, key);
    expect(first.statusCode).toBe(200);
    // The same key and the very same body from someone else: not my answer, their own refusal.
    const copied = await redeem({ voucher_id: mine.id, pin: '2468' }, key, other.token);
    expect([copied.statusCode, copied.json().code]).toEqual([404, 'VOUCHER_NOT_FOUND']);
    // The same key on their own voucher: a redemption of their own.
    const own = await redeem({ voucher_id: theirs.id, pin: '2468' }, key, other.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ voucher_id: theirs.id, uses_left: 3 });
    expect(own.json().redemption_id).not.toBe(first.json().redemption_id);
    expect(await usesLeft(t, mine.id)).toBe(3);
    expect(await usesLeft(t, theirs.id)).toBe(3);
    // And my retry still answers my first answer.
    const retry = await redeem({ voucher_id: mine.id, pin: '2468' }, key);
    expect(retry.json()).toEqual(first.json());
  });

  it('refuses a malformed key with 400 IDEMPOTENCY_KEY_INVALID, taking nothing', async () => {
    const card = await clipCard();
    for (const key of ['short', 'has spaces in it', 'x'.repeat(101)]) {
      const res = await redeem({ voucher_id: card.id, pin: '2468' }, key);
      expect([res.statusCode, res.json().code]).toEqual([400, 'IDEMPOTENCY_KEY_INVALID']);
    }
    expect(await usesLeft(t, card.id)).toBe(4);
  });
});
