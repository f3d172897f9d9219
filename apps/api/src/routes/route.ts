import type { Contract } from '@golfwallet/core/contracts/define';
import type { Locale } from '@golfwallet/core/i18n/locales';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Deps } from '../deps';
import { requestLocale } from '../lib/locale';
import type { PipelinePart } from '../db/pipeline';
import {
  type AuthContext,
  authenticate,
  type GolferCaller,
  golferCallerOf,
  readWithGolferSession,
} from '../plugins/auth';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteContext<C extends Contract> {
  params: Out<C['params']>;
  query: Out<C['query']>;
  body: Out<C['body']>;
  /** The request headers, with those the contract declares validated. */
  headers: Out<C['headers']>;
  /** The signed-in caller; always set unless the contract is public. */
  auth: C['auth'] extends 'public' ? AuthContext | undefined : AuthContext;
  locale: Locale;
  deps: Deps;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<C extends Contract> = (context: RouteContext<C>) => Promise<z.output<C['response']>>;

/**
 * The Fastify schema of a contract's route: what validates its input and serialises its answer,
 * and what the OpenAPI document says of it. `produces` (a PDF, a CSV) replaces the JSON answer.
 */
export function contractSchema(contract: Contract, produces?: string) {
  return {
    summary: contract.summary,
    tags: [...contract.tags],
    ...(contract.auth === 'public' ? {} : { security: [{ session: [] }] }),
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    ...(contract.body ? { body: contract.body } : {}),
    ...(contract.headers ? { headers: contract.headers } : {}),
    ...(produces ? { produces: [produces] } : { response: { [contract.status ?? 200]: contract.response } }),
  };
}

/**
 * Mounts one contract: validates params, query and body with its schemas, authenticates at its
 * level, calls the handler and serialises the answer through its response schema.
 */
export function route<C extends Contract>(
  app: FastifyInstance,
  deps: Deps,
  contract: C,
  handler: RouteHandler<C>,
) {
  mount(
    app,
    deps,
    contract,
    // Authenticate before the body is parsed: a stranger learns nothing from validation errors.
    async (request) => {
      request.auth = await authenticate(deps, request, contract.auth);
    },
    (context, request) => handler({ ...context, auth: request.auth as RouteContext<C>['auth'] }),
  );
}

/**
 * Mounts a contract with its schema, its caller resolved by `onRequest` before the body is parsed
 * (route, golferRouteWithRead, the partner routes). `produces` (a PDF, a CSV) replaces the JSON answer.
 */
export function mount<C extends Contract>(
  app: FastifyInstance,
  deps: Deps,
  contract: C,
  onRequest: (request: FastifyRequest) => Promise<void>,
  handler: (context: Omit<RouteContext<C>, 'auth'>, request: FastifyRequest) => Promise<unknown>,
  produces?: string,
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    schema: contractSchema(contract, produces),
    onRequest,
    handler: async (request, reply) => {
      const result = await handler(
        {
          params: request.params as Out<C['params']>,
          query: request.query as Out<C['query']>,
          body: request.body as Out<C['body']>,
          headers: request.headers as Out<C['headers']>,
          locale: requestLocale(request),
          deps,
          request,
          reply,
        },
        request,
      );
      reply.status(contract.status ?? 200);
      return result;
    },
  });
}

/** A read of the caller's own data in one statement, by user id (see sessionRead). */
export interface SessionRead<C extends Contract> {
  statement(context: ReadContext<C>): PipelinePart;
  answer(rows: unknown[], context: ReadContext<C>): z.output<C['response']>;
}

export interface ReadContext<C extends Contract> {
  userId: number;
  query: Out<C['query']>;
  params: Out<C['params']>;
  now: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller of a sessionRead or golferRouteWithRead, checked before or with its first read. */
    golferCaller?: GolferCaller;
  }
}

/**
 * Mounts a hot read whose answer is one statement over the caller's rows (the voucher list, the
 * count). A session this instance has seen live before is not looked up first: its check and the
 * read are sent together in one round trip (db/pipeline.ts), and the read's rows are used only
 * when the session passes the same checks as in route() (the read is built for the user the
 * session had, which never changes; reads write nothing). Any other session is looked up first.
 * The one difference: for such a session the query string is validated before the session is
 * checked, so a session that died since may see a 400 for a bad query instead of its 403.
 */
export function sessionRead<C extends Contract>(
  app: FastifyInstance,
  deps: Deps,
  contract: C,
  read: SessionRead<C>,
) {
  if (contract.body) throw new Error(`${contract.path}: a session read is a GET of the caller's own data`);
  golferRouteWithRead(app, deps, contract, async ({ caller, query, params }) => {
    const context: ReadContext<C> = { userId: caller.userId, query, params, now: deps.now() };
    return read.answer(await readWithGolferSession(deps, caller, read.statement(context)), context);
  });
}

export type GolferReadRouteContext<C extends Contract> = Omit<RouteContext<C>, 'auth'> & {
  /** The caller, whose session the handler's first read checks (readWithGolferSession). */
  caller: GolferCaller;
};

/**
 * Mounts a hot golfer operation (the redemption; the lists through sessionRead) whose session
 * check goes in one round trip with the handler's first read (readWithGolferSession, golferCallerOf),
 * as partnerRouteWithRead does for the desk: a
 * session this instance has seen live before is not looked up before the body is parsed; any
 * other one is, exactly as in route(), so a stranger learns nothing from validation errors. The
 * one difference: for such a session the body is validated before the session is checked, so a
 * session that died since may see a 422 for a bad body instead of its 403.
 */
export function golferRouteWithRead<C extends Contract>(
  app: FastifyInstance,
  deps: Deps,
  contract: C,
  handler: (context: GolferReadRouteContext<C>) => Promise<z.output<C['response']>>,
) {
  const level = contract.auth;
  if (level === 'public' || level === 'staff')
    throw new Error(`${contract.path}: a golfer route with a read needs a golfer's session`);
  mount(
    app,
    deps,
    contract,
    async (request) => {
      request.golferCaller = await golferCallerOf(deps, request, level);
    },
    (context, request) => handler({ ...context, caller: request.golferCaller! }),
  );
}
