/**
 * What the rollups count, as SQL: each source row (a ledger entry, a visit, a sign-up, a visitor's first visit
 * of a day) becomes one fact — its cell's key and its measures. The same facts feed the incremental upkeep
 * (`upkeep.ts`, a few rows) and the rebuild (`rebuild.ts`, every row), so the two cannot count differently.
 */
import { type SQL, sql, type SQLWrapper } from 'drizzle-orm';

/** A cell's key, in the primary key's order. */
export const KEY = [
  'day',
  'site_id',
  'channel_id',
  'campaign_id',
  'plan_id',
  'processor',
  'currency',
  'device',
] as const;
export const MEASURES = [
  'visits',
  'unique_visitors',
  'signups',
  'new_subscribers',
  'initial_charges',
  'trials',
  'trial_conversions',
  'rebills',
  'one_time_sales',
  'coin_sales',
  'declines',
  'charges',
  'initial_amount',
  'trial_amount',
  'conversion_amount',
  'rebill_amount',
  'one_time_amount',
  'coins_amount',
  'fees',
  'refunds',
  'refund_amount',
  'chargebacks',
  'chargeback_amount',
  'voids',
  'void_amount',
] as const;
export type Measure = (typeof MEASURES)[number];
type Key = Record<(typeof KEY)[number], SQL>;

const list = (names: readonly string[], prefix = '') => sql.raw(names.map((n) => prefix + n).join(', '));
export const keyColumns = list(KEY);
export const measureColumns = list(MEASURES);

/** The reporting time zone, or its placeholder in a statement built once. */
export type Zone = string | SQLWrapper;

/** The reporting day of an instant. */
export const dayOf = (instant: SQL, timeZone: Zone) => sql`(${instant} at time zone ${timeZone}::text)::date`;

/** One fact per row of `from`: every key column and every measure (0 when not given). */
function facts(key: Key, measures: Partial<Record<Measure, SQL>>, from: SQL): SQL {
  const keys = KEY.map((k) => sql`${key[k]} as ${sql.identifier(k)}`);
  const values = MEASURES.map((m) => sql`${measures[m] ?? sql`0`}::bigint as ${sql.identifier(m)}`);
  return sql`select ${sql.join([...keys, ...values], sql`, `)} ${from}`;
}

/** Facts summed per cell: what is added to the rollup (or, for a rebuild, the rollup itself). */
export function perCell(allFacts: SQL): SQL {
  const sums = MEASURES.map((m) => sql`sum(${sql.identifier(m)})::bigint`);
  return sql`select ${keyColumns}, ${sql.join(sums, sql`, `)} from (${allFacts}) f group by ${keyColumns}`;
}

/** Facts of several sources, as one relation. */
export const together = (...parts: SQL[]) => sql.join(parts, sql` union all `);

/** A charge's own dimension, or for a refund, chargeback or void the charge's it takes back (`c`). */
const charged = (column: string) =>
  sql`coalesce(case when t.original_id is null then t.${sql.identifier(column)} else c.${sql.identifier(column)} end, 0)`;
const is = (type: string) => sql`(t.type = ${type})::int`;
const amountIf = (...types: string[]) => sql`case when t.type in ${types} then t.amount else 0 end`;

/** The entry is a void. */
const voiding = sql`t.type = 'void'`;
/** Not an earlier void of the same charge: the one that takes the charge's counts and fees out. */
const firstVoid = sql`not exists (select 1 from transactions p where p.original_id = t.original_id and p.type = 'void'
  and p.id < t.id)`;
/**
 * The charge a row counts as a charge: the entry itself, or the charge a void cancels (`c`), counted negatively
 * on the charge's day — so that a voided charge is no revenue, no charge and no subscriber. Its amounts leave
 * by the void's amount; its counts and its order's fees (a processor charges none on a cancelled
 * authorisation) by the charge's first void.
 */
const chargeColumn = (column: string) =>
  sql`case when ${voiding} then c.${sql.identifier(column)} else t.${sql.identifier(column)} end`;
const countSign = sql`case when ${voiding} then case when ${firstVoid} then -1 else 0 end else 1 end`;
const amountSigned = sql`case when ${voiding} then -t.amount else t.amount end`;
const chargeIs = (type: string) => sql`(${countSign}) * (${chargeColumn('type')} = ${type})::int`;
const chargeAmountIf = (type: string) =>
  sql`case when ${chargeColumn('type')} = ${type} then ${amountSigned} else 0 end`;

/**
 * A subscription's first paid charge: a paid initial charge, or the conversion of a subscription that began with
 * a trial (`s`, the charge's subscription: its trial end is set when a trial opened it, and never changes). A
 * conversion of a subscription that did not (Segpay's name for a first rebill) is a renewal, no new subscriber.
 */
const firstPaid = sql`(${countSign}) * (${chargeColumn('type')} = 'initial'
  or (${chargeColumn('type')} = 'conversion' and s.trial_ends_at is not null))::int`;

/** Whether a charge (entry `t`) was voided: its fee corrections move no figure. */
export const voided = sql`exists (select 1 from transactions v where v.original_id = t.id and v.type = 'void')`;

/**
 * Where `ledgerFacts` reads entries, their orders and their subscriptions: the tables, or (for the statement that
 * writes them) its own rows of them (`t`, `o`, `s`), which its other parts cannot read in the tables.
 */
