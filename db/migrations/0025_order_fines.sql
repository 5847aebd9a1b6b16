CREATE TABLE "order_fines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"order_id" bigint NOT NULL,
	"key" text NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"reason" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"payment_key" text,
	"payment_uuid" text,
	"created_by" bigint,
	"decided_by" bigint,
	"decision_reason" text,
	"decided_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_fines_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "order_fines_status_check" CHECK ("order_fines"."status" in ('proposed', 'due', 'charging', 'paid', 'unpaid', 'waived')),
	CONSTRAINT "order_fines_amount_check" CHECK ("order_fines"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_fines" ADD CONSTRAINT "order_fines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_fines_order_key_uq" ON "order_fines" USING btree ("order_id","key");--> statement-breakpoint
CREATE INDEX "order_fines_open_idx" ON "order_fines" USING btree ("updated_at") WHERE "order_fines"."status" in ('due', 'charging');