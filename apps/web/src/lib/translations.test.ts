import { describe, expect, it } from 'vitest';
import { Translations } from './translations';

describe('Translations', () => {
  it('fills placeholders, leaves unknown ones, and falls back to English, then to the key', () => {
    const texts = new Translations('da');
    texts.addResources('da', { vouchers: { count: 'x{{count}}', shown: '{{shown}} af {{total}}' } });
    texts.addResources('en', { vouchers: { onlyEnglish: 'Only {{what}}' }, common: { ok: 'OK' } });
    expect(texts.translate('da', 'vouchers.count', { count: 3 })).toBe('x3');
    expect(texts.translate('da', 'vouchers.shown', { shown: 2 })).toBe('2 af {{total}}');
    expect(texts.translate('da', 'vouchers.onlyEnglish', { what: 'this' })).toBe('Only this');
    expect(texts.translate('da', 'vouchers.missing')).toBe('vouchers.missing');
    // A section is not a text.
    expect(texts.translate('da', 'vouchers')).toBe('vouchers');
  });

  it('picks the plural form by count with the language rules, in the language the text came from', () => {
    const texts = new Translations('is');
    texts.addResources('is', { app: { n: { one: '{{count}} inneign', other: '{{count}} inneignir' } } });
    texts.addResources('en', { app: { balls: { one: '{{count}} ball', other: '{{count}} balls' } } });
    expect(texts.translate('is', 'app.n', { count: 21 })).toBe('21 inneign');
    expect(texts.translate('is', 'app.n', { count: 11 })).toBe('11 inneignir');
    expect(texts.translate('is', 'app.balls', { count: 1 })).toBe('1 ball');
    expect(texts.translate('is', 'app.balls', { count: 0 })).toBe('0 balls');
    expect(texts.translate('is', 'app.n')).toBe('{{count}} inneignir');
    // A language tag Intl refuses still gets a text: the other form.
    texts.addResources('', { app: { n: { one: '{{count}} thing', other: '{{count}} things' } } });
    expect(texts.translate('', 'app.n', { count: 1 })).toBe('1 things');
  });

  it('merges sections as they arrive and tells listeners about texts and language changes', async () => {
    const texts = new Translations('da');
    const events: string[] = [];
    texts.on('added', (language) => events.push(`added ${language}`));
    const stop = texts.on('languageChanged', (language) => events.push(`language ${language}`));
    texts.addResources('de', { common: { yes: 'Ja' } });
    texts.addResources('de', { common: { no: 'Nein' }, pages: { title: 'Titel' } });
    await texts.changeLanguage('de');
    stop();
    await texts.changeLanguage('da');
    expect(texts.getResource('de', 'common')).toEqual({ yes: 'Ja', no: 'Nein' });
    expect(texts.translate('de', 'pages.title')).toBe('Titel');
    expect(texts.language).toBe('da');
    expect(events).toEqual(['added de', 'added de', 'language de']);
  });
});
