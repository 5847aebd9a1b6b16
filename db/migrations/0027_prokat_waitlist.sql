CREATE TABLE "prokat_waitlist" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"model_id" integer NOT NULL,
	"postomat_id" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offered_unit_id" integer,
	"offered_until" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "prokat_waitlist_status_check" CHECK ("prokat_waitlist"."status" in ('waiting', 'offered', 'booked', 'expired', 'canceled'))
);
--> statement-breakpoint
ALTER TABLE "prokat_waitlist" ADD CONSTRAINT "prokat_waitlist_model_id_prokat_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."prokat_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prokat_waitlist" ADD CONSTRAINT "prokat_waitlist_postomat_id_prokat_postomats_id_fk" FOREIGN KEY ("postomat_id") REFERENCES "public"."prokat_postomats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prokat_waitlist" ADD CONSTRAINT "prokat_waitlist_offered_unit_id_prokat_units_id_fk" FOREIGN KEY ("offered_unit_id") REFERENCES "public"."prokat_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prokat_waitlist_live_uq" ON "prokat_waitlist" USING btree ("user_id","model_id","postomat_id") WHERE "prokat_waitlist"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE UNIQUE INDEX "prokat_waitlist_offered_unit_uq" ON "prokat_waitlist" USING btree ("offered_unit_id") WHERE "prokat_waitlist"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "prokat_waitlist_queue_idx" ON "prokat_waitlist" USING btree ("model_id","postomat_id","id") WHERE "prokat_waitlist"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "prokat_waitlist_user_idx" ON "prokat_waitlist" USING btree ("user_id");--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "prokat_waitlist_version" AFTER INSERT OR UPDATE OR DELETE ON "prokat_waitlist" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "prokat_catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "prokat_waitlist_version_truncate" AFTER TRUNCATE ON "prokat_waitlist" FOR EACH STATEMENT EXECUTE FUNCTION "prokat_catalogue_version_bump"();
