import {
  isOpen,
  type ReservationEvent,
  type ReservationState,
  transition,
} from '@golfwallet/core/domain/dispense-reservation';
import type { Deps } from '../../deps';
import { resolveHold } from '../ledger/transfers';
import {
  insertDispenseEvent,
  lockReservation,
  moveReservation,
  overdueReservations,
  returnCardUse,
} from './range.repository';

/**
 * Applies one event to a reservation through the state machine (packages/core
 * domain/dispense-reservation.ts), in one transaction: the row is locked, the transition computed,
 * the state moved by a conditional update; on `settle` the ball money held is posted, on `release`
 * the held value goes back (the card use, or the ball-money hold voided) with the audit row. Repeated or late events change nothing. Answers the state
 * after, or undefined for an unknown command id.
 */
export async function applyReservationEvent(
  deps: Deps,
  commandId: string,
  event: ReservationEvent,
): Promise<ReservationState | undefined> {
  return deps.db.transaction(async (tx) => {
    const row = await lockReservation(tx, commandId);
    if (!row) return undefined;
    const next = transition(row.state, event);
    if (next.state === row.state) return row.state;
    const now = deps.now();
    const moved = await moveReservation(tx, row.id, row.state, next.state, isOpen(next.state) ? null : now);
    if (!moved) return row.state;
    // Ball money is a two-phase transfer: held at reserve, posted on done, voided on release.
    if (row.payment === 'ball_money' && row.ledgerId !== null && next.effect !== 'none') {
      await resolveHold(tx, row.ledgerId, next.effect === 'settle' ? 'post' : 'void', now);
    }
    if (next.effect === 'release' && row.payment === 'voucher' && row.voucherId !== null) {
      await returnCardUse(tx, row.voucherId, now);
    }
    if (next.effect !== 'none') {
      await insertDispenseEvent(tx, {
        dispenserId: row.dispenserId,
        userId: row.userId,
        balls: row.balls,
        status: next.effect === 'settle' ? 'dispensed' : 'failed',
        at: now,
      });
    }
    return next.state;
  });
}

/**
 * Releases every open reservation past its deadline: the ones a crash left open (run at start-up)
 * and any whose runner was lost. A machine's done report for them that arrives later changes
 * nothing (the state machine absorbs it): the golfer is never charged for balls not confirmed.
 */
export async function sweepOverdueReservations(deps: Deps): Promise<number> {
  const overdue = await overdueReservations(deps.db, deps.now());
  let released = 0;
  for (const commandId of overdue) {
    if ((await applyReservationEvent(deps, commandId, 'sweep')) === 'released') released += 1;
  }
  return released;
}
