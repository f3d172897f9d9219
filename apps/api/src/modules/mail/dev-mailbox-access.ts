import type { Config } from '../../config';

/**
 * Who may read the development mailbox (/dev/mail), the page that lists every message the product
 * sends while mail stays in the outbox, password-reset and verification links included.
 *
 * - `local` (default): clients on the loopback interface only. Behind a proxy (TRUST_PROXY=true)
 *   every address in the forwarding chain must be a loopback address, so a request a proxy forwards
 *   for a remote client is remote whatever the proxy's own address; with TRUST_PROXY=false only the
 *   socket's address counts and X-Forwarded-For changes nothing.
 * - `open`: anyone who reaches the port (loadConfig allows it only with a localhost PUBLIC_URL or
 *   TEST_ENVIRONMENT=true).
 * - `off`: nobody; the mailbox is not mounted.
 */
export type DevMailboxSetting = Config['DEV_MAILBOX'];

const IPV4_LOOPBACK = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/** True for 127.0.0.0/8, ::1 and IPv4-mapped loopback (::ffff:127.x.x.x). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.toLowerCase();
  if (a === '::1' || a === '0:0:0:0:0:0:0:1') return true;
  const v4 = a.startsWith('::ffff:') ? a.slice('::ffff:'.length) : a;
  return IPV4_LOOPBACK.test(v4);
}

/**
 * May a client with these addresses read the mailbox? `addresses` is the request's whole chain:
 * Fastify's `request.ips` (socket address first, then each forwarded one) when the proxy is
 * trusted, or just the socket address when it is not.
 */
export function mayReadDevMailbox(setting: DevMailboxSetting, addresses: readonly string[]): boolean {
  if (setting === 'open') return true;
  if (setting === 'off') return false;
  return addresses.length > 0 && addresses.every(isLoopbackAddress);
}

/** Whether /dev/mail is mounted at all: only while mail stays in the outbox and it is not off. */
export function devMailboxMounted(config: Pick<Config, 'SMTP_URL' | 'DEV_MAILBOX'>): boolean {
  return !config.SMTP_URL && config.DEV_MAILBOX !== 'off';
}

/** The start-up line that says mail stays in the outbox and who can read /dev/mail. */
export function outboxNotice(config: Pick<Config, 'DEV_MAILBOX'>): string {
  const who = {
    local: 'only clients on this machine (loopback) can read it at /dev/mail (DEV_MAILBOX=local)',
    open: 'anyone who reaches this server can read it at /dev/mail (DEV_MAILBOX=open)',
    off: '/dev/mail is off, nobody can read it there (DEV_MAILBOX=off)',
  }[config.DEV_MAILBOX];
  return `SMTP_URL is not set: mail stays in the outbox; ${who}`;
}
