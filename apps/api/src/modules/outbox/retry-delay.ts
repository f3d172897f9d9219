/**
 * How long a message of the outbox (mail, SMS) or a Web Push waits after its n-th failed attempt:
 * 30 s, doubling per failed attempt, at most an hour. One policy for every channel.
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}
