/**
 * Where this API process is in its life, for the readiness endpoint and the start-up gate, and the
 * hooks a graceful shutdown runs once the HTTP server has finished its requests in flight.
 *
 *   starting → migrating → ready → stopping
 *
 * Anything that holds work for the process (the background workers, a job queue) registers a hook
 * with `onShutdown`: it is awaited after the last request is answered and before the database pool
 * is closed, so it can finish or release its jobs for another instance to pick up.
 */
export type LifecyclePhase = 'starting' | 'migrating' | 'ready' | 'stopping';

export interface ShutdownHook {
  name: string;
  run: () => Promise<void> | void;
}

export class Lifecycle {
  #phase: LifecyclePhase;
  readonly #hooks: ShutdownHook[] = [];
  #whenReady: (() => void)[] = [];

  constructor(phase: LifecyclePhase = 'starting') {
    this.#phase = phase;
  }

  get phase(): LifecyclePhase {
    return this.#phase;
  }

  /** Requests other than the health checks are served only in this phase. */
  get serving(): boolean {
    return this.#phase === 'ready';
  }

  migrating() {
    if (this.#phase === 'starting') this.#phase = 'migrating';
  }

  ready() {
    if (this.#phase === 'stopping') return;
    this.#phase = 'ready';
    const waiting = this.#whenReady;
    this.#whenReady = [];
    for (const run of waiting) run();
  }

  /** Runs `run` once the process is ready (migrations done): at once when it already is. */
  whenReady(run: () => void) {
    if (this.#phase === 'ready') run();
    else if (this.#phase !== 'stopping') this.#whenReady.push(run);
  }

  stopping() {
    this.#phase = 'stopping';
  }

  /** Registers work to stop on shutdown; hooks run in reverse order of registration. */
  onShutdown(name: string, run: ShutdownHook['run']) {
    this.#hooks.push({ name, run });
  }

  /**
   * Runs every hook (last registered first); one that fails or takes longer than `timeoutMs` is
   * reported and the others still run. Answers the names of the hooks that did not finish cleanly.
   */
  async runShutdownHooks(timeoutMs: number): Promise<string[]> {
    const failed: string[] = [];
    for (const hook of [...this.#hooks].reverse()) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), timeoutMs);
      });
      try {
        const outcome = await Promise.race([
          Promise.resolve(hook.run()).then(() => 'done' as const),
          timedOut,
        ]);
        if (outcome === 'timeout') failed.push(hook.name);
      } catch {
        failed.push(hook.name);
      } finally {
        clearTimeout(timer);
      }
    }
    this.#hooks.length = 0;
    return failed;
  }
}
