/**
 * Reading the rollups: the cells a scope selects, summed per breakdown (day, channel, campaign, plan, device,
 * processor) and currency in one grouped query, then folded into one `Figures` per breakdown row — counts added
 * over currencies, money kept per currency (never added across them).
 */
import { type SQL, sql } from 'drizzle-orm';
import { FIGURE_COUNTS, type Figures, fromMinorUnits, type MoneyFigures } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { dialect, readJsonRows } from '../../db/row-reader.js';
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
const SELECTS: Record<Breakdown, Partial<Record<keyof RowKey, SQL>>> = {
  day: { day: sql`${r}.day::text` },
  channel: { channel_id: sql`nullif(${r}.channel_id, 0)`, channel_name: sql`ch.utm_source` },
  campaign: { campaign_id: sql`nullif(${r}.campaign_id, 0)`, campaign_name: sql`cp.name` },
  plan: { plan_id: sql`nullif(${r}.plan_id, 0)`, plan_name: sql`pl.name` },
  device: { device: sql`nullif(${r}.device, '')` },
  processor: { processor: sql`nullif(${r}.processor, '')` },
};
const JOINS: Partial<Record<Breakdown, SQL>> = {
  channel: sql`left join channels ch on ch.id = ${r}.channel_id`,
  campaign: sql`left join campaigns cp on cp.id = ${r}.campaign_id`,
  plan: sql`left join plans pl on pl.id = ${r}.plan_id`,
};

const ZERO_COUNTS = Object.fromEntries(FIGURE_COUNTS.map((c) => [c, 0])) as Record<
  (typeof FIGURE_COUNTS)[number],
  number
>;
export const zeroFigures = (): Figures => ({ ...ZERO_COUNTS, money: [] });

export const zeroSums = () => Object.fromEntries(MEASURES.map((m) => [m, 0])) as Sums;

/** `part` of `whole` in percent with two decimals; null when the whole is nothing. */
export const percent = (part: number, whole: number) => (whole === 0 ? null : ((part * 100) / whole).toFixed(2));

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
    void_amount: text(s.void_amount),
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

/**
 * Reads in flight, by statement and values: a page asks for the same cells by several calls at once (the
 * channel page's records and its two line charts read every day of every channel), which then share one read
 * and its folding (per database). Only while it runs: nothing is kept once it has answered. Its rows are
 * read-only.
 */
const inFlight = new WeakMap<Db, Map<string, Promise<Row[]>>>();

/** Sums of the cells `where` selects, per breakdown row (in the breakdowns' order) and currency. */
export function readRows(db: Db, where: SQL, breakdowns: Breakdown[]): Promise<Row[]> {
  const built = dialect.sqlToQuery(sql`${where}`);
  const id = `${breakdowns.join(',')}\u0000${built.sql}\u0000${JSON.stringify(built.params)}`;
  let reads = inFlight.get(db);
  if (!reads) inFlight.set(db, (reads = new Map()));
  let read = reads.get(id);
  if (!read) {
    read = readRowsNow(db, where, breakdowns).finally(() => reads.delete(id));
    reads.set(id, read);
  }
  return read;
}

async function readRowsNow(db: Db, where: SQL, breakdowns: Breakdown[]): Promise<Row[]> {
  const keys = breakdowns.flatMap((b) => Object.keys(SELECTS[b]) as (keyof RowKey)[]);
  const selects = breakdowns.flatMap((b) =>
    Object.entries(SELECTS[b]).map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
  );
  const groups = selects.map((_, i) => sql.raw(String(i + 1)));
  const sums = MEASURES.map((m) => sql`sum(${r}.${sql.identifier(m)})::bigint as ${sql.identifier(m)}`);
  // One JSON text per row: a year of days by channel is thousands of rows of two dozen sums, which the embedded
  // database hands over field by field several times slower.
  const rows = await readJsonRows<RowKey & Sums & { currency: string }>(
    db.readRows,
    sql`select ${sql.join([...selects, sql`${r}.currency`, ...sums], sql`, `)}
      from ${r} ${sql.join(
        breakdowns.flatMap((b) => JOINS[b] ?? []),
        sql` `,
      )}
      where ${where}
      group by ${sql.join([...groups, sql.raw(String(groups.length + 1))], sql`, `)}
      order by ${groups.length ? sql.join(groups, sql`, `) : sql`1`}`,
  );
  // A year of days by channel is thousands of rows: folded with plain loops (no throwaway arrays per row).
  const byKey = new Map<string, { key: RowKey; sums: Map<string, Sums> }>();
  for (const row of rows) {
    let id = '';
    for (const field of keys) id += `${row[field] ?? ''}\u0000`;
    let found = byKey.get(id);
    if (!found) {
      const key: RowKey = {};
      for (const field of keys) (key as Record<string, unknown>)[field] = row[field];
      byKey.set(id, (found = { key, sums: new Map() }));
    }
    const sums = {} as Sums;
    for (const m of MEASURES) sums[m] = Number(row[m]);
    found.sums.set(row.currency, sums);
  }
  return Array.from(byKey.values(), ({ key, sums }) => ({ ...key, figures: figuresOf(sums), sums }));
}

/** The figures of everything `where` selects, as one row. */
export async function readTotals(db: Db, where: SQL): Promise<Row> {
  const [row] = await readRows(db, where, []);
  return row ?? { figures: zeroFigures(), sums: new Map() };
}
