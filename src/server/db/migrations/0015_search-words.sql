-- Decision 037 (Measured, fourth pass): word starts of the folded keys (`simple` tsvectors, matched
-- by prefix tsqueries without rechecking the row's 300-character text, as the trigram indexes
-- must) for the first try of a search, and a trigram GiST index on the titles' key for the
-- suggestions' nearest titles (`<<->`).
CREATE INDEX "search_documents_key_words" ON "search_documents" USING gin (to_tsvector('simple'::regconfig, "key"));--> statement-breakpoint
CREATE INDEX "search_documents_body_words" ON "search_documents" USING gin (to_tsvector('simple'::regconfig, "body_key"));--> statement-breakpoint
CREATE INDEX "search_documents_key_gist" ON "search_documents" USING gist ("key" gist_trgm_ops(siglen=128));