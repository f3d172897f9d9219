import type { Locale } from '@golfwallet/core/i18n/locales';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers';
import { routes } from '../app/router';
import { i18n } from '../lib/i18n';

/**
 * Renders the real route tree at `path` in the given language, inside the app's providers, the
 * way a visitor would see it. Returns the router so a test can follow navigation.
 */
export async function renderRoute(path: string, { locale = 'en' }: { locale?: Locale } = {}) {
  await i18n.changeLanguage(locale);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** A fetch stand-in answering JSON by path ("/api/v1/faq/items" → body); unknown paths get 404. */
export function jsonFetch(answers: Record<string, unknown>) {
  return async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    if (url.pathname in answers) {
      return new Response(JSON.stringify(answers[url.pathname]), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(JSON.stringify({ code: 'ROUTE_NOT_FOUND', message: 'Not found' }), { status: 404 });
  };
}
