import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy';

describe('content security policy', () => {
  it('allows nothing outside our origin with the embedded test acquirer', () => {
    const { directives } = contentSecurityPolicy({ ACQUIRER: 'test', TRUST_PROXY: false });
    expect(directives.scriptSrc).toEqual(["'self'"]);
    expect(directives.connectSrc).toEqual(["'self'"]);
    expect(directives.frameSrc).toEqual(["'none'"]);
  });

  it("lets Stripe.js load, frame its card fields and call Stripe's API when Stripe is the provider", () => {
    const { directives } = contentSecurityPolicy({ ACQUIRER: 'stripe', TRUST_PROXY: false });
    expect(directives.scriptSrc).toEqual(["'self'", 'https://js.stripe.com']);
    expect(directives.frameSrc).toContain('https://js.stripe.com');
    expect(directives.connectSrc).toContain('https://api.stripe.com');
    expect(directives.defaultSrc).toEqual(["'self'"]);
  });
});
