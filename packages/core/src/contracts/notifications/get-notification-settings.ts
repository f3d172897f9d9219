import { defineContract } from '../define';
import { zNotificationSettings } from './shapes';

export const getNotificationSettings = defineContract({
  method: 'GET',
  path: '/notification-settings',
  auth: 'confirmed',
  summary: 'Which kinds of notification the caller wants',
  tags: ['notifications'],
  response: zNotificationSettings,
});
