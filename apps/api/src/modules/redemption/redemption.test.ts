import { translate } from '@golfwallet/core/i18n/translate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../../test/helper';
import { redemptions, voucherEvents, vouchers } from '../../db/schema/index';
import { hashSecret } from '../auth/password';
import { insertClub, insertDepartment, insertVoucher } from '../../../test/builders/voucher.factory';

let t: TestApp;
let golfer: TestUser;
let club: Awaited<ReturnType<typeof insertClub>>;
/** A Wednesday, 12:00 in Copenhagen. */
const WEDNESDAY_NOON = new Date('2026-06-10T10:00:00Z');
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(WEDNESDAY_NOON);
  golfer = await createTestUser(t);
  club = await insertClub(t, { latitude: 55.7, longitude: 12.5, selfRedeemRadiusM: 300 });
});
afterAll(async () => t.close());
beforeEach(() => t.clock.set(WEDNESDAY_NOON));

const en = { 'accept-language': 'en' };

function redeem(
  payload: Record<string, unknown>,
  token = golfer.token,
  headers: Record<string, string> = en,
) {
  // Raw by design: many cases below send what the contract forbids (a price, voucher_id 'x',
  // latitude 91) and pin the 422 field list and the 429 as they go over the wire.
  return t.call({
    method: 'POST',
    url: '/voucher/redeem',
    token,
    payload: { club_id: club.id, ...payload },
    headers,
  });
}

async function expectRefusal(
  payload: Record<string, unknown>,
  code: string,
  status: number,
  message?: string,
) {
  const res = await redeem(payload);
  expect(res.json(), code).toMatchObject({ status, code });
  expect(res.statusCode).toBe(status);
  if (message) expect(res.json().message).toBe(message);
}

