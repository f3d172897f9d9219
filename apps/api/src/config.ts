import path from 'node:path';
import { z } from 'zod';

/** Countries whose golf union signs golfers in over OpenID Connect (Sweden has its own login). */
export const OIDC_COUNTRIES = ['DK', 'NO', 'IS', 'FI'] as const;
export type OidcCountry = (typeof OIDC_COUNTRIES)[number];

/** UNION_OIDC_<CC>_ISSUER, _CLIENT_ID and _CLIENT_SECRET for each OIDC country. */
const unionOidcVariables = Object.fromEntries(
  OIDC_COUNTRIES.flatMap((country) => [
    [`UNION_OIDC_${country}_ISSUER`, z.url().optional()],
    [`UNION_OIDC_${country}_CLIENT_ID`, z.string().min(1).optional()],
    [`UNION_OIDC_${country}_CLIENT_SECRET`, z.string().min(1).optional()],
  ]),
) as Record<
  `UNION_OIDC_${OidcCountry}_${'ISSUER' | 'CLIENT_ID' | 'CLIENT_SECRET'}`,
  z.ZodOptional<z.ZodString>
>;

/**
 * The validated environment. Every variable is documented in the README; a bad value stops
 * start-up with a message that names it.
 */
const zConfig = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Folder for the embedded database and generated files. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** postgres://… selects a PostgreSQL server; unset uses the embedded PGlite under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** smtp://user:pass@host:port; unset keeps mail in the outbox and mounts /dev/mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /**
   * Who may read the development mailbox (/dev/mail) while mail stays in the outbox: `local`
   * (loopback clients only), `open` (anyone; only with a localhost PUBLIC_URL or TEST_ENVIRONMENT=true)
   * or `off`.
   */
  DEV_MAILBOX: z.enum(['local', 'open', 'off']).default('local'),
  MAIL_FROM: z.string().min(3).default('GolfWallet <no-reply@golfwallet.local>'),
  /** The address golfers reach the site at, used in links in mail; unset: http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Load the demo data (clubs, unions, demo golfer) into an empty database. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Set when the site is served over TLS (directly or behind a proxy): turns on HSTS. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Where /driving-range sends golfers. */
  DRIVING_RANGE_URL: z.url().default('https://range.golfwallet.example/'),
  /** Login failures allowed per account (e-mail) within LOGIN_WINDOW_MINUTES: against guessing one password. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(10),
  /**
   * Login failures allowed per IP address within LOGIN_WINDOW_MINUTES: against password spraying
   * (one guess at many accounts). High, because a clubhouse Wi-Fi or a carrier's NAT puts many
   * golfers behind one address and their typos must not lock each other out.
   */
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).max(100_000).default(100),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** How long a write waits for a row lock before it answers 503 (SET LOCAL lock_timeout). */
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(5000),
  /**
   * redis://host:port of a Redis shared by every API instance: request rate limits count there, so
   * N instances enforce one limit. Unset: counted in this process (one instance, embedded setup).
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Prefix of every key this installation writes to Redis (several installations can share one). */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_:.-]{1,100}$/, 'letters, digits, _ : . -')
    .default('golfwallet:'),
  /** Connections each API instance keeps to PostgreSQL at most (instances × this ≤ max_connections). */
  DB_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(10),
  /** How long a shutdown (SIGTERM/SIGINT) waits for requests in flight before it gives up on them. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /**
   * On SIGTERM/SIGINT the server stops taking connections at once; this long it leaves the open
   * keep-alive connections to the proxy to close (what arrives on them is served, answered with
   * Connection: close) before closing the idle ones itself. Longer than the proxy's upstream
   * keep-alive (nginx here: 4 s), so no request is cut off on its way in. 0 on a single instance.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** How many API instances `npm run cluster` starts behind nginx. */
  API_INSTANCES: z.coerce.number().int().min(1).max(64).default(3),
  /**
   * A token the supervisor that starts this process made up for it; /health/live echoes it, so
   * the supervisor knows the answer on the port is this process and not another one (npm run
   * cluster sets it). Not a secret.
   */
  INSTANCE_TOKEN: z.string().min(1).max(200).optional(),
  /** Requests per minute per IP over the whole API. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /**
   * Card payments: the embedded test acquirer or Stripe (needs the three STRIPE_ keys). Unset: the
   * test acquirer, which is a development stand-in (see DEV_STAND_INS): with a PUBLIC_URL that is
   * not a localhost address the server refuses it unless TEST_ENVIRONMENT=true.
   */
  ACQUIRER: z.enum(['test', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  /**
   * How long the API waits for each acquirer call (card look-up, charge, look-up, refund) before
   * answering "network problem". At most 20 s: a checkout's Idempotency-Key may be taken over once
   * it has reserved nothing for ABANDONED_CLAIM_MS (60 s), which assumes the acquirer answers (or
   * is given up) well within that.
   */
  ACQUIRER_TIMEOUT_MS: z.coerce.number().int().min(100).max(20_000).default(10_000),
  /**
   * Connections each instance's job queue (pg-boss, with DATABASE_URL) may hold for polling, claims
   * and heartbeats; the jobs' own queries use the API's pool.
   */
  JOB_POOL_SIZE: z.coerce.number().int().min(1).max(50).default(3),
  /** How often the reconciliation job repairs payments captured but not issued (seconds). */
  RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** HTTP SMS gateway (POST JSON {to, from, text}); unset keeps SMS in the development outbox. */
  SMS_GATEWAY_URL: z.url().optional(),
  /** Bearer token for SMS_GATEWAY_URL, if the gateway wants one. */
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  /** Sender name shown on the phone (at most 11 letters or digits). */
  SMS_SENDER: z
    .string()
    .regex(/^[A-Za-z0-9]{1,11}$/, 'must be 1 to 11 letters or digits')
    .default('GolfWallet'),
  /**
   * The embedded development golf-union sign-in: an OpenID provider under /dev/union-oidc over the
   * seeded member registry, used for every OIDC country without UNION_OIDC_<CC>_ISSUER, and the
   * Swedish login simulator when SWEDEN_LOGIN_URL is unset. Unset: on. A development stand-in (see
   * DEV_STAND_INS): with a PUBLIC_URL that is not a localhost address the server refuses it unless
   * TEST_ENVIRONMENT=true.
   */
  DEV_UNION_SIGNIN: z.enum(['true', 'false']).optional(),
  /**
   * This installation is a shared test environment reached at a non-localhost PUBLIC_URL: the
   * development stand-ins are allowed there (and DEV_MAILBOX=open), and every web page shows a
   * "test" banner. Never set in production.
   */
  TEST_ENVIRONMENT: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** The Swedish union's login endpoint (POST JSON {golfId, password}); unset uses the simulator. */
  SWEDEN_LOGIN_URL: z.url().optional(),
  ...unionOidcVariables,
  /**
   * Web Push (RFC 8292 VAPID) key pair, base64url as `npx web-push generate-vapid-keys` prints it.
   * Set both to deliver pushes to the browsers' push services; unset keeps every push in the
   * outbox, where the development mailbox shows it (a key pair made at start-up lets browsers
   * subscribe).
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be the base64url public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be the base64url private key')
    .optional(),
  /** Who runs this server, told to the push services: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .default('mailto:no-reply@golfwallet.local'),
  /** The Apple Wallet pass type identifier (pass.…) the pass certificate was issued for. */
  WALLET_PASS_TYPE_ID: z
    .string()
    .regex(/^pass\.[A-Za-z0-9.-]{1,200}$/, 'must start with pass.')
    .default('pass.local.golfwallet.development'),
  /** The Apple developer team identifier of the pass certificate. */
  WALLET_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'must be 10 capital letters or digits')
    .default('DEVELOPMNT'),
  /**
   * PEM files of the Apple pass certificate, its private key and Apple's WWDR intermediate; set all
   * three or none. Unset: a development CA and pass certificate made at first need (kept in the
   * database), so passes are well-formed and verifiable, though an iPhone will not accept them.
   */
  WALLET_PASS_CERT_FILE: z.string().min(1).optional(),
  WALLET_PASS_KEY_FILE: z.string().min(1).optional(),
  WALLET_WWDR_CERT_FILE: z.string().min(1).optional(),
  /**
   * APNs token authentication: the .p8 key file and its key id (team: WALLET_TEAM_ID). Set both to
   * tell registered devices of changed passes; unset keeps each notification in the wallet outbox.
   */
  APNS_KEY_FILE: z.string().min(1).optional(),
  APNS_KEY_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'must be 10 capital letters or digits')
    .optional(),
  /** The APNs server (the sandbox is https://api.sandbox.push.apple.com). */
  APNS_URL: z.url().default('https://api.push.apple.com'),
  /** The Google Wallet issuer id (digits) the classes and objects belong to. */
  GOOGLE_WALLET_ISSUER_ID: z
    .string()
    .regex(/^\d{1,30}$/, 'must be digits')
    .default('3388000000000000000'),
  /**
   * The Google service account's JSON key file: signs "Save to Google Wallet" links and sends object
   * updates. Unset: a development key made at first need signs the links, and updates stay in the
   * wallet outbox.
   */
  GOOGLE_WALLET_KEY_FILE: z.string().min(1).optional(),
  /** mqtt://host:port of the broker the ball dispensers listen on; unset uses the in-process simulator. */
  MQTT_URL: z
    .string()
    .regex(/^mqtts?:\/\//, 'must start with mqtt:// or mqtts://')
    .optional(),
  /** Prefix of every dispenser topic (one broker can serve several installations or test runs). */
  MQTT_TOPIC_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_\-/]{1,100}$/, 'letters, digits, _ - and /')
    .default('golfwallet'),
  /**
   * This API instance's MQTT client id: its persistent session on the broker (clean session off),
   * which keeps the machines' reports while the instance is away and delivers them when it comes
   * back. Stable across restarts and different for every instance; unset:
   * `golfwallet-api-<host name>-<PORT>`.
   */
  MQTT_CLIENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'letters, digits, _ . and -, at most 64')
    .optional(),
  /** Milliseconds to wait for a done report before the reservation is released (§ issue 15: 10 s). */
  DISPENSE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Milliseconds without an acknowledgement before the command is sent again (same command id). */
  DISPENSE_ACK_RETRY_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
  /**
   * Extra host → language pairs as JSON ('{"host":"locale",…}'), on top of spec §1's table. The
   * same variable the web build reads, so index.html's `<html lang>` and the app agree.
   */
  VITE_LOCALE_HOSTS: z.string().max(10_000).optional(),
  /** Mounts GET /api/v1/bench/floor, a bare route the benchmark measures as its floor. */
  BENCH_FLOOR_ROUTE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * End-to-end tests only: mounts PUT /api/v1/test/clock, which moves the server's clock (the desk
   * journey needs a right and a wrong weekday), and POST /api/v1/test/admin, which runs the
   * block-user, unblock-user and delete-user admin commands against the server's embedded
   * database (the blocked-login journey). Never set in production.
   */
  TEST_CLOCK_ROUTE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

