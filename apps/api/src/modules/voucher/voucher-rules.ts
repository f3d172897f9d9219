import {
  isExpired,
  isInTransfer,
  isPrintable,
  isTransferable,
  isUsable,
  isUsedUp,
  type VoucherState,
} from '@golfwallet/core/domain/voucher-state';
import { type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { vouchers } from '../../db/schema/index';
import type { VoucherRow } from './voucher.repository';

/**
 * Each voucher rule the server checks, in SQL and in TypeScript side by side, with one boundary
 * (valid up to and including valid_to). The TypeScript form lives in core (the restriction engine
 * uses it too) and is named here beside its SQL; voucher-rules.test.ts runs both over the same rows
 * and fails when they disagree. Repositories and services use these, never their own comparison.
 */

/** The columns the SQL forms read: the Drizzle table's, or a raw alias's (`from vouchers v`). */
export interface VoucherColumns {
  active: SQLWrapper;
  validTo: SQLWrapper;
  usesLeft: SQLWrapper;
  transferId: SQLWrapper;
  transferExpiresAt: SQLWrapper;
}

export const voucherColumns: VoucherColumns = vouchers;

/** The columns of a raw query's alias, e.g. aliasColumns('v') for `from vouchers v`. */
export function aliasColumns(alias: string): VoucherColumns {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return {
    active: column('active'),
    validTo: column('valid_to'),
    usesLeft: column('uses_left'),
    transferId: column('transfer_id'),
    transferExpiresAt: column('transfer_expires_at'),
  };
}

/** The moment a rule is read at: a time, or a placeholder filled per call (prepared statements). */
export type RuleTime = Date | Placeholder;

const at = (now: RuleTime) =>
  now instanceof Date ? sql`${now.toISOString()}::timestamptz` : sql`${now}::timestamptz`;

/** A rule: the TypeScript predicate and the SQL condition that must agree with it. */
export interface VoucherRule {
  holds(voucher: VoucherState, now: Date): boolean;
  sql(now: RuleTime, columns?: VoucherColumns): SQL;
}

/** Expired: now > valid_to. */
export const expired: VoucherRule = {
  holds: isExpired,
  sql: (now, c = voucherColumns) => sql`(${c.validTo} < ${at(now)})`,
};

/** Used up: uses_left ≤ 0 (null is unlimited). */
export const usedUp: VoucherRule = {
  holds: (voucher) => isUsedUp(voucher),
  sql: (_now, c = voucherColumns) => sql`(${c.usesLeft} is not null and ${c.usesLeft} <= 0)`,
};

/**
 * In transfer: a transfer holds it (transfer_id is set) and its link has not expired
 * (transfer_expires_at > now). A hold past its expiry reads as free at once, before the expiry job
 * (transfer-expiry.job.ts) clears it: no read has to write to see it.
 */
export const inTransfer: VoucherRule = {
  holds: (voucher) => isInTransfer(voucher),
  sql: (now, c = voucherColumns) => heldSql(now, c),
};

function heldSql(now: RuleTime, c: VoucherColumns): SQL {
  return sql`(${c.transferId} is not null and (${c.transferExpiresAt} is null or ${c.transferExpiresAt} > ${at(now)}))`;
}

/** Not held by a live transfer: the negation of inTransfer (heldSql is never null). */
function freeSql(now: RuleTime, c: VoucherColumns): SQL {
  return sql`(not ${heldSql(now, c)})`;
}

/** The transfer holding the voucher now, or null (an expired hold reads as none). */
export function liveTransferIdSql(now: RuleTime, c: VoucherColumns = voucherColumns): SQL {
  return sql`(case when ${heldSql(now, c)} then ${c.transferId} end)`;
}

/** SQL: not held by a live transfer (for queries that ask only that). */
export const notInTransferSql = (now: RuleTime, c: VoucherColumns = voucherColumns): SQL => freeSql(now, c);

/** Usable: active, not expired, not used up. */
export const usable: VoucherRule = {
  holds: isUsable,
  sql: (now, c = voucherColumns) =>
    sql`(${c.active} and ${c.validTo} >= ${at(now)} and (${c.usesLeft} is null or ${c.usesLeft} > 0))`,
};

/** Transferable: usable and not in a transfer. */
export const transferable: VoucherRule = {
  holds: isTransferable,
  sql: (now, c = voucherColumns) => sql`(${usable.sql(now, c)} and ${freeSql(now, c)})`,
};

/** Printable: not in a transfer. */
export const printable: VoucherRule = {
  holds: (voucher) => isPrintable(voucher),
  sql: (now, c = voucherColumns) => freeSql(now, c),
};

/** Every rule by name (the parity test walks them all). */
export const VOUCHER_RULES = { expired, usedUp, inTransfer, usable, transferable, printable } as const;

/** What the rules read from a stored row at `now` (a transfer hold past its expiry is over). */
export function voucherState(
  row: Pick<VoucherRow, 'active' | 'validTo' | 'usesLeft' | 'transferId' | 'transferExpiresAt'>,
  now: Date,
): VoucherState {
  return {
    active: row.active,
    validTo: row.validTo,
    usesLeft: row.usesLeft,
    inTransfer: liveTransferId(row, now) !== null,
  };
}

/** The transfer holding the voucher at `now`, or null: the TypeScript twin of liveTransferIdSql. */
export function liveTransferId(
  row: Pick<VoucherRow, 'transferId' | 'transferExpiresAt'>,
  now: Date,
): number | null {
  if (row.transferId === null) return null;
  if (row.transferExpiresAt !== null && row.transferExpiresAt.getTime() <= now.getTime()) return null;
  return row.transferId;
}
