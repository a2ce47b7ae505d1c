/**
 * Analytics (README.md): the daily rollups, kept in step by the ledger, the orders' fee corrections and the
 * events intake through its service (`service.ts`); the dashboard's, the daily pages', and the retention and
 * MRR pages' calls. A stale build is rebuilt before the app registers (`app.ts`, with the migrations): on a
 * large database it outlasts a plugin's start-up time.
 */
import type { Module, Uses } from '../module.js';
import { cardSchemeRoutes } from './card-schemes.js';
import { channelExportRoutes } from './channel-exports.js';
import { cohortRoutes } from './cohorts.js';
import { channelStatisticRoutes } from './channel-statistics.js';
import { channelRoutes } from './channels.js';
import { dashboardRoutes } from './dashboard.js';
import { mrrRoutes } from './mrr.js';
import { realtimeRoutes } from './realtime.js';
import { refundRoutes } from './refunds.js';
import { revenueRoutes } from './revenue.js';
import { statementRoutes } from './statement.js';
import { analyticsRoutes } from './route.js';
import { channelReach } from './scope.js';
import { trialConversionRoutes } from './trial-conversion.js';

export const analyticsModule: Module<Uses<'channelScope'>> = (app, deps, { channelScope }) => {
  const { db } = deps;
  const timeZone = deps.reportTimeZone;
  const get = analyticsRoutes(app, channelReach(db, channelScope));
  for (const routes of [
    dashboardRoutes,
    realtimeRoutes,
    revenueRoutes,
    statementRoutes,
    refundRoutes,
    cardSchemeRoutes,
    channelRoutes,
    channelStatisticRoutes,
    channelExportRoutes,
    cohortRoutes,
    mrrRoutes,
    trialConversionRoutes,
  ])
    routes(get, db, timeZone);
};
