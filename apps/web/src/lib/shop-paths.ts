/** The shop's web routes (/shop/…), one place for links and redirects; the app shell mounts the same pages. */
export const shopPaths = {
  clubs: '/shop',
  club: (clubId: number) => `/shop/clubs/${clubId}`,
  product: (productId: number) => `/shop/products/${productId}`,
  cart: '/shop/cart',
  payment: '/shop/payment',
  cards: '/shop/cards',
  wallet: '/shop/wallet',
  history: '/shop/history',
  vouchers: '/vouchers',
} as const;
