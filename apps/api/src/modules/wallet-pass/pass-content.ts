import { restrictionTexts } from '@golfwallet/core/domain/restrictions';
import { localDate } from '@golfwallet/core/domain/local-time';
import { isExpired, isUsedUp } from '@golfwallet/core/domain/voucher-state';
import { formatDate } from '@golfwallet/core/format/dates';
import { displayPrice } from '@golfwallet/core/format/price';
import { LOCALES, type Locale } from '@golfwallet/core/i18n/locales';
import { translatorFor, translatorIn } from '@golfwallet/core/i18n/translate';
import { restrictionsForDisplay } from '../voucher/voucher.mapper';
import type { ClubRow, VoucherRow } from '../voucher/voucher.repository';

/** What a pass shows: the voucher as its pass's golfer holds it, and its club. */
export interface PassSubject {
  voucher: VoucherRow;
  club: ClubRow;
  giftCardRemaining: number | null;
  /** The golfer the pass was made for. */
  passUserId: number;
}

/**
 * Void: the pass no longer stands for a usable voucher of its golfer: transferred away (another
 * owner or none), withdrawn (inactive), used up or expired. A voucher in transfer is not void
 * (the transfer may come back).
 */
export function isPassVoided(subject: PassSubject, now: Date): boolean {
  const { voucher } = subject;
  return (
    voucher.userId !== subject.passUserId || !voucher.active || isUsedUp(voucher) || isExpired(voucher, now)
  );
}

/** The texts a pass shows in one language, by the keys pass.json names (localized per lproj). */
export function passTexts(subject: PassSubject, locale: Locale, now: Date): Record<string, string> {
  const { voucher, club } = subject;
  const t = translatorIn(locale, 'pdf');
  const zone = club.timezone;
  const restrictions = restrictionTexts(
    { restrictions: restrictionsForDisplay(voucher.restrictions) },
    locale,
    translatorFor(locale),
    { today: localDate(now, zone) },
  );
  return {
    DESCRIPTION: t('walletDescription'),
    VALUE: t('walletValue'),
    VALUE_TEXT: displayPrice(
      {
        type: voucher.type,
        value: voucher.value,
        reduction_type: voucher.reductionType,
        currency: voucher.currency,
        gift_card_remaining_minor: subject.giftCardRemaining ?? null,
      },
      locale,
      translatorFor(locale),
    ),
    VOUCHER: t('title'),
    USES: t('uses'),
    USES_TEXT:
      voucher.usesTotal === null
        ? t('usesUnlimited')
        : t('usesLeft', { left: voucher.usesLeft ?? 0, total: voucher.usesTotal }),
    VALIDITY: t('validity'),
    VALIDITY_TEXT: t('validityRange', {
      from: formatDate(voucher.validFrom, zone, locale),
      to: formatDate(voucher.validTo, zone, locale),
    }),
    ISSUED_BY: t('issuedBy'),
    NUMBER: t('voucherNumber'),
    RESTRICTIONS: t('restrictions'),
    RESTRICTIONS_TEXT: restrictions.length
      ? restrictions.map((line) => `• ${line}`).join('\n')
      : t('noRestrictions'),
    NEARBY: t('walletNearby', { club: club.name }),
  };
}

/** pass.strings of one language: `"KEY" = "value";` lines (UTF-8, quotes and newlines escaped). */
export function passStrings(texts: Record<string, string>): string {
  const quoted = (text: string) =>
    text.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n');
  return Object.entries(texts)
    .map(([key, value]) => `"${key}" = "${quoted(value)}";`)
    .join('\n');
}

export interface PassIdentity {
  passTypeIdentifier: string;
  teamIdentifier: string;
  serialNumber: string;
  authenticationToken: string;
  webServiceURL: string;
}

/**
 * pass.json of a coupon: the value up front, the voucher's name, uses left and validity, the club,
 * number and restrictions on the back; QR and Code 128 of the voucher number; the club's location
 * for the lock screen; labels and texts are keys into each language's pass.strings. The default
 * language's texts are written in, so a device in another language still reads them.
 */
export function passJson(subject: PassSubject, identity: PassIdentity, now: Date) {
  const { voucher, club } = subject;
  const field = (key: string, label: string, value: string) => ({ key, label, value });
  const barcode = (format: string) => ({
    format,
    message: voucher.voucherNumber,
    messageEncoding: 'iso-8859-1',
    altText: voucher.voucherNumber,
  });
  return {
    formatVersion: 1,
    ...identity,
    organizationName: club.name,
    description: 'DESCRIPTION',
    logoText: club.name,
    foregroundColor: 'rgb(255, 255, 255)',
    backgroundColor: 'rgb(21, 94, 57)',
    labelColor: 'rgb(210, 235, 220)',
    expirationDate: voucher.validTo.toISOString(),
    voided: isPassVoided(subject, now),
    sharingProhibited: true,
    barcodes: [barcode('PKBarcodeFormatQR'), barcode('PKBarcodeFormatCode128')],
    locations: [{ latitude: club.latitude, longitude: club.longitude, relevantText: 'NEARBY' }],
    coupon: {
      primaryFields: [field('value', 'VALUE', 'VALUE_TEXT')],
      secondaryFields: [field('name', 'VOUCHER', voucher.name)],
      auxiliaryFields: [field('uses', 'USES', 'USES_TEXT'), field('validity', 'VALIDITY', 'VALIDITY_TEXT')],
      backFields: [
        field('club', 'ISSUED_BY', club.name),
        field('number', 'NUMBER', voucher.voucherNumber),
        field('restrictions', 'RESTRICTIONS', 'RESTRICTIONS_TEXT'),
      ],
    },
  };
}

/** Every language's pass.strings by file name (`da.lproj/pass.strings`, …). */
export function localizedStrings(subject: PassSubject, now: Date): Record<string, Buffer> {
  return Object.fromEntries(
    LOCALES.map((locale) => [
      `${locale}.lproj/pass.strings`,
      Buffer.from(passStrings(passTexts(subject, locale, now)), 'utf8'),
    ]),
  );
}
