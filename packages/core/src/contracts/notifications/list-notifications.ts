import { z } from 'zod';
import { defineContract } from '../define';
import { NOTIFICATION_PAGE_MAX, zNotification } from './shapes';

export const listNotifications = defineContract({
  method: 'GET',
  path: '/notifications',
  auth: 'confirmed',
  summary:
    'The caller’s notifications, newest first, with the number unread (vouchers expiring within 7 days are added first)',
  tags: ['notifications'],
  query: z.object({
    offset: z.coerce.number({ error: 'validation.invalid' }).int().min(0).max(1_000_000).default(0),
    limit: z.coerce
      .number({ error: 'validation.invalid' })
      .int()
      .min(1)
      .max(NOTIFICATION_PAGE_MAX, { error: 'validation.invalid' })
      .default(20),
  }),
  response: z.object({ items: z.array(zNotification), total: z.number(), unread: z.number() }),
});
