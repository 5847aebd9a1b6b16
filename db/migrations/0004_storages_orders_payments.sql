CREATE TABLE "cell_bookings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cell_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"during" "tstzrange" NOT NULL,
	"status" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cell_sizes" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"min_area" double precision NOT NULL,
	"max_area" double precision NOT NULL,
	"fits" jsonb NOT NULL,
	"image" text,
	"sort" integer DEFAULT 100 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cells" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL,
	"number" text NOT NULL,
	"floor" integer NOT NULL,
	"size_code" text NOT NULL,
	"area" double precision NOT NULL,
	"volume" double precision NOT NULL,
	"width_cm" integer NOT NULL,
	"depth_cm" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"tariff_kind" text NOT NULL,
	"title" text NOT NULL,
	"length" integer NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "rental_periods_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "storage_landings" (
	"key" text PRIMARY KEY NOT NULL,
	"hero_title" text NOT NULL,
	"hero_subtitle" text NOT NULL,
	"seo_title" text NOT NULL,
	"seo_description" text NOT NULL,
	"sections" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL,
	"size_code" text NOT NULL,
	"kind" text NOT NULL,
	"price" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"metro" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"timezone" text DEFAULT 'Europe/Moscow' NOT NULL,
	"timetable" jsonb NOT NULL,
	"description" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"build_information" jsonb NOT NULL,
	"external_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"licenses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"review_group_id" integer,
	"sort" integer DEFAULT 100 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouses_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "bonus_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" bigint,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_route_key_pk" PRIMARY KEY("scope","route","key")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text NOT NULL,
	"data" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint,
	"kind" text NOT NULL,
	"stored_name" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "order_files_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"user_id" bigint,
	"guest_phone" text,
	"guest_token_hash" text,
	"company_id" bigint,
	"warehouse_id" integer,
	"cell_id" integer,
	"tariff_kind" text,
	"period_code" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"hold_expires_at" timestamp with time zone,
	"price" jsonb,
	"total" integer DEFAULT 0 NOT NULL,
	"promo_code" text,
	"bonuses_used" integer DEFAULT 0 NOT NULL,
	"auto_renewal" boolean DEFAULT true NOT NULL,
	"using_bonuses" boolean DEFAULT false NOT NULL,
	"payment_method" text DEFAULT 'card' NOT NULL,
	"card_id" bigint,
	"comment" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cancel_reason" text,
	"cancel_comment" text,
	"cancel_date" timestamp with time zone,
	"quality_statuses" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"discount_type" text NOT NULL,
	"value" integer NOT NULL,
	"kinds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_total" integer DEFAULT 0 NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"owner_user_id" bigint,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint,
	"company_id" bigint,
	"amount" integer NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_id" bigint,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"user_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"provider_method_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "payment_cards_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"order_id" bigint,
	"user_id" bigint,
	"purpose" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"idempotence_key" text NOT NULL,
	"confirmation_url" text,
	"description" text NOT NULL,
	"card_id" bigint,
	"save_payment_method" boolean DEFAULT false NOT NULL,
	"period_index" integer,
	"invoice_id" bigint,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"refund_reason" text,
	"cancellation_reason" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	CONSTRAINT "payments_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "payments_idempotence_key_unique" UNIQUE("idempotence_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_provider_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotence_key" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"description" text NOT NULL,
	"return_url" text,
	"save_payment_method" boolean DEFAULT false NOT NULL,
	"payment_method_id" text,
	"payment_method_card" jsonb,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"cancellation_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_provider_payments_idempotence_key_unique" UNIQUE("idempotence_key")
);
--> statement-breakpoint
ALTER TABLE "cell_bookings" ADD CONSTRAINT "cell_bookings_cell_id_cells_id_fk" FOREIGN KEY ("cell_id") REFERENCES "public"."cells"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cells" ADD CONSTRAINT "cells_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cells" ADD CONSTRAINT "cells_size_code_cell_sizes_code_fk" FOREIGN KEY ("size_code") REFERENCES "public"."cell_sizes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_size_code_cell_sizes_code_fk" FOREIGN KEY ("size_code") REFERENCES "public"."cell_sizes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cell_bookings_cell_idx" ON "cell_bookings" USING btree ("cell_id") WHERE "cell_bookings"."status" <> 'released';--> statement-breakpoint
CREATE INDEX "cell_bookings_order_idx" ON "cell_bookings" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cells_warehouse_number_key" ON "cells" USING btree ("warehouse_id","number");--> statement-breakpoint
CREATE INDEX "cells_warehouse_size_idx" ON "cells" USING btree ("warehouse_id","size_code");--> statement-breakpoint
CREATE UNIQUE INDEX "tariffs_warehouse_size_kind_key" ON "tariffs" USING btree ("warehouse_id","size_code","kind");--> statement-breakpoint
CREATE INDEX "warehouses_city_idx" ON "warehouses" USING btree ("city_id","sort");--> statement-breakpoint
CREATE INDEX "bonus_transactions_user_idx" ON "bonus_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "order_files_order_idx" ON "order_files" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "orders_guest_phone_idx" ON "orders" USING btree ("guest_phone") WHERE "orders"."user_id" is null;--> statement-breakpoint
CREATE INDEX "orders_renewal_idx" ON "orders" USING btree ("ends_at") WHERE "orders"."status" = 'active' and "orders"."auto_renewal";--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_cards_user_idx" ON "payment_cards" USING btree ("user_id") WHERE "payment_cards"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cards_one_default_key" ON "payment_cards" USING btree ("user_id") WHERE "payment_cards"."is_default" and "payment_cards"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cards_method_key" ON "payment_cards" USING btree ("provider","provider_method_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_id_key" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_renewal_period_key" ON "payments" USING btree ("order_id","period_index") WHERE "payments"."purpose" = 'renewal' and "payments"."status" <> 'canceled';--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "cell_bookings" ADD CONSTRAINT "cell_bookings_no_overlap" EXCLUDE USING gist ("cell_id" WITH =, "during" WITH &&) WHERE ("status" IN ('hold', 'active'));
