import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../../../test/helper';
import { outbox, redemptions, users, vouchers } from '../../db/schema/index';
import { createClub, inviteOwner } from '../../modules/partner/onboarding.service';
import { insertClub, insertDepartment, insertVoucher } from '../../../test/builders/voucher.factory';
import { createTestStaff, productBody, STAFF_PASSWORD, type TestStaff } from '../../../test/builders/partner';

/**
 * The club portal's API (issue 12), route by route and role by role: staff sessions, products,
 * issue and offers, desk look-up, redeem and undo, redemptions with the CSV, overview and audit.
 */

const TUESDAY = new Date('2026-11-24T10:00:00Z');
const WEDNESDAY = new Date('2026-11-25T10:00:00Z');

let t: TestApp;
let clubA: number;
let clubB: number;
let ownerA: TestStaff;
let deskA: TestStaff;
let ownerB: TestStaff;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(TUESDAY);
  clubA = (await insertClub(t)).id;
  clubB = (await insertClub(t)).id;
  ownerA = await createTestStaff(t, [{ clubId: clubA, role: 'owner' }]);
  deskA = await createTestStaff(t, [{ clubId: clubA, role: 'desk' }]);
  ownerB = await createTestStaff(t, [{ clubId: clubB, role: 'owner' }]);
});
afterAll(async () => t.close());

const en = { 'accept-language': 'en' };

