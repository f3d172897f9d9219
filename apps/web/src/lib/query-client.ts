import { QueryClient } from '@tanstack/react-query';

/** The query client of the app (app/providers.tsx) and of the prerendered FAQ page. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}
