CREATE TABLE "federation_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "federation_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"union_id" integer NOT NULL,
	"member_number" text NOT NULL,
	"claims" jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_golf_ids" (
	"union_id" integer NOT NULL,
	"member_number" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_golf_ids_union_id_member_number_pk" PRIMARY KEY("union_id","member_number"),
	CONSTRAINT "user_golf_ids_member_number_check" CHECK (length("user_golf_ids"."member_number") between 1 and 40)
);
--> statement-breakpoint
ALTER TABLE "union_members" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "union_members" ADD COLUMN "dev_password_hash" text;--> statement-breakpoint
ALTER TABLE "federation_tickets" ADD CONSTRAINT "federation_tickets_union_id_unions_id_fk" FOREIGN KEY ("union_id") REFERENCES "public"."unions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federation_tickets" ADD CONSTRAINT "federation_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_golf_ids" ADD CONSTRAINT "user_golf_ids_union_id_unions_id_fk" FOREIGN KEY ("union_id") REFERENCES "public"."unions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_golf_ids" ADD CONSTRAINT "user_golf_ids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "federation_states_expires_idx" ON "federation_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "federation_tickets_expires_idx" ON "federation_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_golf_ids_user_idx" ON "user_golf_ids" USING btree ("user_id");