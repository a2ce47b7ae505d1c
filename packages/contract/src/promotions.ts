/**
 * Promotions: a `code` members redeem on its plans, valid from `started_at` to `ended_at` (which must be later)
 * for at most `times` redemptions (none: unlimited), `active` or `inactive`. Codes are unique whatever the
 * case (`SUMMER` and `summer` are one code) and written in letters, digits, dashes and underscores.
 * `redemptions` counts the successful charges of the ledger that name the promotion. Its plans are set with
 * the promotion (`plan_ids`) or alone with `POST /promotions/{id}/plans {plan_ids}`, which replaces them.
 */
import { z } from 'zod';
import { PROMOTION_STATUSES } from './choices.js';
import { enumFilter, filters, idFilter } from './filters.js';
import { field, manifest } from './manifest.js';
import { requiredText, singleLineText } from './text.js';

export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const PROMOTION_CODE = /^[A-Za-z0-9_-]+$/;

const planShown = z.object({ id: z.number().int(), name: z.string(), title: z.string() });

const MAX_PLANS = 200;

export const promotionFilters = filters({ status: enumFilter(PROMOTION_STATUSES), plan_id: idFilter() });

export const promotionManifest = manifest({
  resource: 'promotions',
  fields: {
    id: field.id(),
    name: field.text(100).sortable().searched(),
    code: field
      .of('text', z.string(), requiredText(32).regex(PROMOTION_CODE, 'msg.promotionCode'))
      .sortable()
      .searched()
      .unique(),
    started_at: field.datetime().sortable(),
    ended_at: field.datetime().sortable(),
    /** Most redemptions; null: unlimited. */
    times: field.integer(1, 10_000_000).nullable(),
    status: field.enumOf(PROMOTION_STATUSES).default('active'),
    plan_ids: field.ids(MAX_PLANS).default([]),
    plans: field.answer(z.array(planShown)),
    /** Successful charges made with the code. */
    redemptions: field.count(),
    ...field.timestamps(),
  },
  nameField: 'code',
  defaultSort: '-started_at',
  filters: promotionFilters,
});
export const {
  entity: promotion,
  create: promotionCreate,
  update: promotionUpdate,
  listQuery: promotionListQuery,
  page: promotionPage,
} = promotionManifest;
export type Promotion = z.infer<typeof promotion>;
export const promotionPlans = z.strictObject({ plan_ids: promotionManifest.fields.plan_ids.input });

/** The most codes one generation makes. */
export const MAX_GENERATED_CODES = 5000;
/** A generated code's random part: letters and digits that cannot be misread (no I, O, 0 or 1). */
export const GENERATED_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GENERATED_CODE_LENGTH = 10;
const MAX_PREFIX = 32 - GENERATED_CODE_LENGTH;

/**
 * `POST /promotions/generate` (under `create-promotions`): `count` single-use promotions (`times: 1`) sharing
 * the other fields, each with its own code, `prefix` + GENERATED_CODE_LENGTH random characters (capitals and
 * digits from GENERATED_CODE_ALPHABET), unique ignoring case among every promotion; all or none, one audit
 * entry per promotion. The answer lists the new promotions' ids and codes, in the order made.
 */
export const promotionGenerate = promotionCreate
  .pick({ name: true, started_at: true, ended_at: true, status: true, plan_ids: true })
  .extend({
    count: z.number().int().min(1).max(MAX_GENERATED_CODES),
    prefix: singleLineText(MAX_PREFIX).regex(/^[A-Za-z0-9_-]*$/, 'msg.promotionCode').optional(),
  })
  .strict();
export type PromotionGenerate = z.infer<typeof promotionGenerate>;
export const generatedPromotions = z.object({
  data: z.array(z.object({ id: z.number().int(), code: z.string() })),
});
export type GeneratedPromotions = z.infer<typeof generatedPromotions>;
