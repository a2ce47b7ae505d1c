/**
 * Models (performers). Sizes are in the site's units: height in feet and inches, weight in pounds, chest,
 * waist and hips in inches; `measurement` is the conventional text ("34B-24-35"). Social links are a list of
 * `{ platform, url }` with the spec's URL check (http, https, ftp). `avatar_id` names a stored image, answered
 * as `avatar`; `videos_count` is how many videos link the model (read-only). The gallery is its own
 * sub-resource (`/models/{id}/photos`, see `galleries.ts`).
 */
import { z } from 'zod';
import { MODEL_GENDERS } from './choices.js';
import { idSchema, instant, listQuery, pageOf, pastDay, sortParam } from './common.js';
import { storedFile } from './files.js';
import { enumFilter, filters, flagFilter } from './filters.js';
import { optionalMultiLineText, optionalText, requiredText } from './text.js';
import { URL_PATTERN } from './validation.js';

export const MAX_SOCIAL_LINKS = 20;

export const socialLink = z.object({ platform: z.string(), url: z.string() });

export const model = z.object({
  id: z.number().int(),
  avatar_id: z.number().int().nullable(),
  avatar: storedFile.nullable(),
  name: z.string(),
  name_cn: z.string(),
  gender: z.enum(MODEL_GENDERS),
  height_feet: z.number().int().nullable(),
  height_inch: z.number().int().nullable(),
  weight_lbs: z.number().int().nullable(),
  chest: z.number().int().nullable(),
  waist: z.number().int().nullable(),
  hips: z.number().int().nullable(),
  measurement: z.string().nullable(),
  birth_place: z.string().nullable(),
  birthday: z.string().nullable(),
  social_links: z.array(socialLink),
  is_popular: z.boolean(),
  tooltips: z.string().nullable(),
  introduction: z.string().nullable(),
  videos_count: z.number().int(),
  created_at: instant,
  updated_at: instant,
});
export type Model = z.infer<typeof model>;

const inches = (max: number) => z.number().int().min(0).max(max).nullish();

const modelFields = {
  avatar_id: idSchema.nullish(),
  name: requiredText(128),
  name_cn: requiredText(128),
  gender: z.enum(MODEL_GENDERS),
  height_feet: z.number().int().min(3).max(8).nullish(),
  height_inch: inches(11),
  weight_lbs: z.number().int().min(50).max(600).nullish(),
  chest: inches(80),
  waist: inches(80),
  hips: inches(80),
  measurement: optionalText(32),
  birth_place: optionalText(128),
  /** Not in the future (checked against today, UTC). */
  birthday: pastDay.nullish(),
  social_links: z
    .array(
      z.strictObject({
        platform: requiredText(32),
        url: requiredText(2048).regex(URL_PATTERN, 'msg.invalidUrl'),
      }),
    )
    .max(MAX_SOCIAL_LINKS),
  is_popular: z.boolean(),
  tooltips: optionalText(200),
  introduction: optionalMultiLineText(5000),
};
export const modelCreate = z.strictObject({
  ...modelFields,
  social_links: modelFields.social_links.default([]),
  is_popular: modelFields.is_popular.default(false),
});
export const modelUpdate = z.strictObject(modelFields).partial();

export const modelFilters = filters({ gender: enumFilter(MODEL_GENDERS), popular: flagFilter() });
export const modelListQuery = listQuery.extend({
  ...modelFilters.query,
  sort: sortParam(['id', 'name', 'name_cn', 'created_at']),
});
export const modelPage = pageOf(model);
