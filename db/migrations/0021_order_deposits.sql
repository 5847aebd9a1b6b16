CREATE TABLE "order_deposits" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"payment_key" text,
	"payment_uuid" text,
	"charge_amount" integer,
	"charge_reason" text,
	"release_due_at" timestamp with time zone,
	"held_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_deposits_open_idx" ON "order_deposits" USING btree ("updated_at") WHERE "order_deposits"."status" in ('awaiting', 'held');--> statement-breakpoint
-- Decision 0032: an order's own rows go with it; the key lives in SQL, not in tables.ts.
ALTER TABLE "order_deposits" ADD CONSTRAINT "order_deposits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
