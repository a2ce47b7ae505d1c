/**
 * Models (performers). Sizes are in the site's units: height in feet and inches, weight in pounds, chest,
 * waist and hips in inches; `measurement` is the conventional text ("34B-24-35"). Social links are a list of
 * `{ platform, url }` with the spec's URL check (http, https, ftp). `avatar_id` names a stored image, answered
 * as `avatar`; `videos_count` is how many videos link the model (read-only). The gallery is its own
 * sub-resource (`/models/{id}/photos`, see `galleries.ts`).
 */
import { z } from 'zod';
import { MODEL_GENDERS } from './choices.js';
import { calendarDay, instant, pastDay } from './common.js';
import { storedFile } from './files.js';
import { enumFilter, filters, flagFilter } from './filters.js';
import { field, manifest } from './manifest.js';
import { requiredText } from './text.js';
import { URL_PATTERN } from './validation.js';

export const MAX_SOCIAL_LINKS = 20;

export const socialLink = z.object({ platform: z.string(), url: z.string() });

const inches = (max: number) =>
  field.of('integer', z.number().int().nullable(), z.number().int().min(0).max(max).nullish());

export const modelFilters = filters({ gender: enumFilter(MODEL_GENDERS), popular: flagFilter() });

export const modelManifest = manifest({
  resource: 'models',
  fields: {
    id: field.id(),
    avatar_id: field.file(),
    avatar: field.answer(storedFile.nullable()),
    name: field.text(128).sortable().searched(),
    name_cn: field.text(128).sortable().searched(),
    gender: field.enumOf(MODEL_GENDERS),
    height_feet: field.of('integer', z.number().int().nullable(), z.number().int().min(3).max(8).nullish()),
    height_inch: inches(11),
    weight_lbs: field.of('integer', z.number().int().nullable(), z.number().int().min(50).max(600).nullish()),
    chest: inches(80),
    waist: inches(80),
    hips: inches(80),
    measurement: field.optionalText(32),
    birth_place: field.optionalText(128),
    /** Not in the future (checked against today, UTC). */
    birthday: field.of('day', z.string().nullable(), pastDay.nullish()),
    social_links: field
      .of(
        'other',
        z.array(socialLink),
        z
          .array(
            z.strictObject({
              platform: requiredText(32),
              url: requiredText(2048).regex(URL_PATTERN, 'msg.invalidUrl'),
            }),
          )
          .max(MAX_SOCIAL_LINKS),
      )
      .default([]),
    is_popular: field.flag().default(false),
    tooltips: field.optionalText(200),
    introduction: field.optionalMultiline(5000),
    videos_count: field.count(),
    /** When the performer's profile was erased at their request; null while it stands. */
    erased_at: field.instant().nullable(),
    ...field.timestamps(),
  },
  nameField: 'name',
  defaultSort: 'name',
  filters: modelFilters,
});
export const {
  entity: model,
  create: modelCreate,
  update: modelUpdate,
  listQuery: modelListQuery,
  page: modelPage,
} = modelManifest;
export type Model = z.infer<typeof model>;

/** What an erased model's name and Chinese name become (`erased-model-12`). */
export const erasedModelName = (id: number) => `erased-model-${id}`;

/**
 * `POST /models/{id}/erase` (under `erase-models`): a performer's privacy erase. Their public profile's personal
 * fields are cleared in one transaction (names become `erasedModelName`, the avatar, measurements, birth day and
 * place, links, texts and gallery go; gender and the videos they appear in stay), and earlier audit entries stop
 * showing the values erased. Their compliance records, releases and scans are not erased: the law keeps them
 * under legal hold (compliance.ts, LEGAL_HOLD_YEARS after their last change), and the answer says what was kept
 * and until when. A second erase is a 409.
 */
export const modelErasure = z.object({
  id: z.number().int(),
  erased_at: instant,
  held: z.object({
    records: z.number().int(),
    releases: z.number().int(),
    scans: z.number().int(),
    /** The first day the last of them may be deleted; null when none is kept. */
    held_until: calendarDay.nullable(),
  }),
});
export type ModelErasure = z.infer<typeof modelErasure>;
