/** The languages GolfWallet speaks. Danish is the default everywhere. */
export const LOCALES = ['da', 'en', 'no', 'sv', 'de', 'is', 'fi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'da';

/** Legal texts exist in these five only; the others fall back to English. */
export const LEGAL_LOCALES = ['da', 'en', 'no', 'sv', 'de'] as const;
export type LegalLocale = (typeof LEGAL_LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Language tags people and browsers send that map onto our locales. */
const ALIASES: Record<string, Locale> = { nb: 'no', nn: 'no', dk: 'da' };

/** Maps a BCP 47 tag ("nb-NO", "en-GB", "da") to a supported locale, or undefined. */
export function toLocale(tag: string | undefined | null): Locale | undefined {
  if (!tag) return undefined;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (isLocale(base)) return base;
  return ALIASES[base];
}

/**
 * Picks the best supported locale from an Accept-Language header, honouring q-values.
 * Falls back to `fallback` (Danish unless given) when nothing matches.
 */
export function localeFromAcceptLanguage(
  header: string | undefined | null,
  fallback: Locale = DEFAULT_LOCALE,
): Locale {
  if (!header) return fallback;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const locale = toLocale(entry.tag);
    if (locale) return locale;
  }
  return fallback;
}
