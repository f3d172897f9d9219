import { z } from 'zod';

/** A club shop's settings as the portal shows them (defaults when the club never set them). */
export const zPortalShopSettings = z.object({
  /** The seller's VAT number receipts and credit notes print, or null for none. */
  vat_number: z.string().nullable(),
  accepts_points: z.boolean(),
  accepts_ball_money: z.boolean(),
  /** The VAT rate in basis points (2500 = 25 %). */
  vat_rate_bp: z.number(),
  /** The seller on receipts (issue #35); null: the club's own name, city, e-mail and phone. */
  legal_name: z.string().nullable(),
  address: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  /** The currency the club sells in (by its country; not a setting). */
  currency: z.string(),
});
export type PortalShopSettings = z.infer<typeof zPortalShopSettings>;