async function createProduct(staff: TestStaff, overrides: Record<string, unknown> = {}) {
  const res = await t.call({
    method: 'POST',
    url: '/partner/products',
    token: staff.token,
    headers: en,
    payload: productBody(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { product_id: number; status: string };
}

async function issue(staff: TestStaff, productId: number, email: string, quantity = 1) {
  const res = await t.call({
    method: 'POST',
    url: '/partner/issue',
    token: staff.token,
    headers: en,
    payload: { product_id: productId, email, quantity },
  });
  return res;
}

describe('staff sessions', () => {
  it('logs staff in with e-mail and password into a session of their own', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/partner/session',
      payload: { email: ownerA.email, password: STAFF_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const { session_id, club_id } = res.json() as { session_id: string; club_id: number };
    expect(club_id).toBe(clubA);
    const me = await t.call({ method: 'GET', url: '/partner/session', token: session_id });
    expect(me.json()).toMatchObject({ staff_id: ownerA.id, club: { club_id: clubA, role: 'owner' } });
    // The staff session is no golfer session, and a golfer session is no staff session.
    expect((await t.call({ method: 'GET', url: '/user', token: session_id })).statusCode).toBe(403);
    const golfer = await createTestUser(t);
    const crossed = await t.call({ method: 'GET', url: '/partner/session', token: golfer.token });
    expect(crossed.statusCode).toBe(403);
    expect(crossed.json().code).toBe('SESSION_EXPIRED');
  });

  it('refuses a wrong password, and answers 429 after too many failures', async () => {
    const staff = await createTestStaff(t, [{ clubId: clubA, role: 'desk' }]);
    const wrong = () =>
      t.call({
        method: 'POST',
        url: '/partner/session',
        remoteAddress: '10.9.8.7',
        payload: { email: staff.email, password: 'not-the-password' },
      });
    expect((await wrong()).statusCode).toBe(401);
    for (let i = 1; i < t.config.LOGIN_MAX_FAILURES; i++) await wrong();
    const limited = await wrong();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('switches to another club of the account, and never to a club it does not belong to', async () => {
    const both = await createTestStaff(t, [
      { clubId: clubA, role: 'desk' },
      { clubId: clubB, role: 'owner' },
    ]);
    const switched = await t.call({
      method: 'PUT',
      url: '/partner/session/club',
      token: both.token,
      payload: { club_id: clubB },
    });
    expect(switched.json()).toMatchObject({ club: { club_id: clubB, role: 'owner' } });
    expect(switched.json().clubs).toHaveLength(2);
    const foreign = await t.call({
      method: 'PUT',
      url: '/partner/session/club',
      token: ownerA.token,
      payload: { club_id: clubB },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('slides the session expiry and ends it on logout', async () => {
    const staff = await createTestStaff(t, [{ clubId: clubA, role: 'desk' }]);
    t.clock.advance(29 * 86_400_000);
    expect((await t.call({ method: 'GET', url: '/partner/session', token: staff.token })).statusCode).toBe(
      200,
    );
    t.clock.advance(29 * 86_400_000);
    expect((await t.call({ method: 'GET', url: '/partner/session', token: staff.token })).statusCode).toBe(
      200,
    );
    expect((await t.call({ method: 'DELETE', url: '/partner/session', token: staff.token })).statusCode).toBe(
      200,
    );
    expect((await t.call({ method: 'GET', url: '/partner/session', token: staff.token })).statusCode).toBe(
      403,
    );
    t.clock.set(TUESDAY);
  });

  it('invites desk staff by a single-use link in the outbox, which sets the password and joins the club', async () => {
    const email = `new.desk.${Date.now()}@club.example`;
    const res = await t.call({
      method: 'POST',
      url: '/partner/staff',
      token: ownerA.token,
      headers: en,
      payload: { email, role: 'desk' },
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, email));
    const key = /key=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
    const accept = { token: key, password: 'range-ball-42x', name: 'New Desk' };
    expect(
      (await t.call({ method: 'POST', url: '/partner/change-password', payload: accept })).statusCode,
    ).toBe(200);
    expect(
      (await t.call({ method: 'POST', url: '/partner/change-password', payload: accept })).json().code,
    ).toBe('INVALID_KEY');
    const login = await t.call({
      method: 'POST',
      url: '/partner/session',
      payload: { email, password: 'range-ball-42x' },
    });
    expect(login.json()).toMatchObject({ club_id: clubA });
    const staff = await t.call({ method: 'GET', url: '/partner/staff', token: ownerA.token });
    expect(staff.json().items).toContainEqual(
      expect.objectContaining({ email, role: 'desk', invited: false }),
    );
    // A desk member cannot invite.
    const byDesk = await t.call({
      method: 'POST',
      url: '/partner/staff',
      token: deskA.token,
      payload: { email: 'x@club.example', role: 'desk' },
    });
    expect(byDesk.json().code).toBe('STAFF_ROLE_FORBIDDEN');
  });

  it('resets a staff password through a mailed key', async () => {
    const staff = await createTestStaff(t, [{ clubId: clubA, role: 'desk' }]);
    await t.call({ method: 'POST', url: '/partner/recover-password', payload: { email: staff.email } });
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, staff.email));
    const key = /key=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
    await t.call({
      method: 'POST',
      url: '/partner/change-password',
      payload: { token: key, password: 'new-pass-word-9' },
    });
    // Every session of the account ended; the new password works.
    expect((await t.call({ method: 'GET', url: '/partner/session', token: staff.token })).statusCode).toBe(
      403,
    );
    const login = await t.call({
      method: 'POST',
      url: '/partner/session',
      payload: { email: staff.email, password: 'new-pass-word-9' },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('products', () => {
  it('creates, edits, pauses, resumes and ends a product; ended is final', async () => {
    const product = await createProduct(ownerA);
    expect(product.status).toBe('active');
    const edited = await t.call({
      method: 'PUT',
      url: `/partner/products/${product.product_id}`,
      token: ownerA.token,
      payload: productBody({ name: 'Tirsdagsklip 2', uses: 3 }),
    });
    expect(edited.json()).toMatchObject({ name: 'Tirsdagsklip 2', uses: 3 });
    for (const status of ['paused', 'active', 'ended'] as const) {
      const res = await t.call({
        method: 'POST',
        url: `/partner/products/${product.product_id}/status`,
        token: ownerA.token,
        payload: { status },
      });
      expect(res.json().status).toBe(status);
    }
    const again = await t.call({
      method: 'POST',
      url: `/partner/products/${product.product_id}/status`,
      token: ownerA.token,
      payload: { status: 'active' },
    });
    expect(again.json().code).toBe('PRODUCT_ENDED');
  });

  it('answers invalid combinations with field errors from the shared schema, in the caller’s language', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/partner/products',
      token: ownerA.token,
      headers: en,
      payload: productBody({ reduction_type: 'reducepercent', value: '150', category: 'driving_range' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(
      expect.arrayContaining([
        { field: 'value', message: 'A percentage must be between 1 and 100' },
        { field: 'baskets', message: 'A driving-range product needs at least one basket' },
      ]),
    );
  });

  it('accepts only departments of the club itself', async () => {
    const own = await insertDepartment(t, clubA, 'Restaurant');
    const foreign = await insertDepartment(t, clubB, 'Shop');
    expect((await createProduct(ownerA, { department_ids: [own.id] })).status).toBe('active');
    const res = await t.call({
      method: 'POST',
      url: '/partner/products',
      token: ownerA.token,
      payload: productBody({ department_ids: [foreign.id] }),
    });
    expect(res.statusCode).toBe(422);
  });

  it('lets the desk read products but not change them; another club sees none of them', async () => {
    const product = await createProduct(ownerA);
    expect((await t.call({ method: 'GET', url: '/partner/products', token: deskA.token })).statusCode).toBe(
      200,
    );
    const byDesk = await t.call({
      method: 'POST',
      url: '/partner/products',
      token: deskA.token,
      payload: productBody(),
    });
    expect(byDesk.statusCode).toBe(403);
    const fromB = await t.call({
      method: 'GET',
      url: `/partner/products/${product.product_id}`,
      token: ownerB.token,
    });
    expect(fromB.json().code).toBe('PRODUCT_NOT_FOUND');
    const listB = await t.call({ method: 'GET', url: '/partner/products', token: ownerB.token });
    expect(listB.json().items.map((p: { product_id: number }) => p.product_id)).not.toContain(
      product.product_id,
    );
  });
});

describe('issue and offers', () => {
  it('issues to a golfer by e-mail: in the wallet at once, and an e-mail', async () => {
    const golfer = await createTestUser(t);
    const product = await createProduct(ownerA);
    const res = await issue(ownerA, product.product_id, golfer.email, 2);
    expect(res.statusCode, res.body).toBe(201);
    const list = await t.call({ method: 'GET', url: '/vouchers', token: golfer.token });
    expect(list.json().items.filter((v: { name: string }) => v.name === 'Tirsdagsklip')).toHaveLength(2);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.recipient, golfer.email));
    expect(mails.map((m) => m.template)).toContain('voucher_issued');
    expect((await issue(ownerA, product.product_id, 'nobody@nowhere.example')).json().code).toBe(
      'GOLFER_NOT_FOUND',
    );
    expect((await issue(deskA, product.product_id, golfer.email)).statusCode).toBe(403);
    expect((await issue(ownerB, product.product_id, golfer.email)).json().code).toBe('PRODUCT_NOT_FOUND');
  });

  it('takes limited stock and refuses paused products', async () => {
    const golfer = await createTestUser(t);
    const product = await createProduct(ownerA, { stock_left: 1 });
    expect((await issue(ownerA, product.product_id, golfer.email)).statusCode).toBe(201);
    expect((await issue(ownerA, product.product_id, golfer.email)).json().code).toBe('PRODUCT_SOLD_OUT');
    const paused = await createProduct(ownerA);
    await t.call({
      method: 'POST',
      url: `/partner/products/${paused.product_id}/status`,
      token: ownerA.token,
      payload: { status: 'paused' },
    });
    expect((await issue(ownerA, paused.product_id, golfer.email)).json().code).toBe('PRODUCT_NOT_ON_SALE');
  });

  it('sends offers only to golfers who accepted club offers', async () => {
    const accepted = await createTestUser(t, { clubId: clubA, acceptOffers: 1 });
    const declined = await createTestUser(t, { clubId: clubA, acceptOffers: 0 });
    const elsewhere = await createTestUser(t, { clubId: clubB, acceptOffers: 1 });
    const product = await createProduct(ownerA);
    const res = await t.call({
      method: 'POST',
      url: '/partner/offers',
      token: ownerA.token,
      payload: { product_id: product.product_id, audience: 'home_club' },
    });
    expect(res.json()).toEqual({ sent: 1 });
    const holders = await t.database.db
      .select({ userId: vouchers.userId })
      .from(vouchers)
      .where(eq(vouchers.productId, product.product_id));
    expect(holders.map((h) => h.userId)).toEqual([accepted.id]);
    expect(holders.map((h) => h.userId)).not.toContain(declined.id);
    expect(holders.map((h) => h.userId)).not.toContain(elsewhere.id);
  });
});

describe('desk', () => {
  async function issuedVoucher(overrides: Record<string, unknown> = {}) {
    const golfer = await createTestUser(t, { firstName: 'Karen', lastName: 'Blixen', memberNumber: null });
    const product = await createProduct(ownerA, overrides);
    const res = await issue(ownerA, product.product_id, golfer.email);
    const [voucher] = await t.database.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.id, (res.json() as { voucher_ids: number[] }).voucher_ids[0]!));
    return { golfer, product, voucher: voucher! };
  }

  it('looks a voucher up and gives the engine’s reason in the caller’s language', async () => {
    const { voucher } = await issuedVoucher();
    t.clock.set(WEDNESDAY);
    const da = await t.call({
      method: 'GET',
      url: `/partner/desk/vouchers/${voucher.voucherNumber}`,
      token: deskA.token,
      headers: { 'accept-language': 'da' },
    });
    const english = await t.call({
      method: 'GET',
      url: `/partner/desk/vouchers/${voucher.voucherNumber.toLowerCase()}`,
      token: deskA.token,
      headers: en,
    });
    expect(da.json()).toMatchObject({ may_redeem: false, reason_code: 'VOUCHER_WRONG_WEEKDAY' });
    expect(english.json().reason).not.toBe(da.json().reason);
    expect(english.json().holder).toEqual({ first_name: 'Karen', last_name: 'Blixen', member_number: null });
    t.clock.set(TUESDAY);
    const ok = await t.call({
      method: 'GET',
      url: `/partner/desk/vouchers/${voucher.voucherNumber}`,
      token: deskA.token,
    });
    expect(ok.json()).toMatchObject({ may_redeem: true, reason: null, uses_left: 2 });
  });

  it('does not find another club’s voucher', async () => {
    const golfer = await createTestUser(t);
    const foreign = await insertVoucher(t, { userId: golfer.id, clubId: clubB });
    const res = await t.call({
      method: 'GET',
      url: `/partner/desk/vouchers/${foreign.voucherNumber}`,
      token: deskA.token,
    });
    expect(res.json().code).toBe('VOUCHER_NOT_FOUND');
    const redeem = await t.call({
      method: 'POST',
      url: '/partner/desk/redeem',
      token: deskA.token,
      payload: { voucher_id: foreign.id },
    });
    expect(redeem.json().code).toBe('VOUCHER_NOT_FOUND');
  });

  it('redeems one use, refuses on a wrong weekday, and undoes within 15 minutes only', async () => {
    const { voucher, golfer } = await issuedVoucher();
    t.clock.set(WEDNESDAY);
    const wrongDay = await t.call({
      method: 'POST',
      url: '/partner/desk/redeem',
      token: deskA.token,
      payload: { voucher_id: voucher.id },
    });
    expect(wrongDay.json().code).toBe('VOUCHER_WRONG_WEEKDAY');
    t.clock.set(TUESDAY);
    const first = await t.call({
      method: 'POST',
      url: '/partner/desk/redeem',
      token: deskA.token,
      payload: { voucher_id: voucher.id },
    });
    expect(first.json()).toMatchObject({ uses_left: 1 });
    const redemptionId = first.json().redemption_id as number;
    // Owner B cannot undo club A's redemption.
    const crossed = await t.call({
      method: 'DELETE',
      url: `/partner/redemptions/${redemptionId}`,
      token: ownerB.token,
    });
    expect(crossed.json().code).toBe('REDEMPTION_NOT_FOUND');
    t.clock.set(new Date(TUESDAY.getTime() + 14 * 60_000));
    const undone = await t.call({
      method: 'DELETE',
      url: `/partner/redemptions/${redemptionId}`,
      token: deskA.token,
    });
    expect(undone.json()).toEqual({ voucher_id: voucher.id, uses_left: 2 });
    const twice = await t.call({
      method: 'DELETE',
      url: `/partner/redemptions/${redemptionId}`,
      token: deskA.token,
    });
    expect(twice.json().code).toBe('REDEMPTION_NOT_FOUND');
    t.clock.set(TUESDAY);
    const second = await t.call({
      method: 'POST',
      url: '/partner/desk/redeem',
      token: deskA.token,
      payload: { voucher_id: voucher.id },
    });
    t.clock.set(new Date(TUESDAY.getTime() + 16 * 60_000));
    const late = await t.call({
      method: 'DELETE',
      url: `/partner/redemptions/${second.json().redemption_id}`,
      token: deskA.token,
    });
    expect(late.json().code).toBe('UNDO_TOO_LATE');
    t.clock.set(TUESDAY);
    // The golfer's history shows the redemption that stands.
    const history = await t.call({ method: 'GET', url: '/history', token: golfer.token });
    expect(history.json().items.filter((e: { kind: string }) => e.kind === 'redeemed')).toHaveLength(1);
    // The golfer's own redemption cannot be undone at the desk.
    const own = await insertVoucher(t, { userId: golfer.id, clubId: clubA });
    await t.call({
      method: 'POST',
      url: '/voucher/redeem',
      token: golfer.token,
      payload: { voucher_id: own.id, club_id: clubA },
    });
    const [self] = await t.database.db.select().from(redemptions).where(eq(redemptions.voucherId, own.id));
    const selfUndo = await t.call({
      method: 'DELETE',
      url: `/partner/redemptions/${self!.id}`,
      token: deskA.token,
    });
    expect(selfUndo.json().code).toBe('REDEMPTION_NOT_FOUND');
  });
});

describe('redemptions, export, overview and audit', () => {
  it('lists redemptions and exports exactly the privacy-allowed columns; the desk cannot export', async () => {
    const golfer = await createTestUser(t, {
      firstName: 'Ole',
      lastName: 'Olsen',
      memberNumber: '77-1234',
      clubName: 'Hjemme GK',
      phone: '+4512345678',
      birthDate: '1970-01-01',
    });
    const product = await createProduct(ownerA, { name: 'CSV-kort' });
    const issued = await issue(ownerA, product.product_id, golfer.email);
    const voucherId = issued.json().voucher_ids[0];
    await t.call({
      method: 'POST',
      url: '/partner/desk/redeem',
      token: deskA.token,
      payload: { voucher_id: voucherId },
    });
    const list = await t.call({
      method: 'GET',
      url: `/partner/redemptions?product_id=${product.product_id}`,
      token: deskA.token,
    });
    expect(list.json().items).toHaveLength(1);
    expect(list.json().items[0]).toMatchObject({
      first_name: 'Ole',
      member_number: '77-1234',
      undoable: true,
    });
    const csv = await t.call({
      method: 'GET',
      url: `/partner/redemptions/export?product_id=${product.product_id}&from=2026-11-24&to=2026-11-24`,
      token: ownerA.token,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, row, end] = csv.body.split('\r\n');
    expect(header).toBe(
      'first_name,last_name,member_number,home_club,voucher_name,original_price,redeemed_at,uses_left',
    );
    expect(row).toBe(`Ole,Olsen,77-1234,Hjemme GK,CSV-kort,450,${TUESDAY.toISOString()},1`);
    expect(end).toBe('');
    expect(csv.body).not.toContain(golfer.email);
    expect(csv.body).not.toContain('+4512345678');
    expect(csv.body).not.toContain('1970-01-01');
    const outside = await t.call({
      method: 'GET',
      url: `/partner/redemptions/export?product_id=${product.product_id}&from=2026-11-25`,
      token: ownerA.token,
    });
    expect(outside.body.split('\r\n')).toHaveLength(2);
    for (const day of ['0000-00-00', '2026-02-30']) {
      const invalid = await t.call({
        method: 'GET',
        url: `/partner/redemptions?from=${day}`,
        token: ownerA.token,
      });
      expect(invalid.statusCode).toBe(422);
    }
    const byDesk = await t.call({ method: 'GET', url: '/partner/redemptions/export', token: deskA.token });
    expect(byDesk.statusCode).toBe(403);
    const fromB = await t.call({ method: 'GET', url: '/partner/redemptions', token: ownerB.token });
    expect(fromB.json().items.map((i: { first_name: string }) => i.first_name)).not.toContain('Ole');
  });

  it('gives the overview to owners only, with sold, redeemed, liability, breakage and expiring', async () => {
    const club = (await insertClub(t)).id;
    const owner = await createTestStaff(t, [{ clubId: club, role: 'owner' }]);
    const desk = await createTestStaff(t, [{ clubId: club, role: 'desk' }]);
    const golfer = await createTestUser(t);
    await insertVoucher(t, {
      userId: golfer.id,
      clubId: club,
      pricePaidMinor: 10_000,
      usesTotal: 2,
      usesLeft: 1,
    });
    await insertVoucher(t, {
      userId: golfer.id,
      clubId: club,
      pricePaidMinor: 20_000,
      usesTotal: 1,
      usesLeft: 1,
      validTo: new Date(TUESDAY.getTime() - 86_400_000),
    });
    await insertVoucher(t, {
      userId: golfer.id,
      clubId: club,
      pricePaidMinor: 5_000,
      usesTotal: 1,
      usesLeft: 1,
      validTo: new Date(TUESDAY.getTime() + 10 * 86_400_000),
    });
    const res = await t.call({ method: 'GET', url: '/partner/overview', token: owner.token });
    expect(res.json().total).toEqual({
      sold: 3,
      redeemed: 0,
      liability: 100,
      breakage: 200,
      expiring_30_days: 1,
    });
    expect((await t.call({ method: 'GET', url: '/partner/overview', token: desk.token })).statusCode).toBe(
      403,
    );
  });

  it('keeps an audit log of changes, issues and redemptions, for owners of the club only', async () => {
    const res = await t.call({ method: 'GET', url: '/partner/audit', token: ownerA.token });
    const actions = new Set(res.json().items.map((i: { action: string }) => i.action));
    for (const action of [
      'product_created',
      'product_updated',
      'product_status',
      'voucher_issued',
      'offer_sent',
      'redeemed',
      'redemption_undone',
      'staff_invited',
    ]) {
      expect(actions, action).toContain(action);
    }
    const b = await t.call({ method: 'GET', url: '/partner/audit', token: ownerB.token });
    expect(b.json().items).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/partner/audit', token: deskA.token })).statusCode).toBe(403);
  });
});

describe('a blocked golfer', () => {
  it('is not found for issuing', async () => {
    const golfer = await createTestUser(t);
    await t.database.db.update(users).set({ status: 'blocked' }).where(eq(users.id, golfer.id));
    const product = await createProduct(ownerA);
    expect((await issue(ownerA, product.product_id, golfer.email)).json().code).toBe('GOLFER_NOT_FOUND');
  });
});

describe('bringing a club on (npm run admin)', () => {
  it('creates a club and invites its first owner, who sets a password and signs in as owner', async () => {
    const club = await createClub(t.database.db, {
      name: `Onboarded GK ${Date.now()}`,
      country: 'DK',
      latitude: 55.7,
      longitude: 12.4,
      departments: ['Bane', 'Shop'],
    });
    const email = `first.owner.${Date.now()}@club.example`;
    const link = await inviteOwner(
      t.database.db,
      { now: t.clock.now(), publicUrl: 'http://localhost:3000' },
      club.id,
      email,
    );
    expect(link).toMatch(/^http:\/\/localhost:3000\/partner\/set-password\?key=/);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(mail!.text).toContain(link);
    const key = new URL(link).searchParams.get('key')!;
    await t.call({
      method: 'POST',
      url: '/partner/change-password',
      payload: { token: key, password: 'first-owner-77' },
    });
    const login = await t.call({
      method: 'POST',
      url: '/partner/session',
      payload: { email, password: 'first-owner-77' },
    });
    const me = await t.call({ method: 'GET', url: '/partner/session', token: login.json().session_id });
    expect(me.json()).toMatchObject({ club: { club_id: club.id, role: 'owner' } });
    expect(me.json().club.departments).toHaveLength(2);
  });
});
