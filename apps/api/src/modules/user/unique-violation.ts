import { causeChain } from '../../lib/error-chain';

/** The name of the unique constraint a PostgreSQL error broke (23505), looking through driver wrappers. */
export function uniqueViolation(error: unknown): string | undefined {
  const link = causeChain(error).find((candidate) => candidate.code === '23505');
  if (!link) return undefined;
  if (typeof link.constraint === 'string') return link.constraint;
  const match = typeof link.message === 'string' ? /"([^"]+)"/.exec(link.message) : null;
  return match?.[1] ?? 'unknown';
}
