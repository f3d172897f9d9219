import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate';
import {
  DEFAULT_SORT,
  isSortOption,
  nearestClubDistance,
  SORT_OPTIONS,
  SORT_VALUES,
  type SortableVoucher,
  sortVouchers,
  voucherClubIds,
} from './sort';

interface Item extends SortableVoucher {
  id: number;
}

const item = (id: number, owner_name: string, name: string, valid_to = 0, club_ids: number[] = []): Item => ({
  id,
  owner_name,
  name,
  valid_to,
  club_ids,
});
const ids = (items: Item[]) => items.map((i) => i.id);

/** Copenhagen (1), Aarhus (2), Odense (3), and a club with broken coordinates (4). */
const CLUBS = new Map([
  [1, { latitude: 55.6761, longitude: 12.5683 }],
  [2, { latitude: 56.1629, longitude: 10.2039 }],
  [3, { latitude: 55.4038, longitude: 10.4024 }],
  [4, { latitude: 123, longitude: 0 }],
]);
const IN_AARHUS = { lat: 56.15, lng: 10.2 };

describe('sort options', () => {
  it('offers nearest, club A-Z (the default) and valid until, each with a label', () => {
    expect(SORT_VALUES).toEqual(['nearest', 'club_az', 'valid_until']);
    expect(DEFAULT_SORT).toBe('club_az');
    expect(SORT_OPTIONS.map((o) => translate('en', o.labelKey))).toEqual([
      'Nearest',
      'Club A-Z',
      'Valid until',
    ]);
    expect(SORT_OPTIONS.map((o) => translate('da', o.labelKey))).toEqual([
      'Nærmeste',
      'Klub A-Å',
      'Gyldig til',
    ]);
    expect(isSortOption('valid_until')).toBe(true);
    expect(isSortOption('price')).toBe(false);
  });
});

describe('club A-Z', () => {
  it('orders by owner name, then name, ignoring case', () => {
    const items = [
      item(1, 'Vejle GK', 'Greenfee'),
      item(2, 'aarhus GK', 'Range'),
      item(3, 'Aarhus gk', 'Greenfee'),
    ];
    expect(ids(sortVouchers(items, 'club_az', { locale: 'en' }))).toEqual([3, 2, 1]);
  });

  it('uses the language alphabet: Danish puts Æ, Ø, Å (and Aa) after Z', () => {
    const items = [item(1, 'Ørsted Golf', 'x'), item(2, 'Zealand Golf', 'x'), item(3, 'Odense Golf', 'x')];
    expect(ids(sortVouchers(items, 'club_az', { locale: 'da' }))).toEqual([3, 2, 1]);
    expect(ids(sortVouchers(items, 'club_az', { locale: 'de' }))).toEqual([3, 1, 2]);
  });

  it('treats a missing owner name as empty and leaves the input alone', () => {
    const items = [item(1, 'B', 'x'), { ...item(2, '', 'x'), owner_name: null }];
    expect(ids(sortVouchers(items, 'club_az', { locale: 'en' }))).toEqual([2, 1]);
    expect(ids(items)).toEqual([1, 2]);
  });
});

describe('valid until', () => {
  it('orders by valid_to ascending, then club A-Z', () => {
    const items = [item(1, 'A', 'a', 300), item(2, 'B', 'b', 100), item(3, 'A', 'a', 100)];
    expect(ids(sortVouchers(items, 'valid_until', { locale: 'en' }))).toEqual([3, 2, 1]);
  });

  it('accepts dates as well as unix seconds', () => {
    const items = [
      { ...item(1, 'A', 'a'), valid_to: new Date('2026-01-01T00:00:00Z') },
      { ...item(2, 'A', 'a'), valid_to: Date.parse('2025-01-01T00:00:00Z') / 1000 },
    ];
    expect(ids(sortVouchers(items, 'valid_until', { locale: 'en' }))).toEqual([2, 1]);
  });
});

