import { z } from 'zod';
import { idSchema } from '../../validation/fields';
import { defineContract } from '../define';

export const markNotificationsRead = defineContract({
  method: 'POST',
  path: '/notifications/read',
  auth: 'confirmed',
  summary: 'Marks the caller’s notifications read: the given ids, or all when none are given',
  tags: ['notifications'],
  body: z.strictObject({ ids: z.array(idSchema).max(100, { error: 'validation.invalid' }).optional() }),
  response: z.object({ unread: z.number() }),
});
