-- Apple Wallet and Google Wallet passes (issue 36, docs/ARCHITECTURE.md "Wallet passes"). A pass is
-- one voucher as one golfer holds it: a transfer leaves the sender's pass (voided from then on) and
-- the recipient gets a new serial. Every change of a voucher that a pass shows moves the pass's
-- update tag and queues one APNs notification per registered device and one Google object update,
-- from a trigger, so every writer (redemption, desk, range, transfer, withdrawal) keeps it right.
CREATE SEQUENCE "wallet_pass_update_tag_seq";
--> statement-breakpoint
CREATE TABLE "wallet_passes" (
	"serial_number" text PRIMARY KEY NOT NULL,
	"voucher_id" bigint NOT NULL REFERENCES "vouchers"("id") ON DELETE cascade,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"authentication_token" text NOT NULL,
	"update_tag" bigint DEFAULT nextval('wallet_pass_update_tag_seq') NOT NULL,
	"modified_at" timestamp with time zone DEFAULT date_trunc('second', now()) NOT NULL,
	"google_linked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_passes_token_length_check" CHECK (length("authentication_token") >= 16)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_passes_voucher_user_key" ON "wallet_passes" USING btree ("voucher_id","user_id");
--> statement-breakpoint
CREATE INDEX "wallet_passes_user_idx" ON "wallet_passes" USING btree ("user_id");
--> statement-breakpoint
CREATE TABLE "wallet_pass_registrations" (
	"device_library_identifier" text NOT NULL,
	"serial_number" text NOT NULL REFERENCES "wallet_passes"("serial_number") ON DELETE cascade,
	"push_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_pass_registrations_pk" PRIMARY KEY ("device_library_identifier","serial_number")
);
--> statement-breakpoint
CREATE INDEX "wallet_pass_registrations_serial_idx" ON "wallet_pass_registrations" USING btree ("serial_number");
--> statement-breakpoint
CREATE TABLE "wallet_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"serial_number" text NOT NULL REFERENCES "wallet_passes"("serial_number") ON DELETE cascade,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "wallet_notifications_kind_check" CHECK ("kind" IN ('apns', 'google')),
	CONSTRAINT "wallet_notifications_status_check" CHECK ("status" IN ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "wallet_notifications_pending_idx" ON "wallet_notifications" USING btree ("status","id");
--> statement-breakpoint
CREATE TABLE "wallet_dev_credentials" (
	"name" text PRIMARY KEY NOT NULL,
	"pem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "wallet_passes_voucher_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH touched AS (
		UPDATE wallet_passes
		SET update_tag = nextval('wallet_pass_update_tag_seq'),
			-- Last-Modified has whole seconds: every change moves it by at least one.
			modified_at = greatest(date_trunc('second', clock_timestamp()), modified_at + interval '1 second')
		WHERE voucher_id = NEW.id
		RETURNING serial_number, google_linked_at
	)
	INSERT INTO wallet_notifications (kind, target, serial_number)
	SELECT 'apns', r.push_token, r.serial_number
	FROM wallet_pass_registrations r JOIN touched t ON t.serial_number = r.serial_number
	UNION ALL
	SELECT 'google', t.serial_number, t.serial_number FROM touched t WHERE t.google_linked_at IS NOT NULL;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "wallet_passes_voucher_changed" AFTER UPDATE OF "uses_left", "user_id", "active", "valid_from", "valid_to" ON "vouchers"
FOR EACH ROW WHEN (
	OLD.uses_left IS DISTINCT FROM NEW.uses_left OR OLD.user_id IS DISTINCT FROM NEW.user_id
	OR OLD.active IS DISTINCT FROM NEW.active OR OLD.valid_from IS DISTINCT FROM NEW.valid_from
	OR OLD.valid_to IS DISTINCT FROM NEW.valid_to
) EXECUTE FUNCTION "wallet_passes_voucher_changed"();
