ALTER TABLE "staff_members" ADD COLUMN "code_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "code_locked_until" timestamp with time zone;