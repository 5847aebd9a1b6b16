CREATE TABLE "order_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"item_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"subject" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_item_idx" ON "order_lines" USING btree ("item_id","order_id");--> statement-breakpoint
INSERT INTO "order_lines" ("order_id", "item_id", "place_id", "subject", "starts_at", "ends_at", "time_zone", "created_at")
SELECT "id", "cell_id", "warehouse_id",
	coalesce(substring("price"->'lines'->0->>'title' from '^Аренда: (.*), [^,]*×'), ''),
	coalesce("starts_at", "created_at"), coalesce("ends_at", "starts_at", "created_at"), 'Europe/Moscow', "created_at"
FROM "orders"
WHERE "cell_id" IS NOT NULL AND "warehouse_id" IS NOT NULL
ORDER BY "id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "warehouse_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "cell_id";