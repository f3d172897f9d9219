import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct as createProductContract } from '@golfwallet/core/contracts/partner/create-product';
import { deskLookup } from '@golfwallet/core/contracts/partner/desk-lookup';
import { deskRedeem } from '@golfwallet/core/contracts/partner/desk-redeem';
import { deskSearch } from '@golfwallet/core/contracts/partner/desk-search';
import { exportRedemptions } from '@golfwallet/core/contracts/partner/export-redemptions';
import { getStaffMe } from '@golfwallet/core/contracts/partner/get-staff-me';
import { inviteStaff } from '@golfwallet/core/contracts/partner/invite-staff';
import { issueVoucher } from '@golfwallet/core/contracts/partner/issue-voucher';
import { listAudit } from '@golfwallet/core/contracts/partner/list-audit';
import { listProducts } from '@golfwallet/core/contracts/partner/list-products';
import { listRedemptions } from '@golfwallet/core/contracts/partner/list-redemptions';
import { listStaff } from '@golfwallet/core/contracts/partner/list-staff';
import { recoverStaffPassword } from '@golfwallet/core/contracts/partner/recover-staff-password';
import { sendOffer } from '@golfwallet/core/contracts/partner/send-offer';
import { setProductStatus } from '@golfwallet/core/contracts/partner/set-product-status';
import { setStaffPassword } from '@golfwallet/core/contracts/partner/set-staff-password';
import { staffLogin } from '@golfwallet/core/contracts/partner/staff-login';
import { staffLogout } from '@golfwallet/core/contracts/partner/staff-logout';
import { switchClub } from '@golfwallet/core/contracts/partner/switch-club';
import { undoRedemption } from '@golfwallet/core/contracts/partner/undo-redemption';
import { updateProduct } from '@golfwallet/core/contracts/partner/update-product';
import { getProduct } from '@golfwallet/core/contracts/partner/get-product';
import { listHistory } from '@golfwallet/core/contracts/history/list-history';
import { getUser } from '@golfwallet/core/contracts/user/get-user';
import { listVouchers } from '@golfwallet/core/contracts/vouchers/list-vouchers';
import { redeemVoucher } from '@golfwallet/core/contracts/vouchers/redeem-voucher';
import { createTestApp, createTestUser, refusal, type TestApp } from '../../../test/helper';
import { outbox, redemptions, users, vouchers } from '../../db/schema/index';
import { createClub, inviteOwner } from '../../modules/partner/onboarding.service';
import { insertClub, insertDepartment, insertVoucher } from '../../../test/builders/voucher.factory';
import { createTestStaff, productBody, STAFF_PASSWORD, type TestStaff } from '../../../test/builders/partner';
import { DANISH_EXCEL, ENGLISH_EXCEL, openAsExcel } from '../../../test/support/excel-csv';

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

/** The typed client as a staff member, in English. */
const as = (staff: TestStaff) => t.api({ token: staff.token, language: 'en' });

/** Creates a product (the client checks the 201). */
async function createProduct(staff: TestStaff, overrides: Parameters<typeof productBody>[0] = {}) {
  return as(staff)(createProductContract, { body: productBody(overrides) });
}

function issue(staff: TestStaff, productId: number, email: string, quantity = 1) {
  return as(staff)(issueVoucher, { body: { product_id: productId, email, quantity } });
}

