CREATE TABLE "personal_history" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"title" text NOT NULL,
	"watched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"times" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "personal_history_user_id_kind_item_id_pk" PRIMARY KEY("user_id","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "personal_list" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"title" text NOT NULL,
	"picture" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personal_list_user_id_kind_item_id_pk" PRIMARY KEY("user_id","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "personal_progress" (
	"user_id" text NOT NULL,
	"item_id" text NOT NULL,
	"title" text NOT NULL,
	"picture" text,
	"position" real NOT NULL,
	"duration" real NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personal_progress_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "personal_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"history_consent" boolean,
	"history_paused" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "personal_history" ADD CONSTRAINT "personal_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_list" ADD CONSTRAINT "personal_list_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_progress" ADD CONSTRAINT "personal_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_settings" ADD CONSTRAINT "personal_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_history_user_idx" ON "personal_history" USING btree ("user_id","watched_at");--> statement-breakpoint
CREATE INDEX "personal_list_user_idx" ON "personal_list" USING btree ("user_id","added_at");--> statement-breakpoint
CREATE INDEX "personal_progress_user_idx" ON "personal_progress" USING btree ("user_id","updated_at");