import { NOT_FOUND_PATH_MARK, type PrerenderedPage } from '@golfwallet/core/web/pages';
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from './lib/i18n';
import { renderPublicPage } from './prerender';
import { loadPublicPage, PublicSite } from './public-site';
import { jsonFetch } from '../test/render-route';

/**
 * The prerendered public pages hydrate in the browser to exactly what was built: no mismatch
 * (React reports one as a recoverable error and in the console), and the page then works.
 */

const PATHS: Record<Exclude<PrerenderedPage, 'faq'>, string> = {
  landing: '/',
  contact: '/contact-us',
  privacy: '/privacy-policy',
  terms: '/terms-and-conditions',
  'not-found': NOT_FOUND_PATH_MARK,
};

let root: Root | undefined;
let container: HTMLElement | undefined;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    jsonFetch({ '/api/v1/geoip': { country_code: 'SE', country_name: 'Sweden', calling_code: '46' } }),
  );
});
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Builds the page as the prerenderer does and hydrates it; returns what React complained about. */
async function hydrate(page: Exclude<PrerenderedPage, 'faq'>): Promise<string[]> {
  // The built page on its own path, on a host that is no country site (jsdom's localhost).
  window.history.replaceState(null, '', PATHS[page]);
  const { html } = await renderPublicPage(page, 'en', false);
  await i18n.changeLanguage('en');
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const complaints: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    complaints.push(args.map(String).join(' '));
  });
  const Page = await loadPublicPage(page);
  const into = container;
  await act(async () => {
    root = hydrateRoot(into, <PublicSite Page={Page} />, {
      onRecoverableError: (error) => complaints.push(String(error)),
    });
  });
  return complaints;
}

describe('the prerendered public pages', () => {
  it.each(Object.keys(PATHS) as Exclude<PrerenderedPage, 'faq'>[])(
    '%s hydrates without a mismatch',
    async (page) => {
      expect(await hydrate(page)).toEqual([]);
      // The site's links are plain ones there: a page load into the next page or the app.
      expect(container?.querySelector('footer a[href="/faq"]')).not.toBeNull();
    },
  );

  it('works once hydrated: the greeting arrives, the language menu opens', async () => {
    expect(await hydrate('landing')).toEqual([]);
    expect(await screen.findByText('Welcome, golfer from Sweden!')).toBeInTheDocument();
    const language = screen.getByRole('button', { name: /Choose language/ });
    expect(language).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(language);
    expect(language).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Svenska' })).toHaveAttribute('href', '/?lang=sv');
  });
});
