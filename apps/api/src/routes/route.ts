import type { Contract } from '@golfwallet/core/contracts/define';
import type { Locale } from '@golfwallet/core/i18n/locales';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Deps } from '../deps';
import { requestLocale } from '../lib/locale';
import { type AuthContext, authenticate } from '../plugins/auth';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteContext<C extends Contract> {
  params: Out<C['params']>;
  query: Out<C['query']>;
  body: Out<C['body']>;
  /** The signed-in caller; always set unless the contract is public. */
  auth: C['auth'] extends 'public' ? AuthContext | undefined : AuthContext;
  locale: Locale;
  deps: Deps;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<C extends Contract> = (context: RouteContext<C>) => Promise<z.output<C['response']>>;

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
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    schema: {
      summary: contract.summary,
      tags: [...contract.tags],
      ...(contract.auth === 'public' ? {} : { security: [{ session: [] }] }),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: { [contract.status ?? 200]: contract.response },
    },
    // Authenticate before the body is parsed: a stranger learns nothing from validation errors.
    onRequest: async (request) => {
      request.auth = await authenticate(deps, request, contract.auth);
    },
    handler: async (request, reply) => {
      const auth = request.auth;
      const result = await handler({
        params: request.params as Out<C['params']>,
        query: request.query as Out<C['query']>,
        body: request.body as Out<C['body']>,
        auth: auth as RouteContext<C>['auth'],
        locale: requestLocale(request),
        deps,
        request,
        reply,
      });
      reply.status(contract.status ?? 200);
      return result;
    },
  });
}
