/**
 * The alert rules (contract `alerts.ts`): each reads its owner's figures and answers the accounts (a site at a
 * processor) whose condition holds now, with the figures that say so.
 */
import {
  type AlertRule,
  type AlertSettings,
  ECP_THRESHOLDS,
  fromMinorUnits,
  toMinorUnits,
  VAMP_THRESHOLDS,
} from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { currentSchemeRatios } from '../analytics/index.js';
import { refundsToday } from '../ledger/read.js';
import { failuresSince, paceOf } from '../postbacks/read.js';

export type Finding = { rule: AlertRule; siteId: number | null; processor: string; detail: Record<string, string> };

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** The silence rule looks at this many days of notifications, and only at accounts with this many. */
const PACE_DAYS = 7;
const PACE_MIN_COUNT = 10;
/** The lowest threshold of either programme, in percent (ECP's early warning, 1 %). */
const LOWEST_PERCENT = Math.min(...ECP_THRESHOLDS.map((t) => t.percent), ...VAMP_THRESHOLDS.map((t) => t.percent));

async function chargebackRatio(db: Db, settings: AlertSettings, timeZone: string): Promise<Finding[]> {
  const limit = settings.ratioShare * LOWEST_PERCENT;
  return (await currentSchemeRatios(db, timeZone))
    .filter((row) => row.ratio !== null && Number(row.ratio) >= limit)
    .map((row) => ({
      rule: 'chargeback_ratio',
      siteId: row.site_id,
      processor: row.processor,
      detail: { ratio: row.ratio!, limit: limit.toFixed(2), chargebacks: String(row.chargebacks) },
    }));
}

async function postbackFailures(db: Db, settings: AlertSettings, now: Date): Promise<Finding[]> {
  return (await failuresSince(db, new Date(now.getTime() - HOUR_MS)))
    .filter((row) => row.count >= settings.postbackFailures)
    .map((row) => ({
      rule: 'postback_failures',
      siteId: row.site_id,
      processor: row.processor,
      detail: { count: String(row.count) },
    }));
}

async function postbacksSilent(db: Db, settings: AlertSettings, now: Date): Promise<Finding[]> {
  return (await paceOf(db, PACE_DAYS)).flatMap((row) => {
    if (row.count < PACE_MIN_COUNT) return [];
    const usual = (now.getTime() - new Date(row.first_at).getTime()) / row.count;
    const silent = now.getTime() - new Date(row.last_at).getTime();
    if (silent <= Math.max(settings.silenceFactor * usual, settings.silenceMinutes * MINUTE_MS)) return [];
    const minutes = (ms: number) => String(Math.round(ms / MINUTE_MS));
    return [
      {
        rule: 'postbacks_silent' as const,
        siteId: row.site_id,
        processor: row.processor,
        detail: { minutes: minutes(silent), usual: minutes(usual) },
      },
    ];
  });
}

async function refundsDaily(db: Db, settings: AlertSettings, timeZone: string): Promise<Finding[]> {
  return (await refundsToday(db, timeZone)).flatMap((row) => {
    const amount = Number(row.amount);
    const limit = toMinorUnits(settings.dailyRefunds, row.currency);
    if (limit === null || amount <= limit) return [];
    return [
      {
        rule: 'refunds_daily' as const,
        siteId: row.site_id,
        processor: row.processor,
        detail: {
          amount: fromMinorUnits(amount, row.currency),
          limit: fromMinorUnits(limit, row.currency),
          currency: row.currency,
        },
      },
    ];
  });
}

/** Every condition that holds now. */
export async function findings(db: Db, settings: AlertSettings, timeZone: string, now = new Date()) {
  const found = await Promise.all([
    chargebackRatio(db, settings, timeZone),
    postbackFailures(db, settings, now),
    postbacksSilent(db, settings, now),
    refundsDaily(db, settings, timeZone),
  ]);
  return found.flat();
}
