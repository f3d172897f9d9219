import { matchPath, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PORTAL } from '../features/partner/model/paths';
import { PATHS } from '../lib/paths';
import { routes } from '../../test/route-tables';

/** Every path the paths modules name; a path that takes an id or token is taken with "7". */
function namedPaths(node: unknown): string[] {
  if (typeof node === 'string') return [new URL(node, 'http://localhost').pathname];
  if (typeof node === 'function') return namedPaths((node as (sample: string) => string)('7'));
  return Object.values(node as object).flatMap(namedPaths);
}

/** Every route pattern of the router as a full path ("/app/vouchers/:id"), the catch-alls left out. */
function routePatterns(list: RouteObject[], base = ''): string[] {
  return list.flatMap((route) => {
    const full = route.path ? `${base}/${route.path}` : base;
    const own = (route.index || route.path) && !route.path?.endsWith('*') ? [full || '/'] : [];
    return [...own, ...routePatterns(route.children ?? [], full)];
  });
}

const named = [...namedPaths(PATHS), ...namedPaths(PORTAL)];

describe('the route paths modules and the router', () => {
  it('name some paths of each area', () => {
    for (const area of ['/app', '/shop', '/partner', '/register', '/vouchers', '/'])
      expect(named).toContain(area);
  });

  it('the router serves every named path with a page of its own, not the not-found page', () => {
    const unserved = named.filter((path) => {
      const matches = matchRoutes(routes, path);
      return !matches || matches.at(-1)?.route.path === '*';
    });
    expect(unserved).toEqual([]);
  });

  it('every route of the router is named in a paths module', () => {
    const unnamed = routePatterns(routes).filter(
      (pattern) => !named.some((path) => matchPath({ path: pattern, end: true }, path)),
    );
    expect(unnamed).toEqual([]);
  });
});
