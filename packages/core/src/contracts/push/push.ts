import { z } from 'zod';
import { defineContract } from '../define';
import { PUSH_DELIVERIES, zPushEndpoint, zPushSubscription } from './shapes';

export const getPushConfig = defineContract({
  method: 'GET',
  path: '/push/config',
  auth: 'confirmed',
  summary: 'The server’s VAPID public key for subscribing this device to Web Push',
  tags: ['notifications'],
  response: z.object({
    /** The application server key (base64url P-256 public key) for PushManager.subscribe. */
    public_key: z.string(),
    delivery: z.enum(PUSH_DELIVERIES),
  }),
});

export const subscribePush = defineContract({
  method: 'PUT',
  path: '/push/subscription',
  auth: 'confirmed',
  summary: 'Stores this device’s push subscription for the caller (the same device again replaces it)',
  tags: ['notifications'],
  body: zPushSubscription,
  response: z.object({ subscribed: z.literal(true) }),
});

export const unsubscribePush = defineContract({
  method: 'POST',
  path: '/push/subscription/remove',
  auth: 'confirmed',
  summary: 'Forgets this device’s push subscription, if it is the caller’s',
  tags: ['notifications'],
  body: z.strictObject({ endpoint: zPushEndpoint }),
  response: z.object({ removed: z.boolean() }),
});
