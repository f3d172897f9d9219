import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale, detectLocale, i18n } from './i18n';

const cookies = () => document.cookie.split('; ').filter(Boolean);
const forget = () => {
  window.localStorage.removeItem('lang');
  // biome-ignore lint/suspicious/noDocumentCookie: as the page writes it (lib/i18n.ts).
  document.cookie = 'lang=; Path=/; Max-Age=0';
};

describe('the language the visitor chose is remembered for the server too', () => {
  const before = i18n.language;
  afterEach(async () => {
    await changeLocale(before as Parameters<typeof changeLocale>[0]);
    forget();
  });

  it('?lang= sets local storage and the language cookie', () => {
    expect(detectLocale({ hostname: 'localhost', search: '?lang=sv' })).toBe('sv');
    expect(window.localStorage.getItem('lang')).toBe('sv');
    expect(cookies()).toContain('lang=sv');
  });

  it('a language remembered only in local storage (before the cookie) gets the cookie on the next page', () => {
    window.localStorage.setItem('lang', 'no');
    expect(cookies()).not.toContain('lang=no');
    expect(detectLocale({ hostname: 'localhost', search: '' })).toBe('no');
    expect(cookies()).toContain('lang=no');
  });

  it('the language page remembers the new language in both', async () => {
    await changeLocale('de');
    expect(window.localStorage.getItem('lang')).toBe('de');
    expect(cookies()).toContain('lang=de');
  });

  it('nothing chosen: the host decides and nothing is written', () => {
    expect(detectLocale({ hostname: 'golfwallet.com', search: '?lang=xx' })).toBe('en');
    expect(window.localStorage.getItem('lang')).toBeNull();
    expect(cookies().some((cookie) => cookie.startsWith('lang='))).toBe(false);
  });
});
