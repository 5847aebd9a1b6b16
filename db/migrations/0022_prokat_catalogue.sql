CREATE TABLE "prokat_catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "prokat_catalogue_version_one_row" CHECK ("prokat_catalogue_version"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "prokat_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "prokat_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "prokat_cells" (
	"id" serial PRIMARY KEY NOT NULL,
	"postomat_id" integer NOT NULL,
	"number" integer NOT NULL,
	"size" text NOT NULL,
	"broken" boolean DEFAULT false NOT NULL,
	CONSTRAINT "prokat_cells_size_check" CHECK ("prokat_cells"."size" in ('S', 'M', 'L'))
);
--> statement-breakpoint
CREATE TABLE "prokat_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category_id" integer NOT NULL,
	"brand" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"in_box" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deposit" integer NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "prokat_models_slug_unique" UNIQUE("slug"),
	CONSTRAINT "prokat_models_deposit_check" CHECK ("prokat_models"."deposit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "prokat_postomats" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"city_id" integer NOT NULL,
	"address" text NOT NULL,
	"place" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"timetable" jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "prokat_postomats_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "prokat_tariffs" (
	"model_id" integer NOT NULL,
	"unit" text NOT NULL,
	"period_number" integer NOT NULL,
	"price_total" integer NOT NULL,
	CONSTRAINT "prokat_tariffs_model_id_unit_period_number_pk" PRIMARY KEY("model_id","unit","period_number"),
	CONSTRAINT "prokat_tariffs_unit_check" CHECK ("prokat_tariffs"."unit" in ('hour', 'day')),
	CONSTRAINT "prokat_tariffs_period_check" CHECK ("prokat_tariffs"."period_number" > 0 and "prokat_tariffs"."price_total" > 0)
);
--> statement-breakpoint
CREATE TABLE "prokat_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"inventory_number" text NOT NULL,
	"cell_id" integer,
	"status" text DEFAULT 'available' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prokat_units_inventory_number_unique" UNIQUE("inventory_number"),
	CONSTRAINT "prokat_units_status_check" CHECK ("prokat_units"."status" in ('available', 'rented', 'checking', 'broken', 'retired'))
);
--> statement-breakpoint
ALTER TABLE "prokat_cells" ADD CONSTRAINT "prokat_cells_postomat_id_prokat_postomats_id_fk" FOREIGN KEY ("postomat_id") REFERENCES "public"."prokat_postomats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prokat_models" ADD CONSTRAINT "prokat_models_category_id_prokat_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."prokat_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prokat_tariffs" ADD CONSTRAINT "prokat_tariffs_model_id_prokat_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."prokat_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prokat_units" ADD CONSTRAINT "prokat_units_model_id_prokat_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."prokat_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prokat_units" ADD CONSTRAINT "prokat_units_cell_id_prokat_cells_id_fk" FOREIGN KEY ("cell_id") REFERENCES "public"."prokat_cells"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prokat_cells_number_idx" ON "prokat_cells" USING btree ("postomat_id","number");--> statement-breakpoint
CREATE INDEX "prokat_models_category_idx" ON "prokat_models" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "prokat_postomats_geo_idx" ON "prokat_postomats" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE UNIQUE INDEX "prokat_units_cell_idx" ON "prokat_units" USING btree ("cell_id");--> statement-breakpoint
CREATE INDEX "prokat_units_model_idx" ON "prokat_units" USING btree ("model_id");--> statement-breakpoint
INSERT INTO "prokat_catalogue_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Added by hand: every committed change of what the prokat catalogue shows (categories, models,
-- tariffs, lockers, cells, units) bumps the counter, at commit; TRUNCATE gets a statement trigger.
CREATE FUNCTION "prokat_catalogue_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "prokat_catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "prokat_categories_version" AFTER INSERT OR UPDATE OR DELETE ON "prokat_categories" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "prokat_catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "prokat_categories_version_truncate" AFTER TRUNCATE ON "prokat_categories" FOR EACH STATEMENT EXECUTE FUNCTION "prokat_catalogue_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "prokat_models_version" AFTER INSERT OR UPDATE OR DELETE ON "prokat_models" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "prokat_catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "prokat_models_version_truncate" AFTER TRUNCATE ON "prokat_models" FOR EACH STATEMENT EXECUTE FUNCTION "prokat_catalogue_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "prokat_tariffs_version" AFTER INSERT OR UPDATE OR DELETE ON "prokat_tariffs" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "prokat_catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "prokat_tariffs_version_truncate" AFTER TRUNCATE ON "prokat_tariffs" FOR EACH STATEMENT EXECUTE FUNCTION "prokat_catalogue_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "prokat_postomats_version" AFTER INSERT OR UPDATE OR DELETE ON "prokat_postomats" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "prokat_catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "prokat_postomats_version_truncate" AFTER TRUNCATE ON "prokat_postomats" FOR EACH STATEMENT EXECUTE FUNCTION "prokat_catalogue_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "prokat_cells_version" AFTER INSERT OR UPDATE OR DELETE ON "prokat_cells" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "prokat_catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "prokat_cells_version_truncate" AFTER TRUNCATE ON "prokat_cells" FOR EACH STATEMENT EXECUTE FUNCTION "prokat_catalogue_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "prokat_units_version" AFTER INSERT OR UPDATE OR DELETE ON "prokat_units" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "prokat_catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "prokat_units_version_truncate" AFTER TRUNCATE ON "prokat_units" FOR EACH STATEMENT EXECUTE FUNCTION "prokat_catalogue_version_bump"();
