import type { PortalDispenser } from '@golfwallet/core/contracts/partner/range-shapes';
import { MAX_BASKETS_PER_DISPENSER } from '@golfwallet/core/contracts/range/shapes';
import type { DispenserFormValues } from '@golfwallet/core/validation/range-config';
import { emptyDispenser } from '@golfwallet/core/validation/range-limits';
import { lazyRules } from '../../../lib/lazy-rules';

/** The form's values for a dispenser (new: one basket of 30 balls). */
export function dispenserValues(dispenser?: PortalDispenser): DispenserFormValues {
  if (!dispenser) return emptyDispenser();
  return {
    name: dispenser.name,
    baskets: dispenser.baskets.map((b) => ({
      balls: b.balls,
      price_minor: b.price_minor,
      max_per_day: b.max_per_day,
    })),
  };
}

/** The form's checks (zod), fetched beside the page (src/lib/lazy-rules.ts). */
export const rangeChecks = lazyRules(() => import('./range-checks'));

/** Another basket size after the last (60 balls more), while fewer than four. */
export function withBasket(values: DispenserFormValues): DispenserFormValues {
  if (values.baskets.length >= MAX_BASKETS_PER_DISPENSER) return values;
  const last = values.baskets.at(-1);
  const next = last
    ? { balls: last.balls + 30, price_minor: last.price_minor, max_per_day: last.max_per_day }
    : emptyDispenser().baskets[0]!;
  return { ...values, baskets: [...values.baskets, next] };
}

/** A ball-money price typed in major units ('25', '25,50') as minor units; NaN when not a number. */
export function priceToMinor(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed) * 100);
}

/** Minor units as the price field shows them ('25', '25.5'). */
export function minorToPrice(minor: number): string {
  return Number.isFinite(minor) ? String(minor / 100) : '';
}

/** A whole number typed in a field; NaN when empty or not one (the schema then names the field). */
export function wholeNumber(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}
