CREATE TABLE "bonus_accounts" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_accounts_balance_not_negative" CHECK ("bonus_accounts"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bonus_transactions" RENAME TO "bonus_ledger";--> statement-breakpoint
ALTER SEQUENCE "bonus_transactions_id_seq" RENAME TO "bonus_ledger_id_seq";--> statement-breakpoint
ALTER TABLE "bonus_ledger" RENAME CONSTRAINT "bonus_transactions_pkey" TO "bonus_ledger_pkey";--> statement-breakpoint
ALTER TABLE "bonus_ledger" RENAME COLUMN "amount" TO "points";--> statement-breakpoint
DROP INDEX "bonus_transactions_user_idx";--> statement-breakpoint
ALTER TABLE "bonus_ledger" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "bonus_ledger" ADD COLUMN "actor" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
-- The old rows become entries: a negative amount was a spend, a positive one an earn (a refund's a revert).
DELETE FROM "bonus_ledger" WHERE "points" = 0;--> statement-breakpoint
UPDATE "bonus_ledger" SET "kind" = CASE WHEN "points" < 0 THEN 'spend' WHEN "reason" = 'refund' THEN 'revert' ELSE 'earn' END;--> statement-breakpoint
ALTER TABLE "bonus_ledger" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "bonus_ledger_user_idx" ON "bonus_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bonus_ledger_order_idx" ON "bonus_ledger" USING btree ("order_id");--> statement-breakpoint
-- A balance the old rows do not explain gets an opening entry, so every user's entries add up to the balance.
INSERT INTO "bonus_ledger" ("user_id", "kind", "points", "reason", "comment")
SELECT "id", CASE WHEN "gap" > 0 THEN 'earn' ELSE 'expire' END, "gap", 'opening_balance', 'Остаток бонусов при переносе в журнал'
FROM (
	SELECT "u"."id", greatest("u"."bonus_balance", 0) - coalesce((SELECT sum("l"."points") FROM "bonus_ledger" "l" WHERE "l"."user_id" = "u"."id"), 0) AS "gap"
	FROM "users" "u"
) AS "gaps"
WHERE "gap" <> 0;--> statement-breakpoint
INSERT INTO "bonus_accounts" ("user_id", "balance") SELECT "id", "bonus_balance" FROM "users" WHERE "bonus_balance" > 0;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "bonus_balance";--> statement-breakpoint
ALTER TABLE "bonus_ledger" ADD CONSTRAINT "bonus_ledger_kind" CHECK ("bonus_ledger"."kind" in ('earn', 'spend', 'revert', 'expire'));--> statement-breakpoint
ALTER TABLE "bonus_ledger" ADD CONSTRAINT "bonus_ledger_points_sign" CHECK (case when "bonus_ledger"."kind" in ('earn', 'revert') then "bonus_ledger"."points" > 0 else "bonus_ledger"."points" < 0 end);--> statement-breakpoint
-- Append-only: an entry is never changed or removed; a correction is a new entry.
CREATE FUNCTION "bonus_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'bonus_ledger is append-only: % refused', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "bonus_ledger_append_only" BEFORE UPDATE OR DELETE ON "bonus_ledger" FOR EACH ROW EXECUTE FUNCTION "bonus_ledger_append_only"();
