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

/** The mail's one button: a link styled for mail readers (inline styles only). */
function mailButton(link: string, label: string): string {
  return `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1b5e20;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a></p>`;
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
    mailButton(input.link, t('button')),
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

export interface TransferReceivedInput {
  locale: Locale;
  voucherName: string;
  clubName: string;
  quantity: number;
  /** The voucher list, where each voucher goes to Apple Wallet or Google Wallet. */
  link: string;
}

/**
 * The e-mail to the golfer who accepted a transfer: what is now in their wallet, and where to add
 * it to Apple Wallet or Google Wallet (issue 36). Every inserted value is escaped in the HTML.
 */
export function transferReceivedMail(input: TransferReceivedInput) {
  const t = translatorIn(input.locale, 'vouchers.transferReceived');
  const common = translatorIn(input.locale, 'vouchers.transferMessage');
  const params = { quantity: input.quantity, voucher: input.voucherName, club: input.clubName };
  const text = [
    common('greeting'),
    '',
    t('intro', params),
    '',
    t('walletPasses'),
    input.link,
    '',
    common('signature'),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(common('greeting'))}</p>`,
    `<p>${translate(input.locale, 'vouchers.transferReceived.intro', {
      quantity: input.quantity,
      voucher: escapeHtml(input.voucherName),
      club: escapeHtml(input.clubName),
    })}</p>`,
    `<p>${escapeHtml(t('walletPasses'))}</p>`,
    mailButton(input.link, t('button')),
    `<p>${escapeHtml(common('signature'))}</p>`,
  ].join('\n');
  return { subject: t('mailSubject', { voucher: input.voucherName }), text, html };
}
