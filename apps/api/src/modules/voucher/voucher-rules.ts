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

/** In transfer: a pending transfer holds it (transfer_id is set). */
export const inTransfer: VoucherRule = {
  holds: (voucher) => isInTransfer(voucher),
  sql: (_now, c = voucherColumns) => sql`(${c.transferId} is not null)`,
};

/** Usable: active, not expired, not used up. */
export const usable: VoucherRule = {
  holds: isUsable,
  sql: (now, c = voucherColumns) =>
    sql`(${c.active} and ${c.validTo} >= ${at(now)} and (${c.usesLeft} is null or ${c.usesLeft} > 0))`,
};

/** Transferable: usable and not in a transfer. */
export const transferable: VoucherRule = {
  holds: isTransferable,
  sql: (now, c = voucherColumns) => sql`(${usable.sql(now, c)} and ${c.transferId} is null)`,
};

/** Printable: not in a transfer. */
export const printable: VoucherRule = {
  holds: (voucher) => isPrintable(voucher),
  sql: (_now, c = voucherColumns) => sql`(${c.transferId} is null)`,
};

/** Every rule by name (the parity test walks them all). */
export const VOUCHER_RULES = { expired, usedUp, inTransfer, usable, transferable, printable } as const;

/** What the rules read from a stored row. */
export function voucherState(
  row: Pick<VoucherRow, 'active' | 'validTo' | 'usesLeft' | 'transferId'>,
): VoucherState {
  return {
    active: row.active,
    validTo: row.validTo,
    usesLeft: row.usesLeft,
    inTransfer: row.transferId !== null,
  };
}
