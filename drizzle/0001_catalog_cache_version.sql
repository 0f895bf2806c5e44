CREATE TABLE "catalog_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_version_single_row" CHECK ("catalog_version"."id")
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (true, 1);
--> statement-breakpoint
-- Drops the in-process caches of catalogue lists (app/db/catalog-cache.server.ts) after any write, from any
-- process: the bump is part of the writer's transaction, so it becomes visible together with the new rows.
-- An upsert, so a deleted row cannot make writes fail. search_path is fixed so a session's own path cannot
-- hide the table.
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO catalog_version (id, version) VALUES (true, 1)
    ON CONFLICT (id) DO UPDATE SET version = catalog_version.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only the tables the cached lists read (plants with their countries, the category and process trees,
-- countries, job functions). Link tables and solutions are left out: no cached list reads them, and bumping
-- on them would empty the caches on every solution import. Add a table here when a new cached list reads it.
CREATE TRIGGER "locations_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "locations"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "processes_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "processes"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "plants_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plants"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "job_functions_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "job_functions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
