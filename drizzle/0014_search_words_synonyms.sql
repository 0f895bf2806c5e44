CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"terms" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "search_words" text;--> statement-breakpoint
-- Search matches description text (issue 37): a row written before this has no search_words, and the search index
-- makes them from its description; every write since stores them. Synonyms change what search finds, so their
-- writes bump catalog_version like the catalogue's own tables, and every process makes its index again.
CREATE TRIGGER "search_synonyms_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_synonyms"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
-- A starter set, which editors change at /staff/search-terms: British and American spellings (a term ending in * is
-- a word's beginning: "sulph*" also finds "sulphonated"), the field's abbreviations, and the Arabic words the
-- catalogue uses for them. Terms of oilfield chemistry as the industry writes them (NACE/AMPP and SPE usage).
INSERT INTO "search_synonyms" ("terms") VALUES
  ('sulph*, sulf*'),
  ('h2s, hydrogen sulphide, hydrogen sulfide, كبريتيد الهيدروجين'),
  ('o2, oxygen, الأكسجين'),
  ('co2, carbon dioxide, ثاني أكسيد الكربون'),
  ('srb, sulphate-reducing bacteria, sulfate-reducing bacteria, البكتيريا المختزلة للكبريتات'),
  ('mic, microbiologically influenced corrosion, microbially influenced corrosion'),
  ('paraffin, wax, البارافين, الشمع'),
  ('dra, drag reducer, drag reducing agent'),
  ('ppd, pour point depressant'),
  ('demulsifier, emulsion breaker'),
  ('rsh, mercaptan'),
  ('stabilis*, stabiliz*'),
  ('winteris*, winteriz*'),
  ('optimis*, optimiz*');
