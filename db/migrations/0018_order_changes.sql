CREATE TABLE "order_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "order_changes_order_idx" ON "order_changes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_changes_pending_idx" ON "order_changes" USING btree ("created_at") WHERE "order_changes"."status" = 'pending';