import { formatDate } from '@golfwallet/core/format/dates';
import { toLocale } from '@golfwallet/core/i18n/locales';
import { translatorIn } from '@golfwallet/core/i18n/translate';
import { strToU8, zipSync } from 'fflate';
import type { DataExport } from './data-export.collect';

/** The README's lines (texts `mail.exportReadme.sections.*`) and the keys of data.json each explains. */
const SECTIONS = {
  profile: ['profile', 'union_membership', 'golf_ids'],
  vouchers: ['vouchers'],
  transfers: ['transfers'],
  orders: ['orders', 'saved_cards', 'cart'],
  wallet: ['wallet'],
  notifications: ['notifications'],
  consents: ['consents'],
  sessions: ['sessions'],
  other: ['other'],
} as const;

/** The README in the golfer's language: what the archive is and what each section of data.json holds. */
export function renderReadme(data: DataExport, language: string, timeZone: string): string {
  const locale = toLocale(language) ?? 'da';
  const t = translatorIn(locale, 'mail.exportReadme');
  const title = t('title');
  return [
    title,
    '='.repeat(title.length),
    '',
    t('intro', { date: formatDate(new Date(data.generated_at), timeZone, locale) }),
    '',
    t('files'),
    ...(Object.keys(SECTIONS) as (keyof typeof SECTIONS)[]).map(
      (section) => `- ${SECTIONS[section].join(', ')}: ${t(`sections.${section}`)}`,
    ),
    '',
    t('times'),
    '',
  ].join('\n');
}

/** The zip the link delivers: data.json (machine-readable, UTF-8) and README.txt. */
export function buildArchive(data: DataExport, language: string, timeZone: string): Buffer {
  const zipped = zipSync(
    {
      'data.json': strToU8(`${JSON.stringify(data, null, 2)}\n`),
      'README.txt': strToU8(renderReadme(data, language, timeZone)),
    },
    { level: 6, mtime: new Date(data.generated_at) },
  );
  return Buffer.from(zipped);
}
