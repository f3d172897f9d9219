import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import type { DispenserGateway } from './adapters/dispenser/dispenser';
import { dispenserGatewayFor } from './adapters/dispenser/select-dispenser';
import { closeRedis, firstConnection, openRedis, type Redis } from './adapters/redis/redis';
import type { Lifecycle } from './lib/lifecycle';
import type { Deps, Faults } from './deps';
import { devMailboxMounted } from './modules/mail/dev-mailbox-access';
import { SESSION_LIMITS } from './modules/session/session.repository';
import { startSessionActivities } from './modules/session/session-activity';
import { STAFF_SESSION_LIMITS } from './modules/partner/staff.repository';
import type { Acquirer } from './adapters/acquirer/acquirer';
import { registerDevOidcProvider } from './adapters/golf-union/dev-oidc-provider';
import { API_PREFIX } from './lib/api-prefix';
import { responseSerializerCompiler } from './lib/response-serializer';
import { registerTestClock, testClock } from './plugins/test-clock';
import { registerTestAdmin } from './plugins/test-admin';
import { registerDevMailbox } from './plugins/dev-mailbox';
import { contentSecurityPolicy } from './plugins/content-security-policy';
import { frameworkErrors, registerErrorHandling, sendError } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerWebApp } from './plugins/web-app';
import { registerTestAcquirer } from './adapters/acquirer/test-acquirer.routes';
import { registerStripeWebhook } from './adapters/acquirer/stripe-webhook';
import { registerApiRoutes } from './routes/index';

export { API_PREFIX };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The ball dispensers' gateway this app's dispense runner listens on; server.ts gives it to the
     * background jobs too (the dispense-timeouts sweep waits until it has caught up).
     */
    dispenser: DispenserGateway;
  }
}
export const BODY_LIMIT_BYTES = 100 * 1024;

export interface BuildOptions {
  config: Config;
  db: Db;
  now?: () => Date;
  /**
   * Encode every answer through its zod contract too and check the compiled serializer wrote the
   * same (default; tests). The production server turns it off: answers are only compiled.
   */
  checkResponses?: boolean;
  /** Serve the built web app from this folder (production). */
  webDist?: string;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Test-only fault injection (see Deps.faults). */
  faults?: Faults;
  /** A scripted acquirer for tests; otherwise ACQUIRER chooses. */
  acquirer?: Acquirer;
  /**
   * The ball dispensers' gateway; unset: chosen by MQTT_URL (the embedded simulator without it). It
   * is closed with the app (app.dispenser).
   */
  dispenser?: DispenserGateway;
  /** A Redis client to share; unset: one is opened for REDIS_URL (and closed with the app). */
  redis?: Redis;
  /** The process's phase; while it is starting or migrating only the health checks are answered. */
  lifecycle?: Lifecycle;
}

/**
 * The routes whose query strings are not logged at all (issue 31): the sign-ins (union, Swedish,
 * the return pages), e-mail verification, password reset and set-password, and transfers. Their
 * queries carry one-time codes, keys, states or, from older clients, personal data.
 */
const QUERY_NOT_LOGGED = /(?:\/login\/|oauth|verify|password|transfer)/i;

