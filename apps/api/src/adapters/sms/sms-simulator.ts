import type { SmsAdapter } from './sms';
import { queueSms } from './sms';

/** Development and test SMS: queued in the outbox and left there to be read (/dev/mail lists the outbox). */
export function createSmsSimulator(): SmsAdapter {
  return { kind: 'simulator', queue: queueSms, deliver: null };
}
