/** Content catalogue: tags and directors (videos, models and the rest join here). */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';

export const tags = pgTable(
  'tags',
  {
    id: id(),
    name: text().notNull(),
    nameCn: text().notNull(),
    sort: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('tags_name_key').on(sql`lower(${t.name})`),
    uniqueIndex('tags_name_cn_key').on(sql`lower(${t.nameCn})`),
    index('tags_sort_idx').on(t.sort, t.id),
  ],
);

export const directors = pgTable(
  'directors',
  {
    id: id(),
    name: text().notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('directors_name_key').on(sql`lower(${t.name})`)],
);
