import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOfferRecipients } from '@golfwallet/core/contracts/partner/count-offer-recipients';
import { createProduct as createProductContract } from '@golfwallet/core/contracts/partner/create-product';
import { deskRedeem } from '@golfwallet/core/contracts/partner/desk-redeem';
import { getProduct } from '@golfwallet/core/contracts/partner/get-product';
import { listAudit } from '@golfwallet/core/contracts/partner/list-audit';
import { sendOffer } from '@golfwallet/core/contracts/partner/send-offer';
import { updateProduct } from '@golfwallet/core/contracts/partner/update-product';
import { updateRangeSettings } from '@golfwallet/core/contracts/partner/update-range-settings';
import { redeemVoucher } from '@golfwallet/core/contracts/vouchers/redeem-voucher';
import { eq } from 'drizzle-orm';
import { createTestApp, createTestUser, refusal, type TestApp } from '../../../test/helper';
import { createTestStaff, productBody, type TestStaff } from '../../../test/builders/partner';
import { insertClub, insertVoucher } from '../../../test/builders/voucher.factory';
import { vouchers } from '../../db/schema/index';

/**
 * The club portal items of issue #34 the API answers: the recipients of an offer counted before
 * sending and a repeat confirmed (17), edits audited field by field (19a), another club's product
 * not found (19b), and one time format for redemptions (19c).
 */

const TUESDAY = new Date('2026-11-24T10:00:00Z');
const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

let t: TestApp;
let clubA: number;
let clubB: number;
let ownerA: TestStaff;
let ownerB: TestStaff;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(TUESDAY);
  clubA = (await insertClub(t)).id;
  clubB = (await insertClub(t)).id;
  ownerA = await createTestStaff(t, [{ clubId: clubA, role: 'owner' }]);
  ownerB = await createTestStaff(t, [{ clubId: clubB, role: 'owner' }]);
});
afterAll(async () => t.close());

const as = (staff: TestStaff, language: 'en' | 'da' = 'en') => t.api({ token: staff.token, language });

function createProduct(staff: TestStaff, overrides: Parameters<typeof productBody>[0] = {}) {
  return as(staff)(createProductContract, { body: productBody(overrides) });
}

describe('offer recipients and repeats (item 17)', () => {
  it('counts the club’s own golfers who accepted offers, sends nothing, and never reaches another club', async () => {
    await createTestUser(t, { clubId: clubA, acceptOffers: 1 });
    await createTestUser(t, { clubId: clubA, acceptOffers: 1 });
    await createTestUser(t, { clubId: clubA, acceptOffers: 0 });
    await createTestUser(t, { clubId: clubB, acceptOffers: 1 });
    const product = await createProduct(ownerA);
    const query = { product_id: product.product_id, audience: 'home_club' as const };

    expect(await as(ownerA)(countOfferRecipients, { query })).toEqual({ recipients: 2, last_sent_at: null });
    const issued = await t.database.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.productId, product.product_id));
    expect(issued).toEqual([]);

    // Club B's owner: its own product counts only club B's golfer; club A's product is not found.
    const productB = await createProduct(ownerB);
    expect(
      await as(ownerB)(countOfferRecipients, { query: { ...query, product_id: productB.product_id } }),
    ).toEqual({ recipients: 1, last_sent_at: null });
    const crossing = await refusal(as(ownerB)(countOfferRecipients, { query }));
    expect([crossing.status, crossing.code]).toEqual([404, 'PARTNER_PRODUCT_NOT_FOUND']);
  });

  it('answers bad input with a 422 in the caller’s language', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/partner/offers/recipients?product_id=abc&audience=everyone',
      token: ownerA.token,
      headers: { 'accept-language': 'da' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([
      { field: 'product_id', message: 'Værdien er ikke gyldig' },
      { field: 'audience', message: 'Værdien er ikke gyldig' },
    ]);
  });

  it('refuses to send the same product to the same audience again unless confirmed, and says when it went', async () => {
    await createTestUser(t, { clubId: clubA, acceptOffers: 1 });
    const product = await createProduct(ownerA);
    const body = { product_id: product.product_id, audience: 'home_club' as const };
    const first = await as(ownerA)(sendOffer, { body });
    expect(first.sent).toBeGreaterThan(0);

    const counted = await as(ownerA)(countOfferRecipients, { query: body });
    expect(counted.last_sent_at).toBe(TUESDAY.toISOString());
    // Another audience is no repeat.
    const union = await as(ownerA)(countOfferRecipients, { query: { ...body, audience: 'purchasers' } });
    expect(union.last_sent_at).toBeNull();

    const repeat = await refusal(as(ownerA, 'da')(sendOffer, { body }));
    expect([repeat.status, repeat.code]).toEqual([409, 'OFFER_ALREADY_SENT']);
    expect(repeat.message).toBe(
      'Produktet er allerede sendt til de samme golfere. Bekræft for at sende det igen.',
    );
    const before = await t.database.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.productId, product.product_id));
    expect(before).toHaveLength(first.sent);

    const again = await as(ownerA)(sendOffer, { body: { ...body, confirm_repeat: true } });
    expect(again.sent).toBe(first.sent);
  });
});

