/**
 * Alerts by rule: conditions of a site's account at a processor that staff should act on, found by the job
 * `alert-rules` (every 10 minutes, once across servers). An alert fires once per episode: when its condition
 * starts to hold; it is not raised again while the condition holds, and ends when it no longer does (a later
 * return is a new episode). Each alert reaches the bell of the admins who may read alerts
 * (`ALERT_PERMISSION`), and by e-mail those of them who opted in on their profile (`alert_emails`).
 *
 * Rules, with their settings (server environment variables; defaults in ALERT_DEFAULTS):
 * - `chargeback_ratio`: the month's chargebacks over the previous month's transactions (the card schemes' ratio,
 *   `card-schemes.ts`) reached ALERT_RATIO_SHARE (0.8) of the lowest programme threshold (Mastercard ECP's early
 *   warning, 1 %), so 0.8 %. The programmes' minimum counts are not required: a small account nearing the ratio
 *   is worth a look before it grows.
 * - `postback_failures`: ALERT_POSTBACK_FAILURES (5) or more of the account's notifications failed or were
 *   rejected within the last hour.
 * - `postbacks_silent`: no notification from the processor for the account for ALERT_SILENCE_FACTOR (3) times its
 *   usual gap (the last 7 days' span over their count), and at least ALERT_SILENCE_MINUTES (60); only for an
 *   account with at least 10 notifications in those 7 days.
 * - `refunds_daily`: the account's refunds of the day (reporting time zone) in one currency above
 *   ALERT_DAILY_REFUNDS (500.00, read in that currency).
 */
import type { PermissionName } from './permissions.js';

export const ALERT_RULES = ['chargeback_ratio', 'postback_failures', 'postbacks_silent', 'refunds_daily'] as const;
export type AlertRule = (typeof ALERT_RULES)[number];

/** Alerts are about money and processors: read by those who read the card-scheme ratios and refunds. */
export const ALERT_PERMISSION = 'view-refund-statistics' satisfies PermissionName;

export const ALERT_DEFAULTS = {
  ratioShare: 0.8,
  postbackFailures: 5,
  silenceFactor: 3,
  silenceMinutes: 60,
  dailyRefunds: '500.00',
} as const;
export type AlertSettings = {
  [K in keyof typeof ALERT_DEFAULTS]: (typeof ALERT_DEFAULTS)[K] extends string ? string : number;
};
