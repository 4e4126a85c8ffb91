-- Decision 037 (Measured, fourth pass): word starts of the folded keys (`simple` tsvectors, matched
-- by prefix tsqueries without rechecking the row's 300-character text, as the trigram indexes
-- must) for the first try of a search; a trigram GiST index on the timeless kinds' titles for the
-- suggestions' nearest titles (`<<->`); and the titles' words, trigram-indexed, to expand a
-- typo'd word to the few words it is similar to.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_key_words" ON "search_documents" USING gin (to_tsvector('simple'::regconfig, "key"));--> statement-breakpoint
CREATE INDEX "search_documents_body_words" ON "search_documents" USING gin (to_tsvector('simple'::regconfig, "body_key"));--> statement-breakpoint
CREATE INDEX "search_documents_timeless_gist" ON "search_documents" USING gist ("key" gist_trgm_ops(siglen=128)) WHERE "search_documents"."type" IN ('channel', 'broadcast', 'person', 'category');--> statement-breakpoint
INSERT INTO "search_words" ("word") SELECT DISTINCT w FROM "search_documents", unnest(string_to_array("key", ' ')) AS w WHERE w <> '';
