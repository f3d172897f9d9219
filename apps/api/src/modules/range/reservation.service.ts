import {
  isOpen,
  type ReservationEvent,
  type ReservationState,
  transition,
} from '@golfwallet/core/domain/dispense-reservation';
import type { DispenserGateway } from '../../adapters/dispenser/dispenser';
import type { Config } from '../../config';
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
 * the held value goes back (the card use, or the ball-money hold voided) with the audit row.
 * Repeated events change nothing. A done after the release (a true late done: the balls dropped,
 * the value had gone back) moves it to `late_done` once, with a dispensed event and an error log;
 * it charges nothing. Answers the state after, or undefined for an unknown command id.
 */
export async function applyReservationEvent(
  deps: Deps,
  commandId: string,
  event: ReservationEvent,
): Promise<ReservationState | undefined> {
  const late: { row?: NonNullable<Awaited<ReturnType<typeof lockReservation>>> } = {};
  const state = await deps.db.transaction(async (tx) => {
    const row = await lockReservation(tx, commandId);
    if (!row) return undefined;
    const next = transition(row.state, event);
    if (next.state === row.state) return row.state;
    const now = deps.now();
    // A late done keeps the time of the release as closed_at.
    const closedAt = isOpen(next.state) || next.effect === 'unpaid' ? null : now;
    const moved = await moveReservation(tx, row.id, row.state, next.state, closedAt);
    if (!moved) return row.state;
    if (next.effect === 'unpaid') late.row = row;
    // Ball money is a two-phase transfer: held at reserve, posted on done, voided on release.
    if (row.payment === 'ball_money' && row.ledgerId !== null) {
      if (next.effect === 'settle') await resolveHold(tx, row.ledgerId, 'post', now);
      if (next.effect === 'release') await resolveHold(tx, row.ledgerId, 'void', now);
    }
    if (next.effect === 'release' && row.payment === 'voucher' && row.voucherId !== null) {
      await returnCardUse(tx, row.voucherId, now);
    }
    if (next.effect !== 'none') {
      await insertDispenseEvent(tx, {
        dispenserId: row.dispenserId,
        userId: row.userId,
        balls: row.balls,
        status: next.effect === 'release' ? 'failed' : 'dispensed',
        at: now,
      });
    }
    return next.state;
  });
  const unpaid = late.row;
  if (unpaid) {
    deps.log.error(
      {
        commandId,
        reservationId: unpaid.id,
        userId: unpaid.userId,
        clubId: unpaid.clubId,
        dispenserId: unpaid.dispenserId,
        balls: unpaid.balls,
        payment: unpaid.payment,
      },
      'dispenser reported done after the reservation was released: balls given without charge',
    );
  }
  return state;
}

/**
 * Whether this process has heard every report the machines sent so far, so that an open
 * reservation without a done may be released for it: with a broker, once the gateway's persistent
 * session has caught up (dispenser.ts, caughtUp: after each start or reconnection the broker first
 * delivers what it kept meanwhile); a process with MQTT_URL but no gateway hears nothing and never
 * may; the embedded simulator (no MQTT_URL) queues nothing anywhere.
 */
export function reportsHeard(
  config: Pick<Config, 'MQTT_URL'>,
  gateway: DispenserGateway | undefined,
): boolean {
  if (gateway) return gateway.caughtUp?.() ?? true;
  return !config.MQTT_URL;
}

interface SweepOptions {
  /** How long to wait for the gateway to catch up before giving this run up (0: not at all). */
  waitMs?: number;
  /** Gives the wait up (the job's signal). */
  signal?: AbortSignal;
}

/**
 * Releases every open reservation past its deadline: the ones a crash or a restart left open
 * (run at start-up) and any whose runner was lost. Only once the reports are heard (reportsHeard):
 * a machine's done that it published while this API was down waits in the broker for the API's
 * persistent session, and releasing before it is delivered would give those balls away. Until
 * then (at most `waitMs`) it waits, then leaves everything open for the next run. A done that
 * comes after a release is still recorded (late_done, see applyReservationEvent).
 */
export async function sweepOverdueReservations(deps: Deps, options: SweepOptions = {}): Promise<number> {
  if (!reportsHeard(deps.config, deps.dispenser) && deps.dispenser?.whenCaughtUp && options.waitMs) {
    await waitFor(deps.dispenser.whenCaughtUp(), options.waitMs, options.signal);
  }
  if (!reportsHeard(deps.config, deps.dispenser)) {
    deps.log.warn(
      "dispense sweep left for later: the machines' reports kept by the broker are not all in yet",
    );
    return 0;
  }
  const overdue = await overdueReservations(deps.db, deps.now());
  let released = 0;
  for (const commandId of overdue) {
    // Disconnected meanwhile: the rest waits for the next run.
    if (!reportsHeard(deps.config, deps.dispenser)) break;
    if ((await applyReservationEvent(deps, commandId, 'sweep')) === 'released') released += 1;
  }
  return released;
}

function waitFor(promise: Promise<void>, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done);
    void promise.then(done);
  });
}
