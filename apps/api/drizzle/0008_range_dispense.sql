CREATE TABLE "dispenser_baskets" (
	"id" serial PRIMARY KEY NOT NULL,
	"dispenser_id" integer NOT NULL,
	"position" integer NOT NULL,
	"balls" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"max_per_day" integer DEFAULT 5 NOT NULL,
	CONSTRAINT "dispenser_baskets_position_range" CHECK ("dispenser_baskets"."position" between 1 and 4),
	CONSTRAINT "dispenser_baskets_balls" CHECK ("dispenser_baskets"."balls" > 0),
	CONSTRAINT "dispenser_baskets_price" CHECK ("dispenser_baskets"."price_minor" >= 0),
	CONSTRAINT "dispenser_baskets_max" CHECK ("dispenser_baskets"."max_per_day" >= 1)
);
--> statement-breakpoint
CREATE TABLE "range_reservations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"command_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"dispenser_id" integer NOT NULL,
	"basket_id" integer NOT NULL,
	"balls" integer NOT NULL,
	"payment" text NOT NULL,
	"voucher_id" bigint,
	"ledger_id" bigint,
	"amount_minor" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'reserved' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "range_reservations_payment" CHECK (("range_reservations"."payment" = 'voucher' and "range_reservations"."voucher_id" is not null) or ("range_reservations"."payment" = 'ball_money' and "range_reservations"."ledger_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "range_settings" (
	"club_id" integer PRIMARY KEY NOT NULL,
	"max_per_day" integer DEFAULT 10 NOT NULL,
	"window_minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "range_settings_max_per_day" CHECK ("range_settings"."max_per_day" >= 1),
	CONSTRAINT "range_settings_window" CHECK ("range_settings"."window_minutes" between 0 and 1440)
);
--> statement-breakpoint
ALTER TABLE "dispenser_baskets" ADD CONSTRAINT "dispenser_baskets_dispenser_id_dispensers_id_fk" FOREIGN KEY ("dispenser_id") REFERENCES "public"."dispensers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "range_reservations" ADD CONSTRAINT "range_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "range_reservations" ADD CONSTRAINT "range_reservations_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "range_reservations" ADD CONSTRAINT "range_reservations_dispenser_id_dispensers_id_fk" FOREIGN KEY ("dispenser_id") REFERENCES "public"."dispensers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "range_reservations" ADD CONSTRAINT "range_reservations_basket_id_dispenser_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."dispenser_baskets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "range_reservations" ADD CONSTRAINT "range_reservations_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "range_reservations" ADD CONSTRAINT "range_reservations_ledger_id_wallet_ledger_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."wallet_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "range_settings" ADD CONSTRAINT "range_settings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dispenser_baskets_position" ON "dispenser_baskets" USING btree ("dispenser_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "range_reservations_command" ON "range_reservations" USING btree ("command_id");--> statement-breakpoint
CREATE INDEX "range_reservations_user_idx" ON "range_reservations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "range_reservations_open_idx" ON "range_reservations" USING btree ("deadline_at") WHERE "range_reservations"."state" in ('reserved', 'commanded', 'acknowledged');