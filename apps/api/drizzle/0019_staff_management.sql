ALTER TABLE "club_staff" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_staff" ADD CONSTRAINT "club_staff_status_check" CHECK ("club_staff"."status" in ('active', 'deactivated'));--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "revoked_at" timestamp with time zone;
