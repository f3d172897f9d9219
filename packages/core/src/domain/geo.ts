/** A point on Earth in decimal degrees (WGS 84). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Mean Earth radius in kilometres (IUGG), the radius the haversine formula assumes. */
export const EARTH_RADIUS_KM = 6371.0088;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in kilometres between two points, by the haversine formula.
 * Invariants: symmetric (d(a,b) = d(b,a)), zero for the same point, never negative, at most half
 * the Earth's circumference (~20,015 km), and finite for any valid latitude and longitude.
 */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // Rounding can push h a hair above 1 for antipodal points; asin would then return NaN.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, Math.max(0, h))));
}

/** True for a latitude in -90..90 and a longitude in -180..180 (both finite). */
export function isValidLatLng(point: LatLng): boolean {
  return (
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180
  );
}
