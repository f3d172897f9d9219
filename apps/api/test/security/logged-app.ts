import { buildApp } from '../../src/app';
import { openTestDatabase, type TestApp, testAppOf, testClock, testConfig } from '../helper';

/**
 * A test app like createTestApp's, but logging at `trace` into memory, so a test can read every
 * line the server would have written.
 */
export async function createLoggedApp(
  env: Record<string, string> = {},
): Promise<TestApp & { log(): string }> {
  const database = await openTestDatabase();
  const config = testConfig({ LOG_LEVEL: 'trace', ...env });
  const clock = testClock();
  const lines: string[] = [];
  const app = await buildApp({
    config,
    db: database.db,
    now: clock.now,
    logStream: { write: (line: string) => void lines.push(line) },
  });
  await app.ready();
  return { ...testAppOf({ app, database, config, clock }), log: () => lines.join('') };
}
