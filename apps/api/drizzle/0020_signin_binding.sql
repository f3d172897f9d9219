-- Issue 31: a union sign-in is bound to the browser that began it, and its result reaches the
-- return page through a one-time code instead of the address. Sign-ins in flight when this runs
-- have no browser binding and cannot finish; they are at most 10 minutes old and are dropped.
DELETE FROM "federation_states";--> statement-breakpoint
ALTER TABLE "federation_states" ADD COLUMN "browser_hash" text NOT NULL;--> statement-breakpoint
CREATE TABLE "federation_results" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"union_id" integer NOT NULL,
	"member_number" text NOT NULL,
	"claims" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "federation_results" ADD CONSTRAINT "federation_results_union_id_unions_id_fk" FOREIGN KEY ("union_id") REFERENCES "public"."unions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "federation_results_expires_idx" ON "federation_results" USING btree ("expires_at");
