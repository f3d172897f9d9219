import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonFetch, renderRoute } from '../../../../test/render-route';
import { parseLegalText } from '../model/legal-markup';

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(jsonFetch({})));
});
afterEach(() => vi.unstubAllGlobals());

describe('not-found page', () => {
  it('speaks Danish on the Danish site', async () => {
    await renderRoute('/no-such-page', { locale: 'da' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Siden blev ikke fundet' }),
    ).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Forside' })).toHaveAttribute('href', '/');
    expect(main.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(main.getByRole('link', { name: 'Kontakt os' })).toHaveAttribute('href', '/contact-us');
  });

  it.each(['en', 'sv', 'de'] as const)('speaks English on the %s site', async (locale) => {
    await renderRoute('/no/such/page', { locale });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Main page' })).toHaveAttribute('href', '/');
    expect(main.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  });
});

describe('legal pages', () => {
  it.each([
    ['/terms-and-conditions', 'terms'],
    ['/privacy-policy-mobile', 'privacy'],
  ] as const)('%s shows the title and every heading of the text', async (path, kind) => {
    await renderRoute(path, { locale: 'da' });
    const title = i18n.getResource('da', `legal.${kind}Title`) as string;
    const body = i18n.getResource('da', `legal.${kind}Body`) as string;
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const expected = parseLegalText(body)
      .filter((block) => block.type === 'heading')
      .map((block) => block.text);
    expect(expected.length).toBeGreaterThan(0);
    const shown = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((text) => text !== 'Indhold');
    expect(shown).toEqual(expected);
  });

  it('shows the English text to Icelandic readers', async () => {
    await renderRoute('/privacy-policy', { locale: 'is' });
    const title = i18n.getResource('en', 'legal.privacyTitle') as string;
    const heading = await screen.findByRole('heading', { level: 1, name: title });
    expect(heading.closest('article')).toHaveAttribute('lang', 'en');
  });
});

describe('mobile FAQ help', () => {
  it.each([
    ['da', 'Hjælp til værdibeviser', 'da'],
    ['de', 'Hilfe zu Gutscheinen', 'de'],
    ['sv', 'Help with vouchers', 'en'],
  ] as const)('on %s shows the %s text', async (locale, title, lang) => {
    await renderRoute('/faq-mobile', { locale });
    const heading = await screen.findByRole('heading', { level: 1, name: title });
    expect(heading.closest('article')).toHaveAttribute('lang', lang);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(2);
  });

  it('explains the four value settings and the three voucher types', async () => {
    await renderRoute('/faq-mobile', { locale: 'en' });
    for (const term of ['Free', 'Amount to pay', 'Percent off', 'Amount off', 'Normal', 'Offer', 'Loyalty']) {
      expect(await screen.findByText(term, { selector: 'dt' })).toBeInTheDocument();
    }
  });
});

describe('contact page', () => {
  it('gives the support phone and e-mail as links', async () => {
    await renderRoute('/contact-us', { locale: 'en' });
    expect(await screen.findByRole('link', { name: '+45 70 20 30 40' })).toHaveAttribute(
      'href',
      'tel:+4570203040',
    );
    expect(screen.getByRole('link', { name: 'support@golfwallet.dk' })).toHaveAttribute(
      'href',
      'mailto:support@golfwallet.dk',
    );
  });
});
