import { z } from 'zod';
import { loginSchema } from '../../validation/login';
import { defineContract } from '../define';

export const createSession = defineContract({
  method: 'POST',
  path: '/session',
  auth: 'public',
  summary: 'Log in with e-mail and password; answers a new session id to send as Basic auth',
  tags: ['session'],
  body: loginSchema,
  response: z.object({
    /** 256 random bits, base64url. Send as `Authorization: Basic base64("<session_id>:")`. */
    session_id: z.string(),
    /** False until the e-mail is verified: the client then shows the verify step. */
    email_confirmed: z.boolean(),
    user_id: z.number(),
  }),
});
