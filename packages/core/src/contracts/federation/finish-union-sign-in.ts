import { z } from 'zod';
import { unionCallbackQuerySchema } from '../../validation/federation';
import { defineContract } from '../define';

/** The union's answer (our redirect URI): finishes the sign-in, redirects to /register/oauth-consumer. */
export const finishUnionSignIn = defineContract({
  method: 'GET',
  path: '/login/oauth2/callback/:country',
  auth: 'public',
  summary:
    'Redirect URI of the union sign-in: checks state (single use, 10 minutes), PKCE and nonce, then redirects to /register/oauth-consumer with the federation login result',
  tags: ['federation'],
  params: z.object({ country: z.string().max(2) }),
  query: unionCallbackQuerySchema,
  status: 302,
  response: z.null().describe('Redirect (Location header)'),
});