/** The name of every variable the server reads (the README's configuration table lists each). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(zConfig.shape);

export type Config = Omit<z.infer<typeof zConfig>, 'PUBLIC_URL' | 'DEV_UNION_SIGNIN' | 'ACQUIRER'> & {
  PUBLIC_URL: string;
  DEV_UNION_SIGNIN: boolean;
  ACQUIRER: 'test' | 'stripe';
  dataDir: string;
};

/**
 * The development stand-ins: settings whose default serves a developer's machine and would be a
 * hole in production. Each is allowed only when PUBLIC_URL is a localhost address, or with
 * TEST_ENVIRONMENT=true; otherwise the server refuses to start with one line per offending setting.
 */
const DEV_STAND_INS = [
  {
    name: 'DEV_UNION_SIGNIN',
    active: (c: Config) => c.DEV_UNION_SIGNIN,
    what: 'the development golf-union sign-in (every registry member signs in with one shared password) and the Swedish login simulator',
    fix: 'DEV_UNION_SIGNIN=false',
  },
  {
    name: 'ACQUIRER',
    active: (c: Config) => c.ACQUIRER === 'test',
    what: 'the test acquirer (test cards pay for real vouchers)',
    fix: 'ACQUIRER=stripe with its STRIPE_ keys',
  },
  {
    name: 'DEV_MAILBOX',
    active: (c: Config) => c.DEV_MAILBOX === 'open',
    what: 'open (anyone can read every reset link at /dev/mail)',
    fix: 'DEV_MAILBOX=local or SMTP_URL',
  },
] as const;

