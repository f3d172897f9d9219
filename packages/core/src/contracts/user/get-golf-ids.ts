import { z } from 'zod';
import { golfIdsSchema } from '../../validation/login';
import { defineContract } from '../define';

export const getGolfIds = defineContract({
  method: 'POST',
  path: '/user/golfids',
  auth: 'public',
  summary: "An account's golf ids (member numbers), given its e-mail and password",
  tags: ['user'],
  body: golfIdsSchema,
  response: z.object({ data: z.object({ golf_ids: z.array(z.string()) }) }),
});
