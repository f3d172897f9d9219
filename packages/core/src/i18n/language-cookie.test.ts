import { describe, expect, it } from 'vitest';
import { languageCookie, localeOfCookieHeader } from './language-cookie';

describe('the language cookie', () => {
  it('is written for the whole host, for a year, Lax, Secure on https', () => {
    expect(languageCookie('en', true)).toBe('lang=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(languageCookie('sv', false)).toBe('lang=sv; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('is read among other cookies; anything but a known language is ignored', () => {
    expect(localeOfCookieHeader('a=1; lang=no; b=2')).toBe('no');
    expect(localeOfCookieHeader('lang=fi')).toBe('fi');
    expect(localeOfCookieHeader('lang=xx')).toBeUndefined();
    expect(localeOfCookieHeader('language=en; xlang=en')).toBeUndefined();
    expect(localeOfCookieHeader('')).toBeUndefined();
    expect(localeOfCookieHeader(undefined)).toBeUndefined();
  });
});
