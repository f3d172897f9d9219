import type { FastifyBaseLogger } from 'fastify';
import type { Acquirer } from './adapters/acquirer/acquirer';
import type { DispenserGateway } from './adapters/dispenser/dispenser';
import type { Redis } from './adapters/redis/redis';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Lifecycle } from './lib/lifecycle';
import type { SessionActivities } from './modules/session/session-activity';

/** What services need from the outside: the database, the configuration, a clock, a logger. */
export interface Deps {
  db: Db;
  config: Config;
  /** The current time; tests move it to expire sessions and keys. */
  now: () => Date;
  log: FastifyBaseLogger;
  /**
   * Session uses noted in memory and written every few seconds (a read never writes). buildApp
   * sets it; jobs and the admin command, which authenticate no one, run without.
   */
  sessions?: SessionActivities;
  /** The ball dispensers' gateway when a caller chose one (tests); otherwise MQTT_URL decides. */
  dispenser?: DispenserGateway;
  /** The Redis every instance shares (REDIS_URL); absent on the embedded single-process setup. */
  redis?: Redis;
  /** This process's phase (readiness) and its shutdown hooks. */
  lifecycle?: Lifecycle;
  /** Test-only fault injection points; absent in production. */
  faults?: Faults;
  /** Tests may put a scripted acquirer here; otherwise ACQUIRER chooses (adapters/acquirer). */
  acquirer?: Acquirer;
}

/** Hooks the fault suite uses to widen race windows (apps/api/test/fault). */
export interface Faults {
  /** Awaited after a redemption's checks and before it takes the use (in the golfer's redeem's transaction). */
  beforeRedeemWrite?: () => Promise<void>;
  /** Awaited after a checkout claimed its Idempotency-Key and read the cart, before it reserves. */
  beforeReserve?: () => Promise<void>;
  /** Awaited after the acquirer captured a checkout's payment and before the vouchers are issued. */
  afterCapture?: () => Promise<void>;
}