describe('nearest', () => {
  it('measures to the nearest of the voucher’s clubs', () => {
    const d = nearestClubDistance(item(1, 'A', 'a', 0, [1, 2]), {
      locale: 'en',
      position: IN_AARHUS,
      clubs: CLUBS,
    });
    expect(d).toBeGreaterThan(0);
    expect(d).toBeLessThan(3);
  });

  it('orders by distance; unknown clubs and broken coordinates last, A-Z among them', () => {
    const items = [
      item(1, 'Copenhagen', 'x', 0, [1]),
      item(2, 'Zulu', 'x', 0, [99]),
      item(3, 'Odense', 'x', 0, [3]),
      item(4, 'Broken', 'x', 0, [4]),
      item(5, 'Far and near', 'x', 0, [1, 2]),
      item(6, 'Alpha', 'x', 0, []),
    ];
    expect(ids(sortVouchers(items, 'nearest', { locale: 'en', position: IN_AARHUS, clubs: CLUBS }))).toEqual([
      5, 3, 1, 6, 4, 2,
    ]);
  });

  it('without a position, falls back to club A-Z', () => {
    const items = [item(1, 'B', 'x', 0, [1]), item(2, 'A', 'x', 0, [2])];
    expect(ids(sortVouchers(items, 'nearest', { locale: 'en', position: null, clubs: CLUBS }))).toEqual([
      2, 1,
    ]);
  });

  it('takes clubs as a plain object and club ids from an accessor', () => {
    const clubs = Object.fromEntries(CLUBS);
    const items = [
      { ...item(1, 'A', 'x'), locations: [1] },
      { ...item(2, 'B', 'x'), locations: [2] },
    ];
    const sorted = sortVouchers(items, 'nearest', {
      locale: 'en',
      position: IN_AARHUS,
      clubs,
      clubIdsOf: (i) => i.locations,
    });
    expect(ids(sorted)).toEqual([2, 1]);
  });

  it('by default uses club_ids, else the where clubs, else the issuing club', () => {
    expect(voucherClubIds({ ...item(1, 'A', 'a', 0, [3]), where: { club_ids: [1] }, club_id: 2 })).toEqual([
      3,
    ]);
    const fromApi = { name: 'a', owner_name: 'A', valid_to: 0, club_id: 2 };
    expect(voucherClubIds({ ...fromApi, where: { club_ids: [1, 3] } })).toEqual([1, 3]);
    expect(voucherClubIds({ ...fromApi, where: { club_ids: [] } })).toEqual([2]);
    expect(voucherClubIds({ name: 'a', valid_to: 0 })).toEqual([]);
  });

  it('is a permutation, sorted by non-decreasing distance with unknowns last', () => {
    const arbItem = fc.record({
      owner_name: fc.string(),
      name: fc.string(),
      valid_to: fc.nat(),
      club_ids: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(
        fc.array(arbItem, { maxLength: 30 }),
        fc.record({
          lat: fc.double({ min: -90, max: 90, noNaN: true }),
          lng: fc.double({ min: -180, max: 180, noNaN: true }),
        }),
        (generated, position) => {
          const items = generated.map((entry, index) => ({ ...entry, id: index }));
          const context = { locale: 'da' as const, position, clubs: CLUBS };
          const sorted = sortVouchers(items, 'nearest', context);
          expect([...sorted].sort((a, b) => a.id - b.id)).toEqual([...items].sort((a, b) => a.id - b.id));
          const distances = sorted.map((i) => nearestClubDistance(i, context));
          const firstUnknown = distances.indexOf(null);
          const known = firstUnknown === -1 ? distances : distances.slice(0, firstUnknown);
          if (firstUnknown !== -1) expect(distances.slice(firstUnknown).every((d) => d === null)).toBe(true);
          for (let i = 1; i < known.length; i++)
            expect(known[i]).toBeGreaterThanOrEqual(known[i - 1] as number);
        },
      ),
    );
  });
});
