import { createProduct as createProductContract } from '@golfwallet/core/contracts/partner/create-product';
import { getPeriodReport } from '@golfwallet/core/contracts/partner/get-period-report';
import { issueVoucher } from '@golfwallet/core/contracts/partner/issue-voucher';
import { XLSX_CONTENT_TYPE } from '@golfwallet/core/contracts/partner/export-report';
import { eq } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, refusal, type TestApp, type TestUser } from '../../../test/helper';
import { insertClub, insertVoucher } from '../../../test/builders/voucher.factory';
import { createTestStaff, productBody, type TestStaff } from '../../../test/builders/partner';
import { DANISH_EXCEL, ENGLISH_EXCEL, openAsExcel } from '../../../test/support/excel-csv';
import {
  creditNotes,
  departments,
  giftCardAccounts,
  orderItems,
  orders,
  products,
  redemptions,
  walletLedger,
} from '../../db/schema/index';
import { salesDataVersion } from './club-revenue.repository';

/**
 * The back office's period report (issue #35) against a known sequence at a club in
 * Europe/Copenhagen, November 2026 (UTC+1): clip cards sold before and in the period and used, a
 * gift, a voucher that expires unused, a sale withdrawn with its credit note, ball money and a gift
 * card in the ledger. Every figure below is computed by hand in the comments.
 */

const at = (iso: string) => new Date(iso);
const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };

let t: TestApp;
let club: number;
let owner: TestStaff;
let clip: number;
let greenfee: number;
let orderB: number;
let orderE: number;
let creditNote: number;
let proshop: number;
const numbers: Record<string, string> = {};

async function product(name: string, priceMinor: number) {
  const [row] = await t.database.db
    .insert(products)
    .values({ clubId: club, name, type: 'personal', value: '0', reductionType: 'setprice', priceMinor })
    .returning({ id: products.id });
  return row!.id;
}

/** A paid order of one line at 25 % VAT, paid at `paidAt`. */
async function order(golfer: TestUser, productId: number, priceMinor: number, paidAt: Date) {
  const vat = priceMinor / 5;
  const [row] = await t.database.db
    .insert(orders)
    .values({
      userId: golfer.id,
      clubId: club,
      status: 'paid',
      totalMinor: priceMinor,
      cardMinor: priceMinor,
      vatMinor: vat,
      vatRateBp: 2500,
      createdAt: paidAt,
      paidAt,
    })
    .returning({ id: orders.id });
  await t.database.db.insert(orderItems).values({
    orderId: row!.id,
    productId,
    quantity: 1,
    unitPriceMinor: priceMinor,
    name: '',
    vatMinor: vat,
  });
  return row!.id;
}

