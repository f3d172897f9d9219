-- Bulk issue (issue 35): one voucher of a product to every golfer of a list, handed out by the
-- bulk-issue job in chunks. The same product to the same golfers (golfers_hash) is one batch.
CREATE TABLE "bulk_issues" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL REFERENCES "clubs"("id") ON DELETE cascade,
	"product_id" integer NOT NULL REFERENCES "products"("id"),
	"staff_id" integer REFERENCES "staff_accounts"("id") ON DELETE set null,
	"golfers_hash" text NOT NULL,
	"include_opted_out" boolean DEFAULT false NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bulk_issues_done_check" CHECK ("done" >= 0 AND "done" <= "total")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_issues_batch_key" ON "bulk_issues" USING btree ("club_id","product_id","golfers_hash");
--> statement-breakpoint
CREATE INDEX "bulk_issues_running_idx" ON "bulk_issues" USING btree ("id") WHERE "finished_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "bulk_issue_recipients" (
	"bulk_issue_id" bigint NOT NULL REFERENCES "bulk_issues"("id") ON DELETE cascade,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"voucher_id" bigint REFERENCES "vouchers"("id") ON DELETE set null,
	"issued_at" timestamp with time zone,
	CONSTRAINT "bulk_issue_recipients_pk" PRIMARY KEY ("bulk_issue_id","user_id")
);
--> statement-breakpoint
CREATE INDEX "bulk_issue_recipients_waiting_idx" ON "bulk_issue_recipients" USING btree ("bulk_issue_id") WHERE "issued_at" IS NULL;
