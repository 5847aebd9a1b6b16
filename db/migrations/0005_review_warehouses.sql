ALTER TABLE "reviews" ADD COLUMN "warehouse_id" integer;--> statement-breakpoint
CREATE INDEX "reviews_warehouse_idx" ON "reviews" USING btree ("warehouse_id","status","created_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5);