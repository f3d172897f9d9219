import { describe, expect, it } from 'vitest';
import { languageLinks } from './language-sites';

describe('languageLinks', () => {
  it('links each language to its country site when on a country site', () => {
    expect(languageLinks({ hostname: 'www.golfwallet.se', pathname: '/faq' })).toEqual([
      { locale: 'da', name: 'Dansk', href: 'https://www.golfwallet.dk/' },
      { locale: 'en', name: 'English', href: 'https://www.golfwallet.com/' },
      { locale: 'no', name: 'Norsk', href: 'https://www.golfwallet.no/' },
      { locale: 'sv', name: 'Svenska', href: 'https://www.golfwallet.se/' },
    ]);
  });

  it('switches with ?lang= on the same page elsewhere (localhost, test hosts)', () => {
    expect(
      languageLinks({ hostname: 'localhost', pathname: '/contact-us' }).map((link) => link.href),
    ).toEqual(['/contact-us?lang=da', '/contact-us?lang=en', '/contact-us?lang=no', '/contact-us?lang=sv']);
  });
});
