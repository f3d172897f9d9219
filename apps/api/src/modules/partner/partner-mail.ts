import type { Locale } from '@golfwallet/core/i18n/locales';
import type { KeysUnder } from '@golfwallet/core/i18n/keys';
import { translatorIn } from '@golfwallet/core/i18n/translate';
import type { DbOrTx } from '../../db/client';
import { escapeHtml } from '../mail/account-mail';
import { enqueueMessage } from '../outbox/queue-message';
import { webLink } from '@golfwallet/core/web/paths';

/** The portal's mails: staff invitations and password resets, and vouchers a club gives a golfer. */
export type PartnerMailKind = 'invite' | 'resetPassword' | 'voucherIssued';

const TEMPLATE: Record<PartnerMailKind, string> = {
  invite: 'staff_invite',
  resetPassword: 'staff_reset_password',
  voucherIssued: 'voucher_issued',
};

/** Writes the mail in the recipient's language and queues it in the caller's transaction. */
export async function queuePartnerMail(
  db: DbOrTx,
  kind: PartnerMailKind,
  locale: Locale,
  to: string,
  values: { club: string; link: string; voucher?: string; role?: string },
  /** The golfer a voucherIssued mail goes to (erased with them). */
  aboutUserId?: number,
) {
  const t = (key: KeysUnder<'partner.mail'>) =>
    translatorIn(locale, 'partner.mail')(key, values as Record<string, string>);
  const lines = [t(`${kind}.intro`), t(`${kind}.action`), values.link];
  const text = [...lines, '', t('signoff'), ''].join('\n');
  const link = escapeHtml(values.link);
  const html = [
    '<!doctype html>',
    `<html lang="${locale}"><body style="font-family: sans-serif; line-height: 1.5">`,
    `<p>${escapeHtml(lines[0]!)}</p>`,
    `<p><a href="${link}">${escapeHtml(lines[1]!)}</a></p>`,
    `<p>${escapeHtml(t('signoff'))}</p>`,
    '</body></html>',
  ].join('\n');
  await enqueueMessage(db, {
    channel: 'email',
    recipient: to,
    subject: t(`${kind}.subject`),
    text,
    html,
    template: TEMPLATE[kind],
    locale,
    aboutUserId,
  });
}

export function portalLink(publicUrl: string, page: string, key?: string): string {
  return webLink(publicUrl, page, key === undefined ? undefined : { key });
}
