import { isLocale } from '@golfwallet/core/i18n/locales';
import type { Tx } from '../../db/client';
import type { Deps } from '../../deps';
import { hashToken, newToken } from '../../lib/tokens';
import {
  ACCOUNT_MAIL_TEMPLATE,
  type AccountMailKind,
  accountMailLink,
  renderAccountMail,
} from '../mail/account-mail';
import { enqueueMessage } from '../outbox/queue-message';
import { type KeyPurpose, insertUserKey } from './user-keys.repository';

export const VERIFY_KEY_TTL_MS = 24 * 3_600_000;
export const RESET_KEY_TTL_MS = 3_600_000;
/** At most this many verification or reset mails per account per hour. */
export const MAILS_PER_HOUR = 5;

const PURPOSE: Record<AccountMailKind, KeyPurpose> = {
  verifyEmail: 'verify_email',
  resetPassword: 'reset_password',
};
const TTL: Record<AccountMailKind, number> = {
  verifyEmail: VERIFY_KEY_TTL_MS,
  resetPassword: RESET_KEY_TTL_MS,
};

/**
 * Creates a single-use key (stored hashed) and queues the mail that carries it, in the caller's
 * transaction: the key exists exactly when its mail does. The mail is in the golfer's language.
 */
export async function mailAccountKey(
  tx: Tx,
  deps: Deps,
  kind: AccountMailKind,
  user: { id: number; email: string; firstName: string; languageDefault: string },
): Promise<void> {
  const key = newToken();
  const now = deps.now();
  await insertUserKey(tx, {
    keyHash: hashToken(key),
    userId: user.id,
    purpose: PURPOSE[kind],
    email: user.email,
    now,
    expiresAt: new Date(now.getTime() + TTL[kind]),
  });
  const locale = isLocale(user.languageDefault) ? user.languageDefault : 'da';
  const mail = renderAccountMail(kind, locale, {
    name: user.firstName,
    link: accountMailLink(deps.config.PUBLIC_URL, kind, key),
  });
  await enqueueMessage(tx, {
    channel: 'email',
    recipient: user.email,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    template: ACCOUNT_MAIL_TEMPLATE[kind],
    locale,
    aboutUserId: user.id,
  });
}
