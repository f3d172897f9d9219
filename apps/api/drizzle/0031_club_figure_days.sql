-- The back office's period figures (issue #35) kept per club-local day instead of computed from
-- every voucher of the club on each read (a club of 100,000 vouchers took about a second).
--
-- voucher_figure_rows: what each voucher adds to its club's figures, per local day (issue, each
-- redemption by department, expiry or withdrawal, and the steps of what the club owes on it).
-- club_figure_days: those rows summed per club, product, department and day; a period's flows are
-- the sum of its days, what is owed at its start or end the sum of the steps before it.
-- figure_dirty: vouchers whose rows are to be computed again, marked by the statement triggers
-- below in the writer's own transaction (one insert per statement, so every writer keeps the
-- figures right and no writer waits on another's counters). A read of the figures, or the
-- club-figures job, computes the marked vouchers again first (modules/partner/club-figures).
-- Keys use 0 and '' for "none" (no product, no department) so the primary key needs no nulls.
CREATE TABLE "figure_dirty" (
	"club_id" integer NOT NULL,
	"voucher_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "figure_dirty_club_idx" ON "figure_dirty" USING btree ("club_id");
--> statement-breakpoint
CREATE TABLE "voucher_figure_rows" (
	"voucher_id" bigint NOT NULL,
	"club_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"department_id" integer NOT NULL,
	"day" date NOT NULL,
	"issued_sold" bigint DEFAULT 0 NOT NULL,
	"issued_given" bigint DEFAULT 0 NOT NULL,
	"redemptions" bigint DEFAULT 0 NOT NULL,
	"uses_issued" bigint DEFAULT 0 NOT NULL,
	"uses_used" bigint DEFAULT 0 NOT NULL,
	"uses_expired" bigint DEFAULT 0 NOT NULL,
	"uses_refunded" bigint DEFAULT 0 NOT NULL,
	"owed_uses" bigint DEFAULT 0 NOT NULL,
	"issued_minor" bigint DEFAULT 0 NOT NULL,
	"used_minor" bigint DEFAULT 0 NOT NULL,
	"expired_minor" bigint DEFAULT 0 NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"owed_minor" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "voucher_figure_rows_voucher_idx" ON "voucher_figure_rows" USING btree ("club_id","voucher_id");
--> statement-breakpoint
CREATE TABLE "club_figure_days" (
	"club_id" integer NOT NULL,
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"department_id" integer NOT NULL,
	"issued_sold" bigint DEFAULT 0 NOT NULL,
	"issued_given" bigint DEFAULT 0 NOT NULL,
	"redemptions" bigint DEFAULT 0 NOT NULL,
	"uses_issued" bigint DEFAULT 0 NOT NULL,
	"uses_used" bigint DEFAULT 0 NOT NULL,
	"uses_expired" bigint DEFAULT 0 NOT NULL,
	"uses_refunded" bigint DEFAULT 0 NOT NULL,
	"owed_uses" bigint DEFAULT 0 NOT NULL,
	"issued_minor" bigint DEFAULT 0 NOT NULL,
	"used_minor" bigint DEFAULT 0 NOT NULL,
	"expired_minor" bigint DEFAULT 0 NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"owed_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "club_figure_days_pk" PRIMARY KEY("club_id","day","product_id","product_name","department_id")
);
--> statement-breakpoint
-- A withdrawal changes the order (status, refunded_at): its vouchers are found by the order.
CREATE INDEX "vouchers_order_idx" ON "vouchers" USING btree ("order_id") WHERE "order_id" IS NOT NULL;
--> statement-breakpoint
CREATE FUNCTION "gw_figures_vouchers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "figure_dirty" ("club_id", "voucher_id") SELECT n."club_id", n."id" FROM "figure_new" n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "figure_dirty" ("club_id", "voucher_id") SELECT o."club_id", o."id" FROM "figure_old" o;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "vouchers_figures_insert" AFTER INSERT ON "vouchers"
  REFERENCING NEW TABLE AS "figure_new" FOR EACH STATEMENT EXECUTE FUNCTION "gw_figures_vouchers_changed"();
--> statement-breakpoint
CREATE TRIGGER "vouchers_figures_delete" AFTER DELETE ON "vouchers"
  REFERENCING OLD TABLE AS "figure_old" FOR EACH STATEMENT EXECUTE FUNCTION "gw_figures_vouchers_changed"();
--> statement-breakpoint
-- An update marks only when a column the figures read changed, decided by the trigger's WHEN
-- (no function call, no transition table): a redemption's uses_left, a favourite or a print
-- costs nothing. A voucher moved to another club is marked at both.
CREATE FUNCTION "gw_figures_voucher_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "figure_dirty" ("club_id", "voucher_id") VALUES (NEW."club_id", NEW."id");
  IF NEW."club_id" <> OLD."club_id" THEN
    INSERT INTO "figure_dirty" ("club_id", "voucher_id") VALUES (OLD."club_id", OLD."id");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "vouchers_figures_update" AFTER UPDATE ON "vouchers" FOR EACH ROW
  WHEN ((NEW."club_id", NEW."user_id" IS NULL, NEW."product_id", NEW."product_name", NEW."order_id",
         NEW."price_paid_minor", NEW."uses_total", NEW."created_at", NEW."valid_to", NEW."active")
    IS DISTINCT FROM
        (OLD."club_id", OLD."user_id" IS NULL, OLD."product_id", OLD."product_name", OLD."order_id",
         OLD."price_paid_minor", OLD."uses_total", OLD."created_at", OLD."valid_to", OLD."active"))
  EXECUTE FUNCTION "gw_figures_voucher_updated"();
--> statement-breakpoint
-- A redemption written, undone or moved: its voucher (the voucher's club, not the redeeming one).
-- A voucher's deletion deletes its redemptions too; the voucher is gone and marks itself.
CREATE FUNCTION "gw_figures_redemptions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "figure_dirty" ("club_id", "voucher_id")
    SELECT v."club_id", v."id" FROM "vouchers" v WHERE v."id" IN (SELECT n."voucher_id" FROM "figure_new" n);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "figure_dirty" ("club_id", "voucher_id")
    SELECT v."club_id", v."id" FROM "vouchers" v WHERE v."id" IN (SELECT o."voucher_id" FROM "figure_old" o);
  ELSE
    INSERT INTO "figure_dirty" ("club_id", "voucher_id")
    SELECT v."club_id", v."id" FROM "vouchers" v WHERE v."id" IN (
      SELECT x."voucher_id" FROM "figure_new" n JOIN "figure_old" o ON o."id" = n."id"
      CROSS JOIN LATERAL (VALUES (n."voucher_id"), (o."voucher_id")) AS x ("voucher_id")
      WHERE (n."voucher_id", n."redeemed_at", n."department_id")
        IS DISTINCT FROM (o."voucher_id", o."redeemed_at", o."department_id"));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A redemption written (the hot path: one per use) marks its voucher from a row trigger, one
-- indexed look-up, without the transition table a statement trigger builds.
CREATE FUNCTION "gw_figures_redemption_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "figure_dirty" ("club_id", "voucher_id")
  SELECT v."club_id", v."id" FROM "vouchers" v WHERE v."id" = NEW."voucher_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "redemptions_figures_insert" AFTER INSERT ON "redemptions" FOR EACH ROW
  EXECUTE FUNCTION "gw_figures_redemption_inserted"();
--> statement-breakpoint
CREATE TRIGGER "redemptions_figures_delete" AFTER DELETE ON "redemptions"
  REFERENCING OLD TABLE AS "figure_old" FOR EACH STATEMENT EXECUTE FUNCTION "gw_figures_redemptions_changed"();
--> statement-breakpoint
CREATE TRIGGER "redemptions_figures_update" AFTER UPDATE ON "redemptions"
  REFERENCING OLD TABLE AS "figure_old" NEW TABLE AS "figure_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "gw_figures_redemptions_changed"();
--> statement-breakpoint
-- A gift card's value lives in the ledger: a voucher that becomes one (or stops being one) changes.
CREATE FUNCTION "gw_figures_gift_cards_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "figure_dirty" ("club_id", "voucher_id")
  SELECT v."club_id", v."id" FROM "vouchers" v WHERE v."id" IN (SELECT n."voucher_id" FROM "figure_rows" n);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "gift_card_accounts_figures_insert" AFTER INSERT ON "gift_card_accounts"
  REFERENCING NEW TABLE AS "figure_rows" FOR EACH STATEMENT EXECUTE FUNCTION "gw_figures_gift_cards_changed"();
--> statement-breakpoint
CREATE TRIGGER "gift_card_accounts_figures_delete" AFTER DELETE ON "gift_card_accounts"
  REFERENCING OLD TABLE AS "figure_rows" FOR EACH STATEMENT EXECUTE FUNCTION "gw_figures_gift_cards_changed"();
--> statement-breakpoint
-- A withdrawal refunds the order: its vouchers end when it was refunded.
CREATE FUNCTION "gw_figures_orders_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "figure_dirty" ("club_id", "voucher_id")
  SELECT v."club_id", v."id" FROM "vouchers" v WHERE v."order_id" IN (
    SELECT n."id" FROM "figure_new" n JOIN "figure_old" o ON o."id" = n."id"
    WHERE (n."status", n."refunded_at") IS DISTINCT FROM (o."status", o."refunded_at"));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_figures_update" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS "figure_old" NEW TABLE AS "figure_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "gw_figures_orders_changed"();
--> statement-breakpoint
-- Days are the club's local days: a club that changes its time zone has every voucher counted again.
CREATE FUNCTION "gw_figures_clubs_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "figure_dirty" ("club_id", "voucher_id")
  SELECT v."club_id", v."id" FROM "vouchers" v WHERE v."club_id" IN (
    SELECT n."id" FROM "figure_new" n JOIN "figure_old" o ON o."id" = n."id"
    WHERE n."timezone" IS DISTINCT FROM o."timezone");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "clubs_figures_update" AFTER UPDATE ON "clubs"
  REFERENCING OLD TABLE AS "figure_old" NEW TABLE AS "figure_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "gw_figures_clubs_changed"();
--> statement-breakpoint
-- Every voucher there is, counted by the first read or the job after the migration.
INSERT INTO "figure_dirty" ("club_id", "voucher_id") SELECT "club_id", "id" FROM "vouchers";
