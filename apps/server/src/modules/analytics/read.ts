/**
 * Reading the rollups: the cells a scope selects, summed per breakdown (day, channel, campaign, plan, device,
 * processor) and currency in one grouped query, then folded into one `Figures` per breakdown row — counts added
 * over currencies, money kept per currency (never added across them).
 */
import { type SQL, sql } from 'drizzle-orm';
import { FIGURE_COUNTS, type Figures, fromMinorUnits, type MoneyFigures } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { MEASURES, type Measure } from './cells.js';

export type Breakdown = 'day' | 'channel' | 'campaign' | 'plan' | 'device' | 'processor';
/** A breakdown row's identity: the values of its breakdowns (ids 0 and '' are "none": null). */
export type RowKey = {
  day?: string;
  channel_id?: number | null;
  channel_name?: string | null;
  campaign_id?: number | null;
  campaign_name?: string | null;
  plan_id?: number | null;
  plan_name?: string | null;
  device?: string | null;
  processor?: string | null;
};
export type Sums = Record<Measure, number>;
export type Row = RowKey & { figures: Figures; sums: Map<string, Sums> };

const r = sql`analytics_daily`;
/** The columns each breakdown selects and groups by: its key, and its name where it has one. */
const SELECTS: Record<Breakdown, SQL[]> = {
  day: [sql`${r}.day::text as day`],
  channel: [sql`nullif(${r}.channel_id, 0) as channel_id`, sql`ch.utm_source as channel_name`],
  campaign: [sql`nullif(${r}.campaign_id, 0) as campaign_id`, sql`cp.name as campaign_name`],
  plan: [sql`nullif(${r}.plan_id, 0) as plan_id`, sql`pl.name as plan_name`],
  device: [sql`nullif(${r}.device, '') as device`],
  processor: [sql`nullif(${r}.processor, '') as processor`],
};
const JOINS: Partial<Record<Breakdown, SQL>> = {
  channel: sql`left join channels ch on ch.id = ${r}.channel_id`,
  campaign: sql`left join campaigns cp on cp.id = ${r}.campaign_id`,
  plan: sql`left join plans pl on pl.id = ${r}.plan_id`,
};
const KEY_FIELDS = ['day', 'channel_id', 'campaign_id', 'plan_id', 'device', 'processor'] as const;

export const zeroFigures = (): Figures => ({
  ...(Object.fromEntries(FIGURE_COUNTS.map((c) => [c, 0])) as Record<(typeof FIGURE_COUNTS)[number], number>),
  money: [],
});

export const zeroSums = () => Object.fromEntries(MEASURES.map((m) => [m, 0])) as Sums;

/** Money of one currency's sums, as the wire writes it. */
export function moneyOf(currency: string, s: Sums): MoneyFigures {
  const gross = grossOf(s);
  const text = (minor: number) => fromMinorUnits(minor, currency);
  return {
    currency,
    gross: text(gross),
    fees: text(s.fees),
    refund_amount: text(s.refund_amount),
    chargeback_amount: text(s.chargeback_amount),
    net: text(gross - s.fees - s.refund_amount - s.chargeback_amount),
  };
}
export const grossOf = (s: Sums) =>
  s.initial_amount + s.trial_amount + s.conversion_amount + s.rebill_amount + s.one_time_amount + s.coins_amount;

/** The figures of sums per currency ('' holds the audience's). */
export function figuresOf(byCurrency: Map<string, Sums>): Figures {
  const result = zeroFigures();
  for (const [currency, s] of [...byCurrency].sort(([a], [b]) => a.localeCompare(b))) {
    for (const c of FIGURE_COUNTS) result[c] += s[c];
    if (currency) result.money.push(moneyOf(currency, s));
  }
  return result;
}

/** Sums of the cells `where` selects, per breakdown row (in the breakdowns' order) and currency. */
export async function readRows(db: Db, where: SQL, breakdowns: Breakdown[]): Promise<Row[]> {
  const selects = breakdowns.flatMap((b) => SELECTS[b]);
  const groups = selects.map((_, i) => sql.raw(String(i + 1)));
  const sums = MEASURES.map((m) => sql`sum(${r}.${sql.identifier(m)})::bigint as ${sql.identifier(m)}`);
  const rows = await db.readRows<RowKey & Sums & { currency: string }>(
    sql`select ${sql.join([...selects, sql`${r}.currency`, ...sums], sql`, `)}
      from ${r} ${sql.join(
        breakdowns.flatMap((b) => JOINS[b] ?? []),
        sql` `,
      )}
      where ${where}
      group by ${sql.join([...groups, sql.raw(String(groups.length + 1))], sql`, `)}
      order by ${groups.length ? sql.join(groups, sql`, `) : sql`1`}`,
  );
  const byKey = new Map<string, Row>();
  for (const row of rows) {
    const id = KEY_FIELDS.map((f) => row[f] ?? '').join('\u0000');
    let found = byKey.get(id);
    if (!found) {
      found = { ...keyOf(row), figures: zeroFigures(), sums: new Map() };
      byKey.set(id, found);
    }
    found.sums.set(row.currency, Object.fromEntries(MEASURES.map((m) => [m, Number(row[m])])) as Sums);
  }
  for (const row of byKey.values()) row.figures = figuresOf(row.sums);
  return [...byKey.values()];
}

const NOT_KEY = new Set<string>([...MEASURES, 'currency']);
const keyOf = (row: object): RowKey =>
  Object.fromEntries(Object.entries(row).filter(([k]) => !NOT_KEY.has(k))) as RowKey;

/** The figures of everything `where` selects, as one row. */
export async function readTotals(db: Db, where: SQL): Promise<Row> {
  const [row] = await readRows(db, where, []);
  return row ?? { figures: zeroFigures(), sums: new Map() };
}
