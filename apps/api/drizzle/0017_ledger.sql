-- The wallet ledger (docs/ARCHITECTURE.md, "The ledger"). One balance per golfer × kind × club
-- (wallet_balances: the posted balance and the amount held by pending transfers), every movement
-- one immutable entry (wallet_ledger) with its own transfer id. Before this migration the range
-- wrote ball money to the entries alone, so the shop's balance and the range's sum of entries
-- disagreed; the entries are the truth and the balances are rebuilt from them below.
ALTER TABLE "wallet_balances" ADD COLUMN "held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "transfer_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "phase" text DEFAULT 'posted' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "pending_id" uuid;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "counter_account" text GENERATED ALWAYS AS (
  CASE WHEN "kind" = 'points' THEN 'provider:points' ELSE 'club:' || "club_id" || ':' || "kind" END) STORED;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_transfer_id" UNIQUE ("transfer_id");--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_pending_id" UNIQUE ("pending_id");--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_pending_fk" FOREIGN KEY ("pending_id")
  REFERENCES "wallet_ledger"("transfer_id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_phase" CHECK (
  "phase" IN ('posted', 'pending', 'post', 'void')
  AND ("pending_id" IS NOT NULL) = ("phase" IN ('post', 'void'))
  AND ("phase" = 'posted' OR "amount" <= 0));--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_minor" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_minor" CHECK (
  "refund_minor" IS NULL OR ("refund_minor" >= 0 AND "refund_minor" <= "amount_minor"));--> statement-breakpoint
ALTER TABLE "range_reservations" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "range_reservations" ADD COLUMN "answer" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "range_reservations_idempotency" ON "range_reservations" ("user_id", "idempotency_key")
  WHERE "idempotency_key" IS NOT NULL;--> statement-breakpoint
-- A ball-money dispense still open holds its money as a pending transfer (posted on done, voided
-- on release); before, its debit was final at once.
UPDATE "wallet_ledger" l SET "phase" = 'pending'
FROM "range_reservations" r
WHERE r."ledger_id" = l."id" AND r."payment" = 'ball_money'
  AND r."state" IN ('reserved', 'commanded', 'acknowledged');--> statement-breakpoint
ALTER TABLE "wallet_balances" DROP CONSTRAINT "wallet_balances_nonnegative";--> statement-breakpoint
-- Rebuild every balance from its entries.
INSERT INTO "wallet_balances" AS b ("user_id", "kind", "club_id", "balance", "held")
SELECT "user_id", "kind", coalesce("club_id", 0),
       coalesce(sum("amount") FILTER (WHERE "phase" = 'posted'), 0),
       coalesce(-sum("amount") FILTER (WHERE "phase" = 'pending'), 0)
FROM "wallet_ledger" GROUP BY "user_id", "kind", coalesce("club_id", 0)
ON CONFLICT ("user_id", "kind", "club_id") DO UPDATE SET "balance" = excluded."balance", "held" = excluded."held";--> statement-breakpoint
-- A balance the old double bookkeeping let go below zero is brought back to zero by one correcting
-- entry (the club bears what was spent twice), so every balance still equals its entries.
INSERT INTO "wallet_ledger" ("user_id", "club_id", "kind", "amount", "reason", "balance_after")
SELECT "user_id", CASE WHEN "kind" = 'points' THEN NULL ELSE "club_id" END, "kind",
       "held" - "balance", 'correction', 0
FROM "wallet_balances" WHERE "balance" - "held" < 0;--> statement-breakpoint
UPDATE "wallet_balances" SET "balance" = "held" WHERE "balance" - "held" < 0;--> statement-breakpoint
ALTER TABLE "wallet_balances" ADD CONSTRAINT "wallet_balances_nonnegative" CHECK (
  "held" >= 0 AND "balance" - "held" >= 0);--> statement-breakpoint
-- Entries are immutable: only the order link may go (an order deleted with its golfer).
CREATE FUNCTION "gw_ledger_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW."user_id", NEW."club_id", NEW."kind", NEW."amount", NEW."reason", NEW."transfer_id", NEW."phase",
      NEW."pending_id", NEW."balance_after", NEW."at")
     IS DISTINCT FROM
     (OLD."user_id", OLD."club_id", OLD."kind", OLD."amount", OLD."reason", OLD."transfer_id", OLD."phase",
      OLD."pending_id", OLD."balance_after", OLD."at") THEN
    RAISE EXCEPTION 'wallet_ledger entries are immutable (entry %)', OLD."id" USING ERRCODE = 'GW002';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "wallet_ledger_immutable" BEFORE UPDATE ON "wallet_ledger"
  FOR EACH ROW EXECUTE FUNCTION "gw_ledger_immutable"();--> statement-breakpoint
