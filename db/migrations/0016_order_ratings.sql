CREATE TABLE "order_ratings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_ratings_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "order_ratings_rating_range" CHECK ("order_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE INDEX "order_ratings_created_idx" ON "order_ratings" USING btree ("created_at");