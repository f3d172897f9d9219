/**
 * The provider's admin command: brings a club and its first owner on without touching the
 * database, and blocks, unblocks or deletes a golfer's profile (spec §1 privacy text, §6).
 *
 *   npm run admin -- create-club --name "Skovlunde Golfklub" --country DK --lat 55.72 --lng 12.40 [--city …] [--departments "Bane,Shop"]
 *   npm run admin -- invite-owner --club <club id> --email owner@club.dk
 *   npm run admin -- block-user golfer@example.com --reason "Abusive messages in transfers" [--actor "Jane (support)"]
 *   npm run admin -- unblock-user golfer@example.com --reason "Cleared after review"
 *   npm run admin -- delete-user golfer@example.com --reason "Repeated abuse after a block"
 *   npm run admin -- end-sessions golfer@example.com --reason "Lost phone" (signs out, does not block)
 *   npm run admin -- end-all-sessions --reason "Suspected leak" (every golfer signs in again)
 *
 * Runs against the configured database (DATABASE_URL, or the embedded one under DATA_DIR). Mails
 * wait in the outbox (the server delivers them; /dev/mail shows them without SMTP); an invitation's
 * link is printed too. The commands are in commands.ts.
 */
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedIfEmpty } from '../db/seed/index';
import { runAdminCommand } from './commands';

/** Warnings and errors to stderr; the command's own output is its printed lines. */
function consoleLogger(): FastifyBaseLogger {
  const quiet = () => {};
  const logger = {
    level: 'warn',
    fatal: console.error,
    error: console.error,
    warn: console.warn,
    info: quiet,
    debug: quiet,
    trace: quiet,
    silent: quiet,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await seedIfEmpty(database.db, { demo: config.SEED_DEMO });
    process.exitCode = await runAdminCommand(
      process.argv.slice(2),
      { db: database.db, config, now: () => new Date(), log: consoleLogger() },
      { log: (line) => console.log(line), error: (line) => console.error(line) },
    );
  } finally {
    await database.close();
  }
}

void main();
