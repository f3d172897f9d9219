import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentSplit, pointsEarned, receiptOf, vatIncluded } from './money';
import { luhnValid, expiryInFuture } from './card';
import { productKind, valueToMinor } from './product-kind';
import { withdrawalRefusal } from './withdrawal';

describe('vatIncluded', () => {
  it('takes 20 % of a gross amount at 25 %, rounding half up', () => {
    expect(vatIncluded(10_000, 2500)).toBe(2_000);
    expect(vatIncluded(12_345, 2500)).toBe(2_469);
    expect(vatIncluded(1, 2500)).toBe(0);
    expect(vatIncluded(3, 2500)).toBe(1);
    expect(vatIncluded(500, 0)).toBe(0);
  });
  it('never exceeds the gross amount, and net + VAT = gross on every receipt', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 99 }),
            unitPriceMinor: fc.integer({ min: 0, max: 1_000_000 }),
          }),
          { maxLength: 10 },
        ),
        fc.constantFrom(0, 600, 1200, 2400, 2500),
        (lines, rate) => {
          const receipt = receiptOf(
            lines.map((line) => ({ name: 'x', ...line })),
            rate,
          );
          expect(receipt.netMinor + receipt.vatMinor).toBe(receipt.totalMinor);
          for (const line of receipt.lines) expect(line.vatMinor).toBeLessThanOrEqual(line.totalMinor);
          expect(receipt.vatMinor).toBe(receipt.lines.reduce((sum, line) => sum + line.vatMinor, 0));
        },
      ),
    );
  });
});

describe('receiptOf and the voucher VAT rules', () => {
  it('charges VAT on a single-purpose line and none on ball money or a gift card', () => {
    const receipt = receiptOf(
      [
        { name: 'Greenfee', quantity: 1, unitPriceMinor: 45_000, vat: 'at_sale' },
        { name: 'Boldpenge', quantity: 1, unitPriceMinor: 50_000, vat: 'at_use' },
        { name: 'Gavekort', quantity: 2, unitPriceMinor: 10_000, vat: 'at_use' },
        { name: 'Klippekort', quantity: 1, unitPriceMinor: 10_000 },
      ],
      2500,
    );
    expect(receipt.lines.map((line) => [line.vatRateBp, line.vatMinor])).toEqual([
      [2500, 9_000],
      [0, 0],
      [0, 0],
      [2500, 2_000],
    ]);
    expect(receipt.totalMinor).toBe(125_000);
    expect(receipt.vatMinor).toBe(11_000);
    expect(receipt.netMinor).toBe(114_000);
  });
});

describe('paymentSplit and points', () => {
  it('pays points and ball money first and the rest by card', () => {
    expect(paymentSplit({ totalMinor: 1000, pointsMinor: 100, ballMoneyMinor: 200 })).toEqual({
      cardMinor: 700,
      pointsMinor: 100,
      ballMoneyMinor: 200,
    });
  });
  it('refuses more than the total or negative parts', () => {
    expect(paymentSplit({ totalMinor: 100, pointsMinor: 60, ballMoneyMinor: 60 })).toBeNull();
    expect(paymentSplit({ totalMinor: 100, pointsMinor: -1, ballMoneyMinor: 0 })).toBeNull();
  });
  it('earns one point per whole currency unit paid by card', () => {
    expect(pointsEarned(45_099)).toBe(450);
    expect(pointsEarned(0)).toBe(0);
  });
});

describe('cards', () => {
  it('checks Luhn', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42')).toBe(false);
  });
  it('accepts this month and later as expiry', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(expiryInFuture(11, 26, now)).toBe(true);
    expect(expiryInFuture(10, 2026, now)).toBe(false);
    expect(expiryInFuture(13, 2030, now)).toBe(false);
  });
});

describe('productKind', () => {
  it('tells ball money, gift cards and vouchers apart', () => {
    expect(productKind({ type: 'ecard', category: 'driving_range', uses: null, baskets: null })).toBe(
      'ball_money',
    );
    expect(productKind({ type: 'ecard', category: 'driving_range', uses: 10, baskets: [35] })).toBe(
      'voucher',
    );
    expect(productKind({ type: 'ecard', category: 'voucher', uses: 1, baskets: null })).toBe('gift_card');
    expect(productKind({ type: 'personal', category: 'voucher', uses: 1, baskets: null })).toBe('voucher');
    expect(valueToMinor('600')).toBe(60_000);
    expect(valueToMinor('12,5')).toBe(1_250);
  });
});

describe('withdrawalRefusal', () => {
  const paidAt = new Date('2026-11-01T10:00:00Z');
  const order = { status: 'paid', paidAt, pointsMinor: 0, unused: true };
  it('allows an unused card purchase up to 14 days', () => {
    expect(withdrawalRefusal(order, new Date('2026-11-15T10:00:00Z'))).toBeNull();
  });
  it('refuses after 14 days, after use, with points, and unpaid', () => {
    expect(withdrawalRefusal(order, new Date('2026-11-15T10:00:01Z'))).toBe('WITHDRAWAL_PERIOD_OVER');
    expect(withdrawalRefusal({ ...order, unused: false }, paidAt)).toBe('WITHDRAWAL_PRODUCT_USED');
    expect(withdrawalRefusal({ ...order, pointsMinor: 1 }, paidAt)).toBe('WITHDRAWAL_POINTS_PURCHASE');
    expect(withdrawalRefusal({ ...order, status: 'refunded' }, paidAt)).toBe('ORDER_NOT_PAID');
  });
});
