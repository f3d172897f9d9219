import type { RouteObject } from 'react-router';
import { OWNER_ONLY_PAGE } from '../features/partner/model/owner-only';
import { texts } from '../lib/i18n';

/**
 * The club portal's routes (/partner/…): its own shell (no golfer header or footer). Loaded by the
 * router when a path under /partner is first visited (router.tsx). Owner-only pages carry
 * OWNER_ONLY_PAGE: the shell shows the desk "not allowed" instead of them.
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
          handle: OWNER_ONLY_PAGE,
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
          handle: OWNER_ONLY_PAGE,
          loader: texts('domain', 'errors', 'validation', 'vouchers'),
          lazy: () => import('./routes/partner-product'),
        },
        {
          path: 'products/:id',
          handle: OWNER_ONLY_PAGE,
          loader: texts('domain', 'errors', 'validation', 'vouchers'),
          lazy: () => import('./routes/partner-product'),
        },
        {
          path: 'issue',
          handle: OWNER_ONLY_PAGE,
          loader: texts('domain', 'errors'),
          lazy: () => import('./routes/partner-issue'),
        },
        {
          path: 'redemptions',
          loader: texts('domain', 'errors'),
          lazy: () => import('./routes/partner-redemptions'),
        },
        {
          path: 'reports',
          handle: OWNER_ONLY_PAGE,
          loader: texts('domain', 'errors'),
          lazy: () => import('./routes/partner-reports'),
        },
        {
          path: 'audit',
          handle: OWNER_ONLY_PAGE,
          loader: texts('domain', 'errors'),
          lazy: () => import('./routes/partner-audit'),
        },
        {
          path: 'staff',
          handle: OWNER_ONLY_PAGE,
          loader: texts('domain', 'errors'),
          lazy: () => import('./routes/partner-staff'),
        },
        {
          path: 'range',
          loader: texts('domain', 'errors', 'validation'),
          lazy: () => import('./routes/partner-range'),
        },
        {
          path: 'shop-settings',
          loader: texts('errors', 'validation'),
          lazy: () => import('./routes/partner-shop-settings'),
        },
        { path: '*', loader: texts('pages'), lazy: () => import('./routes/not-found') },
      ],
    },
  ],
};
