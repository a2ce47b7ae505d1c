/**
 * Whose figures a request reads. Company-wide figures (the dashboard, revenue, daily company data, subscriber
 * sources, refunds) are refused to a channel partner, whatever else their roles hold (403); the channel figures
 * are limited to a partner's channels — the channel list's own scope — and a channel or campaign outside it is
 * a 404, as the channel list answers.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AnalyticsFilters } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { analyticsDaily } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/viewer.js';
import { campaignInReach, channelInReach } from '../channels/read.js';
import type { ChannelScope } from '../channels/service.js';
import type { Period } from './period.js';

const r = analyticsDaily;

/** A partner asking for company-wide figures: 403. */
export function refusePartner(viewer: Viewer | undefined) {
  if (viewer?.isPartner) throw forbidden();
}

/** The cells of the period and the filters. */
export function cellsOf(period: Period, f: AnalyticsFilters): SQL {
  return and(
    sql`${r.day} between ${period.from}::date and ${period.to}::date`,
    f.site_id === undefined ? undefined : eq(r.siteId, f.site_id),
    f.channel_id === undefined ? undefined : eq(r.channelId, f.channel_id),
    f.campaign_id === undefined ? undefined : eq(r.campaignId, f.campaign_id),
    f.plan_id === undefined ? undefined : eq(r.planId, f.plan_id),
    f.processor === undefined ? undefined : eq(r.processor, f.processor),
  )!;
}

/** The rows of `table` whose `column` (a channel id) a viewer may read. */
export type Reach = (table: PgTable, column: string) => SQL;

/**
 * The channel figures' scope for a viewer: everything, or a partner's channels only, as a condition on a
 * table's channel column (the rollups', or the members' for cohorts). A channel or campaign the filters name
 * outside it (or that does not exist, when named by the path) is a 404.
 */
export function channelReach(db: Db, inChannelsOf: ChannelScope) {
  return async (viewer: Viewer | undefined, f: AnalyticsFilters, pathChannel?: number): Promise<Reach> => {
    const partner = viewer?.isPartner ? viewer.id : undefined;
    if (pathChannel !== undefined || (partner !== undefined && f.channel_id !== undefined)) {
      if (!(await channelInReach(db, pathChannel ?? f.channel_id!, partner))) throw notFound();
    }
    if (partner !== undefined && f.campaign_id !== undefined) {
      if (!(await campaignInReach(db, f.campaign_id, partner))) throw notFound();
    }
    return (table, column) => (partner === undefined ? sql`true` : inChannelsOf(partner, table, column));
  };
}
export type ChannelReach = ReturnType<typeof channelReach>;
