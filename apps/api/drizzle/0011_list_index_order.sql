CREATE TABLE "user_voucher_counts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"listed" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "clubs_name_sort_idx" ON "clubs" USING btree ("name_sort","id");--> statement-breakpoint
CREATE INDEX "vouchers_owner_club_name_idx" ON "vouchers" USING btree ("user_id","club_id","name_sort","id");--> statement-breakpoint
CREATE INDEX "vouchers_owner_valid_to_idx" ON "vouchers" USING btree ("user_id","valid_to","id");--> statement-breakpoint
-- user_voucher_counts is kept by statement triggers on vouchers with transition tables: one upsert
-- per statement however many rows it wrote, in user order (concurrent writers lock counts alike).
-- An update that moves no golfer's counts (a redemption, a favourite) writes nothing.
CREATE FUNCTION "user_voucher_counts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "user_voucher_counts" AS c ("user_id", "listed", "total")
  SELECT n."user_id", sum((n."category" <> 'driving_range' AND n."type" <> 'ecard')::int)::int, count(*)::int
  FROM "voucher_count_new" n WHERE n."user_id" IS NOT NULL
  GROUP BY n."user_id" ORDER BY n."user_id"
  ON CONFLICT ("user_id") DO UPDATE
    SET "listed" = c."listed" + excluded."listed", "total" = c."total" + excluded."total";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "user_voucher_counts_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "user_voucher_counts" AS c ("user_id", "listed", "total")
  SELECT o."user_id", -sum((o."category" <> 'driving_range' AND o."type" <> 'ecard')::int)::int, -count(*)::int
  FROM "voucher_count_old" o WHERE o."user_id" IS NOT NULL
  GROUP BY o."user_id" ORDER BY o."user_id"
  ON CONFLICT ("user_id") DO UPDATE
    SET "listed" = c."listed" + excluded."listed", "total" = c."total" + excluded."total";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "user_voucher_counts_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "user_voucher_counts" AS c ("user_id", "listed", "total")
  SELECT d."user_id", sum(d."listed")::int, sum(d."total")::int
  FROM (
    SELECT n."user_id", (n."category" <> 'driving_range' AND n."type" <> 'ecard')::int AS "listed", 1 AS "total"
    FROM "voucher_count_new" n WHERE n."user_id" IS NOT NULL
    UNION ALL
    SELECT o."user_id", -(o."category" <> 'driving_range' AND o."type" <> 'ecard')::int, -1
    FROM "voucher_count_old" o WHERE o."user_id" IS NOT NULL
  ) d
  GROUP BY d."user_id"
  HAVING sum(d."listed") <> 0 OR sum(d."total") <> 0
  ORDER BY d."user_id"
  ON CONFLICT ("user_id") DO UPDATE
    SET "listed" = c."listed" + excluded."listed", "total" = c."total" + excluded."total";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "vouchers_counts_insert" AFTER INSERT ON "vouchers"
  REFERENCING NEW TABLE AS "voucher_count_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "user_voucher_counts_insert"();
--> statement-breakpoint
CREATE TRIGGER "vouchers_counts_delete" AFTER DELETE ON "vouchers"
  REFERENCING OLD TABLE AS "voucher_count_old"
  FOR EACH STATEMENT EXECUTE FUNCTION "user_voucher_counts_delete"();
--> statement-breakpoint
CREATE TRIGGER "vouchers_counts_update" AFTER UPDATE ON "vouchers"
  REFERENCING OLD TABLE AS "voucher_count_old" NEW TABLE AS "voucher_count_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "user_voucher_counts_update"();
--> statement-breakpoint
INSERT INTO "user_voucher_counts" ("user_id", "listed", "total")
  SELECT v."user_id", sum((v."category" <> 'driving_range' AND v."type" <> 'ecard')::int)::int, count(*)::int
  FROM "vouchers" v WHERE v."user_id" IS NOT NULL GROUP BY v."user_id";
