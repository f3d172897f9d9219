/**
 * The ball dispensers, seen from the API. A command carries a unique id; the machine answers with
 * an acknowledgement, then done or fault, each naming that id. Delivery is at least once (MQTT
 * QoS 1, and the API resends a command whose ack is lost), so the machine deduplicates by command
 * id and the API applies reports through the reservation state machine, which ignores repeats.
 *
 * Topics, under a prefix: `<prefix>/<dispenser topic>/command` (API → machine),
 * `<prefix>/<dispenser topic>/report` (machine → API) and `<prefix>/<dispenser topic>/status`
 * (machine → API, retained: ready, busy or offline; a machine sets `offline` as its last will); a
 * dispenser's topic is per club and dispenser, e.g. `clubs/1/dispensers/2`.
 */
export interface DispenseCommand {
  commandId: string;
  /** The dispenser's topic (dispensers.mqtt_topic), without prefix. */
  topic: string;
  balls: number;
}

export type DispenserReportKind = 'ack' | 'done' | 'fault';

export interface DispenserReport {
  commandId: string;
  kind: DispenserReportKind;
  /** Why a fault happened, e.g. 'jam'. */
  reason?: string;
}

/** What a machine says it is, on `<prefix>/<dispenser topic>/status` (retained). */
export const DISPENSER_STATUSES = ['ready', 'busy', 'offline'] as const;
export type DispenserStatus = (typeof DISPENSER_STATUSES)[number];

export interface DispenserStatusReport {
  /** The dispenser's topic, without prefix. */
  topic: string;
  status: DispenserStatus;
}

export interface DispenserGateway {
  readonly kind: 'simulator' | 'mqtt';
  /** Publishes a command (again, on a retry: same id); resolves when the broker has it. */
  send(command: DispenseCommand): Promise<void>;
  /**
   * Calls the listener with every report; returns the unsubscribe function. A gateway with a
   * broker acknowledges a report to it only once the listeners' promises have resolved (so a report
   * whose handling failed, or was cut off by a crash, is delivered again), one report at a time.
   */
  onReport(listener: (report: DispenserReport) => void | Promise<void>): () => void;
  /**
   * Calls the listener with every status a machine announces (a gateway whose machines announce
   * none, like the embedded simulator, never calls it); returns the unsubscribe function.
   */
  onStatus?(listener: (report: DispenserStatusReport) => void | Promise<void>): () => void;
  /**
   * Whether every report the broker kept for this gateway's session while it was away has been
   * handled: false while disconnected, and after each (re)connection until the session's queue is
   * delivered. Only then may an open reservation be released for lack of a done
   * (reservation.service.ts, reportsHeard). Absent: nothing is ever queued (the embedded simulator).
   */
  caughtUp?(): boolean;
  /** Resolves the next time caughtUp() is true (at once when it is), or when the gateway closes. */
  whenCaughtUp?(): Promise<void>;
  close(): Promise<void>;
}

export function commandTopic(prefix: string, topic: string): string {
  return `${prefix}/${topic}/command`;
}

export function reportTopic(prefix: string, topic: string): string {
  return `${prefix}/${topic}/report`;
}

export function statusTopic(prefix: string, topic: string): string {
  return `${prefix}/${topic}/status`;
}

/** Parses a JSON status ({"status":"ready"}); null when it is not one (or an emptied retained message). */
export function parseStatus(payload: string): DispenserStatus | null {
  try {
    const value = JSON.parse(payload) as { status?: unknown };
    return (DISPENSER_STATUSES as readonly unknown[]).includes(value.status)
      ? (value.status as DispenserStatus)
      : null;
  } catch {
    return null;
  }
}

/** Parses a JSON report; null when it is not one (a stray message on the topic). */
export function parseReport(payload: string): DispenserReport | null {
  try {
    const value = JSON.parse(payload) as Partial<DispenserReport>;
    if (typeof value.commandId !== 'string') return null;
    if (value.kind !== 'ack' && value.kind !== 'done' && value.kind !== 'fault') return null;
    return {
      commandId: value.commandId,
      kind: value.kind,
      ...(typeof value.reason === 'string' ? { reason: value.reason } : {}),
    };
  } catch {
    return null;
  }
}

/** Parses a JSON command; null when it is not one. */
export function parseCommand(payload: string): Omit<DispenseCommand, 'topic'> | null {
  try {
    const value = JSON.parse(payload) as Partial<DispenseCommand>;
    if (typeof value.commandId !== 'string' || typeof value.balls !== 'number') return null;
    return { commandId: value.commandId, balls: value.balls };
  } catch {
    return null;
  }
}
