-- The solution searches are cached in process too (app/backend/local/search-cache.server.ts): the tables they
-- read bump the same catalog_version. A solution import now also reloads the cached plant list once, on the next
-- read after it; that costs less than searching 100,000 solutions afresh on every request.
CREATE TRIGGER "solutions_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "solutions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "solution_categories_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "solution_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "plant_solutions_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plant_solutions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "plant_processes_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plant_processes"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
