import type { ErrorCode } from './codes';

const CODE_SHAPE = /^[A-Z][A-Z0-9_]{1,63}$/;

/**
 * The error code of an answer as the browser keeps it: any code our API could send (its shape),
 * else INTERNAL. The browser does not carry the list of codes (`codes.ts`, 2.6 KiB gzipped in every
 * first load): it shows the server's message, which comes already translated (spec §8), and
 * compares codes by name.
 */
export function answeredErrorCode(value: unknown): ErrorCode {
  return typeof value === 'string' && CODE_SHAPE.test(value) ? (value as ErrorCode) : 'INTERNAL';
}
