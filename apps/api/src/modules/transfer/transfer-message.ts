import { formatDate } from '@golfwallet/core/format/dates';
import type { Locale } from '@golfwallet/core/i18n/locales';
import { translate, translatorIn } from '@golfwallet/core/i18n/translate';

export interface TransferMessageInput {
  locale: Locale;
  senderName: string;
  voucherName: string;
  clubName: string;
  quantity: number;
  link: string;
  expiresAt: Date;
  timeZone: string;
  coverMessage?: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The e-mail to a transfer recipient: subject, plain text and HTML (every inserted value escaped). */
export function transferMail(input: TransferMessageInput) {
  const t = translatorIn(input.locale, 'vouchers.transferMessage');
  const params = {
    sender: input.senderName,
    quantity: input.quantity,
    voucher: input.voucherName,
    club: input.clubName,
  };
  const expires = t('expires', { date: formatDate(input.expiresAt, input.timeZone, input.locale) });
  const cover = input.coverMessage?.trim();
  const text = [
    t('greeting'),
    '',
    t('intro', params),
    ...(cover ? ['', t('coverMessage', { sender: input.senderName }), cover] : []),
    '',
    t('action'),
    input.link,
    '',
    expires,
    t('ignore'),
    '',
    t('signature'),
  ].join('\n');
  const escaped = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === 'string' ? escapeHtml(value) : value,
    ]),
  );
  const html = [
    `<p>${escapeHtml(t('greeting'))}</p>`,
    `<p>${translate(input.locale, 'vouchers.transferMessage.intro', escaped)}</p>`,
    ...(cover
      ? [
          `<p>${escapeHtml(t('coverMessage', { sender: input.senderName }))}</p>`,
          `<blockquote style="white-space:pre-wrap">${escapeHtml(cover)}</blockquote>`,
        ]
      : []),
    `<p>${escapeHtml(t('action'))}</p>`,
    `<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:10px 18px;background:#1b5e20;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(t('button'))}</a></p>`,
    `<p style="color:#555555">${escapeHtml(expires)}<br>${escapeHtml(t('ignore'))}</p>`,
    `<p>${escapeHtml(t('signature'))}</p>`,
  ].join('\n');
  return { subject: t('mailSubject', { sender: input.senderName }), text, html };
}

/** The SMS to a transfer recipient: who sent what, the link, and the cover message if any. */
export function transferSms(input: TransferMessageInput): string {
  const t = translatorIn(input.locale, 'vouchers.transferMessage');
  const main = t('sms', {
    sender: input.senderName,
    quantity: input.quantity,
    voucher: input.voucherName,
    link: input.link,
  });
  const cover = input.coverMessage?.trim();
  return cover ? `${main}\n${t('smsCover', { message: cover })}` : main;
}
