import { isPrerenderedPage } from '@golfwallet/core/web/pages';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { currentLocale, ensureSections } from './lib/i18n';
import { loginPopup } from './lib/login-popup';
import { sessionToken } from './lib/session';
import { loadPublicPage, PublicSite, publicPageTexts } from './public-site';
import './styles/global.css';

/**
 * The script of the prerendered public pages (public.html, prerender.tsx): hydrates the page
 * without the app's router or query client, so the front page loads little JavaScript. Links to
 * the app are plain links (the app loads with the next page). The app starts in place of the page
 * when the page cannot show as built: a signed-in golfer (another header, the front page goes on
 * to /vouchers), a language other than the page's (one chosen before with ?lang=), and when the
 * login popup opens (it belongs to the app).
 */
function startApp(beforeRender?: () => void) {
  void import('./app/start-app').then((module) => module.startApp(beforeRender));
}

const root = document.getElementById('root');
const page = root?.dataset.page;
const locale = currentLocale();
if (!root || !isPrerenderedPage(page) || sessionToken.get() || locale !== document.documentElement.lang) {
  startApp();
} else {
  const texts = publicPageTexts(page, locale).map(([language, sections]) =>
    ensureSections(language, sections),
  );
  Promise.all([loadPublicPage(page), ...texts]).then(
    ([Page]) => {
      const hydrated = hydrateRoot(
        root,
        <StrictMode>
          <PublicSite Page={Page} />
        </StrictMode>,
      );
      const stop = loginPopup.subscribe(() => {
        if (!loginPopup.get().open) return;
        stop();
        startApp(() => hydrated.unmount());
      });
    },
    () => startApp(),
  );
}
