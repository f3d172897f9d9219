import { isExpired } from '@golfwallet/core/domain/voucher-state';
import type { Locale } from '@golfwallet/core/i18n/locales';
import { type GoogleObjectState, signRs256 } from '../../adapters/wallet/google-wallet-api';
import { isPassVoided, type PassSubject, passTexts } from './pass-content';
import type { GoogleSigner } from './wallet-credentials';

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

/**
 * The Google object's state: EXPIRED past its validity, INACTIVE once void otherwise (used up,
 * transferred away, withdrawn), ACTIVE while usable.
 */
export function googleObjectState(subject: PassSubject, now: Date): GoogleObjectState {
  if (isExpired(subject.voucher, now)) return 'EXPIRED';
  return isPassVoided(subject, now) ? 'INACTIVE' : 'ACTIVE';
}

/** The object id: `<issuer>.<pass serial>` (the same serial as the Apple pass). */
export function googleObjectId(issuerId: string, serialNumber: string): string {
  return `${issuerId}.${serialNumber}`;
}

/**
 * The "Save to Google Wallet" JWT (RS256, `typ: savetowallet`): an offer class per club and the
 * voucher's offer object with its QR code, validity, club location and state.
 */
export function googleSaveJwt(
  subject: PassSubject,
  serialNumber: string,
  options: { issuerId: string; signer: GoogleSigner; origin: string; locale: Locale; now: Date },
): string {
  const { voucher, club } = subject;
  const texts = passTexts(subject, options.locale, options.now);
  const classId = `${options.issuerId}.golfwallet-club-${club.id}`;
  const localized = (value: string) => ({ defaultValue: { language: options.locale, value } });
  const offerClass = {
    id: classId,
    issuerName: club.name,
    provider: 'GolfWallet',
    title: voucher.productName,
    redemptionChannel: 'INSTORE',
    reviewStatus: 'UNDER_REVIEW',
    localizedIssuerName: localized(club.name),
  };
  const offerObject = {
    id: googleObjectId(options.issuerId, serialNumber),
    classId,
    state: googleObjectState(subject, options.now),
    barcode: { type: 'QR_CODE', value: voucher.voucherNumber, alternateText: voucher.voucherNumber },
    validTimeInterval: {
      start: { date: voucher.validFrom.toISOString() },
      end: { date: voucher.validTo.toISOString() },
    },
    locations: [{ latitude: club.latitude, longitude: club.longitude }],
    textModulesData: [
      { id: 'name', header: texts.VOUCHER, body: voucher.name },
      { id: 'value', header: texts.VALUE, body: texts.VALUE_TEXT },
      { id: 'uses', header: texts.USES, body: texts.USES_TEXT },
      { id: 'validity', header: texts.VALIDITY, body: texts.VALIDITY_TEXT },
      { id: 'restrictions', header: texts.RESTRICTIONS, body: texts.RESTRICTIONS_TEXT },
    ],
    infoModuleData: {
      labelValueRows: [{ columns: [{ label: texts.NUMBER, value: voucher.voucherNumber }] }],
    },
  };
  return signRs256(
    {
      iss: options.signer.clientEmail,
      aud: 'google',
      typ: 'savetowallet',
      iat: Math.floor(options.now.getTime() / 1000),
      origins: [options.origin],
      payload: { offerClasses: [offerClass], offerObjects: [offerObject] },
    },
    options.signer.privateKey,
  );
}