async function redeem(voucherId: number, golfer: TestUser, iso: string, departmentId?: number) {
  await t.database.db.insert(redemptions).values({
    voucherId,
    userId: golfer.id,
    clubId: club,
    departmentId,
    method: 'staff',
    redeemedAt: at(iso),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(at('2026-12-05T10:00:00Z'));
  club = (await insertClub(t)).id;
  owner = await createTestStaff(t, [{ clubId: club, role: 'owner' }]);
  clip = await product('Klippekort 3', 30_000);
  greenfee = await product('Greenfee', 40_000);
  const [department] = await t.database.db
    .insert(departments)
    .values({ clubId: club, name: 'Proshop' })
    .returning({ id: departments.id });
  proshop = department!.id;
  const golfer = await createTestUser(t);
  const card = {
    userId: golfer.id,
    clubId: club,
    validFrom: at('2026-09-01T00:00:00Z'),
    validTo: at('2027-06-01T00:00:00Z'),
  };

  // A: clip card sold in October, used once then and twice in November.
  const a = await insertVoucher(t, {
    ...card,
    productId: clip,
    orderId: await order(golfer, clip, 30_000, at('2026-10-15T10:00:00Z')),
    pricePaidMinor: 30_000,
    usesTotal: 3,
    usesLeft: 0,
    createdAt: at('2026-10-15T10:00:00Z'),
  });
  await redeem(a.id, golfer, '2026-10-20T10:00:00Z');
  await redeem(a.id, golfer, '2026-11-05T10:00:00Z');
  await redeem(a.id, golfer, '2026-11-06T10:00:00Z', proshop);
  // B: clip card sold on 10 November, used once.
  orderB = await order(golfer, clip, 30_000, at('2026-11-10T10:00:00Z'));
  const b = await insertVoucher(t, {
    ...card,
    productId: clip,
    orderId: orderB,
    pricePaidMinor: 30_000,
    usesTotal: 3,
    usesLeft: 2,
    createdAt: at('2026-11-10T10:00:00Z'),
  });
  await redeem(b.id, golfer, '2026-11-12T10:00:00Z', proshop);
  numbers.b = b.voucherNumber;
  // C: the same clip card given (an offer), used once. As the portal issues it, it carries the list
  // price but no order: nobody paid, so it is given at 0.
  const c = await insertVoucher(t, {
    ...card,
    productId: clip,
    pricePaidMinor: 30_000,
    usesTotal: 3,
    usesLeft: 2,
    createdAt: at('2026-11-11T10:00:00Z'),
  });
  await redeem(c.id, golfer, '2026-11-13T10:00:00Z');
  numbers.c = c.voucherNumber;
  // D: a greenfee sold in September that expires unused on 20 November.
  await insertVoucher(t, {
    ...card,
    productId: greenfee,
    orderId: await order(golfer, greenfee, 40_000, at('2026-09-01T10:00:00Z')),
    pricePaidMinor: 40_000,
    validTo: at('2026-11-20T12:00:00Z'),
    createdAt: at('2026-09-01T10:00:00Z'),
  });
  // E: a greenfee sold on 15 November and withdrawn on the 16th (credit note 400,00, VAT 80,00).
  const refundedOrder = await order(golfer, greenfee, 40_000, at('2026-11-15T10:00:00Z'));
  orderE = refundedOrder;
  const e = await insertVoucher(t, {
    ...card,
    productId: greenfee,
    orderId: refundedOrder,
    pricePaidMinor: 40_000,
    active: false,
    createdAt: at('2026-11-15T10:00:00Z'),
  });
  numbers.e = e.voucherNumber;
  await t.database.db
    .update(orders)
    .set({ status: 'refunded', refundedAt: at('2026-11-16T10:00:00Z') })
    .where(eq(orders.id, refundedOrder));
  const [note] = await t.database.db
    .insert(creditNotes)
    .values({
      orderId: refundedOrder,
      totalMinor: 40_000,
      vatMinor: 8_000,
      cardRefundMinor: 40_000,
      createdAt: at('2026-11-16T10:00:00Z'),
    })
    .returning({ id: creditNotes.id });
  creditNote = note!.id;
  // F: a clip card sold in December: after the period.
  await insertVoucher(t, {
    ...card,
    productId: clip,
    orderId: await order(golfer, clip, 30_000, at('2026-12-02T10:00:00Z')),
    pricePaidMinor: 30_000,
    usesTotal: 3,
    usesLeft: 3,
    createdAt: at('2026-12-02T10:00:00Z'),
  });
  // Another club's voucher never shows.
  const other = (await insertClub(t)).id;
  await insertVoucher(t, { userId: golfer.id, clubId: other, createdAt: at('2026-11-10T10:00:00Z') });

  // The ledger: ball money 150,00 topped up, 20,00 dispensed, 50,00 in December; a gift card of
  // 500,00 issued, 100,00 spent. The gift card's value is the ledger's, not a voucher figure.
  const ledger = (
    kind: 'ball_money' | 'gift_card',
    amount: number,
    reason: 'top_up' | 'range_dispense' | 'issued' | 'spent',
    iso: string,
    voucherId?: number,
  ) =>
    t.database.db.insert(walletLedger).values({
      userId: golfer.id,
      clubId: club,
      kind,
      amount,
      reason,
      balanceAfter: 0,
      at: at(iso),
      ...(voucherId ? { voucherId } : {}),
    });
  await ledger('ball_money', 15_000, 'top_up', '2026-11-03T10:00:00Z');
  await ledger('ball_money', -2_000, 'range_dispense', '2026-11-04T10:00:00Z');
  await ledger('ball_money', 5_000, 'top_up', '2026-12-01T10:00:00Z');
  const gift = await insertVoucher(t, {
    ...card,
    type: 'ecard',
    productName: 'Gavekort',
    pricePaidMinor: 0,
    usesTotal: null,
    usesLeft: null,
    createdAt: at('2026-11-02T10:00:00Z'),
  });
  numbers.gift = gift.voucherNumber;
  await t.database.db
    .insert(giftCardAccounts)
    .values({ voucherId: gift.id, clubId: club, credit: 50_000, balance: 40_000 });
  await ledger('gift_card', 50_000, 'issued', '2026-11-02T10:00:00Z', gift.id);
  await ledger('gift_card', -10_000, 'spent', '2026-11-08T10:00:00Z', gift.id);
});
afterAll(async () => t.close());

const report = (staff: TestStaff, query = NOVEMBER) =>
  t.api({ token: staff.token, language: 'da' })(getPeriodReport, { query });

function download(
  staff: TestStaff,
  kind: 'sales' | 'issued' | 'vat' | 'liability',
  format: 'csv' | 'xlsx',
  language: string,
) {
  return t.call({
    method: 'GET',
    url: `/partner/reports/${kind}/${format}?from=${NOVEMBER.from}&to=${NOVEMBER.to}`,
    token: staff.token,
    headers: { 'accept-language': language },
  });
}

/** The first sheet of a workbook as exceljs reads it back: cell values by row, from column 1. */
async function readWorkbook(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    const values = Array.from(row.values as unknown[]).slice(1);
    rows.push(values.map((value) => value ?? null));
  });
  return rows;
}

