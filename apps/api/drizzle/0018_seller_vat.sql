ALTER TABLE "club_shop_settings" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "club_shop_settings" ADD CONSTRAINT "club_shop_settings_vat_number_check" CHECK ("club_shop_settings"."vat_number" is null or "club_shop_settings"."vat_number" ~ '^[A-Z]{2}[0-9A-Z]{2,13}$');--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"total_minor" integer NOT NULL,
	"vat_minor" integer NOT NULL,
	"card_refund_minor" integer DEFAULT 0 NOT NULL,
	"ball_money_refund_minor" integer DEFAULT 0 NOT NULL,
	"points_refunded" integer DEFAULT 0 NOT NULL,
	"points_reversed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" USING btree ("order_id");
