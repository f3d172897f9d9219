import { z } from 'zod';

/** How pushes leave the server: to the browsers' push services, or kept in the development mailbox. */
export const PUSH_DELIVERIES = ['web-push', 'dev'] as const;

const base64url = (min: number, max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: 'validation.invalid' })
    .min(min, { error: 'validation.invalid' })
    .max(max, { error: 'validation.invalid' });

/** The push service's address for one device: https only, as the Push API gives it. */
export const zPushEndpoint = z
  .url({ protocol: /^https$/, error: 'validation.invalid' })
  .max(2000, { error: 'validation.invalid' });

/** What PushSubscription.toJSON() gives (spec: RFC 8030 endpoint, RFC 8291 keys). */
export const zPushSubscription = z.object({
  endpoint: zPushEndpoint,
  keys: z.object({
    /** The device's P-256 public key, 65 bytes uncompressed: 87 base64url characters. */
    p256dh: base64url(80, 100),
    /** The device's 16-byte auth secret: 22 base64url characters. */
    auth: base64url(16, 32),
  }),
});
export type PushSubscriptionBody = z.infer<typeof zPushSubscription>;
