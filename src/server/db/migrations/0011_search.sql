CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"type" text NOT NULL,
	"id" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"key" text NOT NULL,
	"body_key" text DEFAULT '' NOT NULL,
	"exact" text NOT NULL,
	"channel" text,
	"date" timestamp with time zone,
	"visible_from" timestamp with time zone,
	"visible_until" timestamp with time zone,
	"weight" real DEFAULT 1 NOT NULL,
	"path" text NOT NULL,
	"picture" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_documents_type_id_pk" PRIMARY KEY("type","id")
);
--> statement-breakpoint
CREATE INDEX "search_documents_key_trgm" ON "search_documents" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_body_trgm" ON "search_documents" USING gin ("body_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_exact_trgm" ON "search_documents" USING gin ("exact" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_channel_idx" ON "search_documents" USING btree ("channel");--> statement-breakpoint
CREATE INDEX "search_documents_date_idx" ON "search_documents" USING btree ("date");