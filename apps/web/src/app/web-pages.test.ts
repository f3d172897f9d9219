import { isWebPage, PRERENDERED_PAGES, prerenderedPageAt, WEB_PAGES } from '@golfwallet/core/web/pages';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../test/route-tables';

/** Every page path of the router: leaf routes (and index routes) at their full path; '*' is not a page. */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const here = route.path ? `${parent}/${route.path}` : parent;
    if (route.children) return pagePaths(route.children, here);
    return [here || '/'];
  });
}

describe('the server’s list of web pages', () => {
  it('is the router’s pages, so unknown paths answer 404 and known ones 200', () => {
    expect([...WEB_PAGES].sort()).toEqual([...new Set(pagePaths(routes))].sort());
  });

  it('matches pages with their parameters, a trailing slash and any case, and nothing else', () => {
    expect(isWebPage('/')).toBe(true);
    expect(isWebPage('/app/vouchers/42')).toBe(true);
    expect(isWebPage('/FAQ/')).toBe(true);
    expect(isWebPage('/app/vouchers/42/more')).toBe(false);
    expect(isWebPage('/no-such-page')).toBe(false);
    expect(isWebPage('//faq')).toBe(false);
  });

  it('has the prerendered pages among them, each at its exact path only', () => {
    for (const path of Object.keys(PRERENDERED_PAGES)) expect(isWebPage(path), path).toBe(true);
    expect(prerenderedPageAt('/')).toBe('landing');
    expect(prerenderedPageAt('/terms-and-conditions')).toBe('terms');
    expect(prerenderedPageAt('/faq/')).toBeUndefined();
    expect(prerenderedPageAt('/FAQ')).toBeUndefined();
    expect(prerenderedPageAt('/faq-mobile')).toBeUndefined();
    expect(prerenderedPageAt('/toString')).toBeUndefined();
  });
});
