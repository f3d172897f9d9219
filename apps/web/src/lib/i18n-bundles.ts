import type { Locale } from '@golfwallet/core/i18n/locales';

/**
 * The translation files of packages/core, one lazy loader per locale and section, so the web
 * ships only the language it shows. `mail` and `pdf` are server-only and never reach the browser.
 * (The API keeps using core's resources.ts with every language at once.)
 */
const modules = import.meta.glob<Record<string, unknown>>(
  [
    '../../../../packages/core/src/i18n/*/*.ts',
    // Negative patterns are relative to this file too: `!**/mail.ts` would match nothing here.
    '!../../../../packages/core/src/i18n/*/mail.ts',
    '!../../../../packages/core/src/i18n/*/pdf.ts',
    '!../../../../packages/core/src/i18n/*/*.test.ts',
  ],
  { import: 'default' },
);

/** What the front page and the shell need: all that is loaded before the front page first renders. */
export const FIRST_SECTIONS = ['common', 'pages'] as const;
/** Sections every page may need: loaded before any other page renders. */
export const PAGE_SECTIONS = [
  'common',
  'errors',
  'validation',
  'domain',
  'auth',
  'registration',
  'profile',
  'pages',
  'vouchers',
  'range',
] as const;
/** What the club portal's pages need (/partner/…, app/routes/partner-root.tsx): loaded before they render. */
export const PORTAL_SECTIONS = ['common', 'pages', 'errors', 'validation', 'domain', 'partner'] as const;
/** Long texts loaded by the pages that show them, and the app's and the club portal's own texts (their shells load them). */
export const ON_DEMAND_SECTIONS = [
  'legal',
  'faq',
  'shop',
  'app',
  'partner',
  'privacy',
  'federation',
] as const;
export type WebSection = (typeof PAGE_SECTIONS)[number] | (typeof ON_DEMAND_SECTIONS)[number];

const FILE = /\/i18n\/([a-z]{2})\/([a-z]+)\.ts$/;

const loaders = new Map<string, () => Promise<Record<string, unknown>>>();
for (const [path, load] of Object.entries(modules)) {
  const match = FILE.exec(path);
  if (match) loaders.set(`${match[1]}/${match[2]}`, load);
}

/** Loads one section of one locale; undefined when that file does not exist. */
export function loadSection(
  locale: Locale,
  section: WebSection,
): Promise<Record<string, unknown> | undefined> {
  const load = loaders.get(`${locale}/${section}`);
  return load ? load() : Promise.resolve(undefined);
}
