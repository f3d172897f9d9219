import { z } from 'zod';
import { defineContract } from '../define';

export const deleteSession = defineContract({
  method: 'DELETE',
  path: '/session',
  auth: 'session',
  summary: "Log out: revokes the caller's session",
  tags: ['session'],
  response: z.object({ success: z.literal(true) }),
});
