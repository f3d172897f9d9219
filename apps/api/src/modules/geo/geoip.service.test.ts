import { describe, expect, it } from 'vitest';
import { lookupCountry } from './geoip.service';
import { countryName, languageName } from './names';

describe('lookupCountry', () => {
  it('tells the country of public IPv4 and IPv4-mapped IPv6 addresses', async () => {
    expect(await lookupCountry('8.8.8.8', 'en')).toEqual({
      country_code: 'US',
      country_name: 'United States',
      calling_code: '1',
    });
    expect(await lookupCountry('::ffff:8.8.8.8', 'da')).toMatchObject({
      country_code: 'US',
      country_name: 'USA',
    });
  });

  it.each([undefined, '', '127.0.0.1', '::1', '10.1.2.3', '192.168.0.1', 'not-an-ip', '999.1.1.1'])(
    'falls back to Denmark for %j',
    async (ip) => {
      expect(await lookupCountry(ip, 'no')).toEqual({
        country_code: 'DK',
        country_name: 'Danmark',
        calling_code: '45',
      });
      expect((await lookupCountry(ip, 'de')).country_name).toBe('Dänemark');
    },
  );
});

describe('names', () => {
  it('names countries and languages in every locale, Norwegian through Bokmål', () => {
    expect(countryName('SE', 'no')).toBe('Sverige');
    expect(countryName('FI', 'fi')).toBe('Suomi');
    expect(countryName('IS', 'is')).toBe('Ísland');
    expect(languageName('sv', 'da')).toBe('Svensk');
    expect(languageName('no', 'en')).toMatch(/^Norwegian/);
    expect(languageName('fi', 'sv')).toBe('Finska');
  });
});
