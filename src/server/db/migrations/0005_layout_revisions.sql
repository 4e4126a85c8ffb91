CREATE TABLE "state_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"revision" integer NOT NULL,
	"status" text NOT NULL,
	"document" jsonb NOT NULL,
	"author_id" text,
	"summary" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "state_revisions" ADD CONSTRAINT "state_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "state_revisions_state_idx" ON "state_revisions" USING btree ("state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "state_revisions_published_idx" ON "state_revisions" USING btree ("state","revision") WHERE status = 'published';