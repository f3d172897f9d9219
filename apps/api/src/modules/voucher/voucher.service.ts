import type { VoucherFilters, VoucherItem, VoucherSort } from '@golfwallet/core/contracts/vouchers/shapes';
import { AppError } from '@golfwallet/core/errors/app-error';
import type { Deps } from '../../deps';
import { lockingTransaction } from '../../db/locking';
import type { UserRow } from '../session/session.repository';
import { countVoucherItems, selectVoucherPage } from './voucher-list.repository';
import { insertVoucherEvents } from './voucher-events.repository';
import { toVoucherItem } from './voucher.mapper';
import {
  claimVoucher,
  findOwnedVoucher,
  findVoucherOwnerByNumber,
  updateFavourite,
} from './voucher.repository';

export interface ListRequest extends VoucherFilters {
  offset: number;
  limit: number;
  sort: VoucherSort;
  latitude?: number;
  longitude?: number;
}

/** One page of the caller's vouchers (only theirs), filtered, sorted and, on request, grouped by order. */
export async function listVouchers(
  deps: Deps,
  user: UserRow,
  request: ListRequest,
): Promise<{ items: VoucherItem[]; total: number }> {
  const now = deps.now();
  const { offset, limit, sort, latitude, longitude, ...filters } = request;
  const page = await selectVoucherPage(deps.db, {
    userId: user.id,
    filters,
    now,
    sort,
    position: latitude !== undefined && longitude !== undefined ? { latitude, longitude } : undefined,
    offset,
    limit,
  });
  return { items: page.items.map((item) => toVoucherItem(item.row, now, item.count)), total: page.total };
}

export async function countVouchers(deps: Deps, user: UserRow, filters: VoucherFilters): Promise<number> {
  return countVoucherItems(deps.db, { userId: user.id, filters, now: deps.now() });
}

/** Marks or unmarks a favourite; another golfer's voucher answers VOUCHER_NOT_FOUND like a missing one. */
export async function setFavourite(
  deps: Deps,
  user: UserRow,
  id: number,
  favourite: boolean,
): Promise<VoucherItem> {
  const now = deps.now();
  if (!(await updateFavourite(deps.db, user.id, id, favourite, now))) throw new AppError('VOUCHER_NOT_FOUND');
  const row = await findOwnedVoucher(deps.db, user.id, id);
  if (!row) throw new AppError('VOUCHER_NOT_FOUND');
  return toVoucherItem(row, now);
}

/**
 * Claims a paper voucher by its code: one conditional update takes it only while it has no owner
 * (and is active and unexpired), with an 'uploaded' event in the same transaction. A code that is
 * already someone's answers VOUCHER_ALREADY_CLAIMED; unknown, inactive or expired codes UPLOAD_FAILED.
 */
export async function uploadVoucher(deps: Deps, user: UserRow, voucherNumber: string): Promise<VoucherItem> {
  const now = deps.now();
  const claimed = await lockingTransaction(deps.db, deps.config.DB_LOCK_TIMEOUT_MS, async (tx) => {
    const row = await claimVoucher(tx, voucherNumber, user.id, now);
    if (row) {
      await insertVoucherEvents(tx, [
        { userId: user.id, voucherId: row.id, kind: 'uploaded', at: now, clubId: row.clubId },
      ]);
    }
    return row;
  });
  if (!claimed) {
    const existing = await findVoucherOwnerByNumber(deps.db, voucherNumber);
    throw new AppError(existing && existing.userId !== null ? 'VOUCHER_ALREADY_CLAIMED' : 'UPLOAD_FAILED');
  }
  const row = await findOwnedVoucher(deps.db, user.id, claimed.id);
  if (!row) throw new AppError('UPLOAD_FAILED');
  return toVoucherItem(row, now);
}
