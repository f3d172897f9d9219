/**
 * The voucher rules the server checks, in TypeScript. Each has its SQL form beside it in
 * apps/api/src/modules/voucher/voucher-rules.ts, and a test there runs both forms over the same
 * rows and fails when they disagree. Use these, never a comparison of your own.
 *
 * The one boundary: a voucher is valid up to and including the instant `validTo` (expired when
 * now > validTo), and from `validFrom` on (not yet valid when now < validFrom).
 */

/** What the rules read from a voucher. */
export interface VoucherState {
  active: boolean;
  validTo: Date;
  /** null = unlimited */
  usesLeft: number | null;
  /** A pending transfer holds it: vouchers.transfer_id is set and the link has not expired. */
  inTransfer: boolean;
}

/** Past its last valid instant: now > validTo. */
export function isExpired(voucher: Pick<VoucherState, 'validTo'>, now: Date): boolean {
  return now.getTime() > voucher.validTo.getTime();
}

/** Before its first valid instant: now < validFrom. */
export function isNotYetValid(voucher: { validFrom: Date }, now: Date): boolean {
  return now.getTime() < voucher.validFrom.getTime();
}

/** No uses left: usesLeft ≤ 0 (null is unlimited, never used up). */
export function isUsedUp(voucher: Pick<VoucherState, 'usesLeft'>): boolean {
  return voucher.usesLeft !== null && voucher.usesLeft <= 0;
}

/** A pending transfer holds it: it can be neither redeemed, printed nor sent again. */
export function isInTransfer(voucher: Pick<VoucherState, 'inTransfer'>): boolean {
  return voucher.inTransfer;
}

/**
 * Usable: active, not expired and not used up. What the wallet counts and shows as usable; a
 * redemption checks this and more (mayRedeem in restrictions.ts: not yet valid, in transfer, where,
 * when, how often).
 */
export function isUsable(voucher: VoucherState, now: Date): boolean {
  return voucher.active && !isExpired(voucher, now) && !isUsedUp(voucher);
}

/** May be sent to someone: usable and not already in a transfer. */
export function isTransferable(voucher: VoucherState, now: Date): boolean {
  return isUsable(voucher, now) && !isInTransfer(voucher);
}

/** May be printed (to PDF): not in a transfer. */
export function isPrintable(voucher: Pick<VoucherState, 'inTransfer'>): boolean {
  return !isInTransfer(voucher);
}
