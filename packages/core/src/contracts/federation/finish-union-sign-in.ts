import { z } from 'zod';
import { unionCallbackQuerySchema } from '../../validation/federation';
import { defineContract } from '../define';

/**
 * The union's answer (our redirect URI): finishes the sign-in in the browser that began it (its
 * sign-in cookie), redirects to /register/oauth-consumer with a one-time code of the result.
 */
export const finishUnionSignIn = defineContract({
  method: 'GET',
  path: '/login/oauth2/callback/:country',
  auth: 'public',
  summary:
    "Redirect URI of the union sign-in: checks state (single use, 10 minutes), the browser's sign-in cookie set by do-signin, PKCE and nonce, then redirects to /register/oauth-consumer?result=<one-time code> (exchanged with POST /login/oauth2/result); failures as ?error=",
  tags: ['federation'],
  params: z.object({ country: z.string().max(2) }),
  query: unionCallbackQuerySchema,
  status: 302,
  response: z.null().describe('Redirect (Location header)'),
});
