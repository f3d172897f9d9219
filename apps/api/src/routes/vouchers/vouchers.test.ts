import type { ContractInput } from '@golfwallet/core/contracts/define';
import { listHistory } from '@golfwallet/core/contracts/history/list-history';
import { countVouchers } from '@golfwallet/core/contracts/vouchers/count-vouchers';
import { listVouchers, VOUCHER_LIST_TOTAL_CAP } from '@golfwallet/core/contracts/vouchers/list-vouchers';
import { updateVoucher } from '@golfwallet/core/contracts/vouchers/update-voucher';
import { uploadVoucher } from '@golfwallet/core/contracts/vouchers/upload-voucher';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, outcome, refusal, type TestApp } from '../../../test/helper';
import { voucherEvents, vouchers } from '../../db/schema/index';
import {
  insertClub,
  insertOrder,
  insertVoucher,
  insertVouchers,
} from '../../../test/builders/voucher.factory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const en = { 'accept-language': 'en' };

/** The caller's vouchers (a call that resolves was answered 200, as the contract says). */
function list(token: string, query: ContractInput<typeof listVouchers>['query'] = {}) {
  return t.api({ token, language: 'en' })(listVouchers, { query });
}

describe('GET /vouchers', () => {
  it('lists only the caller’s vouchers with every field of the voucher item', async () => {
    const a = await createTestUser(t);
    const b = await createTestUser(t);
    const club = await insertClub(t, { name: 'Aalborg Golfklub', logoUrl: '/logos/aalborg.png' });
    const mine = await insertVoucher(t, {
      clubId: club.id,
      userId: a.id,
      name: 'Greenfee weekend',
      restrictions: { valid_times_per_day: 2 },
      whereClubIds: [club.id],
      usesTotal: 5,
      usesLeft: 3,
      info: 'Book a tee time first',
      canBeSelfRedeemed: true,
    });
    await insertVoucher(t, { clubId: club.id, userId: b.id, name: 'Not yours' });

    const body = await list(a.token);
    expect(body.total).toBe(1);
    expect(body.items).toEqual([
      {
        voucher_id: mine.id,
        order_id: null,
        product_id: null,
        voucher_number: mine.voucherNumber,
        voucher_name: 'Greenfee weekend',
        name: 'Greenfee weekend',
        owner_name: 'Aalborg Golfklub',
        product_name: 'Greenfee',
        image_url: null,
        logo_url: '/logos/aalborg.png',
        type: 'personal',
        category: 'voucher',
        value: '350',
        reduction_type: 'setprice',
        currency: 'DKK',
        valid_times: 5,
        valid_from: Math.floor(mine.validFrom.getTime() / 1000),
        valid_to: Math.floor(mine.validTo.getTime() / 1000),
        pdf: false,
        printed_at: null,
        count: 1,
        favourite: false,
        active: true,
        info: 'Book a tee time first',
        can_be_self_redeemed: true,
        where: { club_ids: [club.id], department_ids: [] },
        uses_left: 3,
        uses_total: 5,
        has_pin: false,
        in_transfer: false,
        transfer_id: null,
        restrictions: { valid_times_per_day: 2 },
        club_id: club.id,
        gift_card_remaining_minor: null,
      },
    ]);
    expect((await list(b.token)).items.map((item) => item.name)).toEqual(['Not yours']);
  });

  it('filters by active, printed, unused and favourite, and leaves e-cards out unless asked', async () => {
    const a = await createTestUser(t);
    const club = await insertClub(t, { name: 'Klub' });
    const now = t.clock.now();
    await insertVoucher(t, { clubId: club.id, userId: a.id, name: 'plain' });
    await insertVoucher(t, { clubId: club.id, userId: a.id, name: 'printed', printedAt: now });
    await insertVoucher(t, { clubId: club.id, userId: a.id, name: 'used', usesLeft: 0 });
    await insertVoucher(t, {
      clubId: club.id,
      userId: a.id,
      name: 'fav',
      favourite: true,
      usesTotal: null,
      usesLeft: null,
    });
    await insertVoucher(t, { clubId: club.id, userId: a.id, name: 'inactive', active: false });
    await insertVoucher(t, {
      clubId: club.id,
      userId: a.id,
      name: 'expired',
      validTo: new Date(now.getTime() - 1000),
    });
    await insertVoucher(t, { clubId: club.id, userId: a.id, name: 'range', category: 'driving_range' });
    await insertVoucher(t, { clubId: club.id, userId: a.id, name: 'ecard', type: 'ecard' });
    const names = async (query: Parameters<typeof list>[1] = {}) =>
      (await list(a.token, query)).items.map((item) => item.name).sort();

    expect(await names()).toEqual(['expired', 'fav', 'inactive', 'plain', 'printed', 'used']);
    expect(await names({ active: 'true' })).toEqual(['fav', 'plain', 'printed', 'used']);
    expect(await names({ with_pdf: '1' })).toEqual(['printed']);
    expect(await names({ with_pdf: '0', active: '1', only_unused: '1' })).toEqual(['fav', 'plain']);
    expect(await names({ favourites: 'true' })).toEqual(['fav']);
    expect(await names({ include_ecards: '1', search: 'r' })).toEqual([
      'ecard',
      'expired',
      'printed',
      'range',
    ]);
  });

  it('searches voucher and club names case-insensitively, every word, with wildcards taken literally', async () => {
    const a = await createTestUser(t);
    const club = await insertClub(t, { name: 'Søllerød Golfklub' });
    await insertVoucher(t, { clubId: club.id, userId: a.id, name: 'Greenfee 50% rabat' });
    await insertVoucher(t, { clubId: club.id, userId: a.id, name: 'Range bucket' });
    const names = async (search: string) =>
      (await list(a.token, { search })).items.map((item) => item.name).sort();
    expect(await names('SØLLERØD')).toEqual(['Greenfee 50% rabat', 'Range bucket']);
    expect(await names('greenfee søllerød')).toEqual(['Greenfee 50% rabat']);
    expect(await names('50%')).toEqual(['Greenfee 50% rabat']);
    expect(await names('5_%')).toEqual([]);
    expect(await names('nothing')).toEqual([]);
  });

  it('sorts by club A-Z (default), valid until and nearest, and pages', async () => {
    const a = await createTestUser(t);
    const far = await insertClub(t, { name: 'Aarhus', latitude: 56.15, longitude: 10.2 });
    const near = await insertClub(t, { name: 'Bella', latitude: 55.68, longitude: 12.57 });
    const now = t.clock.now().getTime();
    await insertVoucher(t, { clubId: near.id, userId: a.id, name: 'b2', validTo: new Date(now + 5e9) });
    await insertVoucher(t, { clubId: far.id, userId: a.id, name: 'a1', validTo: new Date(now + 9e9) });
    await insertVoucher(t, { clubId: near.id, userId: a.id, name: 'b1', validTo: new Date(now + 1e9) });
    // Issued far away but also valid at the near club: nearest counts its nearest club.
    await insertVoucher(t, {
      clubId: far.id,
      userId: a.id,
      name: 'a0',
      whereClubIds: [far.id, near.id],
      validTo: new Date(now + 7e9),
    });
    const names = async (query: Parameters<typeof list>[1] = {}) =>
      (await list(a.token, query)).items.map((item) => item.name);

    expect(await names()).toEqual(['a0', 'a1', 'b1', 'b2']);
    expect(await names({ sort: 'valid_until' })).toEqual(['b1', 'b2', 'a0', 'a1']);
    expect(await names({ sort: 'nearest', latitude: 55.68, longitude: 12.57 })).toEqual([
      'a0',
      'b1',
      'b2',
      'a1',
    ]);
    const page = await list(a.token, { limit: 2, offset: 2 });
    expect(page.items.map((item) => item.name)).toEqual(['b1', 'b2']);
    expect(page.total).toBe(4);
    expect(await list(a.token, { offset: 10 })).toEqual({ items: [], total: 4, total_capped: false });
  });

  it('counts a filtered list up to the cap ("1,000+"), the unfiltered list and /vouchers/count in full', async () => {
    const a = await createTestUser(t);
    const club = await insertClub(t);
    const now = t.clock.now().getTime();
    const row = (name: string, i: number) => ({
      clubId: club.id,
      userId: a.id,
      voucherNumber: `CAP${a.id}X${i}`,
      name,
      productName: name,
      type: 'personal' as const,
      category: 'voucher' as const,
      value: '350',
      reductionType: 'setprice' as const,
      currency: 'DKK',
      pricePaidMinor: 35_000,
      validFrom: new Date(now - 86_400_000),
      validTo: new Date(now + 86_400_000 * 30),
      usesTotal: 1,
      usesLeft: 1,
    });
    const over = VOUCHER_LIST_TOTAL_CAP + 2;
    await t.database.db
      .insert(vouchers)
      .values([
        ...Array.from({ length: over }, (_, i) => row(`Greenfee ${i}`, i)),
        ...[0, 1, 2].map((i) => row(`Bane ${i}`, over + i)),
      ]);

    const searched = await list(a.token, { search: 'greenfee', limit: 20 });
    expect(searched.items).toHaveLength(20);
    expect(searched).toMatchObject({ total: VOUCHER_LIST_TOTAL_CAP, total_capped: true });
    const last = await list(a.token, { search: 'greenfee', offset: VOUCHER_LIST_TOTAL_CAP, limit: 20 });
    expect(last.items).toHaveLength(2);
    expect(last).toMatchObject({ total: VOUCHER_LIST_TOTAL_CAP, total_capped: true });
    expect(await list(a.token, { search: 'bane' })).toMatchObject({ total: 3, total_capped: false });
    expect(await list(a.token, { limit: 1 })).toMatchObject({ total: over + 3, total_capped: false });
    const count = await t.api({ token: a.token })(countVouchers, { query: { search: 'greenfee' } });
    expect(count).toEqual({ count: over });
  });

  it('groups unprinted identical vouchers of one order with their count; printed ones stay single', async () => {
    const a = await createTestUser(t);
    const club = await insertClub(t);
    const order = await insertOrder(t, a.id, club.id);
    const group = await insertVouchers(t, 3, { clubId: club.id, userId: a.id, name: 'bundle', ...order });
    await insertVoucher(t, {
      clubId: club.id,
      userId: a.id,
      name: 'bundle',
      ...order,
      printedAt: t.clock.now(),
    });
    await insertVoucher(t, { clubId: club.id, userId: a.id, name: 'single' });

    const grouped = await list(a.token, { group: 'order' });
    expect(grouped.total).toBe(3);
    expect(grouped.items.map((item) => [item.name, item.count, item.pdf])).toEqual([
      ['bundle', 3, false],
      ['bundle', 1, true],
      ['single', 1, false],
    ]);
    expect(grouped.items[0]!.voucher_id).toBe(group[0]!.id);
    expect((await list(a.token, { group: 'order', with_pdf: '0' })).total).toBe(2);
    expect((await list(a.token)).total).toBe(5);

    const count = await t.api({ token: a.token })(countVouchers, { query: { group: 'order' } });
    expect(count).toEqual({ count: 3 });
  });

  it('refuses bad query values with field errors, and more than 100 per page', async () => {
    const a = await createTestUser(t);
    // Raw: query values the contract's types forbid (an unknown sort, a flag of "maybe").
    for (const query of [
      '?limit=101',
      '?limit=0',
      '?sort=best',
      '?with_pdf=maybe',
      '?sort=nearest',
      '?offset=-1',
    ]) {
      const res = await t.call({ method: 'GET', url: `/vouchers${query}`, token: a.token, headers: en });
      expect(res.statusCode, query).toBe(422);
      expect(Array.isArray(res.json())).toBe(true);
    }
    const res = await refusal(list(a.token, { sort: 'nearest' }));
    expect(res.fields).toEqual(
      expect.arrayContaining([{ field: 'latitude', message: 'This field is required' }]),
    );
  });

  it('needs a session (401) and a confirmed e-mail (403 EMAIL_NOT_CONFIRMED)', async () => {
    const unconfirmed = await createTestUser(t, { confirmed: false });
    expect((await refusal(t.api()(listVouchers))).status).toBe(401);
    // Raw: one probe over many routes with an empty body; the e-mail check comes before the body's.
    for (const [method, url] of [
      ['GET', '/vouchers'],
      ['GET', '/vouchers/count'],
      ['PATCH', '/voucher/1'],
      ['PATCH', '/voucher/pdf/1'],
      ['POST', '/voucher/upload'],
      ['POST', '/voucher/redeem'],
      ['POST', '/voucher/transfer/1'],
      ['PATCH', '/transfer-process/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'],
      ['GET', '/history'],
    ] as const) {
      const res = await t.call({ method, url, token: unconfirmed.token, payload: {}, headers: en });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe('EMAIL_NOT_CONFIRMED');
    }
  });
});

