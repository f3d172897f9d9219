import type { RouteObject } from 'react-router';
import { texts } from '../lib/i18n';

/**
 * The club portal's routes (/partner/…): its own shell (no golfer header or footer). Loaded by the
 * router when a path under /partner is first visited (router.tsx).
 */
export const partnerRoutes: RouteObject = {
  id: 'partner',
  path: 'partner',
  HydrateFallback: () => null,
  children: [
    {
      path: 'login',
      loader: texts('errors', 'partner'),
      lazy: () => import('./routes/partner-login'),
    },
    {
      path: 'forgot-password',
      loader: texts('errors', 'partner'),
      lazy: () => import('./routes/partner-forgot-password'),
    },
    {
      path: 'set-password',
      loader: texts('errors', 'partner'),
      lazy: () => import('./routes/partner-set-password'),
    },
    {
      loader: texts('partner'),
      lazy: () => import('./routes/partner-shell'),
      children: [
        {
          index: true,
          loader: texts('domain', 'errors'),
          lazy: () => import('./routes/partner-overview'),
        },
        {
          path: 'desk',
          loader: texts('domain', 'errors'),
          lazy: () => import('./routes/partner-desk'),
        },
        {
          path: 'products',
          loader: texts('domain', 'errors'),
          lazy: () => import('./routes/partner-products'),
        },
        {
          path: 'products/new',
          loader: texts('domain', 'errors', 'validation', 'vouchers'),
          lazy: () => import('./routes/partner-product'),
        },
        {
          path: 'products/:id',
          loader: texts('domain', 'errors', 'validation', 'vouchers'),
          lazy: () => import('./routes/partner-product'),
        },
        {
          path: 'issue',
          loader: texts('errors'),
          lazy: () => import('./routes/partner-issue'),
        },
        {
          path: 'redemptions',
          loader: texts('domain', 'errors'),
          lazy: () => import('./routes/partner-redemptions'),
        },
        {
          path: 'audit',
          loader: texts('domain', 'errors'),
          lazy: () => import('./routes/partner-audit'),
        },
        {
          path: 'staff',
          loader: texts('errors'),
          lazy: () => import('./routes/partner-staff'),
        },
        {
          path: 'range',
          loader: texts('domain', 'errors', 'validation'),
          lazy: () => import('./routes/partner-range'),
        },
        { path: '*', loader: texts('pages'), lazy: () => import('./routes/not-found') },
      ],
    },
  ],
};
