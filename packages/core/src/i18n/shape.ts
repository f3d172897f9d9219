import type { IsPlural, PluralTexts } from './plural';

/**
 * The shape a translation must have: the same keys as the English source, every leaf a string, and
 * a plural where English has one (at least `one` and `other`; plurals.test.ts checks the categories
 * of each language).
 */
export type Shape<T> = {
  [K in keyof T]: T[K] extends string ? string : IsPlural<T[K]> extends true ? PluralTexts : Shape<T[K]>;
};
