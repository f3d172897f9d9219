-- The seller as receipts and credit notes print it, set by the club's owner in the portal (issue
-- #35): legal name, address on one line, contact e-mail and phone. Null keeps the club's own name,
-- city, e-mail and phone.
ALTER TABLE "club_shop_settings" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "club_shop_settings" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "club_shop_settings" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "club_shop_settings" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "club_shop_settings" ADD CONSTRAINT "club_shop_settings_seller_check" CHECK (coalesce(length("legal_name"), 0) <= 200 and coalesce(length("address"), 0) <= 300
        and coalesce(length("contact_email"), 0) <= 254 and coalesce(length("contact_phone"), 0) <= 40);
