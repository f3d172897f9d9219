import { createBrowserRouter, type PatchRoutesOnNavigationFunction } from 'react-router';

/**
 * Every web route of spec §2, in three route tables: the app's (/app/…, router-app.tsx), the club
 * portal's (/partner/…, router-partner.tsx) and the site's (the rest, router-site.tsx). The router
 * starts with the first page's table (loaded with the page's texts) and loads another when a path
 * of it is first visited, so a page's first load carries its own table only. Route modules load lazily; each exports
 * `Component`. A route's `texts(…)` loader fetches, with its module, the translation sections its
 * page uses beyond the shells' (`FIRST_SECTIONS`): route-texts.test.ts checks them against the
 * keys of the route's modules.
 */
const TABLES = {
  app: () => import('./router-app').then((module) => module.appRoutes),
  partner: () => import('./router-partner').then((module) => module.partnerRoutes),
  site: () => import('./router-site').then((module) => module.siteRoutes),
};

type Table = keyof typeof TABLES;

/** The table holding `path`'s routes (paths match in any case, as the routes do). */
function tableOf(path: string): Table {
  const first = path.split('/')[1]?.toLowerCase();
  return first === 'app' || first === 'partner' ? first : 'site';
}

/**
 * Adds the table of the path being visited to the router's routes when it lacks it: React Router
 * asks on a path it cannot match, or matches only with a parameter or catch-all (the site's `*`
 * matches /app/… before the app's table is there).
 */
function discoverRoutes(first: Table): PatchRoutesOnNavigationFunction {
  const loaded = new Set<Table>([first]);
  return async ({ path, patch }) => {
    const table = tableOf(path);
    if (loaded.has(table)) return;
    const routes = await TABLES[table]();
    patch(null, [routes]);
    loaded.add(table);
  };
}

/** The routes to start a router on `path` with (its table), and how it finds the others. */
export async function routerFor(path: string) {
  const first = tableOf(path);
  return { routes: [await TABLES[first]()], patchRoutesOnNavigation: discoverRoutes(first) };
}

export async function createRouter() {
  const { routes, patchRoutesOnNavigation } = await routerFor(window.location.pathname);
  return createBrowserRouter(routes, { patchRoutesOnNavigation });
}
