ALTER TABLE "order_deposits" ADD COLUMN "renewals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_deposits" ADD COLUMN "renewal_key" text;--> statement-breakpoint
ALTER TABLE "order_deposits" ADD COLUMN "renewal_uuid" text;--> statement-breakpoint
ALTER TABLE "order_deposits" ADD COLUMN "renewal_by_link" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_deposits" ADD COLUMN "replaced_uuid" text;