-- Issue 37: consent to marketing is given, never assumed; Oman's calling code first. Existing rows keep their values.
ALTER TABLE "users" ALTER COLUMN "phone_country_code" SET DEFAULT '+968';--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "subscribe_blog" SET DEFAULT false;