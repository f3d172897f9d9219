import { describe, expect, it } from 'vitest';
import { pdfTexts } from '../../../test/support/pdf-inspect';
import { renderCreditNotePdf } from './credit-note-pdf';
import { type ReceiptData, renderReceiptPdf } from './receipt-pdf';

// 28 November 2026, 09:05 in Copenhagen.
const PAID_AT = new Date('2026-11-28T08:05:00Z');

const receipt = (overrides: Partial<ReceiptData> = {}): ReceiptData => ({
  locale: 'en',
  orderId: 4711,
  issuedAt: PAID_AT,
  timeZone: 'Europe/Copenhagen',
  seller: {
    name: 'Hjortø Golfklub',
    city: 'Hjortø',
    countryCode: 'DK',
    email: 'shop@hjorto.dk',
    phone: null,
    vatNumber: 'DK12345678',
  },
  buyer: { name: 'Gina Golfer', email: 'gina@example.com' },
  currency: 'DKK',
  lines: [
    {
      name: 'Greenfee 18 huller',
      quantity: 2,
      unitPriceMinor: 87_500,
      vatRateBp: 2500,
      vatMinor: 35_000,
      vatAtUse: false,
    },
    { name: 'Boldpenge', quantity: 1, unitPriceMinor: 50_000, vatRateBp: 0, vatMinor: 0, vatAtUse: true },
  ],
  totalMinor: 225_000,
  vatMinor: 35_000,
  vatRateBp: 2500,
  cardMinor: 225_000,
  pointsMinor: 0,
  ballMoneyMinor: 0,
  card: { brand: 'visa', last4: '4242' },
  ...overrides,
});

/** The text runs of a PDF, in the order they were written. */
const runsOf = async (pdf: Promise<Buffer>) => pdfTexts(await pdf);

describe('receipt PDF', () => {
  it('shows each line in its own columns: description, quantity, unit price, VAT rate, VAT, amount', async () => {
    const runs = await runsOf(renderReceiptPdf(receipt()));
    const header = runs.indexOf('Item');
    expect(runs.slice(header, header + 6)).toEqual([
      'Item',
      'Qty',
      'Unit price',
      'VAT rate',
      'VAT',
      'Amount',
    ]);
    const line = runs.indexOf('Greenfee 18 huller');
    // Quantity, unit price and total are separate cells, never "2 875.00" run together.
    expect(runs.slice(line, line + 6)).toEqual([
      'Greenfee 18 huller',
      '2',
      '875.00 DKK',
      '25 %',
      '350.00 DKK',
      '1750.00 DKK',
    ]);
    const topUp = runs.indexOf('Boldpenge *');
    expect(runs.slice(topUp, topUp + 6)).toEqual([
      'Boldpenge *',
      '1',
      '500.00 DKK',
      '0 %',
      '0.00 DKK',
      '500.00 DKK',
    ]);
    const text = runs.join(' ');
    expect(text).toContain('multi-purpose vouchers: no VAT is charged when they are bought');
    expect(text).toContain('2250.00 DKK');
    expect(text).toContain('VAT 25 % included');
  });

  it('names the seller with address and VAT number', async () => {
    const text = (await runsOf(renderReceiptPdf(receipt()))).join('\n');
    expect(text).toContain('Seller: Hjortø Golfklub');
    expect(text).toContain('Hjortø, Denmark');
    expect(text).toContain('VAT number: DK12345678');
    const without = (
      await runsOf(renderReceiptPdf(receipt({ seller: { ...receipt().seller, vatNumber: null } })))
    ).join('\n');
    expect(without).not.toContain('VAT number');
  });

  it('dates it in the buyer’s language: Danish day first, English year first, never the US form', async () => {
    const danish = (await runsOf(renderReceiptPdf(receipt({ locale: 'da' })))).join('\n');
    expect(danish).toContain('Dato: 28.11.2026 09:05');
    expect(danish).toContain('Momsnummer: DK12345678');
    expect(danish).toContain('Hjortø, Danmark');
    const english = (await runsOf(renderReceiptPdf(receipt({ locale: 'en' })))).join('\n');
    expect(english).toContain('Date: 2026.11.28 09:05');
    expect(english).not.toContain('11/28/26');
  });

  it('leaves out the note on multi-purpose vouchers when there is none on the receipt', async () => {
    const [first] = receipt().lines;
    const text = (
      await runsOf(renderReceiptPdf(receipt({ lines: [first!], totalMinor: 175_000, cardMinor: 175_000 })))
    ).join(' ');
    expect(text).not.toContain('multi-purpose');
  });
});

describe('credit note PDF', () => {
  it('is marked as a credit note with its own number, the order it credits and where the money went', async () => {
    const data = receipt();
    const runs = await runsOf(
      renderCreditNotePdf({
        ...data,
        number: 12,
        refunds: { cardMinor: 100_000, card: data.card, ballMoneyMinor: 125_000, pointsMinor: 0 },
        pointsReversed: 1000,
      }),
    );
    const text = runs.join('\n');
    expect(runs[0]).toBe('Credit note');
    expect(text).toContain('Credit note number: 12');
    expect(text).toContain('Credit for order number: 4711');
    expect(text).toContain('VAT number: DK12345678');
    expect(text).toContain('Total credited');
    expect(text).toContain('Refunded to');
    expect(text).toMatch(/Card visa .* 4242/);
    expect(text).toContain('1000.00 DKK');
    expect(text).toContain('Your ball money');
    expect(text).toContain('1250.00 DKK');
    expect(text).not.toContain('Your points');
    expect(text).toContain('Points earned on the purchase taken back: 1000');
  });
});
