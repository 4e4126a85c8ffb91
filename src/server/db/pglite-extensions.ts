import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PGlite's extensions the migrations create (pg_trgm: the search index, decision 037). Every
 * opening of a database folder passes them, the backup's and the restore's too: a trigram GiST
 * index (migration 0015) has an options function in pg_trgm's library, which PostgreSQL loads as
 * soon as the table's indexes are opened, even to count its rows.
 */
export const pgliteExtensions = { pg_trgm };
