/**
 * Alerts by rule (contract `alerts.ts`): the job `alert-rules`, every 10 minutes once across servers, runs the
 * rules (`run.ts`). The alerts reach the bell as a kind of arrival (`read.ts`, `modules/unread`); there is no
 * page of their own yet.
 */
import type { Module, Uses } from '../module.js';
import { runAlertRules } from './run.js';

const EVERY_10_MINUTES = '*/10 * * * *';

export const alertsModule: Module<Uses<'mail'>> = (_app, deps, { mail }) => {
  const run = () => runAlertRules({ db: deps.db, mail, settings: deps.config.alerts, timeZone: deps.reportTimeZone });
  deps.housekeeping.push({ name: 'alert-rules', run, cron: EVERY_10_MINUTES });
};