-- Checkout spends only what is not held by a pending transfer.
CREATE OR REPLACE FUNCTION "gw_reserve_order"(
  p_lines jsonb, p_now timestamptz, p_day date, p_user_id int, p_club_id int, p_attempt_id bigint,
  p_currency text, p_total_minor int, p_vat_minor int, p_vat_rate_bp int, p_card_minor int,
  p_points_minor int, p_ball_money_minor int, p_with_payment boolean, p_acquirer text,
  p_card_token text, p_card_brand text, p_card_last4 text, p_save_card boolean,
  OUT o_order_id bigint, OUT o_payment_id bigint, OUT o_refused text)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  BEGIN
    WITH line AS (
      SELECT * FROM jsonb_to_recordset(p_lines)
        AS l(seq int, product_id int, quantity int, unit_price_minor int, name text, vat_minor int)
    ), stock AS (
      UPDATE products pr SET stock_left = pr.stock_left - line.quantity
      FROM line
      WHERE pr.id = line.product_id AND pr.stock_left IS NOT NULL AND pr.stock_left >= line.quantity
        AND pr.active AND (pr.limited_until IS NULL OR pr.limited_until > p_now)
      RETURNING pr.id
    ), unlimited AS (
      SELECT pr.id FROM products pr JOIN line ON line.product_id = pr.id
      WHERE pr.stock_left IS NULL
        AND pr.active AND (pr.limited_until IS NULL OR pr.limited_until > p_now)
    ), capped AS (
      SELECT line.product_id, line.quantity, pr.max_per_day
      FROM line JOIN products pr ON pr.id = line.product_id
      WHERE pr.max_per_day IS NOT NULL
    ), quota AS (
      INSERT INTO product_daily_sales AS d (product_id, day, sold)
      SELECT capped.product_id, p_day, capped.quantity FROM capped
      WHERE capped.quantity <= capped.max_per_day
      ON CONFLICT (product_id, day) DO UPDATE SET sold = d.sold + excluded.sold
        WHERE d.sold + excluded.sold <= (SELECT pr.max_per_day FROM products pr WHERE pr.id = excluded.product_id)
      RETURNING d.product_id
    ), points AS (
      UPDATE wallet_balances b SET balance = b.balance - p_points_minor
      WHERE p_points_minor > 0 AND b.user_id = p_user_id AND b.kind = 'points' AND b.club_id = 0
        AND b.balance - b.held >= p_points_minor
      RETURNING b.balance - b.held AS balance
    ), ball AS (
      UPDATE wallet_balances b SET balance = b.balance - p_ball_money_minor
      WHERE p_ball_money_minor > 0 AND b.user_id = p_user_id AND b.kind = 'ball_money'
        AND b.club_id = p_club_id AND b.balance - b.held >= p_ball_money_minor
      RETURNING b.balance - b.held AS balance
    ), placed AS (
      INSERT INTO orders (user_id, club_id, status, total_minor, currency, card_minor, points_minor,
                          ball_money_minor, vat_minor, vat_rate_bp, created_at)
      VALUES (p_user_id, p_club_id, 'pending_payment', p_total_minor, p_currency, p_card_minor, p_points_minor,
              p_ball_money_minor, p_vat_minor, p_vat_rate_bp, p_now)
      RETURNING id
    ), items AS (
      INSERT INTO order_items (order_id, product_id, quantity, unit_price_minor, name, vat_minor)
      SELECT placed.id, line.product_id, line.quantity, line.unit_price_minor, line.name, line.vat_minor
      FROM placed, line ORDER BY line.seq
    ), spent AS (
      INSERT INTO wallet_ledger (user_id, club_id, kind, amount, reason, order_id, balance_after)
      SELECT p_user_id, NULL, 'points', -p_points_minor, 'spent', placed.id, points.balance
      FROM placed, points
      UNION ALL
      SELECT p_user_id, p_club_id, 'ball_money', -p_ball_money_minor, 'spent', placed.id, ball.balance
      FROM placed, ball
    ), payment AS (
      INSERT INTO payments (order_id, acquirer, card_token, card_brand, card_last4, save_card, amount_minor,
                            currency, status, created_at, updated_at)
      SELECT placed.id, p_acquirer, p_card_token, p_card_brand, p_card_last4, p_save_card, p_card_minor,
             p_currency, 'pending', p_now, p_now
      FROM placed WHERE p_with_payment
      RETURNING id
    ), attempt AS (
      UPDATE checkout_attempts a SET order_id = placed.id FROM placed
      WHERE a.id = p_attempt_id AND a.order_id IS NULL AND a.status = 'started'
      RETURNING a.id
    )
    SELECT placed.id, (SELECT id FROM payment),
           CASE
             WHEN (SELECT count(*) FROM attempt) <> 1 THEN 'attempt'
             WHEN (SELECT count(*) FROM stock) + (SELECT count(*) FROM unlimited) <> (SELECT count(*) FROM line)
               THEN 'stock'
             WHEN (SELECT count(*) FROM quota) <> (SELECT count(*) FROM capped) THEN 'daily_limit'
             WHEN p_points_minor > 0 AND (SELECT count(*) FROM points) <> 1 THEN 'points'
             WHEN p_ball_money_minor > 0 AND (SELECT count(*) FROM ball) <> 1 THEN 'ball_money'
           END
      INTO o_order_id, o_payment_id, o_refused
    FROM placed;
    IF o_refused IS NOT NULL THEN
      -- Undoes this block's writes (its savepoint); caught here, so logged nowhere.
      RAISE EXCEPTION USING ERRCODE = 'GW001';
    END IF;
  EXCEPTION WHEN SQLSTATE 'GW001' THEN
    o_order_id := NULL;
    o_payment_id := NULL;
  END;
END;
$$;
