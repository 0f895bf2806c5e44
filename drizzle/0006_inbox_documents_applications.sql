CREATE TABLE "application_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"type" text NOT NULL,
	"actor_id" integer,
	"actor_email" text DEFAULT '' NOT NULL,
	"body" text,
	"details" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"first_download_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"solution_id" integer NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"revision_date" text NOT NULL,
	"file_path" text NOT NULL,
	"original_name" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"type" text NOT NULL,
	"actor_id" integer,
	"actor_email" text DEFAULT '' NOT NULL,
	"body" text,
	"details" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"assignee_id" integer,
	"solution_id" integer,
	"country_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"user_id" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "stage_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "password_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_id_staff_members_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_item_id_inbox_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inbox_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_solution_id_solutions_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_staff_members_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_events" ADD CONSTRAINT "inbox_events_item_id_inbox_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inbox_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_events" ADD CONSTRAINT "inbox_events_actor_id_staff_members_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_assignee_id_staff_members_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_solution_id_solutions_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."solutions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_country_id_locations_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "document_links_item_idx" ON "document_links" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "documents_current_idx" ON "documents" USING btree ("solution_id","kind","language","revision_date","id");--> statement-breakpoint
CREATE INDEX "inbox_events_item_idx" ON "inbox_events" USING btree ("item_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_items_source_idx" ON "inbox_items" USING btree ("kind","source_id");--> statement-breakpoint
CREATE INDEX "inbox_items_created_idx" ON "inbox_items" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "inbox_items_status_idx" ON "inbox_items" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "inbox_items_kind_idx" ON "inbox_items" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "inbox_items_assignee_idx" ON "inbox_items" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inbox_items_solution_idx" ON "inbox_items" USING btree ("solution_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inbox_items_country_idx" ON "inbox_items" USING btree ("country_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inbox_items_user_idx" ON "inbox_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "inbox_items_search_trgm_idx" ON "inbox_items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_applications_created_idx" ON "job_applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "job_applications_vacancy_idx" ON "job_applications" USING btree ("vacancy_id","created_at","id");--> statement-breakpoint
CREATE INDEX "job_applications_stage_idx" ON "job_applications" USING btree ("stage","created_at","id");--> statement-breakpoint
-- Submissions stored before the inbox existed enter it as new, with the reference their receipt gave them.
INSERT INTO "inbox_items" ("kind", "source_id", "reference", "solution_id", "country_id", "name", "email", "company", "user_id", "search_text", "created_at", "updated_at")
SELECT r."kind", r."id",
       (CASE r."kind" WHEN 'msds' THEN 'MSDS' WHEN 'tds' THEN 'TDS' ELSE 'INQ' END) || '-' || to_char(r."created_at" AT TIME ZONE 'Asia/Muscat', 'YYYY') || '-' || lpad(r."id"::text, 6, '0'),
       r."solution_id", r."country_id", r."first_name" || ' ' || r."last_name", r."company_email_address", r."company", r."user_id",
       lower(concat_ws(' ', r."first_name", r."last_name", r."company", r."company_email_address", r."message")), r."created_at", r."created_at"
FROM "data_sheet_requests" r;
--> statement-breakpoint
INSERT INTO "inbox_items" ("kind", "source_id", "reference", "solution_id", "name", "email", "company", "user_id", "search_text", "created_at", "updated_at")
SELECT 'quote', q."id", 'QUOTE-' || to_char(q."created_at" AT TIME ZONE 'Asia/Muscat', 'YYYY') || '-' || lpad(q."id"::text, 6, '0'),
       q."solution_id", q."full_name", q."email", q."company", q."user_id",
       lower(concat_ws(' ', q."full_name", q."company", q."email", q."note")), q."created_at", q."created_at"
FROM "quote_requests" q;
--> statement-breakpoint
INSERT INTO "inbox_items" ("kind", "source_id", "reference", "country_id", "name", "email", "user_id", "search_text", "created_at", "updated_at")
SELECT 'contact', c."id", 'MSG-' || to_char(c."created_at" AT TIME ZONE 'Asia/Muscat', 'YYYY') || '-' || lpad(c."id"::text, 6, '0'),
       (SELECT l."parent_id" FROM "locations" l WHERE l."id" = c."city_id"), c."first_name" || ' ' || c."last_name", c."email", c."user_id",
       lower(concat_ws(' ', c."first_name", c."last_name", c."email", c."message")), c."created_at", c."created_at"
FROM "contact_messages" c;
--> statement-breakpoint
INSERT INTO "inbox_events" ("item_id", "type", "at") SELECT "id", 'received', "created_at" FROM "inbox_items";
--> statement-breakpoint
INSERT INTO "application_events" ("application_id", "type", "at") SELECT "id", 'received', "created_at" FROM "job_applications";
