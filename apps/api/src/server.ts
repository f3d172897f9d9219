import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig, standInsInUse } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed/index';
import { backgroundJobs } from './jobs/background-jobs';
import { startJobs } from './jobs/select-runner';
import { Lifecycle } from './lib/lifecycle';
import { testClock } from './plugins/test-clock';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * One API process. It listens first and answers only the health checks (readiness 503) while it
 * migrates and seeds under the start-up lock (several instances starting together wait for the
 * one that migrates), then serves and starts its background workers.
 *
 * SIGTERM/SIGINT: the server stops taking connections, readiness turns 503, answers close their
 * connections and the proxy's idle ones are left to it for SHUTDOWN_DRAIN_MS, then the requests in
 * flight get at most SHUTDOWN_TIMEOUT_MS to finish; then the app closes (Redis with it), the
 * shutdown hooks stop the workers (and any job queue registered on the lifecycle), and the database
 * pool is closed.
 */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const standIns = standInsInUse(config);
  const lifecycle = new Lifecycle();
  const database = await openDatabase(config, { migrate: false });
  const webDist = path.resolve(here, '../../web/dist');
  const app = await buildApp({ config, db: database.db, webDist, lifecycle, checkResponses: false });

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
    // Stop accepting connections: a proxy's next connection is refused and it tries the next
    // instance (safe for any request, nothing was sent). net.Server's close, unlike http.Server's,
    // leaves the open keep-alive connections alone: closing one as the proxy sends a request on it
    // would cut that request off. Instead, for SHUTDOWN_DRAIN_MS, what still arrives on them is
    // served and answered with Connection: close, and the proxy closes its idle ones itself
    // (nginx: after 4 s). Then idle connections left are closed, and the requests in flight get
    // until SHUTDOWN_TIMEOUT_MS to finish.
    const server = app.server;
    const allClosed = new Promise<void>((resolve) => server.once('close', () => resolve()));
    net.Server.prototype.close.call(server);
    const within = (ms: number) =>
      Promise.race([allClosed.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);
    if (!(await within(config.SHUTDOWN_DRAIN_MS))) {
      server.closeIdleConnections();
      if (!(await within(config.SHUTDOWN_TIMEOUT_MS))) {
        app.log.warn('requests still in flight after SHUTDOWN_TIMEOUT_MS; closing anyway');
        server.closeAllConnections();
      }
    }
    // The server is closed by now; this runs the onClose hooks (Redis, the dispense runner).
    await app.close();
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

  // The jobs keep the API's time: the movable test clock when TEST_CLOCK_ROUTE is on (e2e only).
  const now = config.TEST_CLOCK_ROUTE ? testClock.now(undefined) : () => new Date();
  // The dispense-timeouts sweep needs this instance's dispenser gateway: it releases nothing until
  // the gateway's persistent MQTT session has delivered the reports kept while the API was down.
  const deps = { db: database.db, config, now, log: app.log, dispenser: app.dispenser };
  // Mail and SMS delivery, transfer expiry, reconciliation, dispense timeouts (jobs/background-jobs.ts);
  // on shutdown the runs in hand finish and the rest is left to another instance.
  const jobs = await startJobs(deps, backgroundJobs);
  lifecycle.onShutdown('jobs', () => jobs.stop());
  app.log.info({ runner: jobs.kind, jobs: jobs.jobs }, 'background jobs started');
  lifecycle.ready();
  app.log.info(`GolfWallet on ${config.PUBLIC_URL} (database: ${database.kind}), ready`);
  // Which development stand-ins answer here (loadConfig refused them unless PUBLIC_URL is a
  // localhost address or TEST_ENVIRONMENT=true).
  app.log.info(
    { standIns, testEnvironment: config.TEST_ENVIRONMENT },
    standIns.length > 0
      ? `development stand-ins active: ${standIns.join(', ')}`
      : 'no development stand-ins active',
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
