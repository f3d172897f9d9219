import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireSession } from './require-session';
import { Shell } from './shell/shell';

/**
 * Every web route of spec §2. Route modules load lazily so the landing page ships little
 * JavaScript; each exports `Component`.
 */
export const routes: RouteObject[] = [
  // The mobile app (spec §2 "Mobile and app screens"): its own shell with tabs, same features.
  {
    path: 'app',
    lazy: () => import('./routes/app/layout'),
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: () => import('./routes/app/start') },
      { path: 'login', lazy: () => import('./routes/app/login') },
      {
        // Sign-up (with its golf-union pages), verify account and forgot password: the web's
        // registration pages in the app's layout, navigating within /app.
        lazy: () => import('./routes/app/registration-layout'),
        children: [
          { path: 'sign-up', lazy: () => import('./routes/register-email') },
          { path: 'sign-up/union', lazy: () => import('./routes/register-union') },
          { path: 'sign-up/non-union', lazy: () => import('./routes/register-non-union') },
          { path: 'sign-up/password', lazy: () => import('./routes/register-password') },
          { path: 'sign-up/sweden', lazy: () => import('./routes/register-login-sweden') },
          { path: 'sign-up/oauth-consumer', lazy: () => import('./routes/app/sign-up-oauth-consumer') },
          { path: 'sign-up/update', lazy: () => import('./routes/register-update') },
          { path: 'sign-up/import', lazy: () => import('./routes/register-import') },
          { path: 'verify', lazy: () => import('./routes/register-verify') },
          { path: 'forgot-password', lazy: () => import('./routes/app/forgot-password') },
        ],
      },
      { path: 'clubs', lazy: () => import('./routes/app/clubs') },
      { path: 'vouchers', lazy: () => import('./routes/app/vouchers') },
      { path: 'vouchers/:id', lazy: () => import('./routes/app/voucher') },
      { path: 'transfer', lazy: () => import('./routes/app/transfer') },
      { path: 'upload', lazy: () => import('./routes/app/upload') },
      {
        // The Shop tab mounts the web shop's pages (the same route modules) with links inside /app.
        path: 'shop',
        lazy: () => import('./routes/app/shop-layout'),
        children: [
          { index: true, lazy: () => import('./routes/shop-clubs') },
          { path: 'clubs/:clubId', lazy: () => import('./routes/shop-club') },
          { path: 'products/:productId', lazy: () => import('./routes/shop-product') },
          { path: 'cart', lazy: () => import('./routes/shop-cart') },
          { path: 'payment', lazy: () => import('./routes/shop-payment') },
          { path: 'cards', lazy: () => import('./routes/shop-cards') },
          { path: 'history', lazy: () => import('./routes/shop-history') },
        ],
      },
      { path: 'wallet', lazy: () => import('./routes/app/wallet') },
      { path: 'range', lazy: () => import('./routes/app/range') },
      { path: 'more', lazy: () => import('./routes/app/more') },
      { path: 'more/history', lazy: () => import('./routes/app/history') },
      { path: 'more/notifications', lazy: () => import('./routes/app/notifications') },
      { path: 'more/profile', lazy: () => import('./routes/app/profile') },
      { path: 'more/change-club', lazy: () => import('./routes/app/change-club') },
      { path: 'more/language', lazy: () => import('./routes/app/language') },
      { path: 'more/feedback', lazy: () => import('./routes/app/feedback') },
      { path: 'more/faq', lazy: () => import('./routes/app/faq') },
      { path: 'more/terms', lazy: () => import('./routes/app/terms') },
      { path: 'more/privacy', lazy: () => import('./routes/app/privacy') },
      { path: 'more/contact', lazy: () => import('./routes/app/contact') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
  {
    // The club portal: its own shell (no golfer header or footer), lazily loaded like the rest.
    path: 'partner',
    lazy: () => import('./routes/partner-root'),
    HydrateFallback: () => null,
    children: [
      { path: 'login', lazy: () => import('./routes/partner-login') },
      { path: 'forgot-password', lazy: () => import('./routes/partner-forgot-password') },
      { path: 'set-password', lazy: () => import('./routes/partner-set-password') },
      {
        lazy: () => import('./routes/partner-shell'),
        children: [
          { index: true, lazy: () => import('./routes/partner-overview') },
          { path: 'desk', lazy: () => import('./routes/partner-desk') },
          { path: 'products', lazy: () => import('./routes/partner-products') },
          { path: 'products/new', lazy: () => import('./routes/partner-product') },
          { path: 'products/:id', lazy: () => import('./routes/partner-product') },
          { path: 'issue', lazy: () => import('./routes/partner-issue') },
          { path: 'redemptions', lazy: () => import('./routes/partner-redemptions') },
          { path: 'audit', lazy: () => import('./routes/partner-audit') },
          { path: 'staff', lazy: () => import('./routes/partner-staff') },
          { path: 'range', lazy: () => import('./routes/partner-range') },
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
          { path: 'vouchers', lazy: () => import('./routes/vouchers') },
          { path: 'profile', lazy: () => import('./routes/profile') },
        ],
      },
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
      {
        path: 'shop',
        lazy: () => import('./routes/shop-layout'),
        children: [
          { index: true, lazy: () => import('./routes/shop-clubs') },
          { path: 'clubs/:clubId', lazy: () => import('./routes/shop-club') },
          { path: 'products/:productId', lazy: () => import('./routes/shop-product') },
          { path: 'cart', lazy: () => import('./routes/shop-cart') },
          { path: 'payment', lazy: () => import('./routes/shop-payment') },
          { path: 'cards', lazy: () => import('./routes/shop-cards') },
          { path: 'wallet', lazy: () => import('./routes/shop-wallet') },
          { path: 'history', lazy: () => import('./routes/shop-history') },
        ],
      },
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
