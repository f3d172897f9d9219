import { getShopSettings } from '@golfwallet/core/contracts/partner/get-shop-settings';
import { updateShopSettings } from '@golfwallet/core/contracts/partner/update-shop-settings';
import { translate } from '@golfwallet/core/i18n/translate';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, refusal, type TestApp } from '../../../test/helper';
import { clubShopSettings, partnerAudit } from '../../db/schema/index';
import { insertClub } from '../../../test/builders/voucher.factory';
import { createTestStaff, type TestStaff } from '../../../test/builders/partner';

/**
 * The portal's shop settings: the seller's VAT number receipts print, points and ball money
 * accepted, the VAT rate. The desk reads them, the owner changes them (audited with what changed),
 * a bad value is refused in the caller's language, and club B never reads or writes club A's.
 */

let t: TestApp;
let clubA: number;
let clubB: number;
let ownerA: TestStaff;
let deskA: TestStaff;
let ownerB: TestStaff;

beforeAll(async () => {
  t = await createTestApp();
  clubA = (await insertClub(t)).id;
  clubB = (await insertClub(t)).id;
  ownerA = await createTestStaff(t, [{ clubId: clubA, role: 'owner' }]);
  deskA = await createTestStaff(t, [{ clubId: clubA, role: 'desk' }]);
  ownerB = await createTestStaff(t, [{ clubId: clubB, role: 'owner' }]);
});
afterAll(async () => t.close());

const portal = (staff: TestStaff, language = 'en') => t.api({ token: staff.token, language });

const DEFAULTS = {
  vat_number: null,
  accepts_points: true,
  accepts_ball_money: true,
  vat_rate_bp: 2500,
  legal_name: null,
  address: null,
  contact_email: null,
  contact_phone: null,
  currency: 'DKK',
};

function auditOf(clubId: number) {
  return t.database.db
    .select()
    .from(partnerAudit)
    .where(and(eq(partnerAudit.clubId, clubId), eq(partnerAudit.action, 'shop_settings_changed')));
}

async function rowOf(clubId: number) {
  const [row] = await t.database.db
    .select()
    .from(clubShopSettings)
    .where(eq(clubShopSettings.clubId, clubId));
  return row;
}

