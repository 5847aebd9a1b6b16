CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"icon" text NOT NULL,
	"country_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"timezone" text DEFAULT 'Europe/Moscow' NOT NULL,
	"declensions" jsonb NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"phone_code" text NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_texts_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "locales" (
	"id" integer PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"language_code" text NOT NULL,
	"available" boolean NOT NULL,
	"activity" boolean NOT NULL,
	"domain" text NOT NULL,
	CONSTRAINT "locales_language_code_unique" UNIQUE("language_code")
);
--> statement-breakpoint
CREATE TABLE "timezones" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"utc_offset" text NOT NULL,
	CONSTRAINT "timezones_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sandbox_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"text" text NOT NULL,
	"code" text,
	"call_phone" text,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_outbox_recipient_idx" ON "sandbox_outbox" USING btree ("recipient","created_at");