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
        for (const listener of listeners) listener(report);
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
