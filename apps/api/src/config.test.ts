import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, standInsInUse } from './config';

/** A production set-up: the stand-ins off, Stripe with its keys. */
const PRODUCTION = {
  DEV_UNION_SIGNIN: 'false',
  ACQUIRER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      PUBLIC_URL: 'http://localhost:3000',
      SEED_DEMO: true,
      TRUST_PROXY: false,
      DEV_MAILBOX: 'local',
      DB_LOCK_TIMEOUT_MS: 5000,
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
    expect(loadConfig({ ...PRODUCTION, PORT: '3200', PUBLIC_URL: 'https://golfwallet.dk' }).PUBLIC_URL).toBe(
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

  it('refuses DEV_MAILBOX=open unless PUBLIC_URL is a localhost address', () => {
    expect(loadConfig({ DEV_MAILBOX: 'open' }).DEV_MAILBOX).toBe('open');
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1:8080',
      'http://[::1]:3000',
      'http://gw.localhost',
    ]) {
      expect(loadConfig({ DEV_MAILBOX: 'open', PUBLIC_URL: url }).DEV_MAILBOX, url).toBe('open');
    }
    for (const url of ['https://golfwallet.dk', 'http://192.168.1.20:3000', 'http://localhost.example.com']) {
      expect(() => loadConfig({ DEV_MAILBOX: 'open', PUBLIC_URL: url }), url).toThrow(
        /DEV_MAILBOX: open .* only allowed when PUBLIC_URL is a localhost address/,
      );
      expect(loadConfig({ ...PRODUCTION, DEV_MAILBOX: 'local', PUBLIC_URL: url }).DEV_MAILBOX).toBe('local');
    }
    expect(() => loadConfig({ DEV_MAILBOX: 'everyone' })).toThrow(/DEV_MAILBOX/);
  });

  it('reads one union issuer per country, all three variables together or none', () => {
    const config = loadConfig({
      UNION_OIDC_DK_ISSUER: 'https://login.dgu.example/',
      UNION_OIDC_DK_CLIENT_ID: 'golfwallet',
      UNION_OIDC_DK_CLIENT_SECRET: 's3cret',
    });
    expect(config.UNION_OIDC_DK_ISSUER).toBe('https://login.dgu.example/');
    expect(config.UNION_OIDC_NO_ISSUER).toBeUndefined();
    expect(config.DEV_UNION_SIGNIN).toBe(true);
    expect(() => loadConfig({ UNION_OIDC_NO_ISSUER: 'https://login.ngf.example/' })).toThrow(
      /UNION_OIDC_NO_\*: set ISSUER, CLIENT_ID and CLIENT_SECRET together/,
    );
    expect(() => loadConfig({ UNION_OIDC_FI_ISSUER: 'not a url' })).toThrow(/UNION_OIDC_FI_ISSUER/);
    expect(() => loadConfig({ DEV_UNION_SIGNIN: 'maybe' })).toThrow(/DEV_UNION_SIGNIN/);
  });

  it('refuses the development stand-ins by default with a PUBLIC_URL that is not localhost, naming each on a line', () => {
    const refusal = () => loadConfig({ PUBLIC_URL: 'https://golfwallet.example' });
    expect(refusal).toThrow(/^Invalid configuration:\n {2}DEV_UNION_SIGNIN: .*\n {2}ACQUIRER: [^\n]*$/);
    expect(refusal).toThrow(
      /DEV_UNION_SIGNIN: .* only allowed when PUBLIC_URL is a localhost address \(PUBLIC_URL is https:\/\/golfwallet\.example\)/,
    );
    expect(refusal).toThrow(/ACQUIRER: the test acquirer .* set ACQUIRER=stripe/);
    // Each one alone is named alone; set explicitly, it is refused the same.
    expect(() =>
      loadConfig({ ...PRODUCTION, DEV_UNION_SIGNIN: 'true', PUBLIC_URL: 'https://golfwallet.example' }),
    ).toThrow(/^Invalid configuration:\n {2}DEV_UNION_SIGNIN: [^\n]*$/);
    expect(() =>
      loadConfig({ ...PRODUCTION, ACQUIRER: 'test', PUBLIC_URL: 'https://golfwallet.example' }),
    ).toThrow(/^Invalid configuration:\n {2}ACQUIRER: [^\n]*$/);
    const production = loadConfig({ ...PRODUCTION, PUBLIC_URL: 'https://golfwallet.example' });
    expect(production).toMatchObject({
      DEV_UNION_SIGNIN: false,
      ACQUIRER: 'stripe',
      TEST_ENVIRONMENT: false,
    });
  });

  it('keeps the stand-ins on by default on localhost, and allows them elsewhere with TEST_ENVIRONMENT=true', () => {
    expect(loadConfig({})).toMatchObject({
      DEV_UNION_SIGNIN: true,
      ACQUIRER: 'test',
      TEST_ENVIRONMENT: false,
    });
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:8080' })).toMatchObject({ DEV_UNION_SIGNIN: true });
    const test = loadConfig({
      PUBLIC_URL: 'https://test.golfwallet.example',
      TEST_ENVIRONMENT: 'true',
      DEV_MAILBOX: 'open',
    });
    expect(test).toMatchObject({
      DEV_UNION_SIGNIN: true,
      ACQUIRER: 'test',
      DEV_MAILBOX: 'open',
      TEST_ENVIRONMENT: true,
    });
    expect(() => loadConfig({ TEST_ENVIRONMENT: 'yes' })).toThrow(/TEST_ENVIRONMENT/);
  });

  it('lists the stand-ins in use for the start-up log', () => {
    expect(standInsInUse(loadConfig({}))).toEqual([
      'DEV_UNION_SIGNIN=true',
      'ACQUIRER=test',
      'DEV_MAILBOX=local',
    ]);
    expect(
      standInsInUse(
        loadConfig({
          ...PRODUCTION,
          SMTP_URL: 'smtp://mail.example:25',
          PUBLIC_URL: 'https://golfwallet.example',
        }),
      ),
    ).toEqual([]);
  });
});
