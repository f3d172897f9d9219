import { describe, expect, it } from 'vitest';
import { isChromeHidden } from './chrome';

describe('isChromeHidden', () => {
  it('hides header and footer on the bare pages of spec §2', () => {
    for (const path of [
      '/password-change',
      '/register',
      '/register/',
      '/register/union',
      '/register/oauth-consumer',
      '/oauth-consumer',
      '/privacy-policy-mobile',
      '/terms-and-conditions-mobile',
      '/faq-mobile',
      '/voucher-subtransfer/abc123',
    ]) {
      expect(isChromeHidden(path), path).toBe(true);
    }
  });

  it('shows them everywhere else', () => {
    for (const path of ['/', '/vouchers', '/profile', '/faq', '/privacy-policy', '/registered', '/unknown']) {
      expect(isChromeHidden(path), path).toBe(false);
    }
  });
});