/**
 * The development stand-ins this server runs with, for the start-up log: the union sign-in, the
 * test acquirer, the development mailbox (whenever mail stays in the outbox) and the test clock.
 */
export function standInsInUse(config: Config): string[] {
  return [
    ...(config.DEV_UNION_SIGNIN ? ['DEV_UNION_SIGNIN=true'] : []),
    ...(config.ACQUIRER === 'test' ? ['ACQUIRER=test'] : []),
    ...(!config.SMTP_URL && config.DEV_MAILBOX !== 'off' ? [`DEV_MAILBOX=${config.DEV_MAILBOX}`] : []),
    ...(config.TEST_CLOCK_ROUTE ? ['TEST_CLOCK_ROUTE=true'] : []),
  ];
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", so `DATABASE_URL= npm start` uses the default.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = zConfig.safeParse(present);
  const incomplete = OIDC_COUNTRIES.filter((country) => {
    const given = ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET'].filter(
      (part) => present[`UNION_OIDC_${country}_${part}`],
    );
    return given.length > 0 && given.length < 3;
  });
  if (!parsed.success || incomplete.length > 0) {
    const lines = (parsed.success ? [] : parsed.error.issues).map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    for (const country of incomplete) {
      lines.push(`  UNION_OIDC_${country}_*: set ISSUER, CLIENT_ID and CLIENT_SECRET together`);
    }
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (
    parsed.data.ACQUIRER === 'stripe' &&
    !(
      parsed.data.STRIPE_SECRET_KEY &&
      parsed.data.STRIPE_PUBLISHABLE_KEY &&
      parsed.data.STRIPE_WEBHOOK_SECRET
    )
  ) {
    throw new Error(
      'Invalid configuration:\n  ACQUIRER: stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
    );
  }
  if (Boolean(parsed.data.VAPID_PUBLIC_KEY) !== Boolean(parsed.data.VAPID_PRIVATE_KEY)) {
    throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  }
  const passFiles = [
    parsed.data.WALLET_PASS_CERT_FILE,
    parsed.data.WALLET_PASS_KEY_FILE,
    parsed.data.WALLET_WWDR_CERT_FILE,
  ].filter(Boolean).length;
  if (passFiles !== 0 && passFiles !== 3) {
    throw new Error(
      'Invalid configuration:\n  WALLET_PASS_CERT_FILE, WALLET_PASS_KEY_FILE, WALLET_WWDR_CERT_FILE: set all three or none',
    );
  }
  if (Boolean(parsed.data.APNS_KEY_FILE) !== Boolean(parsed.data.APNS_KEY_ID)) {
    throw new Error('Invalid configuration:\n  APNS_KEY_FILE, APNS_KEY_ID: set both or neither');
  }
  // Links in mail follow the port the server listens on unless the public address is given.
  const publicUrl = parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`;
  const config: Config = {
    ...parsed.data,
    PUBLIC_URL: publicUrl,
    DEV_UNION_SIGNIN: (parsed.data.DEV_UNION_SIGNIN ?? 'true') === 'true',
    ACQUIRER: parsed.data.ACQUIRER ?? 'test',
    dataDir: path.resolve(parsed.data.DATA_DIR),
  };
  if (!isLocalhostUrl(publicUrl) && !config.TEST_ENVIRONMENT) {
    const offending = DEV_STAND_INS.filter((standIn) => standIn.active(config));
    if (offending.length > 0) {
      throw new Error(
        `Invalid configuration:\n${offending
          .map(
            (standIn) =>
              `  ${standIn.name}: ${standIn.what} is a development stand-in, only allowed when PUBLIC_URL is a localhost address (PUBLIC_URL is ${publicUrl}); set ${standIn.fix}, or TEST_ENVIRONMENT=true for a test environment.`,
          )
          .join('\n')}`,
      );
    }
  }
  return config;
}

/** True for an address on this machine only: localhost (and its subdomains), 127.0.0.0/8, ::1. */
export function isLocalhostUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}
