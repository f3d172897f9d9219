import { isPrerenderedPage } from '@golfwallet/core/web/pages';
import { PENDING_CLICKS } from '@golfwallet/core/web/public-page-loader';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { mountTestEnvironmentBanner } from './components/ui/test-environment-banner';
import { currentLocale, ensureSections } from './lib/i18n';
import { loginPopup } from './lib/login-popup';
import { sessionToken } from './lib/session';
import { loadPublicPage, PublicSite, publicPageTexts } from './public-site';
import './styles/global.css';
// In the template's styles, which the prerendered pages carry inline (prerender.tsx).
import './styles/pages.css';

/**
 * The script of the prerendered public pages (public.html, prerender.tsx): hydrates the page
 * without the app's router or query client, so the front page loads little JavaScript. Links to
 * the app are plain links (the app loads with the next page). The app starts in place of the page
 * when the page cannot show as built: a signed-in golfer (another header, the front page goes on
 * to /vouchers), a language other than the page's (one chosen before with ?lang=), and when the
 * login popup opens (it belongs to the app).
 */
function startApp(container?: HTMLElement) {
  return import('./app/start-app').then((module) => module.startApp(container));
}

/** Where the focus is inside `root`, as child positions, to find the same place in the app. */
function focusPath(root: HTMLElement): number[] {
  const path: number[] = [];
  let node = document.activeElement;
  while (node && node !== root && node.parentElement) {
    path.unshift([...node.parentElement.children].indexOf(node));
    node = node.parentElement;
  }
  return node === root ? path : [];
}

function elementAt(root: HTMLElement, path: number[]): Element | undefined {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node;
}

/** Resolves once `found` finds something (each frame, for at most `frames`). */
function whenThere<T>(found: () => T | undefined, frames = 300): Promise<T | undefined> {
  return new Promise((resolve) => {
    const look = (left: number) => {
      const value = found();
      if (value !== undefined || left === 0) resolve(value);
      else requestAnimationFrame(() => look(left - 1));
    };
    look(frames);
  });
}

/**
 * Hands the page over to the app when the login popup is asked for: the app renders beside it,
 * replaces it once it shows the same element that has the focus (the Log in pressed), puts the
 * focus there, and then opens the popup, so closing it returns the focus as in the app.
 */
async function handOver(root: HTMLElement, hydrated: Root, popup: ReturnType<typeof loginPopup.get>) {
  const path = focusPath(root);
  const focused = elementAt(root, path);
  loginPopup.set({ ...popup, open: false });
  const app = document.createElement('div');
  app.id = root.id;
  await startApp(app);
  // The same element (by place, tag and text), or with the focus nowhere, the app's page shown.
  const counterpart = await whenThere(() => {
    if (path.length === 0) return app.querySelector('main > *') ?? undefined;
    const element = elementAt(app, path);
    const same = element?.tagName === focused?.tagName && element?.textContent === focused?.textContent;
    return same ? element : undefined;
  });
  hydrated.unmount();
  root.replaceWith(app);
  // The page's <title> went with it (React took the built one as its own): the site's name, as in
  // index.html, for the app's pages that do not name themselves.
  const title = document.createElement('title');
  title.textContent = 'GolfWallet';
  document.head.append(title);
  if (counterpart instanceof HTMLElement) counterpart.focus();
  loginPopup.set(popup);
}

/**
 * The buttons clicked before hydration, held by the page's loader (core/web/public-page-loader.ts);
 * from now on the loader lets clicks through.
 */
function takePendingClicks(): HTMLElement[] {
  const held = (window as unknown as Record<string, unknown>)[PENDING_CLICKS];
  delete (window as unknown as Record<string, unknown>)[PENDING_CLICKS];
  return Array.isArray(held) ? held.filter((element) => element instanceof HTMLElement) : [];
}

mountTestEnvironmentBanner();
const root = document.getElementById('root');
const page = root?.dataset.page;
const locale = currentLocale();
if (!root || !isPrerenderedPage(page) || sessionToken.get() || locale !== document.documentElement.lang) {
  takePendingClicks();
  void startApp();
} else {
  const texts = publicPageTexts(page, locale).map(([language, sections]) =>
    ensureSections(language, sections),
  );
  Promise.all([loadPublicPage(page), ...texts]).then(
    async ([Page]) => {
      // Hydrated in a task of its own (not the one that ran the scripts), as a transition: React
      // then yields to the browser every few milliseconds instead of blocking it for the whole page.
      await new Promise((resolve) => setTimeout(resolve));
      let hydrated!: Root;
      startTransition(() => {
        hydrated = hydrateRoot(
          root,
          <StrictMode>
            <PublicSite Page={Page} />
          </StrictMode>,
        );
      });
      const stop = loginPopup.subscribe(() => {
        const popup = loginPopup.get();
        if (!popup.open) return;
        stop();
        void handOver(root, hydrated, popup);
      });
      // A click on a page that is not hydrated yet hydrates it at once (React), then runs.
      for (const button of takePendingClicks()) button.click();
    },
    () => {
      takePendingClicks();
      return startApp();
    },
  );
}
