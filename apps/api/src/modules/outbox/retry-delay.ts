/**
 * How long a message of the outbox (mail, SMS) or a Web Push waits after its n-th failed attempt:
 * 30 s, doubling per failed attempt, at most an hour. One policy for every channel.
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Failed attempts after which the outbox worker gives a mail or SMS up (status 'failed'), unless
 * its channel called the failure permanent sooner: 30 attempts with retryDelayMs are about a day
 * (an hour of doubling delays, then hourly), long enough to ride out an outage of the mail server
 * or SMS gateway.
 */
export const OUTBOX_MAX_ATTEMPTS = 30;
