/**
 * An error and the errors it wraps. Drizzle wraps the driver's error (which carries the
 * PostgreSQL SQLSTATE in `code`) in its own, and a driver error may wrap a socket error, so a
 * question about a database error is asked of every link of the `cause` chain. This is the one
 * walker of that chain.
 */
export interface ErrorLink {
  code?: unknown;
  message?: unknown;
  /** The constraint a PostgreSQL error broke (node-postgres and PGlite set it). */
  constraint?: unknown;
  cause?: unknown;
}

/** How deep the chain is followed: far enough for every wrapper we know, and safe from a cycle. */
const MAX_DEPTH = 4;

/** The error and the errors it wraps, outermost first (at most MAX_DEPTH). */
export function causeChain(error: unknown): ErrorLink[] {
  const chain: ErrorLink[] = [];
  let current = error;
  while (current !== null && typeof current === 'object' && chain.length < MAX_DEPTH) {
    chain.push(current as ErrorLink);
    current = (current as ErrorLink).cause;
  }
  return chain;
}

/** The first string `code` in the chain that is one of `codes` (all string codes when omitted). */
export function errorCodeIn(error: unknown, codes?: readonly string[]): string | undefined {
  for (const link of causeChain(error)) {
    if (typeof link.code === 'string' && (!codes || codes.includes(link.code))) return link.code;
  }
  return undefined;
}
