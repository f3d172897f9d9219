import { SHARED_WEB_PATHS } from '@golfwallet/core/web/paths';
import { createContext, useContext } from 'react';

/** Where the shop's pages and the pages it links to live; the web and the app shell mount the same pages. */
export interface ShopPaths {
  clubs: string;
  club: (clubId: number) => string;
  product: (productId: number) => string;
  cart: string;
  payment: string;
  cards: string;
  wallet: string;
  history: string;
  vouchers: string;
  /** The terms and conditions the payment asks to accept. */
  terms: string;
}

/** The shop's web routes (/shop/…), one place for links and redirects. */
export const shopPaths: ShopPaths = {
  clubs: '/shop',
  club: (clubId: number) => `/shop/clubs/${clubId}`,
  product: (productId: number) => `/shop/products/${productId}`,
  cart: SHARED_WEB_PATHS.shopCart,
  payment: '/shop/payment',
  cards: '/shop/cards',
  wallet: '/shop/wallet',
  history: '/shop/history',
  vouchers: SHARED_WEB_PATHS.vouchers,
  terms: '/terms-and-conditions',
};

/** The shop's paths for the pages below it: the web's unless a shell (the app's) provides its own. */
export const ShopPathsContext = createContext<ShopPaths>(shopPaths);

/** The shop's paths where the page is mounted (web /shop/… or app /app/shop/…). */
export function useShopPaths(): ShopPaths {
  return useContext(ShopPathsContext);
}
