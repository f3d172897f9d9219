ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_original_price_check" CHECK ("redemptions"."original_price_minor" >= 0);--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_uses_left_after_check" CHECK ("redemptions"."uses_left_after" >= 0);--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_uses_left_check" CHECK ("vouchers"."uses_left" >= 0);--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_valid_range_check" CHECK ("vouchers"."valid_from" <= "vouchers"."valid_to");--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_price_paid_check" CHECK ("vouchers"."price_paid_minor" >= 0);--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_restrictions_object_check" CHECK (jsonb_typeof("vouchers"."restrictions") = 'object');