/** What the app's transfer tab needs of a voucher from the wallet. */
export interface WalletVoucherForTransfer {
  voucher_id: number;
  voucher_name: string;
  owner_name: string;
  order_id: number | null;
  product_id: number | null;
  in_transfer: boolean;
}

export interface TransferGroup {
  /** The voucher the transfer names; the API takes the others of the group as its siblings. */
  voucher_id: number;
  voucher_name: string;
  owner_name: string;
  /** How many identical vouchers (same order and product) the golfer holds: the most to send. */
  count: number;
}

/**
 * The wallet's vouchers as the transfer tab offers them: vouchers being transferred are left out;
 * identical ones (same order and product, as the API groups them) become one entry with a count;
 * a voucher without order or product stands alone. Order of first appearance is kept.
 */
export function transferGroups(vouchers: readonly WalletVoucherForTransfer[]): TransferGroup[] {
  const groups = new Map<string, TransferGroup>();
  for (const voucher of vouchers) {
    if (voucher.in_transfer) continue;
    const key =
      voucher.order_id !== null && voucher.product_id !== null
        ? `${voucher.order_id}:${voucher.product_id}`
        : `voucher:${voucher.voucher_id}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else
      groups.set(key, {
        voucher_id: voucher.voucher_id,
        voucher_name: voucher.voucher_name,
        owner_name: voucher.owner_name,
        count: 1,
      });
  }
  return [...groups.values()];
}
