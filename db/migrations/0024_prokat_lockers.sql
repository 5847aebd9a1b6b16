CREATE TABLE "prokat_cell_openings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cell_id" integer NOT NULL,
	"order_id" bigint,
	"unit_id" integer,
	"purpose" text NOT NULL,
	"via" text NOT NULL,
	"user_id" bigint,
	"status" text DEFAULT 'opening' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"occupied_after" boolean,
	CONSTRAINT "prokat_cell_openings_purpose_check" CHECK ("prokat_cell_openings"."purpose" in ('pickup', 'return', 'staff')),
	CONSTRAINT "prokat_cell_openings_via_check" CHECK ("prokat_cell_openings"."via" in ('app', 'pin', 'console')),
	CONSTRAINT "prokat_cell_openings_status_check" CHECK ("prokat_cell_openings"."status" in ('opening', 'open', 'closed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "prokat_locker_events" (
	"id" text PRIMARY KEY NOT NULL,
	"postomat_id" integer NOT NULL,
	"cell_number" integer,
	"type" text NOT NULL,
	"occupied" boolean,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prokat_rental_pins" (
	"order_id" bigint NOT NULL,
	"unit_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"pin" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "prokat_rental_pins_order_id_unit_id_purpose_pk" PRIMARY KEY("order_id","unit_id","purpose"),
	CONSTRAINT "prokat_rental_pins_purpose_check" CHECK ("prokat_rental_pins"."purpose" in ('pickup', 'return'))
);
--> statement-breakpoint
CREATE TABLE "prokat_rental_units" (
	"order_id" bigint NOT NULL,
	"unit_id" integer NOT NULL,
	"stage" text DEFAULT 'awaiting_pickup' NOT NULL,
	"pickup_cell_id" integer NOT NULL,
	"length_minutes" integer NOT NULL,
	"pickup_until" timestamp with time zone NOT NULL,
	"picked_up_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"return_cell_id" integer,
	"returned_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	CONSTRAINT "prokat_rental_units_order_id_unit_id_pk" PRIMARY KEY("order_id","unit_id"),
	CONSTRAINT "prokat_rental_units_stage_check" CHECK ("prokat_rental_units"."stage" in ('awaiting_pickup', 'in_use', 'returned', 'checked', 'damaged')),
	CONSTRAINT "prokat_rental_units_length_check" CHECK ("prokat_rental_units"."length_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "prokat_sandbox_cells" (
	"cell_id" integer PRIMARY KEY NOT NULL,
	"door" text NOT NULL,
	"occupied" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prokat_cell_openings" ADD CONSTRAINT "prokat_cell_openings_cell_id_prokat_cells_id_fk" FOREIGN KEY ("cell_id") REFERENCES "public"."prokat_cells"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prokat_cell_openings" ADD CONSTRAINT "prokat_cell_openings_unit_id_prokat_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."prokat_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prokat_locker_events" ADD CONSTRAINT "prokat_locker_events_postomat_id_prokat_postomats_id_fk" FOREIGN KEY ("postomat_id") REFERENCES "public"."prokat_postomats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prokat_rental_pins" ADD CONSTRAINT "prokat_rental_pins_unit_id_prokat_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."prokat_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prokat_rental_units" ADD CONSTRAINT "prokat_rental_units_unit_id_prokat_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."prokat_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prokat_rental_units" ADD CONSTRAINT "prokat_rental_units_pickup_cell_id_prokat_cells_id_fk" FOREIGN KEY ("pickup_cell_id") REFERENCES "public"."prokat_cells"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prokat_rental_units" ADD CONSTRAINT "prokat_rental_units_return_cell_id_prokat_cells_id_fk" FOREIGN KEY ("return_cell_id") REFERENCES "public"."prokat_cells"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prokat_sandbox_cells" ADD CONSTRAINT "prokat_sandbox_cells_cell_id_prokat_cells_id_fk" FOREIGN KEY ("cell_id") REFERENCES "public"."prokat_cells"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prokat_cell_openings_live_idx" ON "prokat_cell_openings" USING btree ("cell_id") WHERE "prokat_cell_openings"."status" in ('opening', 'open');--> statement-breakpoint
CREATE INDEX "prokat_cell_openings_order_idx" ON "prokat_cell_openings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "prokat_locker_events_postomat_idx" ON "prokat_locker_events" USING btree ("postomat_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prokat_rental_pins_live_idx" ON "prokat_rental_pins" USING btree ("pin") WHERE "prokat_rental_pins"."used_at" is null;--> statement-breakpoint
CREATE INDEX "prokat_rental_units_due_idx" ON "prokat_rental_units" USING btree ("due_at") WHERE "prokat_rental_units"."stage" = 'in_use';--> statement-breakpoint
-- Added by hand: the orders a rental's rows belong to (the orders domain's table, as the unit bookings have it).
ALTER TABLE "prokat_rental_units" ADD CONSTRAINT "prokat_rental_units_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION;--> statement-breakpoint
ALTER TABLE "prokat_rental_pins" ADD CONSTRAINT "prokat_rental_pins_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION;--> statement-breakpoint
ALTER TABLE "prokat_cell_openings" ADD CONSTRAINT "prokat_cell_openings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
