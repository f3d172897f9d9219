import { describe, expect, it } from 'vitest';
import { voucherSubtransferPath, webLink } from './paths';

describe('webLink', () => {
  it('joins the public address and a page, with or without a trailing slash, and encodes the query', () => {
    expect(webLink('https://golfwallet.dk/', '/email-verify', { key: 'a+b/c' })).toBe(
      'https://golfwallet.dk/email-verify?key=a%2Bb%2Fc',
    );
    expect(webLink('https://golfwallet.dk', '/vouchers')).toBe('https://golfwallet.dk/vouchers');
  });

  it('builds a transfer link with the token as one path segment', () => {
    expect(webLink('http://localhost:3000', voucherSubtransferPath('x/y'), { lang: 'sv' })).toBe(
      'http://localhost:3000/voucher-subtransfer/x%2Fy?lang=sv',
    );
  });
});
