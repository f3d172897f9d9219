import { takeSignInResultSchema } from '../../validation/federation';
import { defineContract } from '../define';
import { zFederationResult } from './shapes';

/**
 * The return page's exchange after a union sign-in: the one-time code the callback put in the
 * page's address (`?result=`) for the federation login result. The code is single use and lives
 * 2 minutes, so the address itself carries nothing secret or personal.
 */
export const takeUnionSignInResult = defineContract({
  method: 'POST',
  path: '/login/oauth2/result',
  auth: 'public',
  summary:
    "Exchanges the one-time code of a finished union sign-in (the return page's ?result=, single use, 2 minutes) for the federation login result: a session, or the registration ticket and the union's details",
  tags: ['federation'],
  body: takeSignInResultSchema,
  response: zFederationResult,
});
