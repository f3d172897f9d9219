import { z } from 'zod';

/** A dispenser as the club portal shows it: its configuration, the machine's state and activity. */
export const zPortalDispenser = z.object({
  dispenser_id: z.number(),
  name: z.string(),
  /** The club switched it off: golfers do not see it and cannot dispense from it. */
  enabled: z.boolean(),
  /** What the machine last said it is. */
  status: z.enum(['ready', 'busy', 'offline']),
  /** The MQTT topic (under the broker prefix) the machine must listen on. */
  topic: z.string(),
  baskets: z.array(
    z.object({ basket_id: z.number(), balls: z.number(), price_minor: z.number(), max_per_day: z.number() }),
  ),
  /** When balls last came out, and when a dispense last failed (ISO), or null. */
  last_dispensed_at: z.string().nullable(),
  last_failed_at: z.string().nullable(),
  /** Baskets dispensed today (the club's day). */
  dispensed_today: z.number(),
});
export type PortalDispenser = z.infer<typeof zPortalDispenser>;

export const zPortalRange = z.object({
  max_per_day: z.number(),
  window_minutes: z.number(),
  currency: z.string(),
  dispensers: z.array(zPortalDispenser),
});
export type PortalRange = z.infer<typeof zPortalRange>;

export const zDispenserIdParams = z.object({
  id: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(2_147_483_647, { error: 'validation.invalid' }),
});
