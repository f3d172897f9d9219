import type { DispenserReport } from './dispenser';

/**
 * How a simulated machine behaves: `normal` acks and reports done; `offline` never answers; `jam`
 * acks, then reports a fault; `late` answers after `delayMs`; `lose-ack` drops the first ack of
 * every command and holds its report until the API resends the command (so a test sees the resend
 * whatever the timers' timing), then behaves normally.
 */
export const MACHINE_MODES = ['normal', 'offline', 'jam', 'late', 'lose-ack'] as const;
export type MachineMode = (typeof MACHINE_MODES)[number];

export interface MachineOptions {
  mode?: MachineMode;
  /** Delay before done/fault (and, in `late` mode, before the ack too). */
  delayMs?: number;
}

/**
 * One simulated dispenser (or a bank of them: state is per command id). It deduplicates by
 * command id: a repeated command is acknowledged again and, once finished, gets its final report
 * again, but balls drop only once.
 */
export class SimulatedMachine {
  mode: MachineMode;
  delayMs: number;
  /** Balls dropped, per dispenser topic. */
  readonly dropped = new Map<string, number>();
  /** How many times each command id arrived (a resend after a lost ack counts again). */
  readonly received = new Map<string, number>();
  private readonly finished = new Map<string, DispenserReport>();
  private readonly started = new Set<string>();
  /** `lose-ack`: the commands whose first ack was lost, waiting for the resend to report. */
  private readonly awaitingResend = new Set<string>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(options: MachineOptions = {}) {
    this.mode = options.mode ?? 'normal';
    this.delayMs = options.delayMs ?? 20;
  }

  /** Handles one command; `reply` publishes a report. */
  receive(topic: string, commandId: string, balls: number, reply: (report: DispenserReport) => void): void {
    this.received.set(commandId, (this.received.get(commandId) ?? 0) + 1);
    if (this.mode === 'offline') return;
    const done = this.finished.get(commandId);
    if (done) {
      reply({ commandId, kind: 'ack' });
      reply(done);
      return;
    }
    const firstTime = !this.started.has(commandId);
    const ackDelay = this.mode === 'late' ? this.delayMs : 0;
    if (!(this.mode === 'lose-ack' && firstTime)) {
      this.later(ackDelay, () => reply({ commandId, kind: 'ack' }));
    }
    if (!firstTime && !this.awaitingResend.delete(commandId)) return;
    this.started.add(commandId);
    if (this.mode === 'lose-ack' && firstTime) {
      this.awaitingResend.add(commandId);
      return;
    }
    const mode = this.mode;
    this.later(ackDelay + this.delayMs, () => {
      const report: DispenserReport =
        mode === 'jam' ? { commandId, kind: 'fault', reason: 'jam' } : { commandId, kind: 'done' };
      if (report.kind === 'done') this.dropped.set(topic, (this.dropped.get(topic) ?? 0) + balls);
      this.finished.set(commandId, report);
      reply(report);
    });
  }

  /** Balls dropped at every dispenser together. */
  totalDropped(): number {
    let total = 0;
    for (const balls of this.dropped.values()) total += balls;
    return total;
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private later(ms: number, run: () => void) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
  }
}
