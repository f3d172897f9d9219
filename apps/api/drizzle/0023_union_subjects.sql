-- Issue 31, ASVS 10.5.2: each golf ID signed in through a union's OpenID Connect keeps the issuer
-- and `sub` of its ID token; a later sign-in of the same golf ID with another `sub` is refused.
-- Golf IDs linked before this migration have no row and get one at their next union sign-in.
CREATE TABLE "union_subjects" (
	"union_id" integer NOT NULL,
	"member_number" text NOT NULL,
	"user_id" integer NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"authenticated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "union_subjects_union_id_member_number_pk" PRIMARY KEY("union_id","member_number")
);
--> statement-breakpoint
ALTER TABLE "union_subjects" ADD CONSTRAINT "union_subjects_union_id_unions_id_fk" FOREIGN KEY ("union_id") REFERENCES "public"."unions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "union_subjects" ADD CONSTRAINT "union_subjects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "union_subjects_user_idx" ON "union_subjects" USING btree ("user_id");
