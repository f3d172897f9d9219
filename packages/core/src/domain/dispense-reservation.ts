/**
 * The driving-range reservation state machine: how one dispense goes from reserved value to a
 * settled charge or a release, whatever order the machine's reports arrive in.
 *
 * States
 * - `reserved`      value is held (one voucher use taken, or ball money debited); nothing sent yet.
 * - `commanded`     the dispense command (with its unique command id) has been published.
 * - `acknowledged`  the machine confirmed it received the command.
 * - `settled`       the machine reported done: the reservation is the charge. Terminal.
 * - `released`      fault, timeout or crash sweep: the held value goes back. Terminal but for `done`.
 * - `late_done`     released, and then the machine reported done after all: the balls dropped and
 *                   nothing was charged. Terminal. Only the alarm is raised (an error log and a
 *                   dispensed event); the value stays given back, never charged after the fact.
 *
 * Transitions (any pair not listed leaves the state unchanged with no effect)
 * | from                      | event               | to           | effect   |
 * |---------------------------|---------------------|--------------|----------|
 * | reserved                  | sent                | commanded    | –        |
 * | commanded                 | sent (a retry)      | commanded    | –        |
 * | commanded                 | ack                 | acknowledged | –        |
 * | reserved/commanded/ack'd  | done                | settled      | settle   |
 * | reserved/commanded/ack'd  | fault, timeout, sweep | released   | release  |
 * | released                  | done                | late_done    | unpaid   |
 *
 * A `done` before its `ack` (the ack was lost) settles all the same. `done` from `reserved` can
 * only come from a command published by an earlier attempt; the machine is the truth.
 *
 * Invariants (checked by the property test over random event orders)
 * - `settle` and `release` are each emitted at most once, and never both for one reservation.
 * - `settle` is only emitted on a `done` event: a golfer never pays for balls that did not come.
 * - `unpaid` is emitted at most once, only after `release`, and never moves money. It is a true
 *   late done (after the deadline, or after a fault): a restarted API sweeps only once the broker
 *   has delivered what the machines said while it was away (docs/ARCHITECTURE.md, driving range).
 * - Terminal states absorb every event (`released` every one but the first `done`): duplicate or
 *   late reports change nothing more, so the machine's deduplication by command id and the
 *   broker's at-least-once delivery (and several API instances hearing one report) are safe.
 */
export const RESERVATION_STATES = [
  'reserved',
  'commanded',
  'acknowledged',
  'settled',
  'released',
  'late_done',
] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];

export const RESERVATION_EVENTS = ['sent', 'ack', 'done', 'fault', 'timeout', 'sweep'] as const;
export type ReservationEvent = (typeof RESERVATION_EVENTS)[number];

/**
 * What the caller must do after a transition: `settle` charges the held value, `release` gives it
 * back, `unpaid` moves no money but raises the alarm (balls dropped after the value went back).
 */
export type ReservationEffect = 'none' | 'settle' | 'release' | 'unpaid';

export interface Transition {
  state: ReservationState;
  effect: ReservationEffect;
}

/** The states in which value is held and the machine may still answer. */
export const OPEN_STATES: readonly ReservationState[] = ['reserved', 'commanded', 'acknowledged'];

export function isOpen(state: ReservationState): boolean {
  return OPEN_STATES.includes(state);
}

/** The next state and its effect for one event; pure and total. */
export function transition(state: ReservationState, event: ReservationEvent): Transition {
  if (state === 'released' && event === 'done') return { state: 'late_done', effect: 'unpaid' };
  if (!isOpen(state)) return { state, effect: 'none' };
  switch (event) {
    case 'sent':
      return { state: state === 'reserved' ? 'commanded' : state, effect: 'none' };
    case 'ack':
      return { state: state === 'commanded' ? 'acknowledged' : state, effect: 'none' };
    case 'done':
      return { state: 'settled', effect: 'settle' };
    case 'fault':
    case 'timeout':
    case 'sweep':
      return { state: 'released', effect: 'release' };
  }
}

/** Runs a sequence of events from `reserved`; returns the final state and every effect emitted. */
export function replay(events: readonly ReservationEvent[], from: ReservationState = 'reserved') {
  let state = from;
  const effects: ReservationEffect[] = [];
  for (const event of events) {
    const next = transition(state, event);
    state = next.state;
    if (next.effect !== 'none') effects.push(next.effect);
  }
  return { state, effects };
}
