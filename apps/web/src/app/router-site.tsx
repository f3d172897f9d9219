import type { RouteObject } from 'react-router';
import { texts } from '../lib/i18n';
import { handOffToApp } from '../lib/union-sign-in';
import { RequireSession } from './require-session';
import { Shell } from './shell/shell';

/**
 * The web site's routes (every path but /app/… and /partner/…), in the golfer shell with its
 * header and footer. Loaded by the router when such a path is first visited (router.tsx).
 */
export const siteRoutes: RouteObject = {
  id: 'site',
  Component: Shell,
  // The first lazy route is loading: render nothing rather than a flash of empty layout.
  HydrateFallback: () => null,
  children: [
    { index: true, loader: texts('pages'), lazy: () => import('./routes/landing') },
    {
      Component: RequireSession,
      children: [
        {
          path: 'vouchers',
          loader: texts('domain', 'errors', 'validation', 'vouchers'),
          lazy: () => import('./routes/vouchers'),
        },
        {
          path: 'profile',
          loader: texts('errors', 'profile', 'validation'),
          lazy: () => import('./routes/profile'),
        },
      ],
    },
    { path: 'contact-us', loader: texts('pages'), lazy: () => import('./routes/contact-us') },
    {
      path: 'privacy-policy',
      loader: texts('legal', 'pages'),
      lazy: () => import('./routes/privacy-policy'),
    },
    {
      path: 'privacy-policy-mobile',
      loader: texts('legal', 'pages'),
      lazy: () => import('./routes/privacy-policy'),
    },
    {
      path: 'terms-and-conditions',
      loader: texts('legal', 'pages'),
      lazy: () => import('./routes/terms-and-conditions'),
    },
    {
      path: 'terms-and-conditions-mobile',
      loader: texts('legal', 'pages'),
      lazy: () => import('./routes/terms-and-conditions'),
    },
    { path: 'faq', loader: texts('pages', 'validation'), lazy: () => import('./routes/faq') },
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
    { path: 'driving-range', loader: texts('pages'), lazy: () => import('./routes/driving-range') },
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
      loader: texts('errors', 'federation', 'registration', handOffToApp),
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
          loader: texts('errors', 'federation', 'registration', handOffToApp),
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
        { path: '*', loader: texts('pages', 'registration'), lazy: () => import('./routes/not-found') },
      ],
    },
    { path: '*', loader: texts('pages'), lazy: () => import('./routes/not-found') },
  ],
};
