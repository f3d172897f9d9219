/**
 * The ball dispensers, seen from the API. A command carries a unique id; the machine answers with
 * an acknowledgement, then done or fault, each naming that id. Delivery is at least once (MQTT
 * QoS 1, and the API resends a command whose ack is lost), so the machine deduplicates by command
 * id and the API applies reports through the reservation state machine, which ignores repeats.
 *
 * Topics, under a prefix: `<prefix>/<dispenser topic>/command` (API → machine) and
 * `<prefix>/<dispenser topic>/report` (machine → API); a dispenser's topic is per club and
 * dispenser, e.g. `clubs/1/dispensers/2`.
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

export interface DispenserGateway {
  readonly kind: 'simulator' | 'mqtt';
  /** Publishes a command (again, on a retry: same id); resolves when the broker has it. */
  send(command: DispenseCommand): Promise<void>;
  /** Calls the listener with every report; returns the unsubscribe function. */
  onReport(listener: (report: DispenserReport) => void): () => void;
  close(): Promise<void>;
}

export function commandTopic(prefix: string, topic: string): string {
  return `${prefix}/${topic}/command`;
}

export function reportTopic(prefix: string, topic: string): string {
  return `${prefix}/${topic}/report`;
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