describe('staff sessions', () => {
  it('logs staff in with e-mail and password into a session of their own', async () => {
    const { session_id, club_id } = await t.api()(staffLogin, {
      body: { email: ownerA.email, password: STAFF_PASSWORD },
    });
    expect(club_id).toBe(clubA);
    const me = await t.api({ token: session_id })(getStaffMe);
    expect(me).toMatchObject({ staff_id: ownerA.id, club: { club_id: clubA, role: 'owner' } });
    // The staff session is no golfer session, and a golfer session is no staff session.
    expect((await refusal(t.api({ token: session_id })(getUser))).status).toBe(403);
    const golfer = await createTestUser(t);
    const crossed = await refusal(t.api({ token: golfer.token })(getStaffMe));
    expect(crossed.status).toBe(403);
    expect(crossed.code).toBe('SESSION_EXPIRED');
  });

  it('refuses a wrong password, and answers 429 after too many failures', async () => {
    const staff = await createTestStaff(t, [{ clubId: clubA, role: 'desk' }]);
    const wrong = () =>
      refusal(
        t.api({ remoteAddress: '10.9.8.7' })(staffLogin, {
          body: { email: staff.email, password: 'not-the-password' },
        }),
      );
    expect((await wrong()).status).toBe(401);
    for (let i = 1; i < t.config.LOGIN_MAX_FAILURES; i++) await wrong();
    const limited = await wrong();
    expect(limited.status).toBe(429);
    expect(limited.retryAfterSeconds).toBeDefined();
  });

  it('switches to another club of the account, and never to a club it does not belong to', async () => {
    const both = await createTestStaff(t, [
      { clubId: clubA, role: 'desk' },
      { clubId: clubB, role: 'owner' },
    ]);
    const switched = await as(both)(switchClub, { body: { club_id: clubB } });
    expect(switched).toMatchObject({ club: { club_id: clubB, role: 'owner' } });
    expect(switched.clubs).toHaveLength(2);
    const foreign = await refusal(as(ownerA)(switchClub, { body: { club_id: clubB } }));
    expect(foreign.status).toBe(404);
  });

  it('slides the session expiry and ends it on logout', async () => {
    const staff = await createTestStaff(t, [{ clubId: clubA, role: 'desk' }]);
    // A typed call that resolves was answered with its contract's status (200).
    // Used every 3 days: live after 6, within the 7-day lifetime (sessions.test.ts ends it after).
    t.clock.advance(3 * 86_400_000);
    await as(staff)(getStaffMe);
    t.clock.advance(3 * 86_400_000);
    await as(staff)(getStaffMe);
    await as(staff)(staffLogout);
    expect((await refusal(as(staff)(getStaffMe))).status).toBe(403);
    t.clock.set(TUESDAY);
  });

  it('invites desk staff by a single-use link in the outbox, which sets the password and joins the club', async () => {
    const email = `new.desk.${Date.now()}@club.example`;
    await as(ownerA)(inviteStaff, { body: { email, role: 'desk' } }); // 201, checked by the client
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, email));
    const key = /key=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
    const accept = { token: key, password: 'range-ball-42x', name: 'New Desk' };
    await t.api()(setStaffPassword, { body: accept }); // 200, checked by the client
    expect((await refusal(t.api()(setStaffPassword, { body: accept }))).code).toBe('INVALID_KEY');
    const login = await t.api()(staffLogin, { body: { email, password: 'range-ball-42x' } });
    expect(login).toMatchObject({ club_id: clubA });
    const staff = await as(ownerA)(listStaff);
    expect(staff.items).toContainEqual(expect.objectContaining({ email, role: 'desk', invited: false }));
    // A desk member cannot invite.
    const byDesk = await refusal(as(deskA)(inviteStaff, { body: { email: 'x@club.example', role: 'desk' } }));
    expect(byDesk.code).toBe('STAFF_ROLE_FORBIDDEN');
  });

  it('resets a staff password through a mailed key', async () => {
    const staff = await createTestStaff(t, [{ clubId: clubA, role: 'desk' }]);
    await t.api()(recoverStaffPassword, { body: { email: staff.email } });
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, staff.email));
    const key = /key=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
    await t.api()(setStaffPassword, { body: { token: key, password: 'new-pass-word-9' } });
    // Every session of the account ended; the new password works (200, checked by the client).
    expect((await refusal(as(staff)(getStaffMe))).status).toBe(403);
    await t.api()(staffLogin, { body: { email: staff.email, password: 'new-pass-word-9' } });
  });
});

