import { z } from 'zod';

/**
 * What the inbox tells a golfer (spec §2 "Notifications"): a voucher received by transfer, a sent
 * transfer accepted, an offer from a club, a voucher expiring within 7 days.
 */
export const NOTIFICATION_KINDS = ['voucher_received', 'transfer_accepted', 'offer', 'expiring'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A voucher "expires soon" from this many days before its last valid day. */
export const EXPIRING_WITHIN_DAYS = 7;
export const NOTIFICATION_PAGE_MAX = 50;

export const zNotification = z.object({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  voucher_id: z.number().nullable(),
  /** The voucher's name when it happened (kept when the voucher changes hands). */
  voucher_name: z.string(),
  /** Unix seconds. */
  created_at: z.number(),
  read: z.boolean(),
});

/** Which kinds the golfer wants to hear about; all on by default. */
export const zNotificationSettings = z.object({
  voucher_received: z.boolean(),
  transfer_accepted: z.boolean(),
  offer: z.boolean(),
  expiring: z.boolean(),
});
export type NotificationSettings = z.infer<typeof zNotificationSettings>;
