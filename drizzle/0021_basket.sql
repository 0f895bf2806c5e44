CREATE TABLE "basket_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"solution_id" integer NOT NULL,
	"quantity" double precision,
	"unit" text DEFAULT 'kg' NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"sample_size" double precision,
	"sample_unit" text,
	"note" text DEFAULT '' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfq_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"position" integer NOT NULL,
	"solution_id" integer,
	"solution_name" text NOT NULL,
	"quantity" double precision NOT NULL,
	"unit" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"sample_size" double precision,
	"sample_unit" text,
	"sample_status" text,
	"sample_reason" text,
	"sample_carrier" text,
	"sample_tracking" text,
	"sample_updated_at" timestamp with time zone,
	"answer" text,
	"price" double precision,
	"currency" text,
	"price_unit" text,
	"valid_until" text,
	"lead_time_days" integer,
	"answer_note" text DEFAULT '' NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rfq_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"country_id" integer NOT NULL,
	"city" text NOT NULL,
	"incoterm" text,
	"note" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"locale" text DEFAULT 'en' NOT NULL,
	"submission_key" text,
	"quote_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_solution_id_solutions_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_lines" ADD CONSTRAINT "rfq_lines_request_id_rfq_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."rfq_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_lines" ADD CONSTRAINT "rfq_lines_solution_id_solutions_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."solutions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_requests" ADD CONSTRAINT "rfq_requests_country_id_locations_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_requests" ADD CONSTRAINT "rfq_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "basket_lines_user_solution_idx" ON "basket_lines" USING btree ("user_id","solution_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_lines_request_position_idx" ON "rfq_lines" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "rfq_lines_solution_idx" ON "rfq_lines" USING btree ("solution_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_requests_submission_idx" ON "rfq_requests" USING btree ("submission_key");--> statement-breakpoint
CREATE INDEX "rfq_requests_user_idx" ON "rfq_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rfq_requests_email_idx" ON "rfq_requests" USING btree (lower("email"));