/**
 * Analytics (README.md): the daily rollups, kept in step by the ledger, the orders' fee corrections and the
 * events intake through the `rollups` service published here (so this module registers before them), and
 * rebuilt at start when they were built in another time zone; the dashboard's and the daily pages' calls.
 */
import type { Module } from '../module.js';
import { rebuildRollups } from './rebuild.js';
import { rollupUpkeep } from './upkeep.js';

export const analyticsModule: Module = async (_app, deps) => {
  const timeZone = deps.config.reportTimeZone;
  deps.services.rollups = rollupUpkeep(timeZone);
  await rebuildRollups(deps.db, timeZone, true);
};