describe('GET /vouchers/count', () => {
  it('counts the caller’s vouchers matching the search, never another golfer’s', async () => {
    const a = await createTestUser(t);
    const b = await createTestUser(t);
    const club = await insertClub(t, { name: 'Holbæk Golfklub' });
    await insertVouchers(t, 2, { clubId: club.id, userId: a.id, name: 'Greenfee' });
    await insertVoucher(t, { clubId: club.id, userId: a.id, name: 'Lesson' });
    await insertVouchers(t, 4, { clubId: club.id, userId: b.id, name: 'Greenfee' });
    const count = (token: string, search?: string) => t.api({ token })(countVouchers, { query: { search } });
    expect(await count(a.token)).toEqual({ count: 3 });
    expect(await count(a.token, 'greenfee')).toEqual({ count: 2 });
    expect(await count(a.token, 'holbæk')).toEqual({ count: 3 });
    expect(await count(b.token, 'lesson')).toEqual({ count: 0 });
  });
});

describe('PATCH /voucher/:id', () => {
  it('sets and clears the favourite and answers the voucher', async () => {
    const a = await createTestUser(t);
    const club = await insertClub(t);
    const voucher = await insertVoucher(t, { clubId: club.id, userId: a.id });
    const favourite = (value: boolean) =>
      t.api({ token: a.token })(updateVoucher, { params: { id: voucher.id }, body: { favourite: value } });
    const set = await favourite(true);
    expect(set).toMatchObject({ voucher_id: voucher.id, favourite: true });
    expect((await list(a.token, { favourites: '1' })).total).toBe(1);
    const clear = await favourite(false);
    expect(clear.favourite).toBe(false);
  });

  it('answers 404 VOUCHER_NOT_FOUND for another golfer’s voucher exactly as for a missing one', async () => {
    const a = await createTestUser(t);
    const b = await createTestUser(t);
    const club = await insertClub(t);
    const voucher = await insertVoucher(t, { clubId: club.id, userId: a.id });
    const favourite = (id: number) =>
      refusal(
        t.api({ token: b.token, language: 'en' })(updateVoucher, {
          params: { id },
          body: { favourite: true },
        }),
      );
    const theirs = await favourite(voucher.id);
    const missing = await favourite(2_000_000_000);
    expect(theirs).toMatchObject({
      status: 404,
      code: 'VOUCHER_NOT_FOUND',
      message: 'Voucher is not found or expired.',
    });
    expect(missing).toEqual(theirs);
    const [row] = await t.database.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(row!.favourite).toBe(false);
  });

  it('refuses unknown fields and a missing or mistyped favourite, saying which', async () => {
    const a = await createTestUser(t);
    // Raw: the bodies the contract forbids.
    for (const [payload, field, message] of [
      [{}, 'favourite', 'This field is required'],
      [{ favourite: 'yes' }, 'favourite', 'This value must be true or false'],
      [{ favourite: true, name: 'x' }, 'name', 'This field is not allowed'],
    ] as const) {
      const res = await t.call({ method: 'PATCH', url: '/voucher/1', token: a.token, payload, headers: en });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual([{ field, message }]);
    }
  });
});

