CREATE TABLE "html_snapshots" (
	"state" text NOT NULL,
	"lang" text NOT NULL,
	"html" text NOT NULL,
	"bytes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "html_snapshots_state_lang_pk" PRIMARY KEY("state","lang")
);