export type EntryRelations = { entries: SQL; orders: SQL; subscriptions: SQL };
const TABLES: EntryRelations = { entries: sql`transactions`, orders: sql`orders`, subscriptions: sql`subscriptions` };

/**
 * Ledger entries (`where` names them: one entry, or all): each on the day it happened, a refund or chargeback
 * in the cell of the charge it takes back, a void on its charge's day and in its cell; fees are the charge's
 * order's processing and settlement fees (its reserve is held back, not a fee); a charge's subscription is read by
 * its primary key (whether it began with a trial). `measures` replaces the entry's measures (a fee change).
 */
export function ledgerFacts(
  timeZone: Zone,
  where: SQL,
  measures?: Partial<Record<Measure, SQL>>,
  relations: Partial<EntryRelations> = {},
): SQL {
  const from = { ...TABLES, ...relations };
  const key: Key = {
    day: dayOf(chargeColumn('occurred_at'), timeZone),
    site_id: charged('site_id'),
    channel_id: charged('channel_id'),
    campaign_id: charged('campaign_id'),
    plan_id: charged('plan_id'),
    processor: sql`t.processor`,
    currency: sql`t.currency`,
    device: sql`coalesce(m.device, '')`,
  };
  const own = {
    new_subscribers: firstPaid,
    initial_charges: chargeIs('initial'),
    trials: chargeIs('trial'),
    trial_conversions: chargeIs('conversion'),
    rebills: chargeIs('rebill'),
    one_time_sales: chargeIs('one_time'),
    coin_sales: chargeIs('coins'),
    declines: is('decline'),
    charges: sql`(${countSign}) * (o.id is not null)::int`,
    initial_amount: chargeAmountIf('initial'),
    trial_amount: chargeAmountIf('trial'),
    conversion_amount: chargeAmountIf('conversion'),
    rebill_amount: chargeAmountIf('rebill'),
    one_time_amount: chargeAmountIf('one_time'),
    coins_amount: chargeAmountIf('coins'),
    fees: sql`(${countSign}) * coalesce(o.transaction_fee + o.settlement_fee, 0)`,
    refunds: is('refund'),
    refund_amount: amountIf('refund'),
    chargebacks: is('chargeback'),
    chargeback_amount: amountIf('chargeback'),
    voids: is('void'),
    void_amount: amountIf('void'),
  };
  return facts(
    key,
    measures ?? own,
    sql`from ${from.entries} t left join transactions c on c.id = t.original_id
      left join ${from.orders} o on o.transaction_id = (case when ${voiding} then t.original_id else t.id end)
      left join ${from.subscriptions} s on s.id = ${chargeColumn('subscription_id')}
      left join members m on m.id = t.member_id where ${where}`,
  );
}

/**
 * Visits (`where` on `e`), each with its cell: the channel its utm_source names (whatever the case) and that
 * channel's campaign its utm_campaign names, as the channels are when it is counted.
 */
export function visitRows(timeZone: string, where: SQL): SQL {
  return sql`select e.id as row_id, e.visitor_id, e.occurred_at as first_at, ${dayOf(sql`e.occurred_at`, timeZone)} as day,
      coalesce(e.site_id, 0) as site_id, coalesce(ch.id, 0) as channel_id, coalesce(cp.id, 0) as campaign_id,
      coalesce(e.device, '') as device
    from member_events e
    left join channels ch on lower(ch.utm_source) = lower(e.utm_source)
    left join campaigns cp on cp.channel_id = ch.id and lower(cp.utm_campaign) = lower(e.utm_campaign)
    where e.kind = 'visit' and ${where}`;
}

/** A cell of audience figures (no plan, processor or currency) from a relation `v` with its key columns. */
const audienceKey: Key = {
  day: sql`v.day`,
  site_id: sql`v.site_id`,
  channel_id: sql`v.channel_id`,
  campaign_id: sql`v.campaign_id`,
  plan_id: sql`0`,
  processor: sql`''`,
  currency: sql`''`,
  device: sql`v.device`,
};

export const visitFacts = (timeZone: string, where: SQL) =>
  facts(audienceKey, { visits: sql`1` }, sql`from (${visitRows(timeZone, where)}) v`);

/** Unique visitors: one per visitor's first visit of a day (`analytics_visitor_days`, or rows shaped like it). */
export const uniqueVisitorFacts = (source: SQL, count: SQL = sql`1`) =>
  facts(audienceKey, { unique_visitors: count }, sql`from ${source} v`);

/** Sign-ups that made a member (`where` on `e`), in the member's cell: their site, channel, campaign, device. */
export function signupFacts(timeZone: string, where: SQL): SQL {
  return facts(
    {
      ...audienceKey,
      day: dayOf(sql`e.occurred_at`, timeZone),
      site_id: sql`coalesce(m.site_id, 0)`,
      channel_id: sql`coalesce(m.channel_id, 0)`,
      campaign_id: sql`coalesce(m.campaign_id, 0)`,
      device: sql`coalesce(m.device, '')`,
    },
    { signups: sql`1` },
    sql`from member_events e join members m on m.id = e.member_id where e.kind = 'signup' and ${where}`,
  );
}
