import { describe, expect, it } from 'vitest';
import { uniqueViolation } from '../modules/user/unique-violation';
import { causeChain, errorCodeIn } from './error-chain';

/** An error wrapping `cause`, as drizzle wraps the driver's error. */
const wrapping = (cause: unknown, fields: Record<string, unknown> = {}) =>
  Object.assign(new Error('Failed query'), { cause }, fields);

describe('causeChain', () => {
  it('lists the error and each error it wraps, outermost first', () => {
    const driver = Object.assign(new Error('duplicate key'), { code: '23505' });
    const outer = wrapping(driver);
    expect(causeChain(outer)).toEqual([outer, driver]);
  });

  it('stops after four links, also on a cycle', () => {
    const a: { cause?: unknown } = {};
    const b = { cause: a };
    a.cause = b;
    expect(causeChain(a)).toHaveLength(4);
  });

  it('is empty for what is not an object', () => {
    expect(causeChain(undefined)).toEqual([]);
    expect(causeChain('boom')).toEqual([]);
  });
});

describe('errorCodeIn', () => {
  const lockTimeout = wrapping(wrapping(Object.assign(new Error('canceling statement'), { code: '55P03' })));

  it('finds one of the codes in a wrapped error', () => {
    expect(errorCodeIn(lockTimeout, ['40P01', '55P03'])).toBe('55P03');
    expect(errorCodeIn(lockTimeout, ['23505'])).toBeUndefined();
  });

  it('without codes, answers the first string code', () => {
    expect(errorCodeIn(wrapping(Object.assign(new Error('x'), { code: 23 }), { code: 'OUTER' }))).toBe(
      'OUTER',
    );
    expect(errorCodeIn(lockTimeout)).toBe('55P03');
  });

  it('does not look past four links', () => {
    expect(errorCodeIn(wrapping(wrapping(wrapping(lockTimeout))), ['55P03'])).toBeUndefined();
  });
});

describe('uniqueViolation', () => {
  it('names the constraint of a wrapped 23505, from the field or else the message', () => {
    expect(uniqueViolation(wrapping({ code: '23505', constraint: 'users_email_unique' }))).toBe(
      'users_email_unique',
    );
    expect(
      uniqueViolation(wrapping({ code: '23505', message: 'violates unique constraint "golf_ids_pk"' })),
    ).toBe('golf_ids_pk');
    expect(uniqueViolation(wrapping({ code: '23503' }))).toBeUndefined();
  });
});
