import type { RouteObject } from 'react-router';
import { texts } from '../lib/i18n';

/**
 * The shop's pages, mounted under /shop by the site's route table and under /app/shop by the
 * app's (each with its own layout, which sets where the links lead). The site adds its wallet page.
 * The tables are also read as text (apps/web/test/route-table-text.ts, for bench/web-size.ts and
 * app/route-texts.test.ts), which puts this array in where a table spreads it (`...shopPages`).
 */
export const shopPages: RouteObject[] = [
  {
    index: true,
    loader: texts('errors'),
    lazy: () => import('./routes/shop-clubs'),
  },
  {
    path: 'clubs/:clubId',
    loader: texts('errors'),
    lazy: () => import('./routes/shop-club'),
  },
  {
    path: 'products/:productId',
    loader: texts('errors'),
    lazy: () => import('./routes/shop-product'),
  },
  {
    path: 'cart',
    loader: texts('errors'),
    lazy: () => import('./routes/shop-cart'),
  },
  {
    path: 'payment',
    loader: texts('errors'),
    lazy: () => import('./routes/shop-payment'),
  },
  {
    path: 'cards',
    loader: texts('errors'),
    lazy: () => import('./routes/shop-cards'),
  },
  {
    path: 'history',
    loader: texts('errors'),
    lazy: () => import('./routes/shop-history'),
  },
];
