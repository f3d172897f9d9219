import { z } from 'zod';

/** A club shop's settings as the portal shows them (defaults when the club never set them). */
export const zPortalShopSettings = z.object({
  /** The seller's VAT number receipts and credit notes print, or null for none. */
  vat_number: z.string().nullable(),
  accepts_points: z.boolean(),
  accepts_ball_money: z.boolean(),
  /** The VAT rate in basis points (2500 = 25 %). */
  vat_rate_bp: z.number(),
});
export type PortalShopSettings = z.infer<typeof zPortalShopSettings>;
