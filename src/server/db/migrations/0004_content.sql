CREATE TABLE "anons_slides" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text DEFAULT 'auto' NOT NULL,
	"datetime" timestamp with time zone NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"photo" jsonb,
	"broadcast" text,
	"channel" text
);
--> statement-breakpoint
CREATE TABLE "archive_items" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"broadcast" text,
	"channel" text,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"url" text,
	"poster" jsonb,
	"date" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"aired_channel" text,
	"aired_date" date,
	"aired_time" text
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"channel" text,
	"category" text,
	"images_anons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order" integer DEFAULT 999 NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"parent" text,
	"order" integer DEFAULT 999 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" text PRIMARY KEY NOT NULL,
	"db" text NOT NULL,
	"item" text NOT NULL,
	"user_id" text,
	"username" text NOT NULL,
	"content" text NOT NULL,
	"datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counters" (
	"db" text NOT NULL,
	"item" text NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"rating" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "counters_db_item_pk" PRIMARY KEY("db","item")
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"db" text NOT NULL,
	"item" text NOT NULL,
	"liker" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_db_item_liker_pk" PRIMARY KEY("db","item","liker")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"body" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"picture" jsonb,
	"channel" text,
	"category" text,
	"date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"photo" jsonb,
	"channels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"broadcast" text,
	"category" text,
	"detail" jsonb NOT NULL,
	"order" integer DEFAULT 999 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poll_votes" (
	"poll" text NOT NULL,
	"voter" text NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poll_votes_poll_voter_pk" PRIMARY KEY("poll","voter")
);
--> statement-breakpoint
CREATE TABLE "polls" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text DEFAULT 'radio' NOT NULL,
	"title" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "views" (
	"db" text NOT NULL,
	"item" text NOT NULL,
	"viewer" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	CONSTRAINT "views_db_item_viewer_hour_pk" PRIMARY KEY("db","item","viewer","hour")
);
--> statement-breakpoint
ALTER TABLE "anons_slides" ADD CONSTRAINT "anons_slides_broadcast_broadcasts_id_fk" FOREIGN KEY ("broadcast") REFERENCES "public"."broadcasts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anons_slides" ADD CONSTRAINT "anons_slides_channel_channels_id_fk" FOREIGN KEY ("channel") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_items" ADD CONSTRAINT "archive_items_broadcast_broadcasts_id_fk" FOREIGN KEY ("broadcast") REFERENCES "public"."broadcasts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_items" ADD CONSTRAINT "archive_items_channel_channels_id_fk" FOREIGN KEY ("channel") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_channel_channels_id_fk" FOREIGN KEY ("channel") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_category_categories_id_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_channel_channels_id_fk" FOREIGN KEY ("channel") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_category_categories_id_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_broadcast_broadcasts_id_fk" FOREIGN KEY ("broadcast") REFERENCES "public"."broadcasts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_category_categories_id_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_poll_polls_id_fk" FOREIGN KEY ("poll") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anons_slides_datetime_idx" ON "anons_slides" USING btree ("datetime");--> statement-breakpoint
CREATE INDEX "archive_items_date_idx" ON "archive_items" USING btree ("date");--> statement-breakpoint
CREATE INDEX "archive_items_broadcast_idx" ON "archive_items" USING btree ("broadcast","date");--> statement-breakpoint
CREATE INDEX "archive_items_aired_idx" ON "archive_items" USING btree ("aired_channel","aired_date");--> statement-breakpoint
CREATE INDEX "broadcasts_channel_idx" ON "broadcasts" USING btree ("channel");--> statement-breakpoint
CREATE INDEX "broadcasts_category_idx" ON "broadcasts" USING btree ("category");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent");--> statement-breakpoint
CREATE INDEX "comments_item_idx" ON "comments" USING btree ("db","item","datetime");--> statement-breakpoint
CREATE INDEX "counters_rating_idx" ON "counters" USING btree ("db","rating");--> statement-breakpoint
CREATE INDEX "news_date_idx" ON "news" USING btree ("date");--> statement-breakpoint
CREATE INDEX "people_kind_idx" ON "people" USING btree ("kind","order");