import path from 'node:path';
import { z } from 'zod';

/**
 * The validated environment. Every variable is documented in the README; a bad value stops
 * start-up with a message that names it.
 */
const zConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
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
  /** Login failures allowed per account and per IP within LOGIN_WINDOW_MINUTES. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(10),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Requests per minute per IP over the whole API. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /** HTTP SMS gateway (POST JSON {to, from, text}); unset keeps SMS in the development outbox. */
  SMS_GATEWAY_URL: z.url().optional(),
  /** Bearer token for SMS_GATEWAY_URL, if the gateway wants one. */
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  /** Sender name shown on the phone (at most 11 letters or digits). */
  SMS_SENDER: z
    .string()
    .regex(/^[A-Za-z0-9]{1,11}$/, 'must be 1 to 11 letters or digits')
    .default('GolfWallet'),
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
  /** Milliseconds to wait for a done report before the reservation is released (§ issue 15: 10 s). */
  DISPENSE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Milliseconds without an acknowledgement before the command is sent again (same command id). */
  DISPENSE_ACK_RETRY_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
  /** Mounts GET /api/v1/bench/floor, a bare route the benchmark measures as its floor. */
  BENCH_FLOOR_ROUTE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Config = Omit<z.infer<typeof zConfig>, 'PUBLIC_URL'> & { PUBLIC_URL: string; dataDir: string };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", so `DATABASE_URL= npm start` uses the default.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = zConfig.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    ...parsed.data,
    // Links in mail follow the port the server listens on unless the public address is given.
    PUBLIC_URL: parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`,
    dataDir: path.resolve(parsed.data.DATA_DIR),
  };
}
