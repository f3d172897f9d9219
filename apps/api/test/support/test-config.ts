import { type Config, loadConfig } from '../../src/config';

/**
 * The tests' configuration: quiet, no rate limit worth the name. Its own module, so a child process
 * (test/fault/job-worker-child.ts) takes it without loading the whole app.
 */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/golfwallet-test',
    PUBLIC_URL: 'http://localhost:3000',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...overrides,
  });
}
