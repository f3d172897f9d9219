/**
 * Addresses and contact details shown on the public pages. Build-time overrides:
 * VITE_DRIVING_RANGE_URL (also configured on the server as DRIVING_RANGE_URL).
 */
export const DEFAULT_DRIVING_RANGE_URL = 'https://range.golfwallet.example/';

export function drivingRangeUrl(): string {
  const configured = import.meta.env.VITE_DRIVING_RANGE_URL as string | undefined;
  return configured?.trim() ? configured.trim() : DEFAULT_DRIVING_RANGE_URL;
}

export const APP_STORE_URL = 'https://apps.apple.com/app/golfwallet/id1234567890';
export const GOOGLE_PLAY_URL = 'https://play.google.com/store/apps/details?id=dk.golfwallet.app';

/** The Danish support line as shown, and the same number for tel: links. */
export const SUPPORT_PHONE = '+45 70 20 30 40';
export const SUPPORT_PHONE_HREF = `tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`;
export const SUPPORT_EMAIL = 'support@golfwallet.dk';
