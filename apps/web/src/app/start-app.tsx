import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { PORTAL } from '../features/partner/model/paths';
import { loadInitialTranslations } from '../lib/i18n';
import { restoreDeviceSession } from '../lib/session';
import { AppProviders } from './providers';
import { createQueryClient } from '../lib/query-client';
import { createRouter } from './router';

/**
 * Starts the whole app (router, queries) in #root once the page's translations are there (or
 * failed). `beforeRender` runs just before it renders: a prerendered page that hands over to the
 * app (public-main.tsx) lets go of #root there, so nothing blank shows in between.
 */
export function startApp(beforeRender?: () => void): Promise<void> {
  const render = () => {
    const root = document.getElementById('root');
    if (!root) return;
    beforeRender?.();
    createRoot(root).render(
      <StrictMode>
        <AppProviders queryClient={createQueryClient()}>
          <RouterProvider router={createRouter()} />
        </AppProviders>
      </StrictMode>,
    );
  };
  // Only the active language's translations are fetched.
  const { pathname } = window.location;
  const portal = pathname === PORTAL.root || pathname.startsWith(`${PORTAL.root}/`);
  return Promise.all([loadInitialTranslations(pathname, portal), restoreDeviceSession()]).then(
    render,
    render,
  );
}
