import type { UserProfile } from '@golfwallet/core/contracts/user/shapes';
import { toLocale } from '@golfwallet/core/i18n/locales';
import { changeLocale, currentLocale } from './i18n';
import { isInArea, PATHS } from './paths';

/**
 * In the app, the account's language (language_default, the one its mails and SMS are in) becomes
 * the app's language after signing in (issue 34, item 2). The web site keeps the language of its
 * host (spec §1), so on the web nothing changes.
 */
export async function followAccountLanguage(
  user: Pick<UserProfile, 'language_default'> | null | undefined,
  pathname: string = typeof window === 'undefined' ? '' : window.location.pathname,
): Promise<void> {
  if (!user || !isInArea(pathname, PATHS.app.root)) return;
  const locale = toLocale(user.language_default);
  if (locale && locale !== currentLocale()) await changeLocale(locale);
}
