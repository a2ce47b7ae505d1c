/**
 * Whose a processor's reference is. A processor's transaction and membership ids are the merchant account's,
 * and every site has its own account and secret: the ledger is kept per site. Every lookup by a processor's
 * reference — the original charge of a refund, chargeback or void, the subscription of a membership (rebill,
 * decline, cancel, expiry, reactivation), whether a transaction is applied already — is in the ledger of the
 * site whose credentials authenticated the notification (`Source.siteId`), the member a first charge names is
 * one of that site's members (`records.ts` `buyerOf`; a site's coin spends alike), and so is the uniqueness that
 * decides "already applied" (the unique indexes on processor, reference and site). Another site's reference is
 * not found: a notification signed with one site's secret never moves another site's money or members, nor
 * takes one of its transaction ids first, whatever source addresses the other site's settings allow.
 *
 * A row whose site was deleted has no site (`site_id` null): no notification reaches it any more, and it
 * keeps no reference from anyone (null is distinct from every site in the unique indexes).
 */
import { and, eq, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { Processor } from '@backlot/contract';
import { subscriptions, transactions } from '../../db/schema/index.js';

/** A processor's reference as one site knows it. */
export type SiteRef = { siteId: number; processor: Processor; ref: string };
/** Its values, or their placeholders in a statement built once (`db/prepared.ts`). */
type Bound<T> = { [K in keyof T]: T[K] | SQLWrapper };

/** The site's ledger entry of a processor's transaction id. */
export const siteEntry = (key: Bound<SiteRef>): SQL =>
  and(
    eq(transactions.processor, key.processor),
    eq(transactions.processorRef, key.ref),
    eq(transactions.siteId, key.siteId),
  )!;

/** The site's subscription of a processor's membership id. */
export const siteMembership = (key: Bound<SiteRef>): SQL =>
  and(
    eq(subscriptions.processor, key.processor),
    eq(subscriptions.processorRef, key.ref),
    eq(subscriptions.siteId, key.siteId),
  )!;

/** Whether the site's ledger has the transaction id already (a column of a notification's first query). */
export const appliedIn = (key: Bound<SiteRef>) =>
  sql<boolean>`exists (select 1 from ${transactions} where ${siteEntry(key)})`;
