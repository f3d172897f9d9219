import { toLocale } from '@golfwallet/core/i18n/locales';
import type { KeysUnder } from '@golfwallet/core/i18n/keys';
import { translatorIn } from '@golfwallet/core/i18n/translate';
import type { DbOrTx } from '../../db/client';
import { escapeHtml } from '../mail/account-mail';
import { enqueueMessage } from '../outbox/queue-message';

/** The privacy mails, each a section of `mail.privacy` in the golfer's language. */
export type PrivacyMailKind = 'exportReady' | 'blocked' | 'unblocked' | 'deleted' | 'inactivity';

const TEMPLATE: Record<PrivacyMailKind, string> = {
  exportReady: 'data_export_ready',
  blocked: 'account_blocked',
  unblocked: 'account_unblocked',
  deleted: 'account_deleted',
  inactivity: 'inactivity_warning',
};

type MailKey = KeysUnder<'mail.privacy'>;

/**
 * Which lines each mail has before and after its link (keys of `mail.privacy`), and the text of
 * the link's button for the mails that carry one.
 */
const LINES: Record<PrivacyMailKind, { before: MailKey[]; after: MailKey[]; action?: MailKey }> = {
  exportReady: {
    before: [],
    after: ['exportReady.validity', 'exportReady.ignore'],
    action: 'exportReady.action',
  },
  blocked: { before: ['blocked.reason'], after: ['blocked.contact'] },
  unblocked: { before: [], after: [] },
  deleted: { before: ['deleted.reason'], after: [] },
  inactivity: { before: [], after: ['inactivity.keep'], action: 'inactivity.action' },
};

export interface PrivacyMailValues {
  name: string;
  reason?: string;
  link?: string;
  date?: string;
  days?: number;
}

/** Writes a privacy mail (plain text and simple HTML) in the golfer's language. */
export function renderPrivacyMail(kind: PrivacyMailKind, language: string, values: PrivacyMailValues) {
  const locale = toLocale(language) ?? 'da';
  const params = Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string | number] => entry[1] !== undefined),
  );
  const t = (key: MailKey) => translatorIn(locale, 'mail.privacy')(key, params);
  const greeting = t('greeting');
  const intro = t(`${kind}.intro`);
  const { before: beforeKeys, after: afterKeys, action: actionKey } = LINES[kind];
  const before = beforeKeys.map(t);
  const after = afterKeys.map(t);
  const action = values.link && actionKey ? t(actionKey) : undefined;
  const text = [
    greeting,
    '',
    intro,
    ...before,
    '',
    ...(values.link ? [values.link, ''] : []),
    ...after,
    '',
    t('signoff'),
    t('team'),
    '',
  ].join('\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${locale}"><body style="font-family: sans-serif; line-height: 1.5">`,
    paragraph(greeting),
    paragraph(intro),
    ...before.map(paragraph),
    ...(values.link && action
      ? [
          `<p><a href="${escapeHtml(values.link)}">${escapeHtml(action)}</a></p>`,
          `<p style="word-break: break-all">${escapeHtml(values.link)}</p>`,
        ]
      : []),
    ...after.map(paragraph),
    `<p>${escapeHtml(t('signoff'))}<br>${escapeHtml(t('team'))}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: t(`${kind}.subject`), text, html, locale };
}

/** Queues a privacy mail to a golfer in the caller's transaction. */
export async function queuePrivacyMail(
  db: DbOrTx,
  kind: PrivacyMailKind,
  to: { id?: number; email: string; languageDefault: string },
  values: PrivacyMailValues,
  options: { purgeAfterSend?: boolean } = {},
) {
  const mail = renderPrivacyMail(kind, to.languageDefault, values);
  await enqueueMessage(db, {
    channel: 'email',
    recipient: to.email,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    template: TEMPLATE[kind],
    locale: mail.locale,
    aboutUserId: to.id,
    purgeAfterSend: options.purgeAfterSend ?? false,
  });
}
