ALTER TABLE "range_reservations" DROP CONSTRAINT "range_reservations_basket_id_dispenser_baskets_id_fk";
--> statement-breakpoint
ALTER TABLE "range_reservations" ALTER COLUMN "basket_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "dispensers" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "range_reservations" ADD CONSTRAINT "range_reservations_basket_id_dispenser_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."dispenser_baskets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dispensers_topic" ON "dispensers" USING btree ("mqtt_topic");--> statement-breakpoint
CREATE INDEX "dispensers_club_idx" ON "dispensers" USING btree ("club_id");