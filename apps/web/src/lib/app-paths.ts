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
  wallet: '/app/wallet',
  more: '/app/more',
  history: '/app/more/history',
  notifications: '/app/more/notifications',
  profile: '/app/more/profile',
  language: '/app/more/language',
  feedback: '/app/more/feedback',
  faq: '/app/more/faq',
  terms: '/app/more/terms',
  privacy: '/app/more/privacy',
  contact: '/app/more/contact',
} as const;
