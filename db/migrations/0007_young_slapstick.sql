CREATE TABLE "payment_receipts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"payment_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"idempotence_key" text NOT NULL,
	"receipt" jsonb NOT NULL,
	"registration" text DEFAULT 'pending' NOT NULL,
	"provider_receipt_id" text,
	"provider_refund_id" text,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"registered_at" timestamp with time zone,
	CONSTRAINT "payment_receipts_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "payment_receipts_idempotence_key_unique" UNIQUE("idempotence_key")
);
--> statement-breakpoint
CREATE INDEX "payment_receipts_payment_idx" ON "payment_receipts" USING btree ("payment_id");