import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed/index';
import { backgroundJobs } from './jobs/background-jobs';
import { startJobs } from './jobs/select-runner';
import { testClock } from './plugins/test-clock';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const database = await openDatabase(config);
  const seeded = await seedIfEmpty(database.db, { demo: config.SEED_DEMO });
  const webDist = path.resolve(here, '../../web/dist');
  const app = await buildApp({ config, db: database.db, webDist });
  if (seeded) app.log.info('seeded an empty database with reference and demo data');
  // The jobs keep the API's time: the movable test clock when TEST_CLOCK_ROUTE is on (e2e only).
  const now = config.TEST_CLOCK_ROUTE ? testClock.now(undefined) : () => new Date();
  const deps = { db: database.db, config, now, log: app.log };
  // Mail and SMS delivery, transfer expiry, reconciliation, dispense timeouts (jobs/background-jobs.ts).
  const jobs = await startJobs(deps, backgroundJobs);
  app.log.info({ runner: jobs.kind, jobs: jobs.jobs }, 'background jobs started');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`GolfWallet on ${config.PUBLIC_URL} (database: ${database.kind})`);
}

void main();
