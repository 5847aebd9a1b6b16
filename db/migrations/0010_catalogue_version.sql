CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Added by hand: every committed change of what the catalogue's cards show (warehouses, cells,
-- tariffs, cell bookings) bumps the counter. Deferred to the commit, so a booking transaction locks
-- the counter's row only while it commits; TRUNCATE fires no row trigger and gets its own.
CREATE FUNCTION "catalogue_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "warehouses_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "warehouses" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "warehouses_catalogue_version_truncate" AFTER TRUNCATE ON "warehouses" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "cells_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "cells" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "cells_catalogue_version_truncate" AFTER TRUNCATE ON "cells" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "tariffs_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "tariffs" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "tariffs_catalogue_version_truncate" AFTER TRUNCATE ON "tariffs" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "cell_bookings_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "cell_bookings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "cell_bookings_catalogue_version_truncate" AFTER TRUNCATE ON "cell_bookings" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
