import type { Locale } from '@golfwallet/core/i18n/locales';
import { translatorIn } from '@golfwallet/core/i18n/translate';
import { SHARED_WEB_PATHS, webLink } from '@golfwallet/core/web/paths';

/** The account mails: each has its own section of `mail` texts and a link to a page of the web app. */
export type AccountMailKind = 'verifyEmail' | 'resetPassword';

/** The outbox template name of each kind. */
export const ACCOUNT_MAIL_TEMPLATE: Record<AccountMailKind, string> = {
  verifyEmail: 'verify_email',
  resetPassword: 'reset_password',
};

/** The web page each link opens, with the key as `?key=`. */
const PAGE: Record<AccountMailKind, string> = {
  verifyEmail: SHARED_WEB_PATHS.emailVerify,
  resetPassword: SHARED_WEB_PATHS.passwordChange,
};

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The link a mail carries: `${PUBLIC_URL}/email-verify?key=…` or `${PUBLIC_URL}/password-change?key=…`. */
export function accountMailLink(publicUrl: string, kind: AccountMailKind, key: string): string {
  return webLink(publicUrl, PAGE[kind], { key });
}

/** Writes an account mail in the golfer's language, as plain text and as simple HTML. */
export function renderAccountMail(
  kind: AccountMailKind,
  locale: Locale,
  values: { name: string; link: string },
): RenderedMail {
  const t = translatorIn(locale, 'mail');
  const greeting = t('greeting', { name: values.name });
  const intro = t(`${kind}.intro`);
  const action = t(`${kind}.action`);
  const validity = t(`${kind}.validity`);
  const ignore = t(`${kind}.ignore`);
  const signoff = t('signoff');
  const team = t('team');
  const text = [greeting, '', intro, '', values.link, '', validity, ignore, '', signoff, team, ''].join('\n');
  const link = escapeHtml(values.link);
  const html = [
    '<!doctype html>',
    `<html lang="${locale}"><body style="font-family: sans-serif; line-height: 1.5">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${link}">${escapeHtml(action)}</a></p>`,
    `<p style="word-break: break-all">${link}</p>`,
    `<p>${escapeHtml(validity)}<br>${escapeHtml(ignore)}</p>`,
    `<p>${escapeHtml(signoff)}<br>${escapeHtml(team)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: t(`${kind}.subject`), text, html };
}
