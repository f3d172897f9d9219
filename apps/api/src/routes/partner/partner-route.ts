import type { Contract } from '@golfwallet/core/contracts/define';
import type { Locale } from '@golfwallet/core/i18n/locales';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import {
  authenticateStaff,
  type StaffCaller,
  type StaffContext,
  staffTokenHash,
} from '../../modules/partner/staff-auth';
import { sessionActivities } from '../../modules/session/session-activity';
import { mount } from '../route';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

declare module 'fastify' {
  interface FastifyRequest {
    staff?: StaffContext;
    /** The caller of a partnerRouteWithRead, checked before the handler or with its first read. */
    staffCaller?: StaffCaller;
  }
}

export interface PartnerRouteContext<C extends Contract> {
  params: Out<C['params']>;
  query: Out<C['query']>;
  body: Out<C['body']>;
  /** The request headers, with those the contract declares validated. */
  headers: Out<C['headers']>;
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
  handler: (context: PartnerRouteContext<C>) => Promise<z.output<C['response']> | string | Buffer>,
  options: { produces?: string } = {},
) {
  const roles = staffRolesOf(contract);
  mount(
    app,
    deps,
    contract,
    async (request) => {
      request.staff = await authenticateStaff(deps, request, roles);
    },
    (context, request) => handler({ ...context, staff: request.staff! }),
    options.produces,
  );
}

export type PartnerReadRouteContext<C extends Contract> = Omit<PartnerRouteContext<C>, 'staff'> & {
  /** The caller, whose session the handler's first read checks (readWithStaffSession). */
  caller: StaffCaller;
};

/**
 * Mounts a hot partner contract (the desk's look-up and redemption) whose session check goes in
 * one round trip with the handler's first read (readWithStaffSession), as sessionRead does for the
 * golfers' lists (routes/route.ts): a staff session this instance has seen live before is not
 * looked up before the body is parsed; any other one is, exactly as in partnerRoute, so a stranger
 * still learns nothing from validation errors. The read runs for the session's club (joined in
 * SQL by its hash) and its rows are used only when the session passes the same checks. The one
 * difference: for such a session the body is validated before the session is checked, so a
 * session that died since may see a 422 for a bad body instead of its 403.
 */
export function partnerRouteWithRead<C extends Contract>(
  app: FastifyInstance,
  deps: Deps,
  contract: C,
  handler: (context: PartnerReadRouteContext<C>) => Promise<z.output<C['response']>>,
) {
  const roles = staffRolesOf(contract);
  mount(
    app,
    deps,
    contract,
    async (request) => {
      const tokenHash = staffTokenHash(request);
      const seen = sessionActivities(deps).staff.ownerOf(tokenHash) !== undefined;
      request.staffCaller = seen
        ? { tokenHash, roles }
        : { tokenHash, roles, checked: await authenticateStaff(deps, request, roles) };
    },
    (context, request) => handler({ ...context, caller: request.staffCaller! }),
  );
}

function staffRolesOf(contract: Contract) {
  if (contract.auth !== 'staff' || !contract.staffRoles?.length) {
    throw new Error(`${contract.method} ${contract.path}: a partner route needs auth 'staff' and staffRoles`);
  }
  return contract.staffRoles;
}
