import { z } from 'zod';

const DECIMAL = /^[-+]?\d{1,3}(\.\d{1,15})?$/;

/** A coordinate from a query string or JSON: a decimal number within ±limit; messages are i18n keys. */
function coordinate(limit: number) {
  return z
    .union([z.number(), z.string().trim().regex(DECIMAL).transform(Number)], { error: 'validation.invalid' })
    .pipe(
      z
        .number({ error: 'validation.invalid' })
        .min(-limit, { error: 'validation.invalid' })
        .max(limit, { error: 'validation.invalid' }),
    );
}

/** Latitude in decimal degrees, -90 to 90. Accepts "55.68" (query strings) or 55.68. */
export const latitudeSchema = coordinate(90);
/** Longitude in decimal degrees, -180 to 180. Accepts "12.57" (query strings) or 12.57. */
export const longitudeSchema = coordinate(180);