describe('products', () => {
  it('creates, edits, pauses, resumes and ends a product; ended is final', async () => {
    const product = await createProduct(ownerA);
    expect(product.status).toBe('active');
    const params = { id: product.product_id };
    const edited = await as(ownerA)(updateProduct, {
      params,
      body: productBody({ name: 'Tirsdagsklip 2', uses: 3 }),
    });
    expect(edited).toMatchObject({ name: 'Tirsdagsklip 2', uses: 3 });
    for (const status of ['paused', 'active', 'ended'] as const) {
      const res = await as(ownerA)(setProductStatus, { params, body: { status } });
      expect(res.status).toBe(status);
    }
    const again = await refusal(as(ownerA)(setProductStatus, { params, body: { status: 'active' } }));
    expect(again.code).toBe('PRODUCT_ENDED');
  });

  it('answers invalid combinations with field errors from the shared schema, in the caller’s language', async () => {
    const res = await refusal(
      createProduct(ownerA, { reduction_type: 'reducepercent', value: '150', category: 'driving_range' }),
    );
    expect(res.status).toBe(422);
    expect(res.fields).toEqual(
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
    const res = await refusal(createProduct(ownerA, { department_ids: [foreign.id] }));
    expect(res.status).toBe(422);
  });

  it('lets the desk read products but not change them; another club sees none of them', async () => {
    const product = await createProduct(ownerA);
    await as(deskA)(listProducts); // 200, checked by the client
    const byDesk = await refusal(createProduct(deskA));
    expect(byDesk.status).toBe(403);
    const fromB = await refusal(as(ownerB)(getProduct, { params: { id: product.product_id } }));
    expect(fromB.code).toBe('PARTNER_PRODUCT_NOT_FOUND');
    const listB = await as(ownerB)(listProducts);
    expect(listB.items.map((p) => p.product_id)).not.toContain(product.product_id);
  });
});

describe('issue and offers', () => {
  it('issues to a golfer by e-mail: in the wallet at once, and an e-mail', async () => {
    const golfer = await createTestUser(t);
    const product = await createProduct(ownerA);
    await issue(ownerA, product.product_id, golfer.email, 2); // 201, checked by the client
    const list = await t.api({ token: golfer.token })(listVouchers);
    expect(list.items.filter((v) => v.name === 'Tirsdagsklip')).toHaveLength(2);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.recipient, golfer.email));
    expect(mails.map((m) => m.template)).toContain('voucher_issued');
    expect((await refusal(issue(ownerA, product.product_id, 'nobody@nowhere.example'))).code).toBe(
      'GOLFER_NOT_FOUND',
    );
    expect((await refusal(issue(deskA, product.product_id, golfer.email))).status).toBe(403);
    expect((await refusal(issue(ownerB, product.product_id, golfer.email))).code).toBe(
      'PARTNER_PRODUCT_NOT_FOUND',
    );
  });

  it('takes limited stock and refuses paused products', async () => {
    const golfer = await createTestUser(t);
    const product = await createProduct(ownerA, { stock_left: 1 });
    await issue(ownerA, product.product_id, golfer.email); // 201, checked by the client
    expect((await refusal(issue(ownerA, product.product_id, golfer.email))).code).toBe('PRODUCT_SOLD_OUT');
    const paused = await createProduct(ownerA);
    await as(ownerA)(setProductStatus, { params: { id: paused.product_id }, body: { status: 'paused' } });
    expect((await refusal(issue(ownerA, paused.product_id, golfer.email))).code).toBe('PRODUCT_NOT_ON_SALE');
  });

  it('sends offers only to golfers who accepted club offers', async () => {
    const accepted = await createTestUser(t, { clubId: clubA, acceptOffers: 1 });
    const declined = await createTestUser(t, { clubId: clubA, acceptOffers: 0 });
    const elsewhere = await createTestUser(t, { clubId: clubB, acceptOffers: 1 });
    const product = await createProduct(ownerA);
    const res = await as(ownerA)(sendOffer, {
      body: { product_id: product.product_id, audience: 'home_club' },
    });
    expect(res).toEqual({ sent: 1 });
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
  async function issuedVoucher(overrides: Parameters<typeof productBody>[0] = {}) {
    const golfer = await createTestUser(t, { firstName: 'Karen', lastName: 'Blixen', memberNumber: null });
    const product = await createProduct(ownerA, overrides);
    const res = await issue(ownerA, product.product_id, golfer.email);
    const [voucher] = await t.database.db.select().from(vouchers).where(eq(vouchers.id, res.voucher_ids[0]!));
    return { golfer, product, voucher: voucher! };
  }

  it('looks a voucher up and gives the engine’s reason in the caller’s language', async () => {
    const { voucher } = await issuedVoucher();
    t.clock.set(WEDNESDAY);
    const da = await t.api({ token: deskA.token, language: 'da' })(deskLookup, {
      params: { number: voucher.voucherNumber },
    });
    const english = await as(deskA)(deskLookup, { params: { number: voucher.voucherNumber.toLowerCase() } });
    expect(da).toMatchObject({ may_redeem: false, reason_code: 'VOUCHER_WRONG_WEEKDAY' });
    expect(english.reason).not.toBe(da.reason);
    expect(english.holder).toEqual({ first_name: 'Karen', last_name: 'Blixen', member_number: null });
    t.clock.set(TUESDAY);
    const ok = await t.api({ token: deskA.token })(deskLookup, { params: { number: voucher.voucherNumber } });
    expect(ok).toMatchObject({ may_redeem: true, reason: null, uses_left: 2 });
  });

  it('does not find another club’s voucher', async () => {
    const golfer = await createTestUser(t);
    const foreign = await insertVoucher(t, { userId: golfer.id, clubId: clubB });
    const res = await refusal(as(deskA)(deskLookup, { params: { number: foreign.voucherNumber } }));
    expect(res.code).toBe('VOUCHER_NOT_FOUND');
    const redeem = await refusal(as(deskA)(deskRedeem, { body: { voucher_id: foreign.id } }));
    expect(redeem.code).toBe('VOUCHER_NOT_FOUND');
  });

  it('finds a GW- voucher by its digits alone (issue #34, item 16)', async () => {
    const { voucher } = await issuedVoucher();
    expect(voucher.voucherNumber).toMatch(/^GW-\d{12}$/);
    const digits = voucher.voucherNumber.slice(3);
    const found = await as(deskA)(deskLookup, { params: { number: digits } });
    expect(found.voucher_id).toBe(voucher.id);
    // Another club's voucher stays unknown by its digits too.
    const golfer = await createTestUser(t);
    const foreign = await insertVoucher(t, {
      userId: golfer.id,
      clubId: clubB,
      // Another number: the same first eleven digits, the last one different (a fixed 9 collided
      // with the issued number one time in ten).
      voucherNumber: `GW-${digits.slice(0, 11)}${(Number(digits.at(-1)) + 1) % 10}`,
    });
    const res = await refusal(as(deskA)(deskLookup, { params: { number: foreign.voucherNumber.slice(3) } }));
    expect(res.code).toBe('VOUCHER_NOT_FOUND');
  });

  it('searches the club’s own vouchers by golfer name or member number, never another club’s', async () => {
    const golfer = await createTestUser(t, {
      firstName: 'Tove',
      lastName: 'Ditlevsen',
      memberNumber: '88-4321',
    });
    const product = await createProduct(ownerA, { name: 'Søgekort' });
    await issue(ownerA, product.product_id, golfer.email);
    await insertVoucher(t, { userId: golfer.id, clubId: clubB, name: 'Klub B-kort' });
    const byName = await as(deskA)(deskSearch, { query: { q: 'tove dit' } });
    expect(byName.items.map((i) => i.voucher_name)).toEqual(['Søgekort']);
    expect(byName.items[0]).toMatchObject({
      first_name: 'Tove',
      last_name: 'Ditlevsen',
      member_number: '88-4321',
    });
    const byMember = await as(deskA)(deskSearch, { query: { q: '88-4321' } });
    expect(byMember.items.map((i) => i.voucher_name)).toEqual(['Søgekort']);
    // Club B's owner finds only club B's voucher of the same golfer.
    const fromB = await as(ownerB)(deskSearch, { query: { q: 'Ditlevsen' } });
    expect(fromB.items.map((i) => i.voucher_name)).toEqual(['Klub B-kort']);
    // A wildcard finds nothing it should not.
    expect((await as(deskA)(deskSearch, { query: { q: '%%' } })).items).toEqual([]);
    const short = await refusal(
      t.api({ token: deskA.token, language: 'da' })(deskSearch, { query: { q: 'a' } }),
    );
    expect(short.status).toBe(422);
    expect(short.fields[0]).toEqual({ field: 'q', message: 'Skriv mindst 2 tegn.' });
  });

  it('redeems one use, refuses on a wrong weekday, and undoes within 15 minutes only', async () => {
    const { voucher, golfer } = await issuedVoucher();
    t.clock.set(WEDNESDAY);
    const redeem = () => as(deskA)(deskRedeem, { body: { voucher_id: voucher.id } });
    const undo = (staff: TestStaff, id: number) => as(staff)(undoRedemption, { params: { id } });
    expect((await refusal(redeem())).code).toBe('VOUCHER_WRONG_WEEKDAY');
    t.clock.set(TUESDAY);
    const first = await redeem();
    expect(first).toMatchObject({ uses_left: 1 });
    const redemptionId = first.redemption_id;
    // Owner B cannot undo club A's redemption.
    expect((await refusal(undo(ownerB, redemptionId))).code).toBe('REDEMPTION_NOT_FOUND');
    t.clock.set(new Date(TUESDAY.getTime() + 14 * 60_000));
    expect(await undo(deskA, redemptionId)).toEqual({ voucher_id: voucher.id, uses_left: 2 });
    expect((await refusal(undo(deskA, redemptionId))).code).toBe('REDEMPTION_NOT_FOUND');
    t.clock.set(TUESDAY);
    const second = await redeem();
    t.clock.set(new Date(TUESDAY.getTime() + 16 * 60_000));
    expect((await refusal(undo(deskA, second.redemption_id))).code).toBe('UNDO_TOO_LATE');
    t.clock.set(TUESDAY);
    // The golfer's history shows the redemption that stands.
    const history = await t.api({ token: golfer.token })(listHistory);
    expect(history.items.filter((e) => e.kind === 'redeemed')).toHaveLength(1);
    // The golfer's own redemption cannot be undone at the desk.
    const own = await insertVoucher(t, { userId: golfer.id, clubId: clubA });
    await t.api({ token: golfer.token })(redeemVoucher, { body: { voucher_id: own.id, club_id: clubA } });
    const [self] = await t.database.db.select().from(redemptions).where(eq(redemptions.voucherId, own.id));
    expect((await refusal(undo(deskA, self!.id))).code).toBe('REDEMPTION_NOT_FOUND');
  });
});

describe('redemptions, export, overview and audit', () => {
  it('lists redemptions and exports exactly the privacy-allowed columns; the desk cannot export', async () => {
    const golfer = await createTestUser(t, {
      firstName: 'Søren',
      lastName: 'Østergård',
      memberNumber: '77-1234',
      clubName: 'Hjemme GK',
      phone: '+4512345678',
      birthDate: '1970-01-01',
    });
    const product = await createProduct(ownerA, { name: 'CSV-kort' });
    const issued = await issue(ownerA, product.product_id, golfer.email);
    const voucherId = issued.voucher_ids[0]!;
    await as(deskA)(deskRedeem, { body: { voucher_id: voucherId } });
    const list = await as(deskA)(listRedemptions, { query: { product_id: product.product_id } });
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      first_name: 'Søren',
      member_number: '77-1234',
      undoable: true,
    });
    // The export answers text/csv, which the typed client (JSON only) does not read. It is opened
    // as Excel opens it: a Danish portal's file in Danish Excel, an English one in English Excel.
    const exported = (language: string) =>
      t.call({
        method: 'GET',
        url: `/partner/redemptions/export?product_id=${product.product_id}&from=2026-11-24&to=2026-11-24`,
        token: ownerA.token,
        headers: { 'accept-language': language },
      });
    const csv = await exported('da');
    expect(csv.headers['content-type']).toContain('text/csv');
    const danish = openAsExcel(csv.rawPayload, DANISH_EXCEL);
    expect(danish).toEqual([
      [
        'Fornavn',
        'Efternavn',
        'Medlemsnummer',
        'Hjemmeklub',
        'Værdibevis',
        'Oprindelig pris',
        'Valuta',
        'Indløst',
        'Tidszone',
        'Klip tilbage',
      ],
      // 10:00 UTC is 11:00 in Copenhagen in November.
      [
        'Søren',
        'Østergård',
        '77-1234',
        'Hjemme GK',
        'CSV-kort',
        450,
        'DKK',
        '2026-11-24 11:00:00',
        'Europe/Copenhagen (UTC+01:00)',
        1,
      ],
    ]);
    const english = openAsExcel((await exported('en')).rawPayload, ENGLISH_EXCEL);
    expect(english[0]).toEqual([
      'First name',
      'Last name',
      'Member number',
      'Home club',
      'Voucher',
      'Original price',
      'Currency',
      'Redeemed',
      'Time zone',
      'Clips left',
    ]);
    expect(english[1]).toEqual(danish[1]);
    for (const forbidden of [golfer.email, '+4512345678', '1970-01-01']) {
      expect(csv.body).not.toContain(forbidden);
    }
    const outside = await t.call({
      // text/csv, as above
      method: 'GET',
      url: `/partner/redemptions/export?product_id=${product.product_id}&from=2026-11-25`,
      token: ownerA.token,
    });
    expect(openAsExcel(outside.rawPayload, DANISH_EXCEL)).toHaveLength(1);
    for (const day of ['0000-00-00', '2026-02-30']) {
      const invalid = await refusal(as(ownerA)(listRedemptions, { query: { from: day } }));
      expect(invalid.status).toBe(422);
    }
    const byDesk = await refusal(as(deskA)(exportRedemptions));
    expect(byDesk.status).toBe(403);
    const fromB = await as(ownerB)(listRedemptions);
    expect(fromB.items.map((i) => i.first_name)).not.toContain('Søren');
  });

  it('keeps an audit log of changes, issues and redemptions, for owners of the club only', async () => {
    const res = await as(ownerA)(listAudit);
    const actions = new Set(res.items.map((i) => i.action));
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
    const b = await as(ownerB)(listAudit);
    expect(b.items).toEqual([]);
    expect((await refusal(as(deskA)(listAudit))).status).toBe(403);
  });
});

describe('a blocked golfer', () => {
  it('is not found for issuing', async () => {
    const golfer = await createTestUser(t);
    await t.database.db.update(users).set({ status: 'blocked' }).where(eq(users.id, golfer.id));
    const product = await createProduct(ownerA);
    expect((await refusal(issue(ownerA, product.product_id, golfer.email))).code).toBe('GOLFER_NOT_FOUND');
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
    await t.api()(setStaffPassword, { body: { token: key, password: 'first-owner-77' } });
    const login = await t.api()(staffLogin, { body: { email, password: 'first-owner-77' } });
    const me = await t.api({ token: login.session_id })(getStaffMe);
    expect(me).toMatchObject({ club: { club_id: club.id, role: 'owner' } });
    expect(me.club.departments).toHaveLength(2);
  });
});
