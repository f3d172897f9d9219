import { redemptionsOf, usesLeft } from '../../../test/support/voucher-uses';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../../../test/helper';
import { createTestStaff, type TestStaff } from '../../../test/builders/partner';
import { insertClub, insertVoucher } from '../../../test/builders/voucher.factory';

/**
 * POST /partner/desk/redeem with an Idempotency-Key: a retry or a double click with one key takes
 * one use and answers what the first request answered; a key is one staff member's at one club.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (where concurrent requests overlap).
 */

const TUESDAY = new Date('2026-11-24T10:00:00Z');

let t: TestApp;
let clubA: number;
let clubB: number;
let deskA: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(TUESDAY);
  clubA = (await insertClub(t, { name: 'Desk Key A Golfklub' })).id;
  clubB = (await insertClub(t, { name: 'Desk Key B Golfklub' })).id;
  deskA = await createTestStaff(t, [{ clubId: clubA, role: 'desk' }]);
});
afterAll(async () => t.close());

// Raw by design: the same status and body, as sent, are compared between a request and its retries.
const redeem = (staff: TestStaff, body: Record<string, unknown>, key?: string) =>
  t.call({
    method: 'POST',
    url: '/partner/desk/redeem',
    token: staff.token,
    payload: body,
    headers: { 'accept-language': 'en', ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });
const undo = (staff: TestStaff, id: number) =>
  t.call({ method: 'DELETE', url: `/partner/redemptions/${id}`, token: staff.token });

async function clipCard(clubId = clubA) {
  const golfer = await createTestUser(t);
  return insertVoucher(t, { clubId, userId: golfer.id, usesTotal: 5, usesLeft: 4 });
}

describe('POST /partner/desk/redeem with an Idempotency-Key', () => {
  it('three requests with one key take one use and answer the same', async () => {
    const card = await clipCard();
    const key = randomUUID();
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const res = await redeem(deskA, { voucher_id: card.id }, key);
      answers.push([res.statusCode, res.json()]);
    }
    expect(answers[0]).toEqual([200, expect.objectContaining({ voucher_id: card.id, uses_left: 3 })]);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await usesLeft(t, card.id)).toBe(3);
    expect(await redemptionsOf(t, card.id)).toBe(1);
  });

  it('concurrent requests with one key take one use and all get its answer', async () => {
    const card = await clipCard();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => redeem(deskA, { voucher_id: card.id }, key)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const bodies = answers.map((res) => res.json());
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(await usesLeft(t, card.id)).toBe(3);
    expect(await redemptionsOf(t, card.id)).toBe(1);
  });

  it('without a key, each request is a redemption of its own, as before', async () => {
    const card = await clipCard();
    expect((await redeem(deskA, { voucher_id: card.id })).statusCode).toBe(200);
    expect((await redeem(deskA, { voucher_id: card.id })).statusCode).toBe(200);
    expect(await usesLeft(t, card.id)).toBe(2);
  });

  it('refuses the key with another voucher, taking nothing', async () => {
    const card = await clipCard();
    const other = await clipCard();
    const key = randomUUID();
    expect((await redeem(deskA, { voucher_id: card.id }, key)).statusCode).toBe(200);
    const res = await redeem(deskA, { voucher_id: other.id }, key);
    expect([res.statusCode, res.json().code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect(await usesLeft(t, other.id)).toBe(4);
  });

  it('one key sent at once for two vouchers: one redeems, the other is refused 422 and takes nothing', async () => {
    const card = await clipCard();
    const other = await clipCard();
    const key = randomUUID();
    const answers = await Promise.all([
      redeem(deskA, { voucher_id: card.id }, key),
      redeem(deskA, { voucher_id: other.id }, key),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((res) => res.statusCode === 422)?.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(Number(await usesLeft(t, card.id)) + Number(await usesLeft(t, other.id))).toBe(7);
    expect((await redemptionsOf(t, card.id)) + (await redemptionsOf(t, other.id))).toBe(1);
  });

  it('a key is one staff member’s at one club: others with it redeem on their own', async () => {
    const card = await clipCard();
    const key = randomUUID();
    const first = await redeem(deskA, { voucher_id: card.id }, key);
    // A colleague at the same desk with the same key and body: a redemption of their own.
    const colleague = await createTestStaff(t, [{ clubId: clubA, role: 'desk' }]);
    const theirs = await redeem(colleague, { voucher_id: card.id }, key);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().redemption_id).not.toBe(first.json().redemption_id);
    expect(await usesLeft(t, card.id)).toBe(2);
    // Another club's desk with the key and club A's voucher learns nothing of club A's answer.
    const deskB = await createTestStaff(t, [{ clubId: clubB, role: 'desk' }]);
    const stranger = await redeem(deskB, { voucher_id: card.id }, key);
    expect([stranger.statusCode, stranger.json().code]).toEqual([404, 'VOUCHER_NOT_FOUND']);
    const atB = await clipCard(clubB);
    const own = await redeem(deskB, { voucher_id: atB.id }, key);
    expect(own.json()).toMatchObject({ voucher_id: atB.id, uses_left: 3 });
    expect(await usesLeft(t, card.id)).toBe(2);
  });

  it('an undo happens once, and a late retry of the undone redemption redeems nothing', async () => {
    const card = await clipCard();
    const key = randomUUID();
    const first = await redeem(deskA, { voucher_id: card.id }, key);
    const id = first.json().redemption_id as number;
    const undone = await Promise.all([undo(deskA, id), undo(deskA, id)]);
    expect(undone.map((res) => res.statusCode).sort()).toEqual([200, 404]);
    expect(await usesLeft(t, card.id)).toBe(4);
    const retry = await redeem(deskA, { voucher_id: card.id }, key);
    expect([retry.statusCode, retry.json()]).toEqual([200, first.json()]);
    expect(await usesLeft(t, card.id)).toBe(4);
    expect(await redemptionsOf(t, card.id)).toBe(0);
  });
});
