/**
 * Card-scheme monitoring ratios (`GET /analytics/revenue/cardSchemes`, `view-refund-statistics`, company-wide):
 * per month, merchant account (a site's account at a processor) and processor, the ratios the card schemes'
 * monitoring programmes compute, and the programme's level each has reached. Months are calendar months of the
 * reporting time zone; the range is that of the MRR page (`monthRangeQuery`: the last 12 months by default).
 *
 * - **Visa VAMP** (Visa Acquirer Monitoring Program): (fraud reports + disputes) of the month / settled
 *   card-not-present transactions of the previous month. Excessive from 1.5 % with at least 1,500 fraud reports
 *   and disputes. Processors do not send the issuers' fraud reports (TC40/SAFE) in their notifications, so the
 *   numerator is the month's disputes (chargebacks) alone.
 * - **Mastercard ECP** (Excessive Chargeback Program): chargebacks of the month / transactions of the previous
 *   month. Early warning from 1 % and 100 chargebacks; Excessive Chargeback Merchant from 1.5 % and 100;
 *   High Excessive from 3 % and 300.
 *
 * Transactions are the account's successful, unvoided charges of money (orders: an online processor's charges are
 * card-not-present). Notifications do not carry the card's brand, so both ratios are over all the account's
 * charges and chargebacks: with each brand's share of chargebacks equal to its share of charges, that is each
 * scheme's own ratio. A ratio is null when the previous month had no transaction.
 */
import { z } from 'zod';
import { PROCESSORS } from './choices.js';

export const VAMP_LEVELS = ['ok', 'excessive'] as const;
export const ECP_LEVELS = ['ok', 'early_warning', 'excessive', 'high_excessive'] as const;
export type VampLevel = (typeof VAMP_LEVELS)[number];
export type EcpLevel = (typeof ECP_LEVELS)[number];

/** A programme's level: reached when both the ratio (percent) and the count are at least the level's. */
export type SchemeThreshold<L extends string> = { level: L; percent: number; count: number };
/** Highest level first. */
export const VAMP_THRESHOLDS: SchemeThreshold<VampLevel>[] = [{ level: 'excessive', percent: 1.5, count: 1_500 }];
export const ECP_THRESHOLDS: SchemeThreshold<EcpLevel>[] = [
  { level: 'high_excessive', percent: 3, count: 300 },
  { level: 'excessive', percent: 1.5, count: 100 },
  { level: 'early_warning', percent: 1, count: 100 },
];

/** The level `count` of `base` transactions reaches (`ok` below every threshold or without a base). */
export function schemeLevel<L extends string>(
  thresholds: SchemeThreshold<L>[],
  count: number,
  base: number,
): L | 'ok' {
  if (base === 0) return 'ok';
  const ratio = (count * 100) / base;
  return thresholds.find((t) => ratio >= t.percent && count >= t.count)?.level ?? 'ok';
}

export const cardSchemeRow = z.object({
  month: z.string(),
  site_id: z.number().int(),
  site_name: z.string().nullable(),
  processor: z.enum(PROCESSORS),
  /** The site's merchant account at the processor, when configured. */
  merchant_id: z.string().nullable(),
  /** Successful, unvoided charges of the previous month: both programmes' base. */
  previous_transactions: z.number().int(),
  transactions: z.number().int(),
  chargebacks: z.number().int(),
  /**
   * Chargebacks / previous transactions, in percent with two decimals (`"0.85"`); null without a previous
   * month's transaction. Both programmes' ratio, as the numerator has no fraud reports (above).
   */
  ratio: z.string().nullable(),
  vamp_level: z.enum(VAMP_LEVELS),
  ecp_level: z.enum(ECP_LEVELS),
});
export type CardSchemeRow = z.infer<typeof cardSchemeRow>;

/** Newest month first, then by site and processor. */
export const cardSchemeAnswer = z.object({
  months: z.object({ from: z.string(), to: z.string() }),
  data: z.array(cardSchemeRow),
});
export type CardSchemeAnswer = z.infer<typeof cardSchemeAnswer>;
