ALTER TABLE "vouchers" ADD COLUMN "transfer_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "voucher_transfers_expiry_idx" ON "voucher_transfers" USING btree ("expires_at") WHERE "voucher_transfers"."status" = 'pending';--> statement-breakpoint
UPDATE "vouchers" SET "transfer_expires_at" = t."expires_at" FROM "voucher_transfers" t WHERE "vouchers"."transfer_id" = t."id";
