-- Issue 39: hazard communication as fields of the solution (GHS classification, label elements, UN transport, key physical data). Existing rows are "not entered".
ALTER TABLE "solutions" ADD COLUMN "hazard_status" text DEFAULT 'not_entered' NOT NULL;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "ghs_classification" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "ghs_pictograms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "ghs_signal_word" text;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "hazard_statements" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "precautionary_statements" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "un_number" text;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "shipping_name" text;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "shipping_name_ar" text;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "transport_class" text;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "packing_group" text;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "marine_pollutant" boolean;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "flash_point_c" double precision;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "ph" double precision;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "density_kg_m3" double precision;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "pour_point_c" double precision;--> statement-breakpoint
ALTER TABLE "solutions" ADD CONSTRAINT "solutions_un_number_check" CHECK ("solutions"."un_number" IS NULL OR "solutions"."un_number" ~ '^UN[0-9]{4}$');--> statement-breakpoint
ALTER TABLE "solutions" ADD CONSTRAINT "solutions_ph_check" CHECK ("solutions"."ph" IS NULL OR "solutions"."ph" BETWEEN 0 AND 14);