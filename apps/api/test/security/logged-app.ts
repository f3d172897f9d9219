import { buildApp } from '../../src/app';
import { openTestDatabase, type TestApp, testClock, testConfig } from '../helper';

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
  return {
    app,
    database,
    config,
    clock,
    log: () => lines.join(''),
    call: ({ token, headers, url, ...rest }) =>
      app.inject({
        ...rest,
        url: `/api/v1${url}`,
        headers: {
          ...(token ? { authorization: `Basic ${Buffer.from(`${token}:`).toString('base64')}` } : {}),
          ...headers,
        },
      }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
