CREATE TABLE "channels" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"photo" text,
	"about" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 999 NOT NULL,
	"regional" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"items" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"channel" text NOT NULL,
	"date" date NOT NULL,
	"items" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedules_channel_date_pk" PRIMARY KEY("channel","date")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "state_layouts" (
	"state" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"order" integer DEFAULT 999 NOT NULL,
	"layout" jsonb NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"regeneration" boolean DEFAULT false NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weather" (
	"city" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"temperature" real NOT NULL,
	"condition" text NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"order" integer DEFAULT 999 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_channel_channels_id_fk" FOREIGN KEY ("channel") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedules_date_idx" ON "schedules" USING btree ("date");