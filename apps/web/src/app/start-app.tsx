import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { loadFirstTranslations } from '../lib/i18n';
import { restoreDeviceSession } from '../lib/session';
import { AppProviders } from './providers';
import { createQueryClient } from '../lib/query-client';
import { createRouter } from './router';
import { mountTestEnvironmentBanner } from '../components/ui/test-environment-banner';

/**
 * Starts the whole app (router, queries) once the page's translations are there (or failed): in
 * #root, or in `container` (a prerendered page hands over to the app in a new element it swaps in
 * once the app shows: public-main.tsx).
 */
export function startApp(container?: HTMLElement): Promise<void> {
  const render = (router: Awaited<ReturnType<typeof createRouter>>) => {
    const root = container ?? document.getElementById('root');
    if (!root) return;
    mountTestEnvironmentBanner();
    createRoot(root).render(
      <StrictMode>
        <AppProviders queryClient={createQueryClient()}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  };
  // Only the active language's translations are fetched: the shells' first (each route loads its
  // own with it, app/router-*.tsx); the page's route table comes at the same time.
  const ready = Promise.all([loadFirstTranslations(), restoreDeviceSession()]).catch(() => undefined);
  return Promise.all([createRouter(), ready]).then(([router]) => render(router));
}
