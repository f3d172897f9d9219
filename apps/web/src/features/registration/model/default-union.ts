import { toLocale } from '@golfwallet/core/i18n/locales';
import type { Union, UnionTid } from '@golfwallet/core/contracts/reference/shapes';

const TID_BY_LOCALE: Partial<Record<string, UnionTid>> = { da: 'dgu', sv: 'sgf', no: 'other' };

/**
 * The union preselected on the union step (spec §4): by the device language, Danish → the Danish
 * union, Swedish → the Swedish one, Norwegian (nb, no) → the Norwegian one; else the first.
 */
export function defaultUnionId(
  unions: readonly Union[],
  deviceLanguage: string | undefined,
): number | undefined {
  const tid = TID_BY_LOCALE[toLocale(deviceLanguage) ?? ''];
  const match = tid ? unions.find((union) => union.tid === tid) : undefined;
  return (match ?? unions[0])?.union_id;
}

/** The locale the membership check is asked in: Danish is sent as "dk" (spec §7). */
export function memberCheckLocale(language: string): string {
  const locale = toLocale(language) ?? language;
  return locale === 'da' ? 'dk' : locale;
}
