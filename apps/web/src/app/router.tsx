import { createBrowserRouter, type RouteObject } from 'react-router';
import { Shell } from './shell/shell';

/**
 * Every web route of spec §2. Route modules load lazily so the landing page ships little
 * JavaScript; each exports `Component`.
 */
export const routes: RouteObject[] = [
  {
    Component: Shell,
    // The first lazy route is loading: render nothing rather than a flash of empty layout.
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: () => import('./routes/landing') },
      { path: 'vouchers', lazy: () => import('./routes/vouchers') },
      { path: 'profile', lazy: () => import('./routes/profile') },
      { path: 'contact-us', lazy: () => import('./routes/contact-us') },
      { path: 'privacy-policy', lazy: () => import('./routes/privacy-policy') },
      { path: 'privacy-policy-mobile', lazy: () => import('./routes/privacy-policy') },
      { path: 'terms-and-conditions', lazy: () => import('./routes/terms-and-conditions') },
      { path: 'terms-and-conditions-mobile', lazy: () => import('./routes/terms-and-conditions') },
      { path: 'faq', lazy: () => import('./routes/faq') },
      { path: 'faq-mobile', lazy: () => import('./routes/faq-mobile') },
      { path: 'email-verify', lazy: () => import('./routes/email-verify') },
      { path: 'voucher-subtransfer/:id', lazy: () => import('./routes/voucher-subtransfer') },
      { path: 'password-change', lazy: () => import('./routes/password-change') },
      { path: 'driving-range', lazy: () => import('./routes/driving-range') },
      { path: 'range', lazy: () => import('./routes/range') },
      { path: 'oauth-consumer', lazy: () => import('./routes/register-oauth-consumer') },
      {
        path: 'register',
        lazy: () => import('./routes/register-layout'),
        children: [
          { index: true, lazy: () => import('./routes/register') },
          { path: 'email', lazy: () => import('./routes/register-email') },
          { path: 'union', lazy: () => import('./routes/register-union') },
          { path: 'non-union', lazy: () => import('./routes/register-non-union') },
          { path: 'password', lazy: () => import('./routes/register-password') },
          { path: 'verify', lazy: () => import('./routes/register-verify') },
          { path: 'forgot-password', lazy: () => import('./routes/register-forgot-password') },
          { path: 'loginSweden', lazy: () => import('./routes/register-login-sweden') },
          { path: 'oauth-consumer', lazy: () => import('./routes/register-oauth-consumer') },
          { path: 'update', lazy: () => import('./routes/register-update') },
          { path: 'golf-id', lazy: () => import('./routes/register-golf-id') },
          { path: 'import', lazy: () => import('./routes/register-import') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
