import { readFileSync } from 'node:fs';

/** A page of a route table as its text says it. */
export interface RouteTableEntry {
  /** The full path, '/app/shop/cart'; a catch-all ends in '*'. */
  path: string;
  /** Route modules under src/app/routes, outermost first (a layout, then the page). */
  modules: string[];
  /** The translation sections its routes' `texts(…)` loaders fetch before it renders, layouts' included. */
  sections: string[];
}

/**
 * The pages of a route table (apps/web/src/app/router-*.tsx), read as text rather than run, for
 * what a page loads: bench/web-size.ts (its chunks) and app/route-texts.test.ts (its texts). Each
 * route object `{ path: 'x' | index: true, lazy: () => import('./routes/y'), children: [...] }` is
 * found by the braces that enclose it, so layouts without a path of their own (a guard, the
 * portal's shell) and siblings on one line are read right. A route with children is a layout,
 * reached through them.
 */
export function readRouteTable(file: string): RouteTableEntry[] {
  const code = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '');
  interface Node {
    path?: string;
    module?: string;
    sections?: string[];
    children?: boolean;
  }
  const routes: RouteTableEntry[] = [];
  const stack: Node[] = [];
  const token =
    /\{|\}|path: '([^']*)'|index: true|import\('\.\/routes\/([^']+)'\)|loader: texts\(([^)]*)\)|children: \[/g;
  for (const match of code.matchAll(token)) {
    const node = stack.at(-1);
    if (match[0] === '{') stack.push({});
    else if (match[0] === '}') {
      const done = stack.pop();
      if (!done?.module || done.children) continue;
      const chain = [...stack, done];
      routes.push({
        path: `/${chain
          .map((n) => n.path ?? '')
          .filter(Boolean)
          .join('/')}`,
        modules: chain.flatMap((n) => (n.module ? [n.module] : [])),
        sections: [...new Set(chain.flatMap((n) => n.sections ?? []))],
      });
    } else if (!node || match[0] === 'index: true') continue;
    else if (match[1] !== undefined) node.path = match[1];
    else if (match[2] !== undefined) node.module = match[2];
    else if (match[3] !== undefined) node.sections = [...match[3].matchAll(/'([a-z]+)'/g)].map((m) => m[1]!);
    else node.children = true;
  }
  return routes;
}
