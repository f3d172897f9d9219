import type { Locale } from '@golfwallet/core/i18n/locales';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll } from 'vitest';
import { AppProviders } from '../src/app/providers';
import { createQueryClient } from '../src/lib/query-client';
import { routerFor } from '../src/app/router';
import { i18n } from '../src/lib/i18n';
import { contractHandler, interceptedFetch, server } from './contract-server';

// A shell rendered with a session starts loading the login popup's code (login-popup-slot.tsx); a
// file whose tests end first would leave that import to fail once the environment is torn down.
afterAll(async () => {
  await import('../src/features/auth/components/login-popup');
});

/**
 * Renders the real route tree at `path` in the given language, inside the app's providers, the
 * way a visitor would see it. Returns the router so a test can follow navigation.
 */
export async function renderRoute(path: string, { locale = 'en' }: { locale?: Locale } = {}) {
  await i18n.changeLanguage(locale);
  const { routes, patchRoutesOnNavigation } = await routerFor(path);
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/**
 * A fetch stand-in answering JSON by path ("/api/v1/faq/items" → body; unknown paths 404) through
 * Mock Service Worker, each answer checked against its contract (contract-server.ts).
 */
export function jsonFetch(answers: Record<string, unknown>): typeof fetch {
  server.use(
    contractHandler(({ url }) => (url.pathname in answers ? { body: answers[url.pathname] } : undefined)),
  );
  return (input, init) => interceptedFetch()(input, init);
}
