import { describe, expect, it } from 'vitest';
import { contractFor, contractHandler, interceptedFetch, server, takeViolations } from './contract-server';

describe('the contract server (Mock Service Worker)', () => {
  it('finds the contract of a request, a path without parameters before a pattern', () => {
    expect(contractFor('GET', '/api/v1/session')?.path).toBe('/session');
    expect(contractFor('DELETE', '/api/v1/voucher/transfer/12')?.path).toBe('/voucher/transfer/:id');
    expect(contractFor('GET', '/api/v1/no-such-thing')).toBeUndefined();
  });

  it('records an answer and a request body that do not match their contract, and passes ones that do', async () => {
    server.use(
      contractHandler(({ url }) =>
        url.pathname === '/api/v1/unions' ? { body: [{ union_id: 'one' }] } : { body: { success: true } },
      ),
    );
    const fetchThrough = interceptedFetch();
    await fetchThrough('/api/v1/unions');
    await fetchThrough('/api/v1/transfer-referral/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ referal: 'x' }),
    });
    const violations = takeViolations();
    expect(violations).toHaveLength(2);
    expect(violations[0]).toMatch(/^The answer to GET \/api\/v1\/unions does not match its contract/);
    expect(violations[1]).toMatch(
      /^The body of POST \/api\/v1\/transfer-referral\/ does not match its contract/,
    );

    await fetchThrough('/api/v1/transfer-referral/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ referral: 'partner-7' }),
    });
    expect(takeViolations()).toEqual([]);
  });
});
