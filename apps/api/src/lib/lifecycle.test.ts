import { describe, expect, it } from 'vitest';
import { Lifecycle } from './lifecycle';

describe('Lifecycle', () => {
  it('goes starting → migrating → ready → stopping and serves only when ready', () => {
    const lifecycle = new Lifecycle();
    expect([lifecycle.phase, lifecycle.serving]).toEqual(['starting', false]);
    lifecycle.migrating();
    expect([lifecycle.phase, lifecycle.serving]).toEqual(['migrating', false]);
    lifecycle.ready();
    expect([lifecycle.phase, lifecycle.serving]).toEqual(['ready', true]);
    lifecycle.stopping();
    // A shutdown that began while migrating is not undone by the end of the migration.
    lifecycle.ready();
    expect([lifecycle.phase, lifecycle.serving]).toEqual(['stopping', false]);
  });

  it('runs work waiting for readiness once ready, at once when already ready, never after stopping', () => {
    const lifecycle = new Lifecycle();
    const ran: string[] = [];
    lifecycle.whenReady(() => ran.push('early'));
    lifecycle.migrating();
    expect(ran).toEqual([]);
    lifecycle.ready();
    lifecycle.whenReady(() => ran.push('late'));
    lifecycle.ready();
    expect(ran).toEqual(['early', 'late']);
    const stopped = new Lifecycle();
    stopped.stopping();
    stopped.whenReady(() => ran.push('never'));
    stopped.ready();
    expect(ran).toEqual(['early', 'late']);
  });

  it('runs the shutdown hooks last registered first; one that fails or hangs does not stop the others', async () => {
    const lifecycle = new Lifecycle('ready');
    const ran: string[] = [];
    lifecycle.onShutdown('pool', () => {
      ran.push('pool');
    });
    lifecycle.onShutdown('hangs', () => new Promise<void>(() => ran.push('hangs')));
    lifecycle.onShutdown('fails', async () => {
      ran.push('fails');
      throw new Error('boom');
    });
    lifecycle.onShutdown('jobs', async () => {
      ran.push('jobs');
    });
    expect(await lifecycle.runShutdownHooks(20)).toEqual(['fails', 'hangs']);
    expect(ran).toEqual(['jobs', 'fails', 'hangs', 'pool']);
    // Each hook runs once.
    expect(await lifecycle.runShutdownHooks(20)).toEqual([]);
    expect(ran).toHaveLength(4);
  });
});
