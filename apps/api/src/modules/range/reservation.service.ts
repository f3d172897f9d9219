import {
  isOpen,
  RESERVATION_EVENTS,
  RESERVATION_STATES,
  type ReservationEffect,
  type ReservationEvent,
  type ReservationState,
  transition,
} from '@golfwallet/core/domain/dispense-reservation';
import type { DispenserGateway } from '../../adapters/dispenser/dispenser';
import type { Config } from '../../config';
import type { Deps } from '../../deps';
import { moveReservationByCommand, overdueReservations, reservationState } from './range.repository';

/**
 * One arm of the state machine for an event: the states it moves from (all to the same state with
 * the same effect), where to, and the effect.
 */
interface Arm {
  from: ReservationState[];
  to: ReservationState;
  effect: ReservationEffect;
}

/** Every arm of every event, from the state machine (packages/core transition), no-ops left out. */
const ARMS = new Map<ReservationEvent, Arm[]>(
  RESERVATION_EVENTS.map((event) => {
    const arms: Arm[] = [];
    for (const from of RESERVATION_STATES) {
      const next = transition(from, event);
      if (next.state === from && next.effect === 'none') continue;
      const arm = arms.find((a) => a.to === next.state && a.effect === next.effect);
      if (arm) arm.from.push(from);
      else arms.push({ from: [from], to: next.state, effect: next.effect });
    }
    return [event, arms] as const;
  }),
);

/** The arm an event takes from a state; undefined when the event changes nothing there. */
function armFrom(event: ReservationEvent, state: ReservationState): Arm | undefined {
  return ARMS.get(event)!.find((arm) => arm.from.includes(state));
}

/** The arm tried first, before the state is read: the one from the open states (every event has one). */
function openArm(event: ReservationEvent): Arm {
  return ARMS.get(event)!.find((arm) => arm.from.some(isOpen))!;
}

/**
 * Applies one event to a reservation through the state machine (packages/core
 * domain/dispense-reservation.ts). Each attempt is one statement (range.repository.ts,
 * moveReservationByCommand): the state moved by a conditional update from the states of one arm of
 * the transition, and only when it moved, the arm's effect in the same statement — on `settle` the
 * ball money held is posted, on `release` the held value goes back (the card use, or the ball-money
 * hold voided), with the audit row. The first attempt assumes the reservation is open (a machine's
 * report, the runner's command); when the update finds it in another state (or it moved meanwhile)
 * the state is read and the event's arm from there is tried, until it moves or the event changes
 * nothing there. Repeated events change nothing. A done after the release (a true late done: the
 * balls dropped, the value had gone back) moves it to `late_done` once, with a dispensed event and
 * an error log; it charges nothing. Answers the state after, or undefined for an unknown command id.
 */
export async function applyReservationEvent(
  deps: Deps,
  commandId: string,
  event: ReservationEvent,
): Promise<ReservationState | undefined> {
  const now = deps.now();
  let arm: Arm | undefined = openArm(event);
  // The state machine only moves forward (at most five moves), so this ends.
  for (let attempt = 0; attempt < 8; attempt++) {
    const moved = await moveReservationByCommand(deps.db, {
      commandId,
      from: arm.from,
      to: arm.to,
      effect: arm.effect,
      // A late done keeps the time of the release as closed_at.
      close: !isOpen(arm.to) && arm.effect !== 'unpaid',
      at: now,
    });
    if (moved) {
      if (arm.effect === 'unpaid') {
        deps.log.error(
          {
            commandId,
            reservationId: moved.id,
            userId: moved.userId,
            clubId: moved.clubId,
            dispenserId: moved.dispenserId,
            balls: moved.balls,
            payment: moved.payment,
          },
          'dispenser reported done after the reservation was released: balls given without charge',
        );
      }
      return arm.to;
    }
    const state = await reservationState(deps.db, commandId);
    if (state === undefined) return undefined;
    arm = armFrom(event, state);
    if (!arm) return state;
  }
  throw new Error(`reservation ${commandId}: the state kept changing under event ${event}`);
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
