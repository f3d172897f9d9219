import { createBrowserRouter, type RouteObject } from 'react-router';
import { texts } from '../lib/i18n';
import { RequireSession } from './require-session';
import { Shell } from './shell/shell';

/**
 * Every web route of spec §2. Route modules load lazily so the landing page ships little
 * JavaScript; each exports `Component`. A route's `texts(…)` loader fetches, with its module, the
 * translation sections its page uses beyond the shells' (`FIRST_SECTIONS`): route-texts.test.ts
 * checks them against the keys of the route's modules.
 */
export const routes: RouteObject[] = [
  // The mobile app (spec §2 "Mobile and app screens"): its own shell with tabs, same features.
  {
    path: 'app',
    loader: texts('app'),
    lazy: () => import('./routes/app/layout'),
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: () => import('./routes/app/start') },
      {
        path: 'login',
        loader: texts('auth', 'errors', 'validation'),
        lazy: () => import('./routes/app/login'),
      },
      {
        // Sign-up (with its golf-union pages), verify account and forgot password: the web's
        // registration pages in the app's layout, navigating within /app.
        lazy: () => import('./routes/app/registration-layout'),
        children: [
          { path: 'sign-up', loader: texts('registration'), lazy: () => import('./routes/register-email') },
          {
            path: 'sign-up/union',
            loader: texts('errors', 'registration', 'validation'),
            lazy: () => import('./routes/register-union'),
          },
          {
            path: 'sign-up/non-union',
            loader: texts('errors', 'registration', 'validation'),
            lazy: () => import('./routes/register-non-union'),
          },
          {
            path: 'sign-up/password',
            loader: texts('errors', 'registration', 'validation'),
            lazy: () => import('./routes/register-password'),
          },
          {
            path: 'sign-up/sweden',
            loader: texts('errors', 'federation', 'registration', 'validation'),
            lazy: () => import('./routes/register-login-sweden'),
          },
          {
            path: 'sign-up/oauth-consumer',
            loader: texts('errors', 'federation', 'registration'),
            lazy: () => import('./routes/app/sign-up-oauth-consumer'),
          },
          {
            path: 'sign-up/update',
            loader: texts('errors', 'federation', 'registration', 'validation'),
            lazy: () => import('./routes/register-update'),
          },
          {
            path: 'sign-up/import',
            loader: texts('errors', 'federation', 'registration', 'validation'),
            lazy: () => import('./routes/register-import'),
          },
          {
            path: 'verify',
            loader: texts('errors', 'registration'),
            lazy: () => import('./routes/register-verify'),
          },
          {
            path: 'forgot-password',
            loader: texts('auth', 'errors', 'registration', 'validation'),
            lazy: () => import('./routes/app/forgot-password'),
          },
        ],
      },
      {
        path: 'clubs',
        loader: texts('errors', 'range', 'validation', 'vouchers'),
        lazy: () => import('./routes/app/clubs'),
      },
      {
        path: 'vouchers',
        loader: texts('domain', 'errors', 'validation', 'vouchers'),
        lazy: () => import('./routes/app/vouchers'),
      },
      {
        path: 'vouchers/:id',
        loader: texts('domain', 'errors', 'vouchers'),
        lazy: () => import('./routes/app/voucher'),
      },
      {
        path: 'transfer',
        loader: texts('errors', 'validation', 'vouchers'),
        lazy: () => import('./routes/app/transfer'),
      },
      {
        path: 'upload',
        loader: texts('errors'),
        lazy: () => import('./routes/app/upload'),
      },
      {
        // The Shop tab mounts the web shop's pages (the same route modules) with links inside /app.
        path: 'shop',
        loader: texts('shop'),
        lazy: () => import('./routes/app/shop-layout'),
        children: [
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
        ],
      },
      { path: 'wallet', loader: texts('errors', 'shop'), lazy: () => import('./routes/app/wallet') },
      {
        path: 'range',
        loader: texts('domain', 'errors', 'range'),
        lazy: () => import('./routes/app/range'),
      },
      {
        path: 'more',
        loader: texts('auth', 'errors'),
        lazy: () => import('./routes/app/more'),
      },
      {
        path: 'more/history',
        loader: texts('errors'),
        lazy: () => import('./routes/app/history'),
      },
      {
        path: 'more/notifications',
        loader: texts('errors'),
        lazy: () => import('./routes/app/notifications'),
      },
      {
        path: 'more/profile',
        loader: texts('errors', 'federation', 'privacy', 'profile', 'validation'),
        lazy: () => import('./routes/app/profile'),
      },
      {
        path: 'more/change-club',
        loader: texts('errors', 'profile', 'range', 'validation'),
        lazy: () => import('./routes/app/change-club'),
      },
      { path: 'more/language', lazy: () => import('./routes/app/language') },
      {
        path: 'more/feedback',
        loader: texts('errors'),
        lazy: () => import('./routes/app/feedback'),
      },
      { path: 'more/faq', loader: texts('faq'), lazy: () => import('./routes/app/faq') },
      { path: 'more/terms', loader: texts('legal'), lazy: () => import('./routes/app/terms') },
      { path: 'more/privacy', loader: texts('legal'), lazy: () => import('./routes/app/privacy') },
      { path: 'more/contact', lazy: () => import('./routes/app/contact') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
  {
    // The club portal: its own shell (no golfer header or footer), lazily loaded like the rest.
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
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
  {
    Component: Shell,
    // The first lazy route is loading: render nothing rather than a flash of empty layout.
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: () => import('./routes/landing') },
      {
        Component: RequireSession,
        children: [
          {
            path: 'vouchers',
            loader: texts('app', 'domain', 'errors', 'validation', 'vouchers'),
            lazy: () => import('./routes/vouchers'),
          },
          {
            path: 'profile',
            loader: texts('errors', 'federation', 'privacy', 'profile', 'validation'),
            lazy: () => import('./routes/profile'),
          },
        ],
      },
      { path: 'contact-us', lazy: () => import('./routes/contact-us') },
      { path: 'privacy-policy', loader: texts('legal'), lazy: () => import('./routes/privacy-policy') },
      {
        path: 'privacy-policy-mobile',
        loader: texts('legal'),
        lazy: () => import('./routes/privacy-policy'),
      },
      {
        path: 'terms-and-conditions',
        loader: texts('legal'),
        lazy: () => import('./routes/terms-and-conditions'),
      },
      {
        path: 'terms-and-conditions-mobile',
        loader: texts('legal'),
        lazy: () => import('./routes/terms-and-conditions'),
      },
      { path: 'faq', loader: texts('validation'), lazy: () => import('./routes/faq') },
      { path: 'faq-mobile', loader: texts('faq'), lazy: () => import('./routes/faq-mobile') },
      {
        path: 'email-verify',
        loader: texts('auth', 'errors'),
        lazy: () => import('./routes/email-verify'),
      },
      {
        path: 'voucher-subtransfer/:id',
        loader: texts('errors', 'vouchers'),
        lazy: () => import('./routes/voucher-subtransfer'),
      },
      {
        path: 'password-change',
        loader: texts('auth', 'errors', 'validation'),
        lazy: () => import('./routes/password-change'),
      },
      { path: 'driving-range', lazy: () => import('./routes/driving-range') },
      {
        path: 'shop',
        loader: texts('shop'),
        lazy: () => import('./routes/shop-layout'),
        children: [
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
          { path: 'wallet', loader: texts('errors'), lazy: () => import('./routes/shop-wallet') },
          {
            path: 'history',
            loader: texts('errors'),
            lazy: () => import('./routes/shop-history'),
          },
        ],
      },
      {
        path: 'range',
        loader: texts('domain', 'errors', 'range'),
        lazy: () => import('./routes/range'),
      },
      {
        path: 'oauth-consumer',
        loader: texts('errors', 'federation', 'registration'),
        lazy: () => import('./routes/register-oauth-consumer'),
      },
      {
        path: 'register',
        lazy: () => import('./routes/register-layout'),
        children: [
          { index: true, loader: texts('auth', 'registration'), lazy: () => import('./routes/register') },
          { path: 'email', loader: texts('registration'), lazy: () => import('./routes/register-email') },
          {
            path: 'union',
            loader: texts('errors', 'registration', 'validation'),
            lazy: () => import('./routes/register-union'),
          },
          {
            path: 'non-union',
            loader: texts('errors', 'registration', 'validation'),
            lazy: () => import('./routes/register-non-union'),
          },
          {
            path: 'password',
            loader: texts('errors', 'registration', 'validation'),
            lazy: () => import('./routes/register-password'),
          },
          {
            path: 'verify',
            loader: texts('errors', 'registration'),
            lazy: () => import('./routes/register-verify'),
          },
          {
            path: 'forgot-password',
            loader: texts('auth', 'errors', 'registration', 'validation'),
            lazy: () => import('./routes/register-forgot-password'),
          },
          {
            path: 'loginSweden',
            loader: texts('errors', 'federation', 'registration', 'validation'),
            lazy: () => import('./routes/register-login-sweden'),
          },
          {
            path: 'oauth-consumer',
            loader: texts('errors', 'federation', 'registration'),
            lazy: () => import('./routes/register-oauth-consumer'),
          },
          {
            path: 'update',
            loader: texts('errors', 'federation', 'registration', 'validation'),
            lazy: () => import('./routes/register-update'),
          },
          {
            path: 'golf-id',
            loader: texts('errors', 'registration', 'validation'),
            lazy: () => import('./routes/register-golf-id'),
          },
          {
            path: 'import',
            loader: texts('errors', 'federation', 'registration', 'validation'),
            lazy: () => import('./routes/register-import'),
          },
          { path: '*', loader: texts('registration'), lazy: () => import('./routes/not-found') },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
