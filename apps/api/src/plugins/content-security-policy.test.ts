import { createHash } from 'node:crypto';
import { CODE_FIRST_LOADER } from '@golfwallet/core/web/code-first-loader';
import { PUBLIC_PAGE_LOADER } from '@golfwallet/core/web/public-page-loader';
import { describe, expect, it } from 'vitest';
import {
  CODE_FIRST_LOADER_SOURCE,
  contentSecurityPolicy,
  PUBLIC_PAGE_LOADER_SOURCE,
} from './content-security-policy';

describe('content security policy', () => {
  it('allows nothing outside our origin with the embedded test acquirer', () => {
    const { directives } = contentSecurityPolicy({ ACQUIRER: 'test', TRUST_PROXY: false });
    expect(directives.scriptSrc).toEqual(["'self'", PUBLIC_PAGE_LOADER_SOURCE, CODE_FIRST_LOADER_SOURCE]);
    expect(directives.connectSrc).toEqual(["'self'"]);
    expect(directives.frameSrc).toEqual(["'none'"]);
  });

  it("allows the public pages' and the code-first loaders by the hashes of their texts, no other inline script", () => {
    const { directives } = contentSecurityPolicy({ ACQUIRER: 'test', TRUST_PROXY: false });
    for (const loader of [PUBLIC_PAGE_LOADER, CODE_FIRST_LOADER]) {
      const hash = createHash('sha256').update(loader).digest('base64');
      expect(directives.scriptSrc).toContain(`'sha256-${hash}'`);
    }
    expect(directives.scriptSrc).not.toContain("'unsafe-inline'");
  });

  it("lets Stripe.js load, frame its card fields and call Stripe's API when Stripe is the provider", () => {
    const { directives } = contentSecurityPolicy({ ACQUIRER: 'stripe', TRUST_PROXY: false });
    expect(directives.scriptSrc).toEqual([
      "'self'",
      PUBLIC_PAGE_LOADER_SOURCE,
      CODE_FIRST_LOADER_SOURCE,
      'https://js.stripe.com',
    ]);
    expect(directives.frameSrc).toContain('https://js.stripe.com');
    expect(directives.connectSrc).toContain('https://api.stripe.com');
    expect(directives.defaultSrc).toEqual(["'self'"]);
  });
});
