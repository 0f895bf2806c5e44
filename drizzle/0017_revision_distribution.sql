-- Issue 40: a new SDS/TDS revision reaches everyone who received the document in the last 12 months, once each (revision_deliveries), with the change summary staff write on upload.
CREATE TABLE "revision_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"locale" text NOT NULL,
	"received_language" text NOT NULL,
	"link_id" integer,
	"outbox_id" integer,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "change_summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "revision_deliveries" ADD CONSTRAINT "revision_deliveries_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_deliveries" ADD CONSTRAINT "revision_deliveries_link_id_document_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."document_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_deliveries" ADD CONSTRAINT "revision_deliveries_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_deliveries" ADD CONSTRAINT "revision_deliveries_sent_by_staff_members_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "revision_deliveries_once_idx" ON "revision_deliveries" USING btree ("document_id","email");--> statement-breakpoint
CREATE INDEX "document_links_created_idx" ON "document_links" USING btree ("created_at");