import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed/index';
import { startSmsWorker } from './adapters/sms/deliver-sms';
import { smsAdapterFor } from './adapters/sms/select-sms';
import { startOutboxWorker } from './modules/mail/outbox-worker';
import { startPushWorker } from './modules/push/push-worker';
import { startReconciliation } from './modules/shop/reconcile';

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
  const deps = { db: database.db, config, now: () => new Date(), log: app.log };
  const workers = [
    startOutboxWorker(deps),
    startSmsWorker(deps, smsAdapterFor(config)),
    startPushWorker(deps),
    startReconciliation(deps),
  ];

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await Promise.all(workers.map((worker) => worker.stop()));
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`GolfWallet on ${config.PUBLIC_URL} (database: ${database.kind})`);
}

void main();
