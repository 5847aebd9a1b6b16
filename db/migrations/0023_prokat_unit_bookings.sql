CREATE TABLE "prokat_unit_bookings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"during" "tstzrange" NOT NULL,
	"status" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "prokat_unit_bookings_status_check" CHECK ("prokat_unit_bookings"."status" in ('hold', 'active', 'released'))
);
--> statement-breakpoint
ALTER TABLE "prokat_unit_bookings" ADD CONSTRAINT "prokat_unit_bookings_unit_id_prokat_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."prokat_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prokat_unit_bookings_unit_idx" ON "prokat_unit_bookings" USING btree ("unit_id") WHERE "prokat_unit_bookings"."status" <> 'released';--> statement-breakpoint
CREATE INDEX "prokat_unit_bookings_order_idx" ON "prokat_unit_bookings" USING btree ("order_id");--> statement-breakpoint
-- Added by hand: the order a booking belongs to (the orders domain's table, as cell_bookings has it),
-- no two live bookings of one unit overlapping, and the catalogue's counter bumped by every change.
ALTER TABLE "prokat_unit_bookings" ADD CONSTRAINT "prokat_unit_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION;--> statement-breakpoint
ALTER TABLE "prokat_unit_bookings" ADD CONSTRAINT "prokat_unit_bookings_no_overlap" EXCLUDE USING gist ("unit_id" WITH =, "during" WITH &&) WHERE ("status" IN ('hold', 'active'));--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "prokat_unit_bookings_version" AFTER INSERT OR UPDATE OR DELETE ON "prokat_unit_bookings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "prokat_catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "prokat_unit_bookings_version_truncate" AFTER TRUNCATE ON "prokat_unit_bookings" FOR EACH STATEMENT EXECUTE FUNCTION "prokat_catalogue_version_bump"();
