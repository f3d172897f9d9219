import { SHARED_WEB_PATHS } from '@golfwallet/core/web/paths';
import type { ShopPaths } from './shop-paths';

/**
 * The routes of the mobile app shell (spec §2 "Mobile and app screens"), under /app. Links and
 * redirects import these rather than writing the paths.
 */
export const APP_PATHS = {
  root: '/app',
  login: '/app/login',
  /** The sign-up select and the sign-up steps: the web's registration pages in the app's layout. */
  signUp: '/app/sign-up',
  signUpUnion: '/app/sign-up/union',
  signUpContact: '/app/sign-up/non-union',
  signUpPassword: '/app/sign-up/password',
  /**
   * The golf-union pages of the app's sign-up: the Swedish union's sign-in, where any union sign-in
   * lands back in the app, update or replace golf ID, and the import of an existing account.
   */
  signUpSweden: '/app/sign-up/sweden',
  signUpOauthConsumer: '/app/sign-up/oauth-consumer',
  signUpUpdate: '/app/sign-up/update',
  signUpImport: '/app/sign-up/import',
  /** Verify account after signing up in the app; confirming enters the tabs. */
  verify: '/app/verify',
  forgotPassword: '/app/forgot-password',
  clubs: '/app/clubs',
  vouchers: '/app/vouchers',
  voucher: (id: number | string) => `/app/vouchers/${id}`,
  transfer: '/app/transfer',
  transferVoucher: (id: number | string) => `/app/transfer?voucher=${id}`,
  upload: '/app/upload',
  shop: '/app/shop',
  shopClub: (clubId: number) => `/app/shop/clubs/${clubId}`,
  shopProduct: (productId: number) => `/app/shop/products/${productId}`,
  cart: '/app/shop/cart',
  payment: '/app/shop/payment',
  cards: '/app/shop/cards',
  orders: '/app/shop/history',
  wallet: '/app/wallet',
  range: (clubId?: number) => (clubId === undefined ? '/app/range' : `/app/range?club=${clubId}`),
  more: '/app/more',
  history: '/app/more/history',
  notifications: SHARED_WEB_PATHS.appNotifications,
  profile: '/app/more/profile',
  /** Change club (spec §2 More): union and member number, with the current club it gives. */
  changeClub: '/app/more/change-club',
  language: '/app/more/language',
  feedback: '/app/more/feedback',
  faq: '/app/more/faq',
  terms: '/app/more/terms',
  privacy: '/app/more/privacy',
  contact: '/app/more/contact',
} as const;

/** The shop's pages inside the app shell: the same feature pages as /shop/…, linking within /app. */
export const APP_SHOP_PATHS: ShopPaths = {
  clubs: APP_PATHS.shop,
  club: APP_PATHS.shopClub,
  product: APP_PATHS.shopProduct,
  cart: APP_PATHS.cart,
  payment: APP_PATHS.payment,
  cards: APP_PATHS.cards,
  wallet: APP_PATHS.wallet,
  history: APP_PATHS.orders,
  vouchers: APP_PATHS.vouchers,
  terms: APP_PATHS.terms,
};
