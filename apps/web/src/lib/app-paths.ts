import { SHARED_WEB_PATHS } from '@golfwallet/core/web/paths';
import type { ShopPaths } from './shop-paths';

/**
 * The routes of the mobile app shell (spec §2 "Mobile and app screens"), under /app. Links and
 * redirects import these rather than writing the paths.
 */
export const APP_PATHS = {
  root: '/app',
  login: '/app/login',
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
};
