import { SHARED_WEB_PATHS } from '@golfwallet/core/web/paths';

/** The club portal's routes (links and redirects import these, never a literal). */
export const PORTAL = {
  root: '/partner',
  login: '/partner/login',
  forgot: '/partner/forgot-password',
  setPassword: SHARED_WEB_PATHS.portalSetPassword,
  products: '/partner/products',
  newProduct: '/partner/products/new',
  product: (id: number) => `/partner/products/${id}`,
  desk: '/partner/desk',
  issue: '/partner/issue',
  redemptions: '/partner/redemptions',
  audit: '/partner/audit',
  reports: '/partner/reports',
  staff: '/partner/staff',
  range: '/partner/range',
  shopSettings: '/partner/shop-settings',
} as const;
