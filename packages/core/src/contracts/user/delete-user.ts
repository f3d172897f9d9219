import { z } from 'zod';
import { defineContract } from '../define';
import { zSuccess } from './shapes';

export const deleteUser = defineContract({
  method: 'DELETE',
  path: '/user/delete',
  auth: 'session',
  summary: "Deletes the caller's account and everything it holds",
  tags: ['user'],
  /** member_id, when sent, must be the caller's own user_id. */
  query: z.object({ member_id: z.string().max(50).optional() }),
  response: zSuccess,
});
