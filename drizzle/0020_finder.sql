-- Issue 41: the problem list, the problems each solution treats with its dose range, its technical properties, and the cities' coordinates.
CREATE TABLE "problems" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_ar" text,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solution_problems" (
	"solution_id" integer NOT NULL,
	"problem_id" integer NOT NULL,
	"dose_min" double precision,
	"dose_max" double precision,
	"dose_unit" text,
	CONSTRAINT "solution_problems_solution_id_problem_id_pk" PRIMARY KEY("solution_id","problem_id"),
	CONSTRAINT "solution_problems_dose_check" CHECK (("solution_problems"."dose_min" IS NULL AND "solution_problems"."dose_max" IS NULL AND "solution_problems"."dose_unit" IS NULL) OR ("solution_problems"."dose_min" > 0 AND "solution_problems"."dose_max" >= "solution_problems"."dose_min" AND "solution_problems"."dose_unit" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "systems" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "max_temperature_c" double precision;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "injection_points" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "environmental_grades" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "sites" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_parent_id_problems_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solution_problems" ADD CONSTRAINT "solution_problems_solution_id_solutions_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solution_problems" ADD CONSTRAINT "solution_problems_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "problems_slug_idx" ON "problems" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "problems_parent_idx" ON "problems" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "solution_problems_problem_idx" ON "solution_problems" USING btree ("problem_id","solution_id");--> statement-breakpoint
CREATE TRIGGER "problems_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "problems"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "solution_problems_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "solution_problems"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
