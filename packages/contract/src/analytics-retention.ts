/**
 * Retention and recurring revenue: cohort retention, MRR with its movements and churn rates, and trial
 * conversion by channel and campaign. Each figure's definition is the message `metric.<field>`.
 *
 * Cohorts and MRR are counted by **month** (`YYYY-MM`, calendar months in the reporting time zone,
 * REPORT_TIMEZONE): `from_month`/`to_month`, both included, at most 24 months, never after the current month;
 * none: the last 12 months, the current one included. They read the ledger and the members (not the daily
 * rollups: a member's subscription state at a past instant is not a sum of daily cells).
 *
 * **Paying** (MRR, retention): a member pays for a subscription at an instant when a paid recurring charge of a
 * subscription plan (initial, conversion or rebill; trials and one-time passes are not recurring revenue) covers
 * it — from the charge until the period it bought ends (the plan's initial period for an initial charge, its
 * recurring one afterwards), or until the subscription's next charge when that came within the 14 days the
 * processors retry a declined renewal (a past-due subscription that pays again was never gone, as Stripe keeps
 * past-due subscriptions in MRR) — and no refund, chargeback or void of that subscription came since (those end
 * it at once). A cancelled subscription pays until its paid period ends.
 */
import { z } from 'zod';
import { idSchema } from './common.js';
import { moneyAmount } from './money.js';

export const MAX_MONTHS = 24;
/** Retention is read 1 to 12 months after joining. */
export const RETENTION_MONTHS = 12;

/** A calendar month, `YYYY-MM`: a formatted string (as a date is), refused by its own rule. */
const month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'msg.analytics.month')
  .meta({ format: 'year-month' });
/** Months from `from` to `to` (`YYYY-MM`), both included. */
export const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5)) - Number(from.slice(5)) + 1;

const monthFields = { from_month: month.optional(), to_month: month.optional() };
function checkMonths(q: { from_month?: string; to_month?: string }, ctx: z.RefinementCtx) {
  if (!q.from_month !== !q.to_month)
    ctx.addIssue({ code: 'custom', path: [q.from_month ? 'to_month' : 'from_month'], message: 'msg.required' });
  else if (q.from_month && q.to_month && q.from_month > q.to_month)
    ctx.addIssue({ code: 'custom', path: ['to_month'], message: 'msg.analytics.toBeforeFrom' });
  else if (q.from_month && q.to_month && monthsBetween(q.from_month, q.to_month) > MAX_MONTHS)
    ctx.addIssue({ code: 'custom', path: ['to_month'], message: 'msg.analytics.tooManyMonths' });
}

/** Months of MRR (company-wide). */
export const monthRangeQuery = z.strictObject(monthFields).superRefine(checkMonths);
export type MonthRangeQuery = z.infer<typeof monthRangeQuery>;
/** Months of cohorts, of one channel's members or of every member in reach. */
export const cohortQuery = z.strictObject({ ...monthFields, channel_id: idSchema.optional() }).superRefine(checkMonths);
export type CohortQuery = z.infer<typeof cohortQuery>;

const count = () => z.number().int();
/** A share or rate in percent with two decimals (`"12.50"`); null when its base is nothing. */
const rate = z.string().nullable();
/** The months asked, and the instant the current month's figures are as of. */
const monthsOf = { months: z.object({ from: z.string(), to: z.string() }), as_of: z.string() };

/**
 * `GET /analytics/retention/cohorts` (every member) and `/analytics/channel/retention/cohorts` (members brought
 * by a channel, or by any channel in reach): a row per join month. `retained[k-1]` counts the cohort's members
 * paying k months after they joined (each member at their own date: joined on 15 March, counted on 15 April
 * for k = 1), and `retention[k-1]` is that share of the cohort; both null while some member of the cohort has
 * not reached k months (future, not 0%).
 */
export const cohortRetention = z.object({
  ...monthsOf,
  data: z.array(
    z.object({
      month: z.string(),
      /** `metric.cohort_size` */
      cohort_size: count(),
      /** `metric.ever_subscribed` */
      ever_subscribed: count(),
      retained: z.array(count().nullable()),
      /** `metric.retention` */
      retention: z.array(rate),
    }),
  ),
});

/**
 * A month of MRR in one currency (Stripe's billing analytics): `opening_mrr` at the month's start, `mrr` at its
 * end (the current month: now), and the movements between the two, member by member (a member's MRR is the sum
 * over their paying subscriptions): opening + new + expansion + reactivation − contraction − churned = mrr.
 */
export const mrrMonth = z.object({
  month: z.string(),
  opening_mrr: moneyAmount,
  mrr: moneyAmount,
  new_mrr: moneyAmount,
  expansion_mrr: moneyAmount,
  contraction_mrr: moneyAmount,
  churned_mrr: moneyAmount,
  reactivation_mrr: moneyAmount,
  opening_subscribers: count(),
  subscribers: count(),
  churned_subscribers: count(),
  subscriber_churn_rate: rate,
  revenue_churn_rate: rate,
});
export type MrrMonth = z.infer<typeof mrrMonth>;
/** `GET /analytics/revenue/mrr`: every month of the range per currency (currencies are never added). */
export const mrrAnswer = z.object({
  ...monthsOf,
  data: z.array(z.object({ currency: z.string(), months: z.array(mrrMonth) })),
});

/**
 * `GET /analytics/channel/trialConversion`: per channel and campaign, the period's trials and trial conversions
 * (from the daily rollups, each on its own day) and `trial_conversion_rate` = conversions / trials of the same
 * days — not per trial cohort, so a conversion of a trial begun before the period counts, and the rate can
 * pass 100% on short periods.
 */
export const trialConversion = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  data: z.array(
    z.object({
      channel_id: z.number().int().nullable(),
      channel_name: z.string().nullable(),
      campaign_id: z.number().int().nullable(),
      campaign_name: z.string().nullable(),
      trials: count(),
      trial_conversions: count(),
      trial_conversion_rate: rate,
    }),
  ),
});
