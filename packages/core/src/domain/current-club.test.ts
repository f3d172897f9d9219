import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chooseCurrentClub,
  type ClubCandidate,
  isNearbyClub,
  NEARBY_CLUB_KM,
  shouldRefreshLocation,
} from './current-club';
import { distanceKm } from './geo';

const club = (
  club_id: number,
  latitude: number,
  longitude: number,
  has_products: boolean,
): ClubCandidate => ({
  club_id,
  latitude,
  longitude,
  has_products,
});

// Rungsted, Københavns GK, Falsterbo, Oslo GK.
const rungsted = club(1, 55.886, 12.53, true);
const kgk = club(2, 55.786, 12.56, false);
const falsterbo = club(3, 55.388, 12.822, true);
const oslo = club(4, 59.962, 10.635, true);
const clubs = [rungsted, kgk, falsterbo, oslo];
const inMalmo = { lat: 55.605, lng: 13.0 };

describe('chooseCurrentClub', () => {
  it('takes the home club when it has products, even when another is nearer', () => {
    const choice = chooseCurrentClub(clubs, { homeClubId: 4, location: inMalmo });
    expect(choice).toMatchObject({ kind: 'home', club: oslo });
    expect(choice.kind === 'home' && choice.distance_km).toBeGreaterThan(400);
  });

  it('gives the home club without a distance when the location is unknown', () => {
    expect(chooseCurrentClub(clubs, { homeClubId: 1 })).toEqual({
      kind: 'home',
      club: rungsted,
      distance_km: null,
    });
  });

  it('skips a home club without products and takes the nearest club with products', () => {
    const choice = chooseCurrentClub(clubs, { homeClubId: 2, location: inMalmo });
    expect(choice.kind).toBe('nearest');
    expect(choice.kind === 'nearest' && choice.club).toBe(falsterbo);
  });

  it('takes the nearest club with products when there is no home club', () => {
    const nearKgk = { lat: 55.79, lng: 12.56 };
    const choice = chooseCurrentClub(clubs, { homeClubId: null, location: nearKgk });
    // KGK is closest but sells nothing; Rungsted is the nearest that does.
    expect(choice).toMatchObject({ kind: 'nearest', club: rungsted });
  });

  it('ignores an unknown home club id', () => {
    expect(chooseCurrentClub(clubs, { homeClubId: 99 })).toMatchObject({ kind: 'first', club: rungsted });
  });

  it('takes the first club with products when the location is unknown', () => {
    expect(chooseCurrentClub([kgk, falsterbo, rungsted], {})).toEqual({
      kind: 'first',
      club: falsterbo,
      distance_km: null,
    });
  });

  it('treats an invalid location as unknown', () => {
    expect(chooseCurrentClub([kgk, falsterbo, rungsted], { location: { lat: 120, lng: 0 } }).kind).toBe(
      'first',
    );
    expect(chooseCurrentClub([kgk, falsterbo], { location: { lat: Number.NaN, lng: 0 } }).kind).toBe('first');
  });

  it('falls back to the shop when no club has products', () => {
    expect(chooseCurrentClub([kgk], { homeClubId: 2, location: inMalmo })).toEqual({ kind: 'shop' });
    expect(chooseCurrentClub([], {})).toEqual({ kind: 'shop' });
  });

  it('breaks distance ties by list order', () => {
    const a = club(10, 56, 10, true);
    const b = club(11, 56, 10, true);
    expect(chooseCurrentClub([a, b], { location: { lat: 56.1, lng: 10 } })).toMatchObject({ club: a });
    expect(chooseCurrentClub([b, a], { location: { lat: 56.1, lng: 10 } })).toMatchObject({ club: b });
  });

  it('always picks a club with products from the list, or the shop exactly when none sells', () => {
    const arbClub = fc.record({
      club_id: fc.integer({ min: 1, max: 50 }),
      latitude: fc.double({ min: -90, max: 90, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
      has_products: fc.boolean(),
    });
    const arbLocation = fc.option(
      fc.record({
        lat: fc.double({ min: -90, max: 90, noNaN: true }),
        lng: fc.double({ min: -180, max: 180, noNaN: true }),
      }),
    );
    fc.assert(
      fc.property(
        fc.array(arbClub, { maxLength: 12 }),
        fc.option(fc.integer({ min: 1, max: 50 })),
        arbLocation,
        (list, home, location) => {
          const choice = chooseCurrentClub(list, { homeClubId: home, location });
          if (choice.kind === 'shop') {
            expect(list.some((c) => c.has_products)).toBe(false);
          } else {
            expect(list).toContain(choice.club);
            expect(choice.club.has_products).toBe(true);
            if (location && choice.kind === 'nearest') {
              const target = { lat: choice.club.latitude, lng: choice.club.longitude };
              expect(choice.distance_km).toBeCloseTo(distanceKm(location, target), 9);
              for (const other of list.filter((c) => c.has_products)) {
                const distance = distanceKm(location, { lat: other.latitude, lng: other.longitude });
                expect(choice.distance_km).toBeLessThanOrEqual(distance + 1e-9);
              }
            }
          }
        },
      ),
    );
  });
});

describe('isNearbyClub', () => {
  it('is true up to and including the threshold', () => {
    expect(isNearbyClub(0)).toBe(true);
    expect(isNearbyClub(NEARBY_CLUB_KM)).toBe(true);
    expect(isNearbyClub(NEARBY_CLUB_KM + 0.001)).toBe(false);
    expect(isNearbyClub(null)).toBe(false);
    expect(isNearbyClub(Number.NaN)).toBe(false);
  });
});

describe('shouldRefreshLocation', () => {
  const start = { lat: 55.886, lng: 12.53 };
  it('refreshes without a previous position and after moving more than 500 m', () => {
    expect(shouldRefreshLocation(null, start)).toBe(true);
    // 0.005° of latitude is about 556 m; 0.004° about 445 m.
    expect(shouldRefreshLocation(start, { lat: start.lat + 0.005, lng: start.lng })).toBe(true);
    expect(shouldRefreshLocation(start, { lat: start.lat + 0.004, lng: start.lng })).toBe(false);
    expect(shouldRefreshLocation(start, start)).toBe(false);
  });
});
