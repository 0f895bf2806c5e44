-- Issue 40: "Tell me when the SDS changes" subscriptions; a link knows the account it was sent to (the document shelf) and may go to a subscriber without a request; one-click unsubscribe for the mail (RFC 8058).
CREATE TABLE "revision_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"solution_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_links" ALTER COLUMN "item_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "document_links" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "list_unsubscribe" text;--> statement-breakpoint
ALTER TABLE "revision_subscriptions" ADD CONSTRAINT "revision_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_subscriptions" ADD CONSTRAINT "revision_subscriptions_solution_id_solutions_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "revision_subscriptions_once_idx" ON "revision_subscriptions" USING btree ("user_id","solution_id");--> statement-breakpoint
CREATE INDEX "revision_subscriptions_solution_idx" ON "revision_subscriptions" USING btree ("solution_id");--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_links_user_idx" ON "document_links" USING btree ("user_id","created_at");--> statement-breakpoint
-- The links sent so far go to the shelf of the verified account that asked for them.
UPDATE "document_links" SET "user_id" = "inbox_items"."user_id" FROM "inbox_items" WHERE "inbox_items"."id" = "document_links"."item_id";
