/** Content catalogue: tags, directors, models and posts (videos join here). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { MODEL_GENDERS, POST_STATUSES } from '@backlot/contract';
import { id, instant, oneOf, timestamps } from './columns.js';
import { fileRef } from './files.js';

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

export const models = pgTable(
  'models',
  {
    id: id(),
    avatarId: fileRef(),
    name: text().notNull(),
    nameCn: text().notNull(),
    gender: text().notNull(),
    heightFeet: integer(),
    heightInch: integer(),
    weightLbs: integer(),
    chest: integer(),
    waist: integer(),
    hips: integer(),
    measurement: text(),
    birthPlace: text(),
    birthday: date({ mode: 'string' }),
    socialLinks: jsonb().$type<Array<{ platform: string; url: string }>>().notNull().default([]),
    isPopular: boolean().notNull().default(false),
    tooltips: text(),
    introduction: text(),
    /** Set when the performer's profile was erased at their request (`modules/models/erase.ts`). */
    erasedAt: instant(),
    ...timestamps(),
  },
  (t) => [
    index('models_name_idx').on(t.name),
    index('models_gender_idx').on(t.gender),
    check('models_gender_check', oneOf(t.gender, MODEL_GENDERS)),
  ],
);

export const posts = pgTable(
  'posts',
  {
    id: id(),
    title: text().notNull(),
    titleCn: text().notNull(),
    description: text(),
    descriptionCn: text(),
    content: text().notNull().default(''),
    contentCn: text().notNull().default(''),
    status: text().notNull().default('draft'),
    publishedAt: instant(),
    isSticky: boolean().notNull().default(false),
    coverId: fileRef(),
    ...timestamps(),
  },
  (t) => [
    index('posts_status_published_idx').on(t.status, t.publishedAt),
    check('posts_status_check', oneOf(t.status, POST_STATUSES)),
  ],
);

/** A post's models, in the order the editor gave them. */
export const postModels = pgTable(
  'post_models',
  {
    postId: integer()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    modelId: integer()
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.modelId] }), index('post_models_model_idx').on(t.modelId)],
);
