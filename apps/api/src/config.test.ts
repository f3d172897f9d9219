import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      PUBLIC_URL: 'http://localhost:3000',
      SEED_DEMO: true,
      TRUST_PROXY: false,
      LOGIN_MAX_FAILURES: 10,
      LOGIN_MAX_FAILURES_PER_IP: 100,
      LOGIN_WINDOW_MINUTES: 15,
    });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('links mail to the port the server listens on unless PUBLIC_URL is given', () => {
    expect(loadConfig({ PORT: '3200' }).PUBLIC_URL).toBe('http://localhost:3200');
    expect(loadConfig({ PORT: '3200', PUBLIC_URL: 'https://golfwallet.dk' }).PUBLIC_URL).toBe(
      'https://golfwallet.dk',
    );
  });

  it('takes an empty variable as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(3000);
  });

  it('stops on a bad value with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
  });
});
