import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type SiteLinkProps, SiteNavigationProvider } from '../components/ui/site-link';

/** The site's links, in the app: the router's (no page load). */
function RouterLink(props: SiteLinkProps) {
  return <Link {...props} />;
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteNavigationProvider value={{ Link: RouterLink }}>{children}</SiteNavigationProvider>
    </QueryClientProvider>
  );
}
