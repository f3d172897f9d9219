import type { FastifyBaseLogger } from 'fastify';

export interface Poller {
  /** Stops polling and waits for the run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `work` now and then again `intervalMs` after each run ends (never two at once). A failed
 * run is logged and the next one still comes.
 */
export function startPoller(
  name: string,
  work: () => Promise<unknown>,
  intervalMs: number,
  log: FastifyBaseLogger,
): Poller {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = work()
      .then(() => undefined)
      .catch((error: unknown) => {
        log.error({ err: error instanceof Error ? error.message : String(error) }, `${name} run failed`);
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, 0);
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
