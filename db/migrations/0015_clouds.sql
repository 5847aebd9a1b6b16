CREATE TABLE "cloud_acts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"request_id" bigint NOT NULL,
	"space_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"number" text NOT NULL,
	"booked_liters" integer NOT NULL,
	"measured_liters" integer NOT NULL,
	"state" text DEFAULT 'awaiting_client' NOT NULL,
	"client_comment" text,
	"price_difference" integer,
	"settlement_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "cloud_acts_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "cloud_crew_members" (
	"crew_id" bigint NOT NULL,
	"user_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_crews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL,
	"name" text NOT NULL,
	"vehicle" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_item_photos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"item_id" bigint NOT NULL,
	"file_key" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cloud_item_photos_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "cloud_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"space_id" bigint NOT NULL,
	"pickup_request_id" bigint NOT NULL,
	"return_request_id" bigint,
	"title" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'stored' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_at" timestamp with time zone,
	CONSTRAINT "cloud_items_status" CHECK ("cloud_items"."status" in ('stored', 'returning', 'returned'))
);
--> statement-breakpoint
CREATE TABLE "cloud_periods" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"months" smallint NOT NULL,
	"discount_percent" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_rates" (
	"warehouse_id" integer PRIMARY KEY NOT NULL,
	"price_per_m3" integer NOT NULL,
	"return_delivery_price" integer NOT NULL,
	"default_crews" smallint DEFAULT 3 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_request_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_role" text NOT NULL,
	"actor_user_id" bigint,
	"note" text,
	"data" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"space_id" bigint NOT NULL,
	"order_id" bigint,
	"user_id" bigint NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"payment_state" text NOT NULL,
	"window_id" bigint NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"crew_id" bigint,
	"eta_at" timestamp with time zone,
	"address_id" bigint,
	"address" text NOT NULL,
	"flat" text,
	"entrance" text,
	"floor" smallint,
	"intercom" text,
	"passenger_elevator" boolean DEFAULT false NOT NULL,
	"service_lift" boolean DEFAULT false NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"zone" text,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"comment" text,
	"delivery_price" integer DEFAULT 0 NOT NULL,
	"rating" smallint,
	"rating_comment" text,
	"rated_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "cloud_requests_type" CHECK ("cloud_requests"."type" in ('pickup', 'return')),
	CONSTRAINT "cloud_requests_rating" CHECK ("cloud_requests"."rating" is null or "cloud_requests"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "cloud_spaces" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"order_id" bigint,
	"volume_liters" integer NOT NULL,
	"booked_liters" integer NOT NULL,
	"measured_liters" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cloud_spaces_volume" CHECK ("cloud_spaces"."volume_liters" > 0)
);
--> statement-breakpoint
CREATE TABLE "cloud_windows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL,
	"day" date NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"crews" smallint NOT NULL,
	"booked" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "cloud_windows_capacity" CHECK ("cloud_windows"."booked" >= 0 and "cloud_windows"."booked" <= "cloud_windows"."crews")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_acts_request_idx" ON "cloud_acts" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "cloud_acts_user_idx" ON "cloud_acts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_crew_members_pk" ON "cloud_crew_members" USING btree ("crew_id","user_id");--> statement-breakpoint
CREATE INDEX "cloud_crew_members_user_idx" ON "cloud_crew_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cloud_item_photos_item_idx" ON "cloud_item_photos" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "cloud_items_space_idx" ON "cloud_items" USING btree ("space_id","status");--> statement-breakpoint
CREATE INDEX "cloud_request_events_request_idx" ON "cloud_request_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "cloud_requests_user_idx" ON "cloud_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "cloud_requests_window_idx" ON "cloud_requests" USING btree ("window_id");--> statement-breakpoint
CREATE INDEX "cloud_requests_order_idx" ON "cloud_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "cloud_requests_crew_idx" ON "cloud_requests" USING btree ("crew_id","status");--> statement-breakpoint
CREATE INDEX "cloud_spaces_user_idx" ON "cloud_spaces" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_spaces_order_idx" ON "cloud_spaces" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_windows_slot_idx" ON "cloud_windows" USING btree ("warehouse_id","starts_at");--> statement-breakpoint
CREATE INDEX "cloud_windows_day_idx" ON "cloud_windows" USING btree ("warehouse_id","day");