import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { latitudeSchema, longitudeSchema } from '../validation/coordinates';
import { distanceKm, isValidLatLng } from './geo';

const copenhagen = { lat: 55.6761, lng: 12.5683 };
const stockholm = { lat: 59.3293, lng: 18.0686 };
const oslo = { lat: 59.9139, lng: 10.7522 };

const point = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('distanceKm', () => {
  it('matches known city distances within half a kilometre', () => {
    expect(distanceKm(copenhagen, stockholm)).toBeCloseTo(522, -1);
    expect(Math.abs(distanceKm(copenhagen, oslo) - 483.5)).toBeLessThan(2);
    expect(Math.abs(distanceKm(stockholm, oslo) - 416.5)).toBeLessThan(2);
  });

  it('is zero for the same point and half the circumference for antipodes', () => {
    expect(distanceKm(copenhagen, copenhagen)).toBe(0);
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371.0088, 3);
    expect(distanceKm({ lat: 90, lng: 0 }, { lat: -90, lng: 0 })).toBeCloseTo(Math.PI * 6371.0088, 3);
  });

  it('crosses the antimeridian the short way', () => {
    expect(distanceKm({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeCloseTo(111.2, 0);
  });

  it('is symmetric, non-negative and bounded for any valid points', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = distanceKm(a, b);
        expect(Number.isFinite(d)).toBe(true);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.PI * 6371.0088 + 1e-6);
        expect(Math.abs(d - distanceKm(b, a))).toBeLessThan(1e-6);
      }),
    );
  });
});

describe('isValidLatLng', () => {
  it('accepts the bounds and refuses beyond them or non-finite values', () => {
    expect(isValidLatLng({ lat: 90, lng: -180 })).toBe(true);
    expect(isValidLatLng({ lat: 90.01, lng: 0 })).toBe(false);
    expect(isValidLatLng({ lat: 0, lng: 180.5 })).toBe(false);
    expect(isValidLatLng({ lat: Number.NaN, lng: 0 })).toBe(false);
    expect(isValidLatLng({ lat: 0, lng: Number.POSITIVE_INFINITY })).toBe(false);
  });
});

describe('coordinate schemas', () => {
  it('read decimal strings and numbers', () => {
    expect(latitudeSchema.parse('55.676')).toBe(55.676);
    expect(latitudeSchema.parse(' -33.9 ')).toBe(-33.9);
    expect(longitudeSchema.parse(12.5)).toBe(12.5);
    expect(longitudeSchema.parse('-180')).toBe(-180);
  });

  it.each([
    ['91', latitudeSchema],
    ['-90.5', latitudeSchema],
    ['181', longitudeSchema],
    ['', latitudeSchema],
    ['abc', latitudeSchema],
    ['1e3', latitudeSchema],
    ['Infinity', longitudeSchema],
    ['NaN', longitudeSchema],
    ['12,5', longitudeSchema],
  ])('refuse %j with an i18n key', (input, schema) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.invalid');
  });

  it('refuse non-finite numbers', () => {
    expect(latitudeSchema.safeParse(Number.NaN).success).toBe(false);
    expect(longitudeSchema.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
  });
});
