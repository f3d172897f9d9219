import { describe, expect, it } from 'vitest';
import type { RedemptionRow } from '@golfwallet/core/contracts/partner/shapes';
import { DANISH_EXCEL, ENGLISH_EXCEL, openAsExcel } from '../../../test/support/excel-csv';
import { redemptionsCsv } from './redemptions-csv';

const row: RedemptionRow = {
  redemption_id: 1,
  first_name: 'Åse; "Bo"',
  last_name: '=SUM(A1)',
  member_number: null,
  home_club: 'Søhøj GK',
  voucher_name: 'Greenfee',
  product_id: 1,
  original_price: 1234.5,
  currency: 'DKK',
  // Summer time: Copenhagen is UTC+2.
  redeemed_at: '2026-07-01T22:30:00.000Z',
  uses_left: null,
  method: 'staff',
  undoable: false,
};

const bytes = (text: string) => new TextEncoder().encode(text);

describe('the redemptions CSV as Excel opens it (issue #34, item 18)', () => {
  it('Danish: BOM, `;`, decimal comma, local time with its zone, quotes and formulas defused', () => {
    const sheet = openAsExcel(bytes(redemptionsCsv([row], 'da', 'Europe/Copenhagen')), DANISH_EXCEL);
    expect(sheet).toHaveLength(2);
    expect(sheet[0]).toHaveLength(10);
    expect(sheet[1]).toEqual([
      'Åse; "Bo"',
      "'=SUM(A1)",
      '',
      'Søhøj GK',
      'Greenfee',
      1234.5,
      'DKK',
      '2026-07-02 00:30:00',
      'Europe/Copenhagen (UTC+02:00)',
      '',
    ]);
  });

  it('every Nordic and German file splits on `;`; English on `,` with a decimal point', () => {
    for (const locale of ['da', 'de', 'no', 'sv', 'fi', 'is'] as const) {
      const sheet = openAsExcel(bytes(redemptionsCsv([row], locale, 'Europe/Copenhagen')), DANISH_EXCEL);
      expect(sheet[1]?.[5], locale).toBe(1234.5);
      expect(sheet[0]?.[0], locale).not.toBe('firstName');
    }
    const english = openAsExcel(bytes(redemptionsCsv([row], 'en', 'Europe/Copenhagen')), ENGLISH_EXCEL);
    expect(english[0]?.[0]).toBe('First name');
    expect(english[1]?.[5]).toBe(1234.5);
  });
});
