import type { RouteObject } from 'react-router';
import { texts } from '../lib/i18n';

/**
 * The mobile app's routes (spec §2 "Mobile and app screens", /app/…): its own shell with tabs, same
 * features. Loaded by the router when a path under /app is first visited (router.tsx).
 */
export const appRoutes: RouteObject = {
  id: 'app',
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
      loader: texts('errors', 'range', 'vouchers'),
      lazy: () => import('./routes/app/clubs'),
    },
    {
      path: 'vouchers',
      loader: texts('domain', 'errors', 'vouchers'),
      lazy: () => import('./routes/app/vouchers'),
    },
    {
      path: 'vouchers/:id',
      loader: texts('domain', 'errors', 'vouchers'),
      lazy: () => import('./routes/app/voucher'),
    },
    {
      path: 'transfer',
      loader: texts('domain', 'errors', 'validation', 'vouchers'),
      lazy: () => import('./routes/app/transfer'),
    },
    {
      path: 'upload',
      loader: texts('errors', 'validation'),
      lazy: () => import('./routes/app/upload'),
    },
    {
      // The Shop tab mounts the web shop's pages (the same route modules) with links inside /app.
      // Its children are written again in router-site.tsx on purpose: an array both tables import
      // becomes a chunk of its own on every app and site route's first load (+0.6 KiB gzipped).
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
      loader: texts('errors', 'profile', 'validation'),
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
      loader: texts('errors', 'validation'),
      lazy: () => import('./routes/app/feedback'),
    },
    { path: 'more/faq', loader: texts('faq'), lazy: () => import('./routes/app/faq') },
    { path: 'more/terms', loader: texts('legal', 'pages'), lazy: () => import('./routes/app/terms') },
    { path: 'more/privacy', loader: texts('legal', 'pages'), lazy: () => import('./routes/app/privacy') },
    { path: 'more/contact', loader: texts('pages'), lazy: () => import('./routes/app/contact') },
    { path: '*', loader: texts('pages'), lazy: () => import('./routes/not-found') },
  ],
};
