import type { HistoryItem } from '@golfwallet/core/contracts/history/list-history';
import { toUnixSeconds } from '@golfwallet/core/format/dates';
import type { Deps } from '../../deps';
import type { UserRow } from '../session/session.repository';
import { selectHistory } from './voucher-events.repository';

/** The caller's own voucher events, newest first, with voucher and club names. */
export async function listHistory(
  deps: Deps,
  user: UserRow,
  offset: number,
  limit: number,
): Promise<{ items: HistoryItem[]; total: number }> {
  const { items, total } = await selectHistory(deps.db, user.id, offset, limit);
  return {
    total,
    items: items.map((row) => {
      const usesLeft = row.kind === 'redeemed' ? row.details.uses_left : null;
      return {
        id: row.id,
        kind: row.kind,
        at: toUnixSeconds(row.at),
        voucher_id: row.voucherId,
        voucher_name: row.voucherName,
        club_id: row.clubId === null ? null : Number(row.clubId),
        club_name: row.clubName,
        uses_left: typeof usesLeft === 'number' ? usesLeft : null,
      };
    }),
  };
}
