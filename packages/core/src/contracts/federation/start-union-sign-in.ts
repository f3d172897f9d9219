import { z } from 'zod';
import { unionSignInQuerySchema } from '../../validation/federation';
import { defineContract } from '../define';

/** Browser redirect to the union's sign-in page (OpenID Connect, code flow with PKCE). */
export const startUnionSignIn = defineContract({
  method: 'GET',
  path: '/login/oauth2/do-signin',
  auth: 'public',
  summary:
    "Redirects the browser to the golf union's sign-in (DK, NO, IS, FI) and sets the short-lived HttpOnly cookie that binds the sign-in to this browser; the answer returns to our own /register/oauth-consumer",
  tags: ['federation'],
  query: unionSignInQuerySchema,
  status: 302,
  response: z.null().describe('Redirect (Location header)'),
});
