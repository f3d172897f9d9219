import { describe, expect, it, vi } from 'vitest';
import type { DispenserReport } from './dispenser';
import { createDispenserSimulator } from './dispenser-simulator';

describe('the embedded dispenser simulator', () => {
  it('keeps reporting when a listener fails, without an unhandled rejection', async () => {
    const gateway = createDispenserSimulator({ delayMs: 1 });
    const heard: DispenserReport['kind'][] = [];
    gateway.onReport(async (report) => {
      heard.push(report.kind);
      throw new Error('report not applied');
    });
    await gateway.send({ commandId: 'cmd-1', topic: 'range/1', balls: 30 });
    // Vitest fails the run on an unhandled rejection; the done report arriving is the end.
    await vi.waitFor(() => expect(heard).toContain('done'));
    expect(gateway.machine.dropped.get('range/1')).toBe(30);
    await gateway.close();
  });
});
