import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed/index';
import { startSmsWorker } from './adapters/sms/deliver-sms';
import { smsAdapterFor } from './adapters/sms/select-sms';
import { Lifecycle } from './lib/lifecycle';
import { startOutboxWorker } from './modules/mail/outbox-worker';
import { startReconciliation } from './modules/shop/reconcile';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * One API process. It listens first and answers only the health checks (readiness 503) while it
 * migrates and seeds under the start-up lock (several instances starting together wait for the
 * one that migrates), then serves and starts its background workers.
 *
 * SIGTERM/SIGINT: readiness turns 503 and answers close their connections for SHUTDOWN_DRAIN_MS
 * (the load balancer moves away), then the server stops taking connections and finishes the
 * requests in flight (at most SHUTDOWN_TIMEOUT_MS), the shutdown hooks stop the workers (and any
 * job queue registered on the lifecycle), then Redis and the database pool are closed.
 */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const lifecycle = new Lifecycle();
  const database = await openDatabase(config, { migrate: false });
  const webDist = path.resolve(here, '../../web/dist');
  const app = await buildApp({ config, db: database.db, webDist, lifecycle });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    lifecycle.stopping();
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const forced = setTimeout(
      () => {
        app.log.error({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'shutdown timed out; exiting');
        process.exit(1);
      },
      config.SHUTDOWN_DRAIN_MS + config.SHUTDOWN_TIMEOUT_MS * 2,
    );
    forced.unref();
    // Drain: still listening and serving, but readiness says 503 (active health checks stop
    // sending traffic) and every answer closes its connection; the proxy's idle keep-alive
    // connections time out on its side (nginx: 4 s). Then no request can be on its way over a
    // connection this process closes.
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
    // Stops listening (new connections are refused and the proxy tries the next instance) and
    // waits for the requests in flight, at most SHUTDOWN_TIMEOUT_MS.
    const timer = setTimeout(() => {
      app.log.warn('requests still in flight after SHUTDOWN_TIMEOUT_MS; closing anyway');
      app.server.closeAllConnections();
    }, config.SHUTDOWN_TIMEOUT_MS);
    await app.close();
    clearTimeout(timer);
    const unfinished = await lifecycle.runShutdownHooks(config.SHUTDOWN_TIMEOUT_MS);
    if (unfinished.length > 0) app.log.warn({ hooks: unfinished }, 'shutdown hooks did not finish');
    await database.close().catch(() => {});
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  lifecycle.migrating();
  const seeded = await database.exclusive(async () => {
    await database.migrate();
    return seedIfEmpty(database.db, { demo: config.SEED_DEMO });
  });
  if (seeded) app.log.info('seeded an empty database with reference and demo data');
  if (closing) return;

  const deps = { db: database.db, config, now: () => new Date(), log: app.log };
  const workers = [
    startOutboxWorker(deps),
    startSmsWorker(deps, smsAdapterFor(config)),
    startReconciliation(deps),
  ];
  lifecycle.onShutdown('background workers', () =>
    Promise.all(workers.map((worker) => worker.stop())).then(() => {}),
  );
  lifecycle.ready();
  app.log.info(`GolfWallet on ${config.PUBLIC_URL} (database: ${database.kind}), ready`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
