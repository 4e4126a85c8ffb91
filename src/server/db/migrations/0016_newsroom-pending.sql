-- Decision 033: a live item with a draft (or a scheduled change) saved since its last publish.
ALTER TABLE "newsroom_items" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;