/** Masks secrets that travel in URLs (transfer tokens, keys, sign-in queries) before a URL reaches the log. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const query = at < 0 ? '' : url.slice(at);
  const masked = path.replace(
    /(\/transfer-process\/|\/voucher-subtransfer\/|\/pdf-file\/|\/data-export\/file\/)[^/?#]+/g,
    '$1***',
  );
  if (query && QUERY_NOT_LOGGED.test(path)) return `${masked}?***`;
  return masked + query.replace(/([?&](?:key|token|code|result|session_id)=)[^&#]*/gi, '$1***');
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    // Room for up to 100 comma-joined voucher ids in one path segment (/voucher/pdf/1,2,3).
    routerOptions: { maxParamLength: 1200 },
    frameworkErrors,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // One log line per request (below, on response) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            ...(options.logStream ? { stream: options.logStream } : {}),
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: {
              req: (req) => ({ method: req.method, url: redactUrl(req.url) }),
            },
          },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(options.checkResponses ?? true));
  app.decorateRequest('auth', undefined);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        ip: request.ip,
      },
      'request',
    );
  });

  const redis = options.redis ?? (config.REDIS_URL ? openRedis(config.REDIS_URL, app.log) : undefined);
  if (redis && !options.redis) {
    app.addHook('onClose', () => closeRedis(redis));
    await firstConnection(redis);
  }

  const sessions = startSessionActivities(options.db, app.log, {
    golfers: SESSION_LIMITS,
    staff: STAFF_SESSION_LIMITS,
  });
  app.addHook('onClose', () => sessions.stop());
  // Chosen by MQTT_URL unless given; the range routes' dispense runner closes it with the app.
  const dispenser = options.dispenser ?? (await dispenserGatewayFor(config, app.log));
  const deps: Deps = {
    db: options.db,
    sessions,
    config,
    now: config.TEST_CLOCK_ROUTE ? testClock.now(options.now) : (options.now ?? (() => new Date())),
    log: app.log,
    faults: options.faults,
    acquirer: options.acquirer,
    dispenser,
    redis,
    lifecycle: options.lifecycle,
  };

  app.decorate('dispenser', dispenser);

  // Until migrations (and the first seeding) are done, only the health checks answer; the rest is
  // a 503 the load balancer and the client retry elsewhere or later.
  const lifecycle = options.lifecycle;
  if (lifecycle) {
    // Shutting down: every answer closes its connection, so the proxy keeps none to this instance.
    app.addHook('onSend', async (_request, reply) => {
      if (lifecycle.phase === 'stopping') reply.header('connection', 'close');
    });
    app.addHook('onRequest', async (request, reply) => {
      if (lifecycle.phase !== 'starting' && lifecycle.phase !== 'migrating') return;
      // /health (the older check, which callers poll to know the API serves) waits like the rest.
      if (request.url === `${API_PREFIX}/health/live` || request.url === `${API_PREFIX}/health/ready`) return;
      reply.header('retry-after', '5');
      return sendError(request, reply, 'SERVICE_UNAVAILABLE');
    });
  }

  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    hsts: config.TRUST_PROXY ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  // With REDIS_URL the counts live in Redis, so every instance enforces one shared limit; while
  // Redis is away the check fails and the request answers 503 (errors.ts), never unlimited.
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    // The load balancer's health checks are not the golfers' requests.
    allowList: (request) =>
      !request.url.startsWith(API_PREFIX) || request.url.startsWith(`${API_PREFIX}/health`),
    ...(redis ? { redis, nameSpace: `${config.REDIS_KEY_PREFIX}rate-limit:`, skipOnError: false } : {}),
  });
  registerErrorHandling(app);
  if (config.DEV_UNION_SIGNIN) registerDevOidcProvider(app, deps);
  await registerOpenApi(app, API_PREFIX);

  await app.register(
    async (api) => {
      await registerApiRoutes(api, deps);
      // The benchmark's floor: a bare route through the same plugins and hooks (npm run bench).
      if (config.BENCH_FLOOR_ROUTE)
        api.get('/bench/floor', { schema: { hide: true } }, async () => ({ ok: true }));
      if (config.TEST_CLOCK_ROUTE) {
        registerTestClock(api);
        registerTestAdmin(api, deps);
      }
    },
    { prefix: API_PREFIX },
  );

  // The card acquirer's own endpoints: the embedded test acquirer's pages, or Stripe's webhook.
  if (config.ACQUIRER === 'test') await registerTestAcquirer(app, deps);
  else await registerStripeWebhook(app, deps);
  if (devMailboxMounted(config)) await registerDevMailbox(app, deps);
  if (options.webDist) await registerWebApp(app, options.webDist, deps);

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(API_PREFIX)) return sendError(request, reply, 'ROUTE_NOT_FOUND');
    return sendError(request, reply, 'NOT_FOUND');
  });
  return app;
}
