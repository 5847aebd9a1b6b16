ALTER TABLE "notifications" ADD COLUMN "link" text;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");