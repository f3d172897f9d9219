import { describe, expect, it } from 'vitest';
import { productKind } from './product-kind';
import { saleVatRateBp, vatTreatment } from './vat';

describe('vatTreatment (EU voucher rules, Directive 2016/1065)', () => {
  it('taxes a single-purpose voucher (a green fee, a clip or basket card) when it is sold', () => {
    expect(vatTreatment('voucher')).toBe('at_sale');
    expect(vatTreatment(productKind({ type: 'personal', category: 'voucher', uses: 1, baskets: null }))).toBe(
      'at_sale',
    );
    // A driving-range card with baskets buys one specific thing: single-purpose.
    expect(
      vatTreatment(productKind({ type: 'ecard', category: 'driving_range', uses: null, baskets: [30, 60] })),
    ).toBe('at_sale');
  });

  it('does not tax a ball-money top-up when it is sold (VAT falls due when it is spent)', () => {
    expect(vatTreatment('ball_money')).toBe('at_use');
    expect(
      vatTreatment(productKind({ type: 'ecard', category: 'driving_range', uses: null, baskets: null })),
    ).toBe('at_use');
  });

  it('does not tax a gift card when it is sold (VAT falls due when it is spent)', () => {
    expect(vatTreatment('gift_card')).toBe('at_use');
    expect(vatTreatment(productKind({ type: 'ecard', category: 'voucher', uses: null, baskets: null }))).toBe(
      'at_use',
    );
  });
});

describe('saleVatRateBp', () => {
  it('is the club rate on a sale taxed at sale, 0 on a multi-purpose voucher', () => {
    expect(saleVatRateBp('at_sale', 2500)).toBe(2500);
    expect(saleVatRateBp('at_use', 2500)).toBe(0);
  });
});