describe('shop settings', () => {
  it('shows the defaults to a club that never set them, to the owner and the desk', async () => {
    expect(await portal(ownerA)(getShopSettings)).toEqual(DEFAULTS);
    expect(await portal(deskA)(getShopSettings)).toEqual(DEFAULTS);
  });

  it('saves the owner’s settings, normalised, and audits what changed', async () => {
    const saved = await portal(ownerA)(updateShopSettings, {
      body: {
        vat_number: 'dk 12.34.56-78',
        accepts_points: false,
        accepts_ball_money: true,
        vat_rate_bp: 2550,
      },
    });
    const body = {
      vat_number: 'DK12345678',
      accepts_points: false,
      accepts_ball_money: true,
      vat_rate_bp: 2550,
    };
    const expected = { ...DEFAULTS, ...body };
    expect(saved).toEqual(expected);
    expect(await portal(deskA)(getShopSettings)).toEqual(expected);
    expect(await rowOf(clubA)).toMatchObject({
      vatNumber: 'DK12345678',
      acceptsPoints: false,
      vatRateBp: 2550,
    });
    const audit = await auditOf(clubA);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staffId: ownerA.id,
      details: {
        vat_number: { from: null, to: 'DK12345678' },
        accepts_points: { from: true, to: false },
        vat_rate_bp: { from: 2500, to: 2550 },
      },
    });
    expect(Object.keys(audit[0]!.details)).not.toContain('accepts_ball_money');

    // Saving the same again changes nothing and audits nothing; an empty VAT number removes it.
    await portal(ownerA)(updateShopSettings, { body });
    expect(await auditOf(clubA)).toHaveLength(1);
    const cleared = await portal(ownerA)(updateShopSettings, { body: { ...body, vat_number: '' } });
    expect(cleared.vat_number).toBeNull();
    expect((await rowOf(clubA))?.vatNumber).toBeNull();
    expect((await auditOf(clubA)).at(-1)?.details).toEqual({ vat_number: { from: 'DK12345678', to: null } });
  });

  it('refuses a bad VAT number and rate with field errors in the caller’s language', async () => {
    const before = await rowOf(clubA);
    const error = await refusal(
      portal(ownerA, 'da')(updateShopSettings, {
        body: { vat_number: '12345678', accepts_points: true, accepts_ball_money: true, vat_rate_bp: 10_001 },
      }),
    );
    expect(error.status).toBe(422);
    expect(error.fields).toEqual(
      expect.arrayContaining([
        { field: 'vat_number', message: translate('da', 'validation.validVatNumber') },
        { field: 'vat_rate_bp', message: translate('da', 'validation.validVatRate') },
      ]),
    );
    expect(translate('da', 'validation.validVatNumber')).not.toBe(
      translate('en', 'validation.validVatNumber'),
    );
    expect(await rowOf(clubA)).toEqual(before);
  });

  it('saves the seller receipts print, keeps what a request leaves out, and refuses a bad e-mail (#35)', async () => {
    const club = (await insertClub(t)).id;
    const owner = await createTestStaff(t, [{ clubId: club, role: 'owner' }]);
    const base = {
      vat_number: 'DK12345678',
      accepts_points: true,
      accepts_ball_money: true,
      vat_rate_bp: 2500,
    };
    const saved = await portal(owner)(updateShopSettings, {
      body: {
        ...base,
        legal_name: '  Rungsted Golf Klub ApS ',
        address: 'Vestre Stationsvej 16, 2960 Rungsted Kyst',
        contact_email: 'shop@rungsted.example',
        contact_phone: '',
      },
    });
    expect(saved).toEqual({
      ...DEFAULTS,
      ...base,
      legal_name: 'Rungsted Golf Klub ApS',
      address: 'Vestre Stationsvej 16, 2960 Rungsted Kyst',
      contact_email: 'shop@rungsted.example',
      contact_phone: null,
    });
    expect((await auditOf(club))[0]?.details).toMatchObject({
      legal_name: { from: null, to: 'Rungsted Golf Klub ApS' },
    });
    // A client that does not know the seller fields keeps them.
    const kept = await portal(owner)(updateShopSettings, { body: { ...base, vat_rate_bp: 2000 } });
    expect(kept.legal_name).toBe('Rungsted Golf Klub ApS');
    const error = await refusal(
      portal(owner, 'da')(updateShopSettings, {
        body: { ...base, contact_email: 'not an e-mail', legal_name: 'x'.repeat(201) },
      }),
    );
    expect(error.status).toBe(422);
    expect(error.fields).toEqual(
      expect.arrayContaining([
        { field: 'contact_email', message: translate('da', 'validation.validEmail') },
        { field: 'legal_name', message: translate('da', 'validation.tooLong') },
      ]),
    );
    expect((await rowOf(club))?.contactEmail).toBe('shop@rungsted.example');
  });

  it('refuses the desk’s change with 403 and changes nothing', async () => {
    const before = await rowOf(clubA);
    const error = await refusal(
      portal(deskA)(updateShopSettings, {
        body: { vat_number: 'DK99999999', accepts_points: true, accepts_ball_money: false, vat_rate_bp: 0 },
      }),
    );
    expect(`${error.status} ${error.code}`).toBe('403 STAFF_ROLE_FORBIDDEN');
    expect(await rowOf(clubA)).toEqual(before);
  });

  it('never lets club B read or write club A’s settings', async () => {
    await portal(ownerA)(updateShopSettings, {
      body: { vat_number: 'DK11111111', accepts_points: true, accepts_ball_money: true, vat_rate_bp: 2500 },
    });
    const beforeA = await rowOf(clubA);
    expect(await portal(ownerB)(getShopSettings)).toEqual(DEFAULTS);
    await portal(ownerB)(updateShopSettings, {
      body: {
        vat_number: 'SE123456789001',
        accepts_points: false,
        accepts_ball_money: false,
        vat_rate_bp: 1200,
      },
    });
    expect(await rowOf(clubA)).toEqual(beforeA);
    expect((await portal(ownerA)(getShopSettings)).vat_number).toBe('DK11111111');
    expect((await portal(ownerB)(getShopSettings)).vat_number).toBe('SE123456789001');
    expect((await auditOf(clubB)).map((row) => row.staffId)).toEqual([ownerB.id]);
  });
});
