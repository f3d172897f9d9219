import type { countVouchers as countVouchersContract } from '@golfwallet/core/contracts/vouchers/count-vouchers';
import type { listVouchers as listVouchersContract } from '@golfwallet/core/contracts/vouchers/list-vouchers';
import type { VoucherItem } from '@golfwallet/core/contracts/vouchers/shapes';
import type { z } from 'zod';
import { type PipelinePart, runPipeline } from '../../db/pipeline';
import { AppError } from '@golfwallet/core/errors/app-error';
import type { Deps } from '../../deps';
import { lockingTransaction } from '../../db/locking';
import type { UserRow } from '../session/session.repository';
import { toVoucherCount, toVoucherPage, voucherCountPart, voucherPagePart } from './voucher-list.repository';
import { insertVoucherEvents } from './voucher-events.repository';
import { toVoucherItem } from './voucher.mapper';
import {
  claimVoucher,
  findOwnedVoucher,
  findVoucherOwnerByNumber,
  updateFavourite,
} from './voucher.repository';

type ListQuery = z.output<typeof listVouchersContract.query>;
type CountQuery = z.output<typeof countVouchersContract.query>;

/**
 * GET /vouchers: one page of the caller's vouchers (only theirs), filtered, sorted and, on
 * request, grouped by order, as one statement (routes/route.ts sessionRead sends it together with
 * the session check) and the answer made of its rows.
 */
export function voucherListStatement(userId: number, query: ListQuery, now: Date): PipelinePart {
  const { offset, limit, sort, latitude, longitude, ...filters } = query;
  return voucherPagePart({
    userId,
    filters,
    now,
    sort,
    position: latitude !== undefined && longitude !== undefined ? { latitude, longitude } : undefined,
    offset,
    limit,
  });
}

export function voucherListAnswer(
  rows: unknown[],
  now: Date,
): { items: VoucherItem[]; total: number; total_capped: boolean } {
  const page = toVoucherPage(rows);
  return {
    items: page.items.map((item) => toVoucherItem(item.row, now, item.count)),
    total: page.total,
    total_capped: page.totalCapped,
  };
}

/** The list read on its own (the plan benchmark records its statements). */
export async function listVouchers(deps: Deps, user: UserRow, query: ListQuery) {
  const now = deps.now();
  const [rows] = await runPipeline(deps.db, [voucherListStatement(user.id, query, now)]);
  return voucherListAnswer(rows ?? [], now);
}

/** GET /vouchers/count: how many items the caller's list shows with these filters. */
export function voucherCountStatement(userId: number, query: CountQuery, now: Date): PipelinePart {
  return voucherCountPart({ userId, filters: query, now });
}

export function voucherCountAnswer(rows: unknown[]): { count: number } {
  return { count: toVoucherCount(rows) };
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

/**
 * What other modules do with a golfer's vouchers, inside their transaction when they pass one:
 * find the golfer's own, mark them printed, and log what happened to them.
 */
export { insertVoucherEvents } from './voucher-events.repository';
export { findOwnedVoucher, findOwnedVouchers, markPrinted } from './voucher.repository';
