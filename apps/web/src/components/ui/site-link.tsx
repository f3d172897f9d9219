import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
} from 'react';
import { PATHS } from '../../lib/paths';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

/**
 * How the site's own links navigate and where the page is. The app (app/providers.tsx) gives its
 * router's link and the shell the router's path; the prerendered public pages (public-main.tsx)
 * give nothing: their links are plain ones (a page load) and the place is the browser's, so the
 * header, footer and public pages need no router there.
 */
export interface SiteNavigation {
  Link?: ComponentType<SiteLinkProps>;
  pathname?: string;
  hostname?: string;
}

const SiteNavigationContext = createContext<SiteNavigation>({});

export function SiteNavigationProvider({ value, children }: { value: SiteNavigation; children: ReactNode }) {
  const outer = useContext(SiteNavigationContext);
  return (
    <SiteNavigationContext.Provider value={{ ...outer, ...value }}>{children}</SiteNavigationContext.Provider>
  );
}

const browser = typeof window === 'undefined' ? undefined : window.location;

/** The current path and host: given by the app or the prerenderer, else the browser's. */
export function useSitePlace(): { pathname: string; hostname: string } {
  const navigation = useContext(SiteNavigationContext);
  return {
    pathname: navigation.pathname ?? browser?.pathname ?? PATHS.landing,
    hostname: navigation.hostname ?? browser?.hostname ?? 'localhost',
  };
}

/**
 * A link to a page of the site. `markCurrent` marks it aria-current="page" on that page or below
 * (the header's navigation).
 */
export function SiteLink({ to, markCurrent = false, ...rest }: SiteLinkProps & { markCurrent?: boolean }) {
  const { Link } = useContext(SiteNavigationContext);
  const { pathname } = useSitePlace();
  const current = markCurrent && (pathname === to || pathname.startsWith(`${to}/`)) ? 'page' : undefined;
  if (Link) return <Link to={to} aria-current={current} {...rest} />;
  return <a href={to} aria-current={current} {...rest} />;
}
