ALTER TABLE "payments" ADD COLUMN "capture" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "authorized_amount" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "hold_decision" text;--> statement-breakpoint
ALTER TABLE "sandbox_provider_payments" ADD COLUMN "capture" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_hold_decision_check" CHECK ("payments"."hold_decision" is null or ("payments"."hold_decision" in ('capture', 'void') and not "payments"."capture"));