describe('POST /voucher/upload', () => {
  it('claims an unowned paper voucher once; afterwards the code works for nobody', async () => {
    const a = await createTestUser(t);
    const b = await createTestUser(t);
    const club = await insertClub(t);
    const paper = await insertVoucher(t, { clubId: club.id, userId: null });
    const claim = (token: string, code = paper.voucherNumber) =>
      t.api({ token, language: 'en' })(uploadVoucher, { body: { voucher_number: code } });

    const first = await claim(
      a.token,
      ` ${paper.voucherNumber.slice(0, 4)} ${paper.voucherNumber.slice(4)} `,
    );
    expect(first).toMatchObject({ voucher_id: paper.id, voucher_number: paper.voucherNumber });
    for (const token of [a.token, b.token]) {
      const again = await refusal(claim(token));
      expect(again).toMatchObject({
        status: 409,
        code: 'VOUCHER_ALREADY_CLAIMED',
        message: 'Upload failed',
      });
    }
    expect((await list(a.token)).items.map((item) => item.voucher_id)).toEqual([paper.id]);
    expect((await list(b.token)).total).toBe(0);
    const events = await t.database.db
      .select()
      .from(voucherEvents)
      .where(eq(voucherEvents.voucherId, paper.id));
    expect(events.map((event) => [event.kind, event.userId])).toEqual([['uploaded', a.id]]);
  });

  it('gives a paper voucher to exactly one of many concurrent claimers', async () => {
    const club = await insertClub(t);
    const paper = await insertVoucher(t, { clubId: club.id, userId: null });
    const golfers = await Promise.all(Array.from({ length: 10 }, () => createTestUser(t)));
    const answers = await Promise.all(
      golfers.map((golfer) =>
        outcome(
          t.api({ token: golfer.token })(uploadVoucher, { body: { voucher_number: paper.voucherNumber } }),
        ),
      ),
    );
    // 'ok': answered with the contract's 200.
    expect(answers.filter((answer) => answer === 'ok')).toHaveLength(1);
    expect(answers.filter((answer) => answer === 'VOUCHER_ALREADY_CLAIMED')).toHaveLength(9);
  });

  it('answers UPLOAD_FAILED for unknown, expired or inactive codes and 422 for a malformed one', async () => {
    const a = await createTestUser(t);
    const club = await insertClub(t);
    const expired = await insertVoucher(t, {
      clubId: club.id,
      userId: null,
      validTo: new Date(t.clock.now().getTime() - 1000),
    });
    const inactive = await insertVoucher(t, { clubId: club.id, userId: null, active: false });
    const claim = (voucher_number: string) =>
      t.api({ token: a.token, language: 'en' })(uploadVoucher, { body: { voucher_number } });
    for (const code of ['NOSUCHCODE123', expired.voucherNumber, inactive.voucherNumber]) {
      const res = await refusal(claim(code));
      expect(res).toMatchObject({ status: 422, code: 'UPLOAD_FAILED', message: 'Upload failed' });
    }
    // Case, spaces and dashes around the code do not matter.
    const code = `PAPER-${process.pid}-${Date.now()}`;
    const paper = await insertVoucher(t, { clubId: club.id, userId: null, voucherNumber: code });
    const typed = await claim(`  -${code.toLowerCase()} – `);
    expect(typed).toMatchObject({ voucher_id: paper.id, voucher_number: code });
    const bad = await refusal(claim('ab$%'));
    expect(bad.fields).toEqual([{ field: 'voucher_number', message: 'Please enter a valid voucher code' }]);
  });
});

describe('GET /history', () => {
  it('lists the caller’s own events newest first with voucher and club names, 10 per page by default', async () => {
    const a = await createTestUser(t);
    const b = await createTestUser(t);
    const club = await insertClub(t, { name: 'Furesø Golfklub' });
    const voucher = await insertVoucher(t, { clubId: club.id, userId: a.id, name: 'Greenfee' });
    const base = t.clock.now().getTime();
    await t.database.db.insert(voucherEvents).values(
      Array.from({ length: 12 }, (_, i) => ({
        userId: a.id,
        voucherId: voucher.id,
        kind: 'redeemed' as const,
        at: new Date(base - (12 - i) * 60_000),
        clubId: club.id,
        details: { uses_left: i },
      })),
    );
    await t.database.db
      .insert(voucherEvents)
      .values({ userId: b.id, voucherId: voucher.id, kind: 'printed', at: new Date(base) });

    const history = (token: string, query: ContractInput<typeof listHistory>['query'] = {}) =>
      t.api({ token })(listHistory, { query });
    const page = await history(a.token);
    expect(page.total).toBe(12);
    expect(page.items).toHaveLength(10);
    expect(page.items[0]).toEqual({
      id: expect.any(Number),
      kind: 'redeemed',
      at: Math.floor((base - 60_000) / 1000),
      voucher_id: voucher.id,
      voucher_name: 'Greenfee',
      club_id: club.id,
      club_name: 'Furesø Golfklub',
      uses_left: 11,
    });
    const rest = await history(a.token, { offset: 10, limit: 50 });
    expect(rest.items.map((item) => item.uses_left)).toEqual([1, 0]);
    expect((await refusal(history(a.token, { limit: 51 }))).status).toBe(422);
    expect((await history(b.token)).items.map((i) => i.kind)).toEqual(['printed']);
  });
});
