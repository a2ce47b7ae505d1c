/**
 * The ledger and the orders. The ledger (`transactions`) holds every money event a processor reported, once,
 * never changed: charges, declines, and refunds, chargebacks and voids that point to the charge they take
 * back. An order (`/orders`) is one successful charge with its fees; `total_amount` (net) is always `amount`
 * minus `transaction_fee` and `settlement_fee`, worked out by the database. `reserve_fee` is the rolling reserve
 * the processor holds back on the charge (released later, typically after six months): informational, not a
 * fee — never subtracted from `total_amount` or from net revenue; the payout reports show it held and released. Staff correct an order's fees and notes (audited), never
 * its amount.
 *
 * Money on the wire: a decimal string in the order's currency (`"19.99"`, JPY without decimals). Fees a
 * processor's notification does not carry are estimated when the order is made (the ledger's fee schedule:
 * README) and corrected by staff from the processor's statement.
 */
import { z } from 'zod';
import { LEDGER_TYPES, ORDER_TYPES, PROCESSORS, REVERSAL_TYPES, SUBSCRIPTION_STATUSES } from './choices.js';
import { instant } from './common.js';
import { dateRange, decimalRange, enumFilter, filters, idFilter, textFilter } from './filters.js';
import { field, manifest } from './manifest.js';

export type LedgerType = (typeof LEDGER_TYPES)[number];
export type OrderType = (typeof ORDER_TYPES)[number];
export type ReversalType = (typeof REVERSAL_TYPES)[number];

/** A ledger entry. `amount` is positive: its direction is its type (a refund takes money back). */
export const ledgerEntry = z.object({
  id: z.number().int(),
  processor: z.enum(PROCESSORS),
  /** The processor's transaction id. */
  processor_ref: z.string(),
  /** The processor's own word for it (Segpay `Rebill/Auth/sale`, Epoch `N`), for tracing. */
  processor_type: z.string(),
  type: z.enum(LEDGER_TYPES),
  amount: z.string(),
  currency: z.string(),
  member_id: z.number().int().nullable(),
  subscription_id: z.number().int().nullable(),
  plan_id: z.number().int().nullable(),
  /** The charge a refund, chargeback or void takes back. */
  original_id: z.number().int().nullable(),
  payment_method: z.string().nullable(),
  occurred_at: instant,
  /** The notification that wrote it. */
  postback_id: z.number().int().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

const id = () => field.answer(z.number().int());
const text = () => field.answer(z.string().nullable());

export const orderFilters = filters({
  /** The day paid. */
  paid: dateRange(),
  plan_id: idFilter(),
  processor: enumFilter(PROCESSORS),
  type: enumFilter(ORDER_TYPES),
  channel_id: idFilter(),
  campaign_id: idFilter(),
  member_id: idFilter(),
  /** In the order's own currency. */
  amount: decimalRange(),
  /** The processor's transaction id, whole. */
  transaction_number: textFilter('equals'),
});

/**
 * An order: what the ledger made of a charge. Staff correct only its fees (decimal strings in the order's
 * currency) and its notes (`PUT /orders/{id}`, through the ledger's service).
 */
export const orderManifest = manifest({
  resource: 'orders',
  fields: {
    /** The order id. */
    id: field.id(),
    transaction_id: id(),
    member_id: id().nullable(),
    member_username: text(),
    subscription_id: id().nullable(),
    plan_id: id().nullable(),
    plan_name: text(),
    channel_id: id().nullable(),
    channel_name: text(),
    campaign_id: id().nullable(),
    campaign_name: text(),
    processor: field.enumOf(PROCESSORS).readOnly(),
    type: field.enumOf(ORDER_TYPES).readOnly(),
    payment_method: text(),
    /** The processor's transaction id of the charge. */
    transaction_number: field.answer(z.string()),
    amount: field.money().readOnly().sortable(),
    currency: field.answer(z.string()),
    transaction_fee: field.money(),
    settlement_fee: field.money(),
    /** The reserve held back on this charge (released later): not a fee, not subtracted. */
    reserve_fee: field.money(),
    /** amount - transaction_fee - settlement_fee (the reserve is not a fee). */
    total_amount: field.money().readOnly(),
    notes: field.optionalMultiline(2000),
    paid_at: field.instant().sortable(),
    /** The first refund, chargeback or void of the charge, if any. */
    reversal: field.enumOf(REVERSAL_TYPES).readOnly().nullable(),
    created_at: field.instant(),
    updated_at: field.instant(),
  },
  nameField: 'transaction_number',
  defaultSort: '-paid_at',
  filters: orderFilters,
});
export const { entity: order, update: orderUpdate, listQuery: orderListQuery, page: orderPage } = orderManifest;
export type Order = z.infer<typeof order>;

/** An order with what stands behind it: its charge and any reversal of it, its member and subscription. */
export const orderDetail = order.extend({
  ledger: z.array(ledgerEntry),
  member: z
    .object({ id: z.number().int(), username: z.string(), email: z.string(), coin: z.number().int() })
    .nullable(),
  subscription: z
    .object({
      id: z.number().int(),
      status: z.enum(SUBSCRIPTION_STATUSES),
      processor_ref: z.string(),
      paid_through: instant.nullable(),
    })
    .nullable(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export type OrderUpdate = z.infer<typeof orderUpdate>;
