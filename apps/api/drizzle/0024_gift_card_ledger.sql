-- Gift cards as a credit account in the ledger (issue 30; docs/ARCHITECTURE.md, "The ledger").
-- A gift card bought in the shop was a whole-use voucher; now its remaining value is ONE balance,
-- the gift card's own account (gift_card_accounts, keyed by the voucher: the account goes with the
-- card when it is transferred), and every movement of it is one immutable wallet_ledger entry of
-- kind 'gift_card' naming the voucher: the sale credits it ('purchase'), the desk debits what is
-- used ('spent', linked to its redemption; an undo credits it back, 'refund'), a withdrawal takes
-- back the unspent part ('withdrawal'). The card's uses no longer count: the balance does.
CREATE TABLE "gift_card_accounts" (
  "voucher_id" bigint PRIMARY KEY NOT NULL REFERENCES "vouchers"("id") ON DELETE CASCADE,
  "club_id" integer NOT NULL REFERENCES "clubs"("id"),
  -- What the sale credited (the card's value); a withdrawal refunds in proportion to it.
  "credit" integer NOT NULL,
  "balance" integer NOT NULL,
  CONSTRAINT "gift_card_accounts_nonnegative" CHECK ("balance" >= 0 AND "credit" >= 0)
);--> statement-breakpoint
CREATE INDEX "gift_card_accounts_club_idx" ON "gift_card_accounts" ("club_id");--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "voucher_id" bigint REFERENCES "vouchers"("id") ON DELETE CASCADE;--> statement-breakpoint
-- The desk redemption a gift-card debit belongs to (no foreign key: an undo deletes the redemption
-- and keeps the entry, answered by a reversing one).
ALTER TABLE "wallet_ledger" ADD COLUMN "redemption_id" bigint;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_gift_card" CHECK (
  ("kind" = 'gift_card') = ("voucher_id" IS NOT NULL) AND ("kind" = 'gift_card' OR "redemption_id" IS NULL)
  AND ("kind" <> 'gift_card' OR "phase" = 'posted'));--> statement-breakpoint
CREATE INDEX "wallet_ledger_voucher_idx" ON "wallet_ledger" ("voucher_id") WHERE "voucher_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_redemption_spent" ON "wallet_ledger" ("redemption_id", "reason")
  WHERE "redemption_id" IS NOT NULL;--> statement-breakpoint
-- Entries stay immutable with the two new columns.
CREATE OR REPLACE FUNCTION "gw_ledger_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW."user_id", NEW."club_id", NEW."kind", NEW."amount", NEW."reason", NEW."transfer_id", NEW."phase",
      NEW."pending_id", NEW."balance_after", NEW."at", NEW."voucher_id", NEW."redemption_id")
     IS DISTINCT FROM
     (OLD."user_id", OLD."club_id", OLD."kind", OLD."amount", OLD."reason", OLD."transfer_id", OLD."phase",
      OLD."pending_id", OLD."balance_after", OLD."at", OLD."voucher_id", OLD."redemption_id") THEN
    RAISE EXCEPTION 'wallet_ledger entries are immutable (entry %)', OLD."id" USING ERRCODE = 'GW002';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
-- The gift cards sold so far: an e-card of the voucher category bought in the shop. One still
-- unused (active, held, its use not taken, never redeemed) gets a balance equal to its value and
-- one 'purchase' entry, and its uses go (the balance counts now); a used one gets an empty account.
CREATE TEMP TABLE "gift_card_migration" AS
SELECT v."id" AS "voucher_id", v."club_id", v."user_id", v."order_id",
       CASE WHEN btrim(v."value") ~ '^[0-9]+([.,][0-9]{1,2})?$'
            THEN round(replace(btrim(v."value"), ',', '.')::numeric * 100)::int ELSE 0 END AS "credit",
       (v."user_id" IS NOT NULL AND v."active" AND v."uses_left" IS NOT DISTINCT FROM v."uses_total"
        AND NOT EXISTS (SELECT 1 FROM "redemptions" r WHERE r."voucher_id" = v."id")) AS "unused"
FROM "vouchers" v
WHERE v."product_id" IS NOT NULL AND v."type" = 'ecard' AND v."category" = 'voucher';--> statement-breakpoint
INSERT INTO "gift_card_accounts" ("voucher_id", "club_id", "credit", "balance")
SELECT "voucher_id", "club_id", "credit", CASE WHEN "unused" THEN "credit" ELSE 0 END
FROM "gift_card_migration";--> statement-breakpoint
INSERT INTO "wallet_ledger" ("user_id", "club_id", "kind", "amount", "reason", "order_id", "voucher_id", "balance_after")
SELECT "user_id", "club_id", 'gift_card', "credit", 'purchase', "order_id", "voucher_id", "credit"
FROM "gift_card_migration" WHERE "unused" AND "credit" > 0;--> statement-breakpoint
UPDATE "vouchers" v SET "uses_total" = NULL, "uses_left" = NULL
FROM "gift_card_migration" m WHERE m."voucher_id" = v."id" AND m."unused";--> statement-breakpoint
DROP TABLE "gift_card_migration";
