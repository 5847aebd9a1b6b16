CREATE TABLE "order_access_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"warehouse_id" integer NOT NULL,
	"code" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text
);
--> statement-breakpoint
CREATE TABLE "order_contracts" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"number" text NOT NULL,
	"content" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"signed_phone" text,
	"sign_code_hash" text,
	"signed_content_hash" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "order_access_codes_live_code_key" ON "order_access_codes" USING btree ("warehouse_id","code") WHERE "order_access_codes"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_access_codes_live_order_key" ON "order_access_codes" USING btree ("order_id") WHERE "order_access_codes"."revoked_at" is null;