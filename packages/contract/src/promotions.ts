/**
 * Promotions: a `code` members redeem on its plans, valid from `started_at` to `ended_at` (which must be later)
 * for at most `times` redemptions (none: unlimited), `active` or `inactive`. Codes are unique whatever the
 * case (`SUMMER` and `summer` are one code) and written in letters, digits, dashes and underscores.
 * `redemptions` counts the successful charges of the ledger that name the promotion. Its plans are set with
 * the promotion (`plan_ids`) or alone with `POST /promotions/{id}/plans {plan_ids}`, which replaces them.
 */
import { z } from 'zod';
import { PROMOTION_STATUSES } from './choices.js';
import { idSchema, instant, listQuery, pageOf, sortParam } from './common.js';
import { enumFilter, filters, idFilter } from './filters.js';
import { requiredText } from './text.js';

export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const PROMOTION_CODE = /^[A-Za-z0-9_-]+$/;

const planShown = z.object({ id: z.number().int(), name: z.string(), title: z.string() });

export const promotion = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  started_at: instant,
  ended_at: instant,
  /** Most redemptions; null: unlimited. */
  times: z.number().int().nullable(),
  status: z.enum(PROMOTION_STATUSES),
  plan_ids: z.array(z.number().int()),
  plans: z.array(planShown),
  /** Successful charges made with the code. */
  redemptions: z.number().int(),
  created_at: instant,
  updated_at: instant,
});
export type Promotion = z.infer<typeof promotion>;

const planIds = z.array(idSchema).max(200);

const promotionFields = {
  name: requiredText(100),
  code: requiredText(32).regex(PROMOTION_CODE, 'msg.promotionCode'),
  started_at: instant,
  ended_at: instant,
  times: z.number().int().min(1).max(10_000_000).nullish(),
  status: z.enum(PROMOTION_STATUSES),
  plan_ids: planIds,
};
export const promotionCreate = z.strictObject({
  ...promotionFields,
  status: promotionFields.status.default('active'),
  plan_ids: planIds.default([]),
});
export const promotionUpdate = z.strictObject(promotionFields).partial();
export const promotionPlans = z.strictObject({ plan_ids: planIds });

export const promotionFilters = filters({ status: enumFilter(PROMOTION_STATUSES), plan_id: idFilter() });
export const promotionListQuery = listQuery.extend({
  ...promotionFilters.query,
  sort: sortParam(['id', 'name', 'code', 'started_at', 'ended_at', 'created_at']),
});
export const promotionPage = pageOf(promotion);
