import type { Contract } from '@golfwallet/core/contracts/define';
import type { Locale } from '@golfwallet/core/i18n/locales';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { requestLocale } from '../../lib/locale';
import { authenticateStaff, type StaffContext } from '../../modules/partner/staff-auth';
import { contractSchema } from '../route';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

declare module 'fastify' {
  interface FastifyRequest {
    staff?: StaffContext;
  }
}

export interface PartnerRouteContext<C extends Contract> {
  params: Out<C['params']>;
  query: Out<C['query']>;
  body: Out<C['body']>;
  /** The staff member and THE club every query of the handler is scoped to. */
  staff: StaffContext;
  locale: Locale;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Mounts one partner contract (auth 'staff'). Tenant isolation lives here: before the body is
 * parsed, the staff session is resolved to the staff member's current club and role, the role is
 * checked against the contract's `staffRoles`, and the handler receives that club (never one from
 * the request). Services and repositories take `staff.clubId` in every query.
 */
export function partnerRoute<C extends Contract>(
  app: FastifyInstance,
  deps: Deps,
  contract: C,
  handler: (context: PartnerRouteContext<C>) => Promise<z.output<C['response']> | string>,
  options: { produces?: string } = {},
) {
  if (contract.auth !== 'staff' || !contract.staffRoles?.length) {
    throw new Error(`${contract.method} ${contract.path}: a partner route needs auth 'staff' and staffRoles`);
  }
  const roles = contract.staffRoles;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    schema: contractSchema(contract, options.produces),
    onRequest: async (request) => {
      request.staff = await authenticateStaff(deps, request, roles);
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as Out<C['params']>,
        query: request.query as Out<C['query']>,
        body: request.body as Out<C['body']>,
        staff: request.staff!,
        locale: requestLocale(request),
        request,
        reply,
      });
      reply.status(contract.status ?? 200);
      return result;
    },
  });
}
