import { describe, expect, it } from 'vitest';
import { bindingCookie, bindingOf, mayStartSignIn } from './browser-binding';

describe("the union sign-in's browser cookie (issue 31)", () => {
  it('is Secure on https, HttpOnly and SameSite=Lax always, and only for the callback', () => {
    const https = bindingCookie('https://www.golfwallet.dk', 'v', 600);
    expect(https).toBe(
      'gw_union_signin=v; Path=/api/v1/login/oauth2/callback; Max-Age=600; HttpOnly; SameSite=Lax; Secure',
    );
    expect(bindingCookie('http://localhost:3000', 'v', 600)).not.toContain('Secure');
    expect(bindingCookie('http://localhost:3000', '', 0)).toContain('gw_union_signin=; ');
  });

  it('is read from a Cookie header among others, and not from a look-alike', () => {
    expect(bindingOf('lang=da; gw_union_signin=abc-_1; other=x')).toBe('abc-_1');
    expect(bindingOf('xgw_union_signin=abc; gw_union_signinx=def')).toBeUndefined();
    expect(bindingOf('gw_union_signin=')).toBeUndefined();
    expect(bindingOf(undefined)).toBeUndefined();
  });
});

describe('who may start a union sign-in (ASVS 7.6.2)', () => {
  it('our own pages, a direct navigation and clients that send no Sec-Fetch-Site; not another site', () => {
    for (const site of ['same-origin', 'none', undefined, ['none']]) expect(mayStartSignIn(site)).toBe(true);
    for (const site of ['cross-site', 'same-site', ['cross-site'], 'unknown']) {
      expect(mayStartSignIn(site)).toBe(false);
    }
  });
});
