ALTER TABLE "outbox" ADD COLUMN "receipt_order_id" bigint;--> statement-breakpoint
-- The checkout's reservation (reserve.repository.ts) as one call: the data-modifying statement
-- runs in a block with an exception handler, so a refusal (sold out, over the day's maximum, not
-- enough points or ball money, a key already reserving) rolls back what the statement wrote and
-- answers which rule refused, with no error raised to the client or written to the server's log.
CREATE FUNCTION "gw_reserve_order"(
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
        AND b.balance >= p_points_minor
      RETURNING b.balance
    ), ball AS (
      UPDATE wallet_balances b SET balance = b.balance - p_ball_money_minor
      WHERE p_ball_money_minor > 0 AND b.user_id = p_user_id AND b.kind = 'ball_money'
        AND b.club_id = p_club_id AND b.balance >= p_ball_money_minor
      RETURNING b.balance
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
