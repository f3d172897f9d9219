-- The back office's revenue per product kept per club-local day (issue #35), as the voucher
-- figures are (0031): order_revenue_rows holds what each paid (or later withdrawn) order's lines
-- add per product on the local day it was paid, club_revenue_days their sums; revenue_dirty marks
-- orders to compute again (modules/partner/club-revenue.repository.ts).
-- Credit notes, products and the club mark the club too (order 0: no order), as its sales report
-- reads them. club_report_versions counts the refreshes that took marks: a sales report built at
-- a club's version stays good while the version is the same (modules/partner/report-cache.ts).
-- Only a refresh (under the club's advisory lock) writes it, after taking committed marks, so a
-- write that commits late is still seen, and writers never wait on one another.
CREATE TABLE "revenue_dirty" (
	"club_id" integer NOT NULL,
	"order_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "revenue_dirty_club_idx" ON "revenue_dirty" USING btree ("club_id");
--> statement-breakpoint
CREATE TABLE "order_revenue_rows" (
	"order_id" bigint NOT NULL,
	"club_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"gross_minor" bigint DEFAULT 0 NOT NULL,
	"vat_minor" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_revenue_rows_order_idx" ON "order_revenue_rows" USING btree ("club_id","order_id");
--> statement-breakpoint
CREATE TABLE "club_revenue_days" (
	"club_id" integer NOT NULL,
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"gross_minor" bigint DEFAULT 0 NOT NULL,
	"vat_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "club_revenue_days_pk" PRIMARY KEY("club_id","day","product_id")
);
--> statement-breakpoint
CREATE TABLE "club_report_versions" (
	"club_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- What the club owed at an instant by the ledger (the overview, the liability report) reads one
-- club's entries.
CREATE INDEX "wallet_ledger_club_at_idx" ON "wallet_ledger" USING btree ("club_id","at") WHERE "club_id" IS NOT NULL;
--> statement-breakpoint
CREATE FUNCTION "gw_revenue_orders_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "revenue_dirty" ("club_id", "order_id") SELECT n."club_id", n."id" FROM "revenue_new" n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "revenue_dirty" ("club_id", "order_id") SELECT o."club_id", o."id" FROM "revenue_old" o;
  ELSE
    -- Only what revenue and the sales report read; a change at another club marks both.
    INSERT INTO "revenue_dirty" ("club_id", "order_id")
    SELECT c."club_id", n."id" FROM "revenue_new" n JOIN "revenue_old" o ON o."id" = n."id"
    CROSS JOIN LATERAL (SELECT n."club_id" UNION SELECT o."club_id") AS c ("club_id")
    WHERE (n."club_id", n."status", n."paid_at", n."refunded_at", n."vat_rate_bp", n."card_minor",
           n."points_minor", n."ball_money_minor")
      IS DISTINCT FROM
          (o."club_id", o."status", o."paid_at", o."refunded_at", o."vat_rate_bp", o."card_minor",
           o."points_minor", o."ball_money_minor");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_revenue_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS "revenue_new" FOR EACH STATEMENT EXECUTE FUNCTION "gw_revenue_orders_changed"();
--> statement-breakpoint
CREATE TRIGGER "orders_revenue_delete" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS "revenue_old" FOR EACH STATEMENT EXECUTE FUNCTION "gw_revenue_orders_changed"();
--> statement-breakpoint
CREATE TRIGGER "orders_revenue_update" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS "revenue_old" NEW TABLE AS "revenue_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "gw_revenue_orders_changed"();
--> statement-breakpoint
-- An order's lines written, changed or removed (a cart before payment, mostly): its order.
CREATE FUNCTION "gw_revenue_items_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "revenue_dirty" ("club_id", "order_id")
  SELECT o."club_id", o."id" FROM "orders" o WHERE o."id" IN (
    SELECT x."order_id" FROM "revenue_rows" x UNION SELECT y."order_id" FROM "revenue_other" y);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "gw_revenue_items_one_side"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "revenue_dirty" ("club_id", "order_id")
  SELECT o."club_id", o."id" FROM "orders" o WHERE o."id" IN (SELECT x."order_id" FROM "revenue_rows" x);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "order_items_revenue_insert" AFTER INSERT ON "order_items"
  REFERENCING NEW TABLE AS "revenue_rows" FOR EACH STATEMENT EXECUTE FUNCTION "gw_revenue_items_one_side"();
--> statement-breakpoint
CREATE TRIGGER "order_items_revenue_delete" AFTER DELETE ON "order_items"
  REFERENCING OLD TABLE AS "revenue_rows" FOR EACH STATEMENT EXECUTE FUNCTION "gw_revenue_items_one_side"();
--> statement-breakpoint
CREATE TRIGGER "order_items_revenue_update" AFTER UPDATE ON "order_items"
  REFERENCING OLD TABLE AS "revenue_other" NEW TABLE AS "revenue_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "gw_revenue_items_changed"();
--> statement-breakpoint
-- Credit notes (a withdrawal) and products (a line's name, kind) change the sales report only.
CREATE FUNCTION "gw_changes_credit_notes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "revenue_dirty" ("club_id", "order_id")
  SELECT o."club_id", o."id" FROM "orders" o WHERE o."id" IN (SELECT x."order_id" FROM "change_rows" x);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "credit_notes_changes_insert" AFTER INSERT ON "credit_notes"
  REFERENCING NEW TABLE AS "change_rows" FOR EACH STATEMENT EXECUTE FUNCTION "gw_changes_credit_notes"();
--> statement-breakpoint
CREATE TRIGGER "credit_notes_changes_update" AFTER UPDATE ON "credit_notes"
  REFERENCING NEW TABLE AS "change_rows" FOR EACH STATEMENT EXECUTE FUNCTION "gw_changes_credit_notes"();
--> statement-breakpoint
CREATE TRIGGER "credit_notes_changes_delete" AFTER DELETE ON "credit_notes"
  REFERENCING OLD TABLE AS "change_rows" FOR EACH STATEMENT EXECUTE FUNCTION "gw_changes_credit_notes"();
--> statement-breakpoint
CREATE FUNCTION "gw_changes_clubs_of_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "revenue_dirty" ("club_id", "order_id")
  SELECT DISTINCT x."club_id", 0 FROM "change_rows" x WHERE x."club_id" IS NOT NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_changes_update" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS "change_rows" FOR EACH STATEMENT EXECUTE FUNCTION "gw_changes_clubs_of_rows"();
--> statement-breakpoint
-- The club itself (its zone, its country's currency): the reports, and every order's local day.
CREATE FUNCTION "gw_changes_clubs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "revenue_dirty" ("club_id", "order_id") SELECT n."id", 0 FROM "change_rows" n;
  INSERT INTO "revenue_dirty" ("club_id", "order_id")
  SELECT o."club_id", o."id" FROM "orders" o WHERE o."club_id" IN (
    SELECT n."id" FROM "change_rows" n JOIN "change_old" c ON c."id" = n."id"
    WHERE n."timezone" IS DISTINCT FROM c."timezone");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "clubs_changes_update" AFTER UPDATE ON "clubs"
  REFERENCING OLD TABLE AS "change_old" NEW TABLE AS "change_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "gw_changes_clubs"();
--> statement-breakpoint
-- Every order there is, counted by the first read or the job after the migration.
INSERT INTO "revenue_dirty" ("club_id", "order_id") SELECT "club_id", "id" FROM "orders";
