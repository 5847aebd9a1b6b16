ALTER TABLE "prokat_rental_units" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prokat_rental_units" ADD COLUMN "overdue_told_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prokat_rental_units" ADD COLUMN "lateness_settled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "prokat_rental_units_unsettled_idx" ON "prokat_rental_units" USING btree ("returned_at") WHERE "prokat_rental_units"."returned_at" is not null and "prokat_rental_units"."lateness_settled_at" is null;