import { defineContract } from '../define';
import { zNotificationSettings } from './shapes';

export const updateNotificationSettings = defineContract({
  method: 'PATCH',
  path: '/notification-settings',
  auth: 'confirmed',
  summary: 'Turns kinds of notification on or off for the caller',
  tags: ['notifications'],
  body: zNotificationSettings.partial().strict(),
  response: zNotificationSettings,
});