describe('POST /voucher/redeem', () => {
  it('takes one use and writes the ledger row and the history event in one go', async () => {
    const department = await insertDepartment(t, club.id);
    const voucher = await insertVoucher(t, {
      clubId: club.id,
      userId: golfer.id,
      usesTotal: 3,
      usesLeft: 3,
      pricePaidMinor: 12_500,
    });
    const res = await redeem({ voucher_id: voucher.id, department_id: department.id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      voucher_id: voucher.id,
      redemption_id: expect.any(Number),
      uses_left: 2,
      redeemed_at: WEDNESDAY_NOON.toISOString(),
    });
    const [ledger] = await t.database.db
      .select()
      .from(redemptions)
      .where(eq(redemptions.id, body.redemption_id));
    expect(ledger).toMatchObject({
      voucherId: voucher.id,
      userId: golfer.id,
      clubId: club.id,
      departmentId: department.id,
      method: 'club',
      redeemedAt: WEDNESDAY_NOON,
      originalPriceMinor: 12_500,
      usesLeftAfter: 2,
    });
    const events = await t.database.db
      .select()
      .from(voucherEvents)
      .where(eq(voucherEvents.voucherId, voucher.id));
    expect(events.map((event) => [event.kind, event.userId, event.clubId])).toEqual([
      ['redeemed', golfer.id, club.id],
    ]);
  });

  it('keeps an unlimited voucher unlimited', async () => {
    const voucher = await insertVoucher(t, {
      clubId: club.id,
      userId: golfer.id,
      usesTotal: null,
      usesLeft: null,
    });
    for (let i = 0; i < 3; i++)
      expect((await redeem({ voucher_id: voucher.id })).json().uses_left).toBeNull();
  });

  it('answers VOUCHER_NOT_FOUND for another golfer’s voucher, as for a missing one, and takes nothing', async () => {
    const other = await createTestUser(t);
    const voucher = await insertVoucher(t, { clubId: club.id, userId: other.id });
    await expectRefusal(
      { voucher_id: voucher.id },
      'VOUCHER_NOT_FOUND',
      404,
      'Voucher is not found or expired.',
    );
    await expectRefusal({ voucher_id: 2_000_000_000 }, 'VOUCHER_NOT_FOUND', 404);
    const [row] = await t.database.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(row!.usesLeft).toBe(1);
  });

  it('refuses an unknown club and a department of another club', async () => {
    const voucher = await insertVoucher(t, { clubId: club.id, userId: golfer.id });
    const otherClub = await insertClub(t);
    const department = await insertDepartment(t, otherClub.id);
    await expectRefusal({ voucher_id: voucher.id, club_id: 2_000_000_000 }, 'CLUB_NOT_FOUND', 404);
    const res = await redeem({ voucher_id: voucher.id, department_id: department.id });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([{ field: 'department_id', message: 'This value is not valid' }]);
  });

  it('answers each rule’s own code and text', async () => {
    const now = WEDNESDAY_NOON.getTime();
    const make = (values: Partial<Parameters<typeof insertVoucher>[1]>) =>
      insertVoucher(t, { clubId: club.id, userId: golfer.id, usesTotal: null, usesLeft: null, ...values });
    const otherClub = await insertClub(t);
    const cases: [Awaited<ReturnType<typeof make>>, string, number, string][] = [
      [await make({ usesTotal: 2, usesLeft: 0 }), 'VOUCHER_USED_UP', 409, 'This voucher has no uses left.'],
      [
        await make({ validTo: new Date(now - 1000) }),
        'VOUCHER_EXPIRED',
        422,
        'Voucher is not found or expired.',
      ],
      [
        await make({ validFrom: new Date(now + HOUR) }),
        'VOUCHER_NOT_YET_VALID',
        422,
        'This voucher is not valid yet.',
      ],
      [await make({ active: false }), 'VOUCHER_INACTIVE', 422, 'This voucher is not active.'],
      [
        await make({ clubId: otherClub.id }),
        'VOUCHER_NOT_VALID_HERE',
        422,
        'This voucher cannot be used at this club.',
      ],
      [
        await make({ restrictions: { requires_member_number: true } }),
        'VOUCHER_REQUIRES_MEMBER',
        422,
        'This voucher requires a union member number.',
      ],
      [
        await make({ restrictions: { playing_with_member: true } }),
        'VOUCHER_REQUIRES_PLAYING_PARTNER',
        422,
        'This voucher must be used when playing with a member.',
      ],
      [
        await make({ restrictions: { valid_time_from: '14:00', valid_time_to: '18:00' } }),
        'VOUCHER_WRONG_TIME',
        422,
        'This voucher cannot be used at this time of day.',
      ],
      [
        await make({ restrictions: { valid_weekdays: { '6': { from: '00:00', to: '24:00' } } } }),
        'VOUCHER_WRONG_WEEKDAY',
        422,
        'This voucher cannot be used on this weekday.',
      ],
      [
        await make({ restrictions: { exclusions: [{ date: '2026-06-10' }] } }),
        'VOUCHER_EXCLUDED_DAY',
        422,
        'This voucher cannot be used today.',
      ],
    ];
    for (const [voucher, code, status, message] of cases)
      await expectRefusal({ voucher_id: voucher.id }, code, status, message);
  });

  it('counts the per-day, per-week, per-club and within-hours limits from the ledger in the club’s zone', async () => {
    const make = (restrictions: Record<string, unknown>) =>
      insertVoucher(t, { clubId: club.id, userId: golfer.id, usesTotal: null, usesLeft: null, restrictions });
    const daily = await make({ valid_times_per_day: 1 });
    expect((await redeem({ voucher_id: daily.id })).statusCode).toBe(200);
    await expectRefusal({ voucher_id: daily.id }, 'VOUCHER_DAILY_LIMIT', 409);
    // 23:59 the same local day is still today; 00:01 the next local day (22:01 UTC) is a new day.
    t.clock.set(new Date('2026-06-10T21:59:00Z'));
    await expectRefusal({ voucher_id: daily.id }, 'VOUCHER_DAILY_LIMIT', 409);
    t.clock.set(new Date('2026-06-10T22:01:00Z'));
    expect((await redeem({ voucher_id: daily.id })).statusCode).toBe(200);

    t.clock.set(WEDNESDAY_NOON);
    const weekly = await make({ valid_times_per_week: 1 });
    expect((await redeem({ voucher_id: weekly.id })).statusCode).toBe(200);
    t.clock.set(new Date('2026-06-14T21:00:00Z')); // Sunday 23:00 local: same week
    await expectRefusal({ voucher_id: weekly.id }, 'VOUCHER_WEEKLY_LIMIT', 409);
    t.clock.set(new Date('2026-06-14T22:30:00Z')); // Monday 00:30 local: new week
    expect((await redeem({ voucher_id: weekly.id })).statusCode).toBe(200);

    t.clock.set(WEDNESDAY_NOON);
    const perClub = await make({ valid_times_per_club: 1 });
    expect((await redeem({ voucher_id: perClub.id })).statusCode).toBe(200);
    t.clock.advance(30 * 24 * HOUR);
    await expectRefusal({ voucher_id: perClub.id }, 'VOUCHER_CLUB_LIMIT', 409);

    t.clock.set(WEDNESDAY_NOON);
    const spaced = await make({ valid_within_hours: 5 });
    expect((await redeem({ voucher_id: spaced.id })).statusCode).toBe(200);
    t.clock.advance(2 * HOUR);
    await expectRefusal(
      { voucher_id: spaced.id },
      'VOUCHER_TOO_SOON',
      409,
      'This voucher can be used again after 3 hours.',
    );
    t.clock.advance(3 * HOUR);
    expect((await redeem({ voucher_id: spaced.id })).statusCode).toBe(200);
  });

  it('accepts a member-only voucher from a member and a partner voucher with a partner', async () => {
    const member = await createTestUser(t, { memberNumber: '123-456' });
    const memberOnly = await insertVoucher(t, {
      clubId: club.id,
      userId: member.id,
      restrictions: { requires_member_number: true },
    });
    expect((await redeem({ voucher_id: memberOnly.id }, member.token)).statusCode).toBe(200);
    const partner = await insertVoucher(t, {
      clubId: club.id,
      userId: golfer.id,
      restrictions: { playing_with_member: true },
    });
    expect((await redeem({ voucher_id: partner.id, playing_with_member: '55-1234' })).statusCode).toBe(200);
    const [ledger] = await t.database.db
      .select()
      .from(redemptions)
      .where(eq(redemptions.voucherId, partner.id));
    expect(ledger!.playingWithMember).toBe('55-1234');
  });

  it('asks for the voucher PIN and refuses a wrong one', async () => {
    const voucher = await insertVoucher(t, {
      clubId: club.id,
      userId: golfer.id,
      pinHash: await hashSecret('4321'),
    });
    await expectRefusal(
      { voucher_id: voucher.id },
      'VOUCHER_PIN_REQUIRED',
      422,
      'Please enter the PIN code of the voucher.',
    );
    await expectRefusal(
      { voucher_id: voucher.id, pin: '1234' },
      'VOUCHER_WRONG_PIN',
      422,
      'The PIN code is not correct.',
    );
    const bad = await redeem({ voucher_id: voucher.id, pin: '12' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual([{ field: 'pin', message: 'PIN code must be at least 4 digits' }]);
    expect((await redeem({ voucher_id: voucher.id, pin: '4321' })).statusCode).toBe(200);
  });

  it('stops guessing a voucher PIN after the failure limit, with Retry-After', async () => {
    const voucher = await insertVoucher(t, {
      clubId: club.id,
      userId: golfer.id,
      pinHash: await hashSecret('8642'),
    });
    for (let i = 0; i < t.config.LOGIN_MAX_FAILURES; i++) {
      expect((await redeem({ voucher_id: voucher.id, pin: String(1000 + i) })).statusCode).toBe(422);
    }
    const blocked = await redeem({ voucher_id: voucher.id, pin: '8642' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_REQUESTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(t.config.LOGIN_WINDOW_MINUTES * 60_000 + 1_000);
    expect((await redeem({ voucher_id: voucher.id, pin: '8642' })).statusCode).toBe(200);
  });

  it('self-redeems only when allowed, with a position, within the club’s radius', async () => {
    const notAllowed = await insertVoucher(t, { clubId: club.id, userId: golfer.id });
    await expectRefusal(
      { voucher_id: notAllowed.id, self_redeem: true, latitude: 55.7, longitude: 12.5 },
      'VOUCHER_NOT_SELF_REDEEMABLE',
      422,
    );
    const voucher = await insertVoucher(t, { clubId: club.id, userId: golfer.id, canBeSelfRedeemed: true });
    await expectRefusal(
      { voucher_id: voucher.id, self_redeem: true },
      'GEOLOCATION_UNAVAILABLE',
      422,
      'Geolocation is not available yet',
    );
    // 0.004° of latitude is about 445 m: beyond the 300 m radius.
    await expectRefusal(
      { voucher_id: voucher.id, self_redeem: true, latitude: 55.704, longitude: 12.5 },
      'TOO_FAR_FROM_CLUB',
      422,
      'You are too far away from the club to self-redeem',
    );
    const near = await redeem({
      voucher_id: voucher.id,
      self_redeem: true,
      latitude: 55.702,
      longitude: 12.5,
    });
    expect(near.statusCode).toBe(200);
    const [ledger] = await t.database.db
      .select()
      .from(redemptions)
      .where(eq(redemptions.voucherId, voucher.id));
    expect(ledger!.method).toBe('self');
  });

  it('speaks the golfer’s language', async () => {
    const voucher = await insertVoucher(t, { clubId: club.id, userId: golfer.id, usesLeft: 0 });
    for (const locale of ['da', 'sv', 'de'] as const) {
      const res = await redeem({ voucher_id: voucher.id }, golfer.token, { 'accept-language': locale });
      expect(res.json().message).toBe(translate(locale, 'errors.voucherUsedUp'));
    }
  });

  it('refuses unknown fields and bad positions', async () => {
    const voucher = await insertVoucher(t, { clubId: club.id, userId: golfer.id });
    expect((await redeem({ voucher_id: voucher.id, price: 0 })).statusCode).toBe(422);
    expect(
      (await redeem({ voucher_id: voucher.id, latitude: 91, longitude: 0, self_redeem: true })).statusCode,
    ).toBe(422);
    expect((await redeem({ voucher_id: 'x' })).statusCode).toBe(422);
  });
});

describe('concurrent redemptions', () => {
  async function race(voucherId: number, times: number) {
    const answers = await Promise.all(Array.from({ length: times }, () => redeem({ voucher_id: voucherId })));
    const ok = answers.filter((res) => res.statusCode === 200);
    const refused = answers.filter((res) => res.statusCode !== 200).map((res) => res.json().code as string);
    const ledger = await t.database.db.select().from(redemptions).where(eq(redemptions.voucherId, voucherId));
    const [row] = await t.database.db.select().from(vouchers).where(eq(vouchers.id, voucherId));
    return { ok: ok.length, refused, ledger: ledger.length, usesLeft: row!.usesLeft };
  }

  it('100 at once on a one-use voucher: exactly 1 success and 99 VOUCHER_USED_UP', async () => {
    const voucher = await insertVoucher(t, { clubId: club.id, userId: golfer.id, usesTotal: 1, usesLeft: 1 });
    const result = await race(voucher.id, 100);
    expect(result).toEqual({ ok: 1, refused: Array(99).fill('VOUCHER_USED_UP'), ledger: 1, usesLeft: 0 });
  });

  it('50 at once on a five-use voucher: exactly 5 successes', async () => {
    const voucher = await insertVoucher(t, { clubId: club.id, userId: golfer.id, usesTotal: 5, usesLeft: 5 });
    const result = await race(voucher.id, 50);
    expect(result).toEqual({ ok: 5, refused: Array(45).fill('VOUCHER_USED_UP'), ledger: 5, usesLeft: 0 });
  });

  it('50 at once on an unlimited voucher allowed twice a day: exactly 2 successes', async () => {
    const voucher = await insertVoucher(t, {
      clubId: club.id,
      userId: golfer.id,
      usesTotal: null,
      usesLeft: null,
      restrictions: { valid_times_per_day: 2 },
    });
    const result = await race(voucher.id, 50);
    expect(result).toEqual({
      ok: 2,
      refused: Array(48).fill('VOUCHER_DAILY_LIMIT'),
      ledger: 2,
      usesLeft: null,
    });
  });
});
