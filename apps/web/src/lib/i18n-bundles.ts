import type { Locale } from '@golfwallet/core/i18n/locales';
import files from 'virtual:translation-files';

/**
 * The translation files of packages/core, one per locale and section, so the web ships only the
 * language it shows and the sections a page uses. Built, they are chunks of their own whose URLs
 * `virtual:translation-files` lists (translation-files.ts); in development, tests and the
 * prerender's server build Vite loads the source files. (The API keeps using core's resources.ts with every language at once.)
 */
const modules =
  import.meta.env.DEV || import.meta.env.SSR
    ? import.meta.glob<Record<string, unknown>>(
        [
          '../../../../packages/core/src/i18n/*/*.ts',
          // Negative patterns are relative to this file too: `!**/mail.ts` would match nothing here.
          '!../../../../packages/core/src/i18n/*/mail.ts',
          '!../../../../packages/core/src/i18n/*/pdf.ts',
          '!../../../../packages/core/src/i18n/*/*.test.ts',
        ],
        { import: 'default' },
      )
    : {};

/** What the shells need: loaded before anything first renders (the pages' own texts, 'pages', come with the public pages and the not-found page). */
export const FIRST_SECTIONS = ['common'] as const;
/**
 * Every section the browser loads. A route loads the ones its page uses before it renders
 * (`texts(…)` in app/router-*.tsx; app/route-texts.test.ts checks each route's list against the keys
 * its modules use); a page shown in a language of its own loads its long texts itself (useSections).
 */
export const WEB_SECTIONS = [
  ...FIRST_SECTIONS,
  'pages',
  'errors',
  'validation',
  'domain',
  'auth',
  'registration',
  'profile',
  'vouchers',
  'range',
  'legal',
  'faq',
  'shop',
  'app',
  'partner',
  'privacy',
  'federation',
] as const;
export type WebSection = (typeof WEB_SECTIONS)[number];

const FILE = /\/i18n\/([a-z]{2})\/([a-z]+)\.ts$/;

const loaders = new Map<string, () => Promise<Record<string, unknown>>>();
for (const [path, load] of Object.entries(modules)) {
  const match = FILE.exec(path);
  if (match) loaders.set(`${match[1]}/${match[2]}`, load);
}
for (const [key, url] of Object.entries(files)) {
  loaders.set(key, () =>
    import(/* @vite-ignore */ url).then((module: { default: Record<string, unknown> }) => module.default),
  );
}

/** Loads one section of one locale; undefined when that file does not exist. */
export function loadSection(
  locale: Locale,
  section: WebSection,
): Promise<Record<string, unknown> | undefined> {
  const load = loaders.get(`${locale}/${section}`);
  return load ? load() : Promise.resolve(undefined);
}