describe('the period report', () => {
  it('gives every figure of November by hand, reconciling in uses and money', async () => {
    const res = await report(owner);
    expect(res.currency).toBe('DKK');
    expect(res.time_zone).toBe('Europe/Copenhagen');
    // Clip card: A opens with 2 uses = 200,00 (300 × 2/3); B sold (3 uses, 300,00); C given (3 uses,
    // 0). Used: A 2 (200,00), B 1 (300 − 200 = 100,00), C 1 (0). Closing: B 2 uses 200,00, C 2 uses 0.
    // 2 + 6 − 4 = 4 uses; 200 + 300 − 300 = 200 kr.
    expect(res.per_product).toEqual([
      {
        product_id: clip,
        name: 'Klippekort 3',
        issued_sold: 1,
        issued_given: 1,
        revenue_gross: 300,
        revenue_vat: 60,
        revenue_net: 240,
        redemptions: 4,
        uses_opening: 2,
        uses_issued: 6,
        uses_used: 4,
        uses_expired: 0,
        uses_refunded: 0,
        uses_closing: 4,
        opening: 200,
        issued: 300,
        used: 300,
        expired: 0,
        refunded: 0,
        closing: 200,
      },
      // Greenfee: D opens at 400,00 and expires; E is sold at 400,00 and withdrawn.
      {
        product_id: greenfee,
        name: 'Greenfee',
        issued_sold: 1,
        issued_given: 0,
        revenue_gross: 400,
        revenue_vat: 80,
        revenue_net: 320,
        redemptions: 0,
        uses_opening: 1,
        uses_issued: 1,
        uses_used: 0,
        uses_expired: 1,
        uses_refunded: 1,
        uses_closing: 0,
        opening: 400,
        issued: 400,
        used: 0,
        expired: 400,
        refunded: 400,
        closing: 0,
      },
    ]);
    expect(res.total).toEqual({
      issued_sold: 2,
      issued_given: 1,
      revenue_gross: 700,
      revenue_vat: 140,
      revenue_net: 560,
      redemptions: 4,
      uses_opening: 3,
      uses_issued: 7,
      uses_used: 4,
      uses_expired: 1,
      uses_refunded: 1,
      uses_closing: 4,
      opening: 600,
      issued: 700,
      used: 300,
      expired: 400,
      refunded: 400,
      closing: 200,
    });
    // Per department where the clips were used: at the club A's second use (200 − 100 = 100,00) and
    // C's (given: 0); in the proshop A's third (100 − 0) and B's first (300 − 200). They add up to
    // the total's 4 redemptions, 4 clips and 300,00.
    expect(res.per_department).toEqual([
      { department_id: null, name: null, redemptions: 2, uses_used: 2, used: 100 },
      { department_id: proshop, name: 'Proshop', redemptions: 2, uses_used: 2, used: 200 },
    ]);
    expect(res.refunds).toEqual({ gross: 400, vat: 80 });
    expect(res.ball_money_owed).toBe(130);
    expect(res.gift_card_owed).toBe(400);
    expect(res.per_day).toHaveLength(30);
    const busy = res.per_day.filter((d) => d.sold + d.given + d.redeemed > 0);
    expect(busy).toEqual([
      { day: '2026-11-05', sold: 0, given: 0, redeemed: 1 },
      { day: '2026-11-06', sold: 0, given: 0, redeemed: 1 },
      { day: '2026-11-10', sold: 1, given: 0, redeemed: 0 },
      { day: '2026-11-11', sold: 0, given: 1, redeemed: 0 },
      { day: '2026-11-12', sold: 0, given: 0, redeemed: 1 },
      { day: '2026-11-13', sold: 0, given: 0, redeemed: 1 },
      { day: '2026-11-15', sold: 1, given: 0, redeemed: 0 },
    ]);
  });

  it('exports the sales with the credit note, as Danish Excel reads the CSV and as .xlsx', async () => {
    const csv = await download(owner, 'sales', 'csv', 'da');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('sales-2026-11-01-2026-11-30.csv');
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.rawPayload.toString('utf8').split('\r\n')[0]).toContain(';');
    // A browser accepts gzip: the same bytes, compressed.
    const compressed = await t.call({
      method: 'GET',
      url: `/partner/reports/sales/csv?from=${NOVEMBER.from}&to=${NOVEMBER.to}`,
      token: owner.token,
      headers: { 'accept-language': 'da', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(compressed.rawPayload).equals(csv.rawPayload)).toBe(true);
    const zone = 'Europe/Copenhagen (UTC+01:00)';
    expect(openAsExcel(csv.rawPayload, DANISH_EXCEL)).toEqual([
      [
        'Type',
        'Ordre',
        'Dato',
        'Tidszone',
        'Produkt',
        'Antal',
        'Ekskl. moms',
        'Momssats (%)',
        'Moms',
        'Inkl. moms',
        'Valuta',
        'Betaling',
      ],
      ['Salg', orderB, '2026-11-10 11:00:00', zone, 'Klippekort 3', 1, 240, 25, 60, 300, 'DKK', 'Kort'],
      ['Salg', orderE, '2026-11-15 11:00:00', zone, 'Greenfee', 1, 320, 25, 80, 400, 'DKK', 'Kort'],
      [
        'Kreditnota',
        orderE,
        '2026-11-16 11:00:00',
        zone,
        `Kreditnota ${creditNote}`,
        '',
        -320,
        25,
        -80,
        -400,
        'DKK',
        'Kort',
      ],
    ]);
    const xlsx = await download(owner, 'sales', 'xlsx', 'en');
    expect(xlsx.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    const rows = await readWorkbook(xlsx.rawPayload);
    expect(rows[0]).toEqual([
      'Type',
      'Order',
      'Date',
      'Time zone',
      'Product',
      'Quantity',
      'Net',
      'VAT rate (%)',
      'VAT',
      'Gross',
      'Currency',
      'Payment',
    ]);
    expect(rows[1]).toEqual([
      'Sale',
      orderB,
      new Date('2026-11-10T11:00:00Z'),
      zone,
      'Klippekort 3',
      1,
      240,
      25,
      60,
      300,
      'DKK',
      'Card',
    ]);
    expect(rows[3]?.slice(6, 10)).toEqual([-320, 25, -80, -400]);
  });

  it('exports VAT per rate and the liability at the end of the period, reconciling with the overview', async () => {
    const vat = openAsExcel((await download(owner, 'vat', 'csv', 'da')).rawPayload, DANISH_EXCEL);
    // Sales 700,00 (VAT 140,00), credited 400,00 (VAT 80,00): VAT due 60,00.
    expect(vat.slice(1)).toEqual([
      [25, 560, 140, 700, 320, 80, 400, 60, 'DKK'],
      ['I alt', 560, 140, 700, 320, 80, 400, 60, 'DKK'],
    ]);
    const liability = openAsExcel((await download(owner, 'liability', 'csv', 'da')).rawPayload, DANISH_EXCEL);
    const asAt = '2026-11-30 23:59:59';
    // B: 2 clips left = 200,00; C (given): 2 clips, 0; ball money 130,00; gift card 400,00.
    expect(liability).toEqual([
      [
        'Type',
        'Værdibevisnummer',
        'Produkt',
        'Gyldig til',
        'Klip tilbage',
        'Udestående',
        'Valuta',
        'Opgjort pr.',
      ],
      ['Værdibevis', numbers.b, 'Klippekort 3', '2027-06-01 02:00:00', 2, 200, 'DKK', asAt],
      ['Værdibevis', numbers.c, 'Klippekort 3', '2027-06-01 02:00:00', 2, 0, 'DKK', asAt],
      ['Boldpenge', '', '', '', '', 130, 'DKK', asAt],
      ['Gavekort', '', '', '', '', 400, 'DKK', asAt],
      ['I alt', '', '', '', '', 730, 'DKK', asAt],
    ]);
    const overview = await report(owner);
    expect(overview.total.closing + overview.ball_money_owed + overview.gift_card_owed).toBe(730);
  });

  it('exports the vouchers issued in the period, sold or given, as .xlsx and as an English CSV', async () => {
    const rows = await readWorkbook((await download(owner, 'issued', 'xlsx', 'en')).rawPayload);
    expect(rows.map((row) => [row[0], row[1], row[3], row[4], row[9], row[10]])).toEqual([
      ['Voucher number', 'Issued', 'Product', 'Sold or given', 'Clips', 'Paid'],
      [numbers.gift, new Date('2026-11-02T11:00:00Z'), 'Gavekort', 'Given', null, 0],
      [numbers.b, new Date('2026-11-10T11:00:00Z'), 'Klippekort 3', 'Sold', 3, 300],
      [numbers.c, new Date('2026-11-11T11:00:00Z'), 'Klippekort 3', 'Given', 3, 0],
      [numbers.e, new Date('2026-11-15T11:00:00Z'), 'Greenfee', 'Sold', 1, 400],
    ]);
    const english = openAsExcel((await download(owner, 'issued', 'csv', 'en')).rawPayload, ENGLISH_EXCEL);
    expect(english.map((row) => row[0])).toEqual([
      'Voucher number',
      numbers.gift,
      numbers.b,
      numbers.c,
      numbers.e,
    ]);
    expect(english[2]?.[10]).toBe(300);
  });

  it('counts a voucher the owner issues in the portal as given at 0, not sold at list price', async () => {
    const golfer = await createTestUser(t);
    const product = await t.api({ token: owner.token, language: 'en' })(createProductContract, {
      body: productBody({ price: 250 }),
    });
    await t.api({ token: owner.token, language: 'en' })(issueVoucher, {
      body: { product_id: product.product_id, email: golfer.email, quantity: 2 },
    });
    const december = await report(owner, { from: '2026-12-01', to: '2026-12-31' });
    const issued = december.per_product.find((row) => row.product_id === product.product_id);
    expect(issued).toMatchObject({
      issued_sold: 0,
      issued_given: 2,
      issued: 0,
      closing: 0,
      revenue_gross: 0,
    });
    // F, the clip card sold on 2 December, is the month's one sale.
    expect(december.total).toMatchObject({
      issued_sold: 1,
      issued_given: 2,
      issued: 300,
      revenue_gross: 300,
    });
  });

  it('reads days in the club zone: 1 November 00:30 local is 31 October 23:30 UTC', async () => {
    const golfer = await createTestUser(t);
    await insertVoucher(t, {
      userId: golfer.id,
      clubId: club,
      productId: greenfee,
      pricePaidMinor: 0,
      createdAt: at('2026-10-31T23:30:00Z'),
      validTo: at('2027-06-01T00:00:00Z'),
    });
    const october = await report(owner, { from: '2026-10-01', to: '2026-10-31' });
    const november = await report(owner, NOVEMBER);
    expect(october.total.issued_given).toBe(0);
    expect(november.total.issued_given).toBe(2);
    expect(november.per_day[0]).toEqual({ day: '2026-11-01', sold: 0, given: 1, redeemed: 0 });
  });

  it('puts a gift card sold beside a green fee at 0 % VAT, and splits their credit note by rate', async () => {
    // January 2026, before the known sequence: one order of a green fee (400,00, VAT 80,00) and a
    // gift card (500,00, multi-purpose: no VAT at sale); withdrawn with 300,00 of the card unspent,
    // so the credit note is 700,00 with VAT 80,00: 400,00 at 25 % and 300,00 at 0 %.
    const golfer = await createTestUser(t);
    const [giftCard] = await t.database.db
      .insert(products)
      .values({
        clubId: club,
        name: 'Gavekort 500',
        type: 'ecard',
        category: 'voucher',
        value: '500',
        reductionType: 'setprice',
        priceMinor: 50_000,
      })
      .returning({ id: products.id });
    const paidAt = at('2026-01-10T10:00:00Z');
    const [mixed] = await t.database.db
      .insert(orders)
      .values({
        userId: golfer.id,
        clubId: club,
        status: 'refunded',
        totalMinor: 90_000,
        cardMinor: 90_000,
        vatMinor: 8_000,
        vatRateBp: 2500,
        createdAt: paidAt,
        paidAt,
        refundedAt: at('2026-01-12T10:00:00Z'),
      })
      .returning({ id: orders.id });
    await t.database.db.insert(orderItems).values([
      {
        orderId: mixed!.id,
        productId: greenfee,
        quantity: 1,
        unitPriceMinor: 40_000,
        name: '',
        vatMinor: 8_000,
      },
      {
        orderId: mixed!.id,
        productId: giftCard!.id,
        quantity: 1,
        unitPriceMinor: 50_000,
        name: '',
        vatMinor: 0,
      },
    ]);
    await t.database.db.insert(creditNotes).values({
      orderId: mixed!.id,
      totalMinor: 70_000,
      vatMinor: 8_000,
      cardRefundMinor: 70_000,
      createdAt: at('2026-01-12T10:00:00Z'),
    });
    const january = (kind: 'sales' | 'vat') =>
      t.call({
        method: 'GET',
        url: `/partner/reports/${kind}/csv?from=2026-01-01&to=2026-01-31`,
        token: owner.token,
        headers: { 'accept-language': 'da' },
      });
    const vat = openAsExcel((await january('vat')).rawPayload, DANISH_EXCEL);
    expect(vat.slice(1)).toEqual([
      [25, 320, 80, 400, 320, 80, 400, 0, 'DKK'],
      [0, 500, 0, 500, 300, 0, 300, 0, 'DKK'],
      ['I alt', 820, 80, 900, 620, 80, 700, 0, 'DKK'],
    ]);
    const sales = openAsExcel((await january('sales')).rawPayload, DANISH_EXCEL);
    // Net, rate, VAT and gross of each row: the two lines, then the note's two parts.
    expect(sales.slice(1).map((row) => row.slice(6, 10))).toEqual([
      [320, 25, 80, 400],
      [500, 0, 0, 500],
      [-320, 25, -80, -400],
      [-300, 0, 0, -300],
    ]);
  });

  it('keeps a built sales report while the club’s sales are unchanged and builds it again after any change', async () => {
    const january = async (kind: 'sales' | 'vat' = 'sales') =>
      openAsExcel(
        (
          await t.call({
            method: 'GET',
            url: `/partner/reports/${kind}/csv?from=2026-01-01&to=2026-01-31`,
            token: owner.token,
            headers: { 'accept-language': 'da' },
          })
        ).rawPayload,
        DANISH_EXCEL,
      );
    const names = (rows: unknown[][]) => rows.slice(1).map((row) => row[4]);
    const before = await january();
    const version = await salesDataVersion(t.database.db, club);
    expect(await january()).toEqual(before);
    expect(await salesDataVersion(t.database.db, club)).toBe(version);
    // A new sale in January (an order and its line): the next download has it.
    const golfer = await createTestUser(t);
    const sold = await order(golfer, greenfee, 10_000, at('2026-01-20T10:00:00Z'));
    const withSale = await january();
    expect(withSale).toHaveLength(before.length + 1);
    expect(withSale.some((row) => row[1] === sold)).toBe(true);
    // The product renamed: the lines without a name of their own show the new one.
    await t.database.db.update(products).set({ name: 'Greenfee 18 huller' }).where(eq(products.id, greenfee));
    expect(names(await january())).toContain('Greenfee 18 huller');
    // A sale that commits after a download began: the download after the commit has it (PostgreSQL:
    // PGlite has one connection, so a download cannot run beside an open transaction).
    if ((process.env.TEST_DB ?? 'pglite') !== 'pglite') {
      let late = 0;
      await t.database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(orders)
          .values({
            userId: golfer.id,
            clubId: club,
            status: 'paid',
            totalMinor: 20_000,
            cardMinor: 20_000,
            vatMinor: 4_000,
            vatRateBp: 2500,
            paidAt: at('2026-01-21T10:00:00Z'),
          })
          .returning({ id: orders.id });
        late = row!.id;
        await tx.insert(orderItems).values({
          orderId: late,
          productId: greenfee,
          quantity: 1,
          unitPriceMinor: 20_000,
          name: '',
          vatMinor: 4_000,
        });
        expect((await january()).some((row) => row[1] === late)).toBe(false);
      });
      expect((await january()).some((row) => row[1] === late)).toBe(true);
    }
    // The VAT summary is kept the same way: it has the sale of 100,00.
    const vat = await january('vat');
    expect(vat.at(-1)?.[3]).toBeGreaterThan(900);
  });

  it('refuses desk staff and golfers, and shows another club owner only their own club', async () => {
    const desk = await createTestStaff(t, [{ clubId: club, role: 'desk' }]);
    expect((await refusal(report(desk))).status).toBe(403);
    for (const format of ['csv', 'xlsx'] as const) {
      expect((await download(desk, 'sales', format, 'da')).statusCode).toBe(403);
    }
    const golfer = await createTestUser(t);
    const asGolfer = await refusal(t.api({ token: golfer.token })(getPeriodReport, { query: NOVEMBER }));
    expect([401, 403]).toContain(asGolfer.status);
    const otherOwner = await createTestStaff(t, [{ clubId: (await insertClub(t)).id, role: 'owner' }]);
    const theirs = await report(otherOwner);
    expect(theirs.per_product).toEqual([]);
    expect(theirs.total.closing).toBe(0);
    expect(theirs.ball_money_owed).toBe(0);
    const theirSales = openAsExcel(
      (await download(otherOwner, 'sales', 'csv', 'da')).rawPayload,
      DANISH_EXCEL,
    );
    expect(theirSales).toHaveLength(1);
    const golferCall = await t.call({
      method: 'GET',
      url: `/partner/reports/sales/csv?from=2026-11-01&to=2026-11-30`,
      token: golfer.token,
    });
    expect([401, 403]).toContain(golferCall.statusCode);
    expect((await download(owner, 'unknown' as 'sales', 'csv', 'da')).statusCode).toBe(422);
  });

  it('refuses a period that ends before it starts or is not a day, in the caller language', async () => {
    const backwards = await refusal(report(owner, { from: '2026-11-30', to: '2026-11-01' }));
    expect(backwards.status).toBe(422);
    expect(backwards.fields).toEqual([
      { field: 'to', message: 'Slutdatoen skal ligge på eller efter startdatoen' },
    ]);
    const notADay = await refusal(report(owner, { from: '2026-02-30', to: '2026-11-01' }));
    expect(notADay.status).toBe(422);
    const tooLong = await refusal(report(owner, { from: '2020-01-01', to: '2026-11-01' }));
    expect(tooLong.status).toBe(422);
  });
});
