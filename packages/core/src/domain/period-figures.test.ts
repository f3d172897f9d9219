import { describe, expect, it } from 'vitest';
import {
  addVoucherFigures,
  emptyFigures,
  outstandingValue,
  reconciles,
  type VoucherFacts,
} from './period-figures';

const DAY = 86_400_000;
const FROM = 10 * DAY;
const TO = 20 * DAY;

const card = (overrides: Partial<VoucherFacts> = {}): VoucherFacts => ({
  productId: 1,
  name: 'Klippekort',
  pricePaidMinor: 10_000,
  usesTotal: 3,
  issuedAt: 5 * DAY,
  validTo: 100 * DAY,
  withdrawnAt: null,
  redeemedAt: [],
  ...overrides,
});

function figures(...vouchers: VoucherFacts[]) {
  const into = emptyFigures();
  for (const voucher of vouchers) addVoucherFigures(into, voucher, FROM, TO);
  return into;
}

describe('period figures', () => {
  it('uses a 3-use card of 100,00 as 33,33 + 33,34 + 33,33, reconciling in uses and money', () => {
    const f = figures(card({ redeemedAt: [6 * DAY, 11 * DAY, 12 * DAY] }));
    expect(f).toMatchObject({
      uses_opening: 2,
      uses_used: 2,
      uses_closing: 0,
      opening_minor: 6_667,
      used_minor: 6_667,
      closing_minor: 0,
      redemptions: 2,
    });
    expect(reconciles(f)).toBe(true);
    expect(outstandingValue(card({ redeemedAt: [6 * DAY] }), 7 * DAY)).toBe(6_667);
  });

  it('counts a gift as given at 0 and a sale as sold at its price', () => {
    const f = figures(card({ issuedAt: 11 * DAY }), card({ issuedAt: 12 * DAY, pricePaidMinor: 0 }));
    expect(f).toMatchObject({ issued_sold: 1, issued_given: 1, issued_minor: 10_000, uses_issued: 6 });
    expect(f.closing_minor).toBe(10_000);
    expect(reconciles(f)).toBe(true);
  });

  it('books what is left at expiry as breakage, and at a withdrawal as refunded', () => {
    const expired = card({ validTo: 15 * DAY, redeemedAt: [6 * DAY] });
    const withdrawn = card({ issuedAt: 11 * DAY, withdrawnAt: 13 * DAY });
    const f = figures(expired, withdrawn);
    expect(f).toMatchObject({
      uses_expired: 2,
      expired_minor: 6_667,
      uses_refunded: 3,
      refunded_minor: 10_000,
      closing_minor: 0,
      uses_closing: 0,
    });
    expect(reconciles(f)).toBe(true);
  });

  it('keeps an unlimited voucher whole until it ends; its redemptions count but use no money', () => {
    const f = figures(card({ usesTotal: null, redeemedAt: [11 * DAY, 12 * DAY] }));
    expect(f).toMatchObject({ redemptions: 2, uses_used: 0, used_minor: 0, opening_minor: 10_000 });
    expect(f.closing_minor).toBe(10_000);
    expect(reconciles(f)).toBe(true);
  });

  it('leaves out what starts at or after the end of the period and what ended before it', () => {
    const f = figures(card({ issuedAt: TO }), card({ validTo: FROM - 1 }));
    expect(f).toEqual(emptyFigures());
  });
});
