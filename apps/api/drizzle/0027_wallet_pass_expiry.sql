-- Passes are told when their voucher expires (issue 36). Expiry is the clock passing valid_to, not
-- a write, so the trigger of 0026 cannot see it: the wallet-pass-expiry job (every minute) touches
-- the passes whose voucher expired after the pass last changed. Touching a pass (a new update tag,
-- Last-Modified moved, one APNs notification per registered device and one Google object update)
-- is now one function that the trigger and the job share.
CREATE FUNCTION "wallet_passes_touch"(serials text[]) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	touched_count integer;
BEGIN
	WITH touched AS (
		UPDATE wallet_passes
		SET update_tag = nextval('wallet_pass_update_tag_seq'),
			-- Last-Modified has whole seconds: every change moves it by at least one.
			modified_at = greatest(date_trunc('second', clock_timestamp()), modified_at + interval '1 second')
		WHERE serial_number = ANY(serials)
		RETURNING serial_number, google_linked_at
	), queued AS (
		INSERT INTO wallet_notifications (kind, target, serial_number)
		SELECT 'apns', r.push_token, r.serial_number
		FROM wallet_pass_registrations r JOIN touched t ON t.serial_number = r.serial_number
		UNION ALL
		SELECT 'google', t.serial_number, t.serial_number FROM touched t WHERE t.google_linked_at IS NOT NULL
	)
	SELECT count(*) INTO touched_count FROM touched;
	RETURN touched_count;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "wallet_passes_voucher_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM wallet_passes_touch(array(SELECT serial_number FROM wallet_passes WHERE voucher_id = NEW.id));
	RETURN NULL;
END
$$;
