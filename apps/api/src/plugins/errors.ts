import { AppError } from '@golfwallet/core/errors/app-error';
import { ERRORS, type ErrorCode, type FieldError } from '@golfwallet/core/errors/codes';
import { isI18nKey } from '@golfwallet/core/i18n/key-shape';
import type { TranslationKey } from '@golfwallet/core/i18n/keys';
import { translate } from '@golfwallet/core/i18n/translate';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { REDIS_UNAVAILABLE } from '../adapters/redis/redis';
import { causeChain, errorCodeIn } from '../lib/error-chain';
import { requestLocale } from '../lib/locale';

/** PostgreSQL and driver errors that mean the database is away, not that the request is wrong. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
  '53300',
]);

/**
 * The driver's messages for a database that is away. "timeout exceeded when trying to connect" is
 * the pool's: no connection free or made within connectionTimeoutMillis (a database that hangs, or
 * an instance whose pool is stuck on it) — a 503 that nginx passes on to another instance, not a
 * 500 it hands the golfer. "Query read timeout" is a client query_timeout.
 */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection is closed|Client has encountered a connection error|timeout exceeded when trying to connect|Query read timeout/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  return causeChain(error).some(
    (link) =>
      (typeof link.code === 'string' && UNAVAILABLE_CODES.has(link.code)) ||
      (typeof link.message === 'string' && UNAVAILABLE_MESSAGE.test(link.message)),
  );
}

/** Fastify's own request errors, mapped to our codes. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_TYPE: 'BAD_REQUEST',
  FST_ERR_BAD_URL: 'BAD_URL',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
  FST_ERR_ASYNC_CONSTRAINT: 'BAD_REQUEST',
};

/**
 * Fastify's `frameworkErrors` option: errors its router raises before any route or error handler
 * runs (a path segment over maxParamLength: 414; a path that does not decode: 400) get the usual
 * `{status, code, message}` body in the caller's language.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return sendError(request, reply, (error.code && FASTIFY_CODES[error.code]) || 'BAD_REQUEST');
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  params: Record<string, string | number> = {},
) {
  const locale = requestLocale(request);
  const status = ERRORS[code].status;
  return reply.status(status).send({ status, code, message: translate(locale, ERRORS[code].key, params) });
}

export function sendFieldErrors(
  request: FastifyRequest,
  reply: FastifyReply,
  fields: { field: string; key: string; params?: Record<string, string | number> }[],
) {
  const locale = requestLocale(request);
  const seen = new Set<string>();
  const body: FieldError[] = [];
  for (const f of fields) {
    // Keys arrive at run time (zod messages, AppError fields): one that is not a key is shown as it is.
    const message = isI18nKey(f.key) ? translate(locale, f.key, f.params) : f.key;
    // Two rules failing the same way (e.g. a phone too short and not matching) say it once.
    const id = `${f.field}\u0000${message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    body.push({ field: f.field, message });
  }
  return reply.status(422).send(body);
}

/** A zod message is an i18n key when our schemas wrote it; otherwise a generic one is used. */
function issueKey(issue: { code?: string; message: string; keys?: string[] }): TranslationKey {
  if (isI18nKey(issue.message)) return issue.message;
  if (issue.code === 'unrecognized_keys') return 'validation.unknownField';
  if (issue.code === 'too_big') return 'validation.tooLong';
  if (issue.message.includes('received undefined')) return 'validation.required';
  // A value of the wrong type says which type was wanted rather than "not valid".
  if (issue.code === 'invalid_type' && issue.message.includes('expected boolean'))
    return 'validation.expectedBoolean';
  if (issue.code === 'invalid_type' && issue.message.includes('expected string'))
    return 'validation.expectedText';
  return 'validation.invalid';
}

/**
 * A request header a contract declares (Idempotency-Key) that is missing or malformed is not a
 * field of a form: it answers the error code whose message its schema names (400), else 400
 * BAD_REQUEST.
 */
function headerErrorCode(error: { validation: { message?: string; params?: unknown }[] }): ErrorCode {
  const first = error.validation[0];
  const message =
    (first?.params as { issue?: { message?: string } } | undefined)?.issue?.message ?? first?.message;
  const code = (Object.keys(ERRORS) as ErrorCode[]).find((c) => ERRORS[c].key === message);
  return code ?? 'BAD_REQUEST';
}

/** The one place that turns errors into HTTP answers. 5xx bodies stay generic. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      if (error.fields.length > 0) return sendFieldErrors(request, reply, error.fields);
      return sendError(request, reply, error.code, error.params);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      if (error.validationContext === 'headers') return sendError(request, reply, headerErrorCode(error));
      const fields = error.validation.map((v) => {
        // fastify-type-provider-zod 7 spreads the zod issue over the error: code in `keyword`,
        // path in `instancePath`, the rest (e.g. `keys`) in `params`.
        const params = v.params as {
          issue?: { code?: string; message: string; keys?: string[]; path: PropertyKey[] };
          keys?: string[];
        };
        const issue = params.issue ?? {
          code: v.keyword,
          message: v.message ?? '',
          keys: params.keys,
          path: v.instancePath.split('/').filter(Boolean),
        };
        const path = issue.path.map(String).join('.');
        const field =
          issue.code === 'unrecognized_keys' && issue.keys?.length
            ? [path, issue.keys[0]].filter(Boolean).join('.')
            : path || (error.validationContext ?? 'body');
        return { field, key: issueKey(issue) };
      });
      return sendFieldErrors(request, reply, fields);
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return sendError(request, reply, mapped);
    if (error.statusCode === 429) return sendError(request, reply, 'TOO_MANY_REQUESTS');
    // Text PostgreSQL cannot store (a NUL byte, bad encoding) is the caller's mistake, not ours.
    if (errorCodeIn(error, ['22021', '22P05'])) {
      return sendError(request, reply, 'BAD_REQUEST');
    }
    // A deadlock (40P01) or a lock wait past lock_timeout (55P03): the same request may well work
    // in a moment, so it is a 503 with Retry-After like a database that is away.
    const lockConflict = errorCodeIn(error, ['40P01', '55P03']);
    if (lockConflict) {
      request.log.warn({ err: error, sqlstate: lockConflict }, 'database lock conflict');
      reply.header('retry-after', '1');
      return sendError(request, reply, 'SERVICE_UNAVAILABLE');
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendError(request, reply, 'SERVICE_UNAVAILABLE');
    }
    // The shared Redis (rate limits) is away: fail closed, like the database.
    if (REDIS_UNAVAILABLE.test(error.message ?? '')) {
      request.log.warn({ err: error }, 'redis unavailable');
      reply.header('retry-after', '5');
      return sendError(request, reply, 'SERVICE_UNAVAILABLE');
    }
    if (error instanceof SyntaxError) return sendError(request, reply, 'MALFORMED_JSON');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      if (error.statusCode === 413) return sendError(request, reply, 'BODY_TOO_LARGE');
      if (error.statusCode === 415) return sendError(request, reply, 'UNSUPPORTED_MEDIA_TYPE');
      return sendError(request, reply, 'BAD_REQUEST');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 'INTERNAL');
  });
}
