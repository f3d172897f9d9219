import type { DispenserGateway, DispenserReport } from './dispenser';
import { type MachineOptions, SimulatedMachine } from './simulated-machine';

/** The embedded default: every dispenser is a simulated machine in this process, no broker. */
export function createDispenserSimulator(
  options: MachineOptions = {},
): DispenserGateway & { machine: SimulatedMachine } {
  const machine = new SimulatedMachine(options);
  const listeners = new Set<(report: DispenserReport) => void>();
  return {
    kind: 'simulator',
    machine,
    async send(command) {
      machine.receive(command.topic, command.commandId, command.balls, (report) => {
        // A report that fails to apply is logged by its listener; the simulator has no broker to
        // hear it again, so the failure ends here instead of as an unhandled rejection.
        for (const listener of listeners) void Promise.resolve(listener(report)).catch(() => {});
      });
    },
    onReport(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      machine.stop();
      listeners.clear();
    },
  };
}
