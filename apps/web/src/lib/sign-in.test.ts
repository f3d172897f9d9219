import { describe, expect, it } from 'vitest';
import { afterSignInPath } from './sign-in';

describe('afterSignInPath', () => {
  it('stays on a transfer page, whatever transfer is remembered', () => {
    expect(afterSignInPath('/voucher-subtransfer/abc', null)).toBeNull();
    expect(afterSignInPath('/voucher-subtransfer/abc', 'other')).toBeNull();
  });

  it('goes to the club list from anywhere in the app shell, not from a path that only starts like it', () => {
    expect(afterSignInPath('/app', null)).toBe('/app/clubs');
    expect(afterSignInPath('/app/login', 'tok')).toBe('/app/clubs');
    expect(afterSignInPath('/apps', null)).toBe('/vouchers');
  });

  it('goes to a remembered transfer, its token encoded, and else to /vouchers', () => {
    expect(afterSignInPath('/', 'a b/c')).toBe('/voucher-subtransfer/a%20b%2Fc');
    expect(afterSignInPath('/voucher-subtransfer', 'tok')).toBe('/voucher-subtransfer/tok');
    expect(afterSignInPath('/profile', null)).toBe('/vouchers');
  });
});
