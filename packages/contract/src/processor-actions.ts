/**
 * Staff acting on a member's subscription or order through the processor's merchant API (Segpay Reporting
 * Services, Epoch's member services): cancel (access kept until `paid_through`), expire now, extend (access and
 * the next rebill pushed by `days`), reactivate, and refund a charge (whole or part, optionally ending access).
 *
 * `POST /subscriptions/{id}/cancel|expire|extend|reactivate` (under `cancel-subscriptions`, ...) and
 * `POST /orders/{id}/refund` (under `refund-orders`) call the processor and record a **processor action**
 * (`GET /processor-actions`, read only): `pending` once the processor said yes, until its confirming notification
 * arrives through the postback intake — only then do the ledger and the subscription change, and the action
 * becomes `confirmed`; `failed` when the processor refused or did not answer (its answer kept); `stale` when no
 * confirmation came within the setting's minutes. Each body carries the web's `idempotency_key`: a repeat of
 * the key answers the first action, and never calls the processor again.
 */
import { z } from 'zod';
import { PROCESSORS } from './choices.js';
import { enumFilter, filters, idFilter } from './filters.js';
import { field, manifest } from './manifest.js';
import { moneyText } from './money.js';
import type { SubscriptionStatus } from './subscriptions.js';
import { multiLineText, singleLineText } from './text.js';

export const PROCESSOR_ACTION_KINDS = ['cancel', 'expire', 'extend', 'reactivate', 'refund'] as const;
export type ProcessorActionKind = (typeof PROCESSOR_ACTION_KINDS)[number];
export const PROCESSOR_ACTION_STATES = ['pending', 'confirmed', 'failed', 'stale'] as const;
export type ProcessorActionState = (typeof PROCESSOR_ACTION_STATES)[number];

/** The subscription actions, and the states each may start from (the web offers each only there). */
export const SUBSCRIPTION_ACTIONS = {
  cancel: ['trial', 'active', 'past_due'],
  expire: ['trial', 'active', 'past_due', 'cancelled'],
  extend: ['trial', 'active', 'past_due', 'cancelled'],
  reactivate: ['cancelled', 'expired'],
} as const satisfies Record<Exclude<ProcessorActionKind, 'refund'>, readonly SubscriptionStatus[]>;
export type SubscriptionActionKind = keyof typeof SUBSCRIPTION_ACTIONS;

/** Whether `kind` may be asked of a subscription in `status`. */
export const subscriptionActionAllowed = (kind: SubscriptionActionKind, status: string) =>
  (SUBSCRIPTION_ACTIONS[kind] as readonly string[]).includes(status);

/** One click, one action: made by the web once per dialog opening, 8 to 64 letters, digits, `-` or `_`. */
const idempotencyKey = singleLineText(64).regex(/^[\w-]{8,64}$/, 'msg.invalidValue');
const reason = multiLineText(500).min(1, 'msg.required');

export const subscriptionActionBody = z.strictObject({ reason, idempotency_key: idempotencyKey });
/** Days an extension may push access and the next rebill. */
export const MAX_EXTEND_DAYS = 365;
export const extendBody = z.strictObject({
  reason,
  idempotency_key: idempotencyKey,
  days: z.number().int('msg.invalidValue').min(1, 'msg.invalidValue').max(MAX_EXTEND_DAYS, 'msg.invalidValue'),
});
export type ExtendBody = z.infer<typeof extendBody>;
/** A refund: `amount` (a decimal string in the order's currency) absent is the whole charge's refundable rest. */
export const refundBody = z.strictObject({
  reason,
  idempotency_key: idempotencyKey,
  amount: moneyText().optional(),
  end_access: z.boolean().default(false),
});
export type SubscriptionActionBody = z.infer<typeof subscriptionActionBody>;
export type RefundBody = z.infer<typeof refundBody>;

export const processorActionFilters = filters({
  state: enumFilter(PROCESSOR_ACTION_STATES),
  kind: enumFilter(PROCESSOR_ACTION_KINDS),
  processor: enumFilter(PROCESSORS),
  subscription_id: idFilter(),
  order_id: idFilter(),
});

const idOrNone = () => field.answer(z.number().int().nullable());
const textOrNone = () => field.answer(z.string().nullable());

/** A processor action, read only; `q` matches the processor's answer or the reason. */
export const processorActionManifest = manifest({
  resource: 'processor-actions',
  fields: {
    id: field.id(),
    site_id: idOrNone(),
    site_name: textOrNone(),
    processor: field.enumOf(PROCESSORS).readOnly(),
    kind: field.enumOf(PROCESSOR_ACTION_KINDS).readOnly(),
    state: field.state(PROCESSOR_ACTION_STATES).sortable(),
    subscription_id: idOrNone(),
    order_id: idOrNone(),
    /** The processor's id of the membership or of the refunded transaction. */
    processor_ref: field.answer(z.string()).searched(),
    /** A refund's amount (a decimal string in `currency`); null for the other kinds. */
    amount: field.answer(z.string().nullable()),
    currency: textOrNone(),
    end_access: field.answer(z.boolean()),
    /** An extension's days; null for the other kinds. */
    days: field.answer(z.number().int().nullable()),
    reason: field.answer(z.string()).searched(),
    admin_id: idOrNone(),
    admin_username: textOrNone(),
    /** What the processor answered ("Successful", "Subscription not active, cancel failed"), or `timeout`. */
    processor_answer: textOrNone(),
    created_at: field.instant().sortable(),
    confirmed_at: field.instant().nullable(),
    updated_at: field.instant(),
  },
  nameField: 'processor_ref',
  defaultSort: '-created_at',
  filters: processorActionFilters,
  readOnly: true,
});
export const {
  entity: processorAction,
  listQuery: processorActionListQuery,
  page: processorActionPage,
} = processorActionManifest;
export type ProcessorAction = z.infer<typeof processorAction>;
