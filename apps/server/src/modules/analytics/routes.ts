/**
 * Analytics (README.md): the daily rollups, kept in step by the ledger, the orders' fee corrections and the
 * events intake through the `rollups` service published here (so this module registers before them), and
 * rebuilt at start when they were built in another time zone; the dashboard's and the daily pages' calls.
 */
import { type Module, serviceOf } from '../module.js';
import { channelExportRoutes } from './channel-exports.js';
import { cohortRoutes } from './cohorts.js';
import { channelStatisticRoutes } from './channel-statistics.js';
import { channelRoutes } from './channels.js';
import { dashboardRoutes } from './dashboard.js';
import { mrrRoutes } from './mrr.js';
import { realtimeRoutes } from './realtime.js';
import { rebuildRollups } from './rebuild.js';
import { refundRoutes } from './refunds.js';
import { revenueRoutes } from './revenue.js';
import { analyticsRoutes } from './route.js';
import { channelReach } from './scope.js';
import { trialConversionRoutes } from './trial-conversion.js';
import { rollupUpkeep } from './upkeep.js';

export const analyticsModule: Module = async (app, deps) => {
  const { db } = deps;
  const timeZone = deps.config.reportTimeZone;
  deps.services.rollups = rollupUpkeep(timeZone);
  await rebuildRollups(db, timeZone, true);

  const get = analyticsRoutes(app, channelReach(db, serviceOf(deps, 'channelScope')));
  for (const routes of [
    dashboardRoutes,
    realtimeRoutes,
    revenueRoutes,
    refundRoutes,
    channelRoutes,
    channelStatisticRoutes,
    channelExportRoutes,
    cohortRoutes,
    mrrRoutes,
    trialConversionRoutes,
  ])
    routes(get, db, timeZone);
};
