/**
 * `search_keys(key, text)` (migration 0020): the text's trigrams, as pg_trgm takes them, each prefixed by the key
 * (`3:oli`). An index of it answers a search within one key's rows from that key's postings alone.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export const searchKeys = (key: PgColumn, text: PgColumn): SQL => sql`search_keys(${key}, ${text})`;
