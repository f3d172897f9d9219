import { describe, expect, it } from 'vitest';
import { PAGE_VIEW_PATHS, pageViewPath } from './page-view';

describe('pageViewPath', () => {
  it('counts a known page as itself, without query, hash or trailing slash', () => {
    expect(pageViewPath('/faq?lang=en#top')).toBe('/faq');
    expect(pageViewPath('/register/union/')).toBe('/register/union');
    expect(pageViewPath('')).toBe('/');
  });

  it('never keeps a transfer token or any unknown path', () => {
    expect(pageViewPath('/voucher-subtransfer/abcdefghijklmnop')).toBe('/voucher-subtransfer/:token');
    expect(pageViewPath('/password-change?key=secret')).toBe('/password-change');
    expect(pageViewPath('/no/such/page')).toBe('/*');
    expect(PAGE_VIEW_PATHS).toContain(pageViewPath('/anything-else'));
  });
});
