import { describe, expect, it } from 'vitest';
import type { RedemptionRow } from '@golfwallet/core/contracts/partner/shapes';
import { DANISH_EXCEL, ENGLISH_EXCEL, openAsExcel } from '../../../test/support/excel-csv';
import { localParts, zoneOffsetMs } from '@golfwallet/core/domain/local-time';
import { localDateTime, redemptionsCsv, zoneLabel } from './redemptions-csv';

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

describe('local times in the exports (the zone offset kept per hour)', () => {
  it('read every quarter hour across both 2026 clock changes as Intl does, in three zones', () => {
    const pad = (value: number, width = 2) => String(value).padStart(width, '0');
    const days = [
      '2026-03-29T00:00:00Z',
      '2026-10-25T00:00:00Z',
      '2026-03-08T05:00:00Z',
      '2026-11-01T04:00:00Z',
    ];
    for (const zone of ['Europe/Copenhagen', 'Atlantic/Reykjavik', 'America/New_York']) {
      for (const day of days) {
        for (let quarter = 0; quarter < 96; quarter++) {
          const instant = new Date(Date.parse(day) + quarter * 900_000 + 7_000);
          const p = localParts(instant, zone);
          expect(localDateTime(instant.toISOString(), zone)).toBe(
            `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`,
          );
          const minutes = Math.round(zoneOffsetMs(instant.getTime(), zone) / 60_000);
          expect(zoneLabel(instant.toISOString(), zone)).toContain(
            `(UTC${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)})`,
          );
        }
      }
    }
  });
});
