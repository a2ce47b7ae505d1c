/**
 * Trial conversion by channel and campaign (`view-daily-channel`; a partner: their channels only), from the
 * daily rollups: the period's trials and trial conversions, each on its own day, and conversions / trials of
 * the same days (not per trial cohort: the rollups count events by day, not trials by their start).
 */
import { analyticsQuery, type Figures, trialConversion } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { cellsFor } from './figures.js';
import { periodsOf } from './period.js';
import { percent, readRows } from './read.js';
import type { AnalyticsGet } from './route.js';

/** `metric.trial_conversion_rate`: trial conversions / trials of the same days, in percent (null: no trial). */
export const trialConversionRate = (f: Pick<Figures, 'trials' | 'trial_conversions'>) =>
  percent(f.trial_conversions, f.trials);

export function trialConversionRoutes(get: AnalyticsGet, db: Db, timeZone: string) {
  get(
    '/analytics/channel/trialConversion',
    {
      access: 'view-daily-channel',
      scope: 'channels',
      summary: 'Trials, trial conversions and the conversion rate per channel and campaign',
      query: analyticsQuery,
      response: trialConversion,
    },
    async (call) => {
      const { period } = periodsOf(call.query, timeZone);
      const rows = await readRows(db, cellsFor(period, call), ['channel', 'campaign']);
      const data = rows
        .filter(({ figures: f }) => f.trials + f.trial_conversions > 0)
        .sort(
          (a, b) => b.figures.trials - a.figures.trials || b.figures.trial_conversions - a.figures.trial_conversions,
        )
        .map((row) => ({
          channel_id: row.channel_id ?? null,
          channel_name: row.channel_name ?? null,
          campaign_id: row.campaign_id ?? null,
          campaign_name: row.campaign_name ?? null,
          trials: row.figures.trials,
          trial_conversions: row.figures.trial_conversions,
          trial_conversion_rate: trialConversionRate(row.figures),
        }));
      return { period, data };
    },
  );
}
