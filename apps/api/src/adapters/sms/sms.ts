import type { DbOrTx } from '../../db/client';
import { enqueueMessage } from '../../modules/outbox/queue-message';

/** An SMS as the app writes it: the number with country code (+4512345678) and the text. */
export interface SmsMessage {
  to: string;
  text: string;
  /** What kind of message, e.g. voucher_transfer. */
  template: string;
  locale: string;
  /** The golfer the SMS is about (a transfer's sender): erased with that golfer. */
  aboutUserId?: number;
}

/**
 * The phone network, seen from the app. Every SMS is first queued in the outbox inside the
 * transaction that causes it (so it exists exactly when the change does); delivery happens after
 * commit. The simulator has no delivery: its messages stay in the development outbox, where
 * they are read. A real gateway delivers each queued message with `deliver`.
 */
export interface SmsAdapter {
  readonly kind: 'simulator' | 'http';
  queue(tx: DbOrTx, message: SmsMessage): Promise<number>;
  deliver: ((message: { to: string; text: string }) => Promise<void>) | null;
}

/** Writes the SMS to the outbox as an 'sms' row. */
export function queueSms(tx: DbOrTx, message: SmsMessage): Promise<number> {
  return enqueueMessage(tx, {
    channel: 'sms',
    recipient: message.to,
    subject: '',
    text: message.text,
    template: message.template,
    locale: message.locale,
    aboutUserId: message.aboutUserId,
  });
}
