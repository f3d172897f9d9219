import type { Locale } from '@golfwallet/core/i18n/locales';
import type { PrerenderedPage } from '@golfwallet/core/web/pages';
import type { ComponentType } from 'react';
import { SiteFrame } from './app/shell/site-frame';
import { LandingPage } from './features/landing/components/landing-page';
import { ContactPage } from './features/public-pages/components/contact-page';
import { NotFoundPage } from './features/public-pages/components/not-found-page';
import { legalTextLocale, notFoundLocale } from './features/public-pages/model/page-locales';
import { FIRST_SECTIONS, type WebSection } from './lib/i18n-bundles';

/**
 * The public pages as they are prerendered (prerender.tsx) and hydrated (public-main.tsx): the
 * site frame around the page, without the app's router or query client. The front page, contact
 * and not-found pages come with this module; the FAQ (with its query client) and the legal texts
 * load as their own chunks.
 */
export function PublicSite({ Page }: { Page: ComponentType }) {
  return (
    <SiteFrame>
      <Page />
    </SiteFrame>
  );
}

const PAGES: Record<PrerenderedPage, () => ComponentType | Promise<ComponentType>> = {
  landing: () => LandingPage,
  contact: () => ContactPage,
  'not-found': () => NotFoundPage,
  faq: () =>
    import('./features/public-pages/components/public-faq-page').then((module) => module.PublicFaqPage),
  privacy: () =>
    import('./features/public-pages/components/legal-page').then(
      ({ LegalPage }) =>
        function Privacy() {
          return <LegalPage kind="privacy" />;
        },
    ),
  terms: () =>
    import('./features/public-pages/components/legal-page').then(
      ({ LegalPage }) =>
        function Terms() {
          return <LegalPage kind="terms" />;
        },
    ),
};

/** A public page's component, loaded. */
export function loadPublicPage(page: PrerenderedPage): Promise<ComponentType> {
  return Promise.resolve(PAGES[page]());
}

/** What every public page shows: the site's frame and the pages' own texts. */
export const PUBLIC_PAGE_SECTIONS: readonly WebSection[] = [...FIRST_SECTIONS, 'pages'];

/** The translations a public page shows at once in `locale`: all there before it renders. */
export function publicPageTexts(page: PrerenderedPage, locale: Locale): [Locale, WebSection[]][] {
  const texts: [Locale, WebSection[]][] = [[locale, [...PUBLIC_PAGE_SECTIONS]]];
  if (page === 'privacy' || page === 'terms') texts.push([legalTextLocale(locale), ['legal']]);
  if (page === 'not-found') texts.push([notFoundLocale(locale), ['pages']]);
  return texts;
}
