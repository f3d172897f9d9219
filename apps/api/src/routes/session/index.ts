import { createSession } from '@golfwallet/core/contracts/session/create-session';
import { deleteSession } from '@golfwallet/core/contracts/session/delete-session';
import { getSession } from '@golfwallet/core/contracts/session/get-session';
import { endActiveSessions, listActiveSessions } from '@golfwallet/core/contracts/session/active-sessions';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { describeSession, logIn, logOut } from '../../modules/session/session.service';
import { endSessions, listSessions } from '../../modules/session/active-sessions.service';
import { route } from '../route';

export function sessionRoutes(api: FastifyInstance, deps: Deps) {
  route(api, deps, createSession, ({ body, request }) => logIn(deps, body, { ip: request.ip }));
  route(api, deps, getSession, ({ auth }) => describeSession(deps, auth));
  route(api, deps, deleteSession, ({ auth }) => logOut(deps, auth));
  route(api, deps, listActiveSessions, ({ auth }) => listSessions(deps, auth));
  route(api, deps, endActiveSessions, ({ auth, body, request }) =>
    endSessions(deps, auth, body, { ip: request.ip }),
  );
}