describe('the audit log (item 19a)', () => {
  it('records each changed field of a product edit and of the range limits, before and after', async () => {
    const product = await createProduct(ownerA, { name: 'Aftenkort' });
    await as(ownerA)(updateProduct, {
      params: { id: product.product_id },
      body: productBody({ name: 'Aftenkort', price: 500, restrictions: { valid_time_from: '17:00' } }),
    });
    await as(ownerA)(updateRangeSettings, { body: { max_per_day: 3, window_minutes: 0 } });
    const log = await as(ownerA)(listAudit);
    const edit = log.items.find((i) => i.action === 'product_updated' && i.subject === 'Aftenkort');
    expect(edit?.details).toEqual({
      product_id: product.product_id,
      price: { from: 450, to: 500 },
      restrictions: {
        from: { valid_weekdays: { '2': { from: '00:00', to: '24:00' } } },
        to: { valid_time_from: '17:00' },
      },
    });
    const range = log.items.find((i) => i.action === 'range_settings');
    expect(range?.details).toMatchObject({ max_per_day: { to: 3 } });
  });
});

describe('another club’s product (item 19b)', () => {
  it('is not found (404), not "not for sale", in the caller’s language', async () => {
    const product = await createProduct(ownerA);
    const english = await refusal(as(ownerB)(getProduct, { params: { id: product.product_id } }));
    expect([english.status, english.code, english.message]).toEqual([
      404,
      'PARTNER_PRODUCT_NOT_FOUND',
      'Product not found.',
    ]);
    const danish = await refusal(
      as(ownerB, 'da')(sendOffer, { body: { product_id: product.product_id, audience: 'home_club' } }),
    );
    expect([danish.status, danish.message]).toEqual([404, 'Produktet blev ikke fundet.']);
  });
});

describe('redemption times (item 19c)', () => {
  it('answers redeemed_at in ISO 8601 both for the golfer’s own redemption and at the desk', async () => {
    const golfer = await createTestUser(t);
    const own = await insertVoucher(t, { userId: golfer.id, clubId: clubA });
    const byGolfer = await t.api({ token: golfer.token })(redeemVoucher, {
      body: { voucher_id: own.id, club_id: clubA },
    });
    const atDesk = await insertVoucher(t, { userId: golfer.id, clubId: clubA });
    const byDesk = await as(ownerA)(deskRedeem, { body: { voucher_id: atDesk.id } });
    expect(byGolfer.redeemed_at).toMatch(ISO_8601);
    expect(byDesk.redeemed_at).toMatch(ISO_8601);
    expect(byGolfer.redeemed_at).toBe(TUESDAY.toISOString());
    expect(byDesk.redeemed_at).toBe(TUESDAY.toISOString());
  });
});
