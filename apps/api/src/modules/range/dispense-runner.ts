import { isOpen, type ReservationState } from '@golfwallet/core/domain/dispense-reservation';
import type { DispenserGateway, DispenserReport } from '../../adapters/dispenser/dispenser';
import type { Deps } from '../../deps';
import { reservationState } from './range.repository';
import { applyReservationEvent, reportsHeard } from './reservation.service';

interface Waiter {
  acked: boolean;
  /** Set by a report this process applied since the runner last looked. */
  reported: boolean;
  /** The open state such a report left the reservation in. */
  seen?: ReservationState;
  /** The final state a report left it in (settled, released): kept, never overwritten. */
  ended?: ReservationState;
  wake: () => void;
}

/**
 * Drives reserved dispenses to the end: sends the command, resends it (same id) while no ack has
 * come every DISPENSE_ACK_RETRY_MS, and releases the reservation when no done has come within
 * DISPENSE_TIMEOUT_MS, unless the gateway is not caught up then (disconnected from the broker, or
 * still receiving what the broker kept): a done may be waiting there, so the reservation stays
 * open for the dispense-timeouts sweep, which releases only once the reports are in. Every report
 * the gateway hears goes through the state machine, also for commands another API process sent;
 * a report that fails to apply is not acknowledged to the broker (it comes again).
 */
export class DispenseRunner {
  private readonly waiters = new Map<string, Waiter>();
  private readonly unsubscribe: () => void;
  private closed = false;
  /** Reports wait until the process is ready (migrated): the broker keeps them meanwhile. */
  private readonly ready: Promise<void>;
  private open: () => void = () => {};

  constructor(
    private readonly deps: Deps,
    readonly gateway: DispenserGateway,
  ) {
    this.ready = new Promise((resolve) => {
      this.open = resolve;
    });
    if (deps.lifecycle) deps.lifecycle.whenReady(() => this.open());
    else this.open();
    this.unsubscribe = gateway.onReport((report) => this.onReport(report));
  }

  private async onReport(report: DispenserReport) {
    await this.ready;
    if (this.closed) throw new Error('dispense runner closed');
    const waiter = this.waiters.get(report.commandId);
    if (waiter && report.kind !== 'fault') waiter.acked = true;
    try {
      const state = await applyReservationEvent(this.deps, report.commandId, report.kind);
      if (waiter && state) {
        waiter.reported = true;
        if (isOpen(state)) waiter.seen = state;
        else waiter.ended ??= state;
      }
    } catch (error) {
      this.deps.log.error({ err: error, commandId: report.commandId }, 'dispenser report not applied');
      throw error;
    } finally {
      waiter?.wake();
    }
  }

  /** Runs one reserved command to settled or released; answers the final state. */
  async run(command: { commandId: string; topic: string; balls: number }): Promise<ReservationState> {
    const { DISPENSE_TIMEOUT_MS, DISPENSE_ACK_RETRY_MS } = this.deps.config;
    const end = Date.now() + DISPENSE_TIMEOUT_MS;
    let wake: () => void = () => {};
    const waiter: Waiter = { acked: false, reported: false, wake: () => wake() };
    this.waiters.set(command.commandId, waiter);
    try {
      let state = await applyReservationEvent(this.deps, command.commandId, 'sent');
      if (!(await this.send(command))) {
        return (await applyReservationEvent(this.deps, command.commandId, 'fault')) ?? 'released';
      }
      let lastSend = Date.now();
      for (;;) {
        // A report applied before this wait began woke nobody.
        if (waiter.ended) return waiter.ended;
        const now = Date.now();
        if (now >= end) break;
        const nextRetry = waiter.acked ? end : lastSend + DISPENSE_ACK_RETRY_MS;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.max(0, Math.min(end, nextRetry) - now));
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        // Shutting down: the reservation stays open and the dispense-timeouts job settles it.
        if (this.closed) return state ?? 'released';
        // A report this process applied says where it left the reservation: a final state is the
        // answer, an open one (the ack) needs no look. Otherwise (a timer, a report that failed to
        // apply) the state is read: another process may have applied the report.
        if (waiter.ended) return waiter.ended;
        if (waiter.reported) {
          waiter.reported = false;
          state = waiter.seen ?? state;
        } else state = await reservationState(this.deps.db, command.commandId);
        if (state && !isOpen(state)) return state;
        if (!waiter.acked && Date.now() >= lastSend + DISPENSE_ACK_RETRY_MS && Date.now() < end) {
          await this.send(command);
          lastSend = Date.now();
        }
      }
      if (!reportsHeard(this.deps.config, this.gateway)) {
        this.deps.log.warn(
          { commandId: command.commandId },
          'dispense timed out while reports from the broker may be missing; left open for the sweep',
        );
        return state ?? 'released';
      }
      return (await applyReservationEvent(this.deps, command.commandId, 'timeout')) ?? 'released';
    } finally {
      this.waiters.delete(command.commandId);
    }
  }

  private async send(command: { commandId: string; topic: string; balls: number }) {
    try {
      await this.gateway.send(command);
      return true;
    } catch (error) {
      this.deps.log.warn({ err: error, commandId: command.commandId }, 'dispense command not sent');
      return false;
    }
  }

  async close() {
    this.closed = true;
    this.open();
    this.unsubscribe();
    for (const waiter of this.waiters.values()) waiter.wake();
    await this.gateway.close();
  }
}
