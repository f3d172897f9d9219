/**
 * The query key of the app's wallet (the golfer's usable vouchers kept for offline use). Any
 * feature that changes the golfer's vouchers (upload, transfer, redeem) invalidates it.
 */
export const WALLET_QUERY_KEY = ['wallet'] as const;
