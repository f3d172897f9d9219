import { describe, expect, it } from 'vitest';
import { transferGroups } from './transfer-groups';

const v = (voucher_id: number, order_id: number | null, product_id: number | null, in_transfer = false) => ({
  voucher_id,
  voucher_name: `V${voucher_id}`,
  owner_name: 'Club',
  order_id,
  product_id,
  in_transfer,
});

describe('transferGroups', () => {
  it('folds identical vouchers into one entry with their count, and leaves out those in transfer', () => {
    expect(
      transferGroups([v(1, 7, 3), v(2, 7, 3), v(3, 7, 3, true), v(4, null, null), v(5, null, null)]),
    ).toEqual([
      { voucher_id: 1, voucher_name: 'V1', owner_name: 'Club', count: 2 },
      { voucher_id: 4, voucher_name: 'V4', owner_name: 'Club', count: 1 },
      { voucher_id: 5, voucher_name: 'V5', owner_name: 'Club', count: 1 },
    ]);
  });
});
