CREATE TABLE "order_access_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"order_id" bigint NOT NULL,
	"owner_user_id" bigint NOT NULL,
	"phone" text NOT NULL,
	"name" text,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "order_access_grants_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "closing_acts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"number" text NOT NULL,
	"order_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"period_start" text NOT NULL,
	"period_end" text NOT NULL,
	"amount" integer NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closing_acts_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "closing_acts_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "bonus_expiry_notices" (
	"earn_entry_id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"points" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"friend_user_id" bigint PRIMARY KEY NOT NULL,
	"referrer_user_id" bigint NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rewarded_at" timestamp with time zone,
	"reward_order_id" bigint
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"address" text NOT NULL,
	"city_id" integer,
	"flat" text,
	"floor" integer,
	"entrance" text,
	"intercom" text,
	"passenger_elevator" boolean DEFAULT false NOT NULL,
	"service_lift" boolean DEFAULT false NOT NULL,
	"comment" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"fias_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"polygon" jsonb NOT NULL,
	"surcharge" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "identity_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"data_encrypted" text,
	"reject_reason" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"user_id" bigint NOT NULL,
	"document_id" bigint,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "identity_files_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "lodgers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"birth_date" date NOT NULL,
	"phone" text,
	"relation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "kpp" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "ogrn" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "legal_address" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "director" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bik" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "settlement_account" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "correspondent_account" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "referrer_user_id" bigint;--> statement-breakpoint
ALTER TABLE "bonus_ledger" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bonus_ledger" ADD COLUMN "source_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "order_access_grants_live_key" ON "order_access_grants" USING btree ("order_id","phone") WHERE "order_access_grants"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "order_access_grants_phone_idx" ON "order_access_grants" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "closing_acts_order_period_key" ON "closing_acts" USING btree ("order_id","period_start");--> statement-breakpoint
CREATE INDEX "closing_acts_user_idx" ON "closing_acts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_user_id");--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id") WHERE "addresses"."active";--> statement-breakpoint
CREATE INDEX "delivery_zones_city_idx" ON "delivery_zones" USING btree ("city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_documents_user_type_key" ON "identity_documents" USING btree ("user_id","type");--> statement-breakpoint
CREATE INDEX "identity_documents_status_idx" ON "identity_documents" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "identity_files_user_idx" ON "identity_files" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "lodgers_user_idx" ON "lodgers" USING btree ("user_id") WHERE "lodgers"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_ledger_source_key" ON "bonus_ledger" USING btree ("source_key") WHERE "bonus_ledger"."source_key" is not null;--> statement-breakpoint
CREATE INDEX "bonus_ledger_expiry_idx" ON "bonus_ledger" USING btree ("expires_at") WHERE "bonus_ledger"."expires_at" is not null;