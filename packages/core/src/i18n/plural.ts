/** The CLDR plural categories, as `Intl.PluralRules` names them. */
type PluralCategory = Intl.LDMLPluralRule;

/**
 * A text that depends on a number: one form per plural category its language uses, chosen by the
 * `count` parameter with `Intl.PluralRules` ("{{count}} voucher" for one, "… vouchers" for other).
 * Every language gives `one` and `other`; `zero`, `two`, `few` and `many` where its rules have
 * them (plurals.test.ts checks each locale against its rules).
 */
export type PluralTexts = { readonly one: string; readonly other: string } & {
  readonly [C in Exclude<PluralCategory, 'one' | 'other'>]?: string;
};

/** Whether a value of the English texts is a plural (only plural categories as names), not a section. */
export type IsPlural<V> = V extends PluralTexts
  ? Exclude<keyof V, PluralCategory> extends never
    ? true
    : false
  : false;

const CATEGORIES: readonly string[] = ['zero', 'one', 'two', 'few', 'many', 'other'];
const rules = new Map<string, Intl.PluralRules>();

/** The plural category of `count` in `language`; `other` without a number or for a tag Intl refuses. */
function categoryOf(language: string, count: unknown): string {
  const n = Number(count);
  if (count === undefined || Number.isNaN(n)) return 'other';
  try {
    const rule = rules.get(language) ?? new Intl.PluralRules(language);
    rules.set(language, rule);
    return rule.select(n);
  } catch {
    return 'other';
  }
}

/**
 * The text of a value of the resources in `language`: a string as it is; of a plural, the form for
 * `count` (`other` when there is no count); undefined for a section or nothing. Both translators
 * (core's translate() and the web's Translations) read texts through this.
 */
export function textOf(value: unknown, language: string, count: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return undefined;
  const forms = value as Record<string, unknown>;
  if (typeof forms.other !== 'string' || !Object.keys(forms).every((name) => CATEGORIES.includes(name))) {
    return undefined;
  }
  const form = forms[categoryOf(language, count)];
  return typeof form === 'string' ? form : forms.other;
}
