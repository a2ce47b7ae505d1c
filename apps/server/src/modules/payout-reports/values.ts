/**
 * A statement's values as saved, by hand or from a file: the body merged over the stored statement, the site
 * checked, the period's last day not before its first, amounts turned into minor units of its currency, and
 * `net` worked out (gross - fees - reserve held + reserve released) when it is left out.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { payoutReports } from '../../db/schema/index.js';
import { invalid } from '../../platform/errors.js';
import { moneyTexts, toMinorValues } from '../../platform/money.js';
import { siteExists } from '../sites/read.js';

type Values = Record<string, unknown>;

export const REPORT_AMOUNTS = ['gross', 'fees', 'reserve_held', 'reserve_released', 'net'] as const;

/** A statement total may exceed one integer column: up to what a JavaScript number holds exactly. */
const TOTAL_MAX = Number.MAX_SAFE_INTEGER;

/** Net as the statement's own figures give it. */
export const workedOutNet = (v: { gross: number; fees: number; reserveHeld: number; reserveReleased: number }) =>
  v.gross - v.fees - v.reserveHeld + v.reserveReleased;

/** 422 unless the site exists and the period ends on or after its first day. */
export async function checkStatement(
  tx: Executor,
  statement: { siteId?: unknown; periodStart?: unknown; periodEnd?: unknown },
) {
  if (typeof statement.siteId === 'number') {
    if (!(await siteExists(tx, statement.siteId))) throw invalid({ site_id: ['msg.notFoundRef'] });
  }
  if (String(statement.periodEnd) < String(statement.periodStart)) throw invalid({ period_end: ['msg.periodEnd'] });
}

/** Amount texts (by property name) -> minor units of `currency`; 422 on a field that does not fit. */
export const toMinorTotals = (values: Values, fields: readonly string[], currency: string) =>
  toMinorValues(values, fields, currency, TOTAL_MAX);

/** The write hook of a statement typed by hand. */
export async function reportValues(values: Values, tx: Executor, id?: number): Promise<{ values: Values }> {
  const [stored] = id ? await tx.select().from(payoutReports).where(eq(payoutReports.id, id)).limit(1) : [];
  const before = stored ? { ...stored, ...moneyTexts(stored, REPORT_AMOUNTS, stored.currency) } : {};
  const statement: Values = { ...before, ...values };
  await checkStatement(tx, statement);
  const minor = toMinorTotals(statement, REPORT_AMOUNTS, String(statement.currency));
  const figures = {
    gross: minor.gross as number,
    fees: minor.fees as number,
    reserveHeld: minor.reserveHeld as number,
    reserveReleased: minor.reserveReleased as number,
  };
  const net = values.net === null || (values.net === undefined && !stored) ? workedOutNet(figures) : minor.net;
  return { values: { ...values, ...figures, net } };
}
