/**
 * Subscriptions (`GET /subscriptions`, `GET /subscriptions/channelStatistic`): a member's membership of a plan
 * at one processor, made and moved only by the processors' notifications (never by staff). The machine:
 *
 * - `trial` -> `active` (conversion); `active` -> `active` (rebill); `active` -> `past_due` (a declined rebill)
 *   -> `active` (a retried rebill that went through) or `expired` (declined again);
 * - `trial` | `active` | `past_due` -> `cancelled` (no renewal; access until `paid_through`) -> `expired` (once
 *   `paid_through` has passed — and the processor has said nothing of it for a day —, or the processor disables
 *   it; its disabling an expired one changes nothing);
 * - `active` | `past_due` -> `expired` 14 days past `paid_through` without a renewal, and a one-time purchase
 *   once `paid_through` has passed (both as for a cancelled one, a day's silence included);
 * - any state -> `expired` at once on a chargeback or void of one of its charges, and on a refund that was
 *   "refund and end access" (a refund alone does not end access);
 * - `cancelled` | `expired` -> `active` on reactivation.
 *
 * The state is what the notifications say in transaction-time order, whatever order they arrive in: a
 * notification older than the one that set the state is recorded but moves nothing. A notification the machine
 * does not allow is kept as a `failed` postback with its reason, never applied in part. `paid_through` is the
 * latest end of the periods the charges bought, each from its own transaction time (the initial period for a
 * trial or an initial charge, the recurring one afterwards; a one-time plan's `once_count` units).
 */
import { z } from 'zod';
import { PROCESSORS, SUBSCRIPTION_STATUSES } from './choices.js';
import { dateRange, enumFilter, filters, idFilter } from './filters.js';
import { field, manifest } from './manifest.js';

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** What happens to a subscription, as the ledger reads a notification. */
export const SUBSCRIPTION_EVENTS = [
  'trial',
  'start',
  'convert',
  'rebill',
  'decline',
  'cancel',
  'expire',
  'reactivate',
  'reverse',
] as const;
export type SubscriptionEvent = (typeof SUBSCRIPTION_EVENTS)[number];

/** From which states each event may move a subscription, and where to; `null` is "no subscription yet". */
const MACHINE: Record<SubscriptionEvent, { from: ReadonlyArray<SubscriptionStatus | null>; to: SubscriptionStatus }> = {
  trial: { from: [null], to: 'trial' },
  start: { from: [null], to: 'active' },
  convert: { from: ['trial', 'active', 'past_due'], to: 'active' },
  rebill: { from: ['active', 'past_due'], to: 'active' },
  decline: { from: ['trial', 'active', 'past_due'], to: 'past_due' },
  cancel: { from: ['trial', 'active', 'past_due'], to: 'cancelled' },
  // The processor's own word that access ended may come after the housekeeping ended it: nothing changes.
  expire: { from: ['trial', 'active', 'past_due', 'cancelled', 'expired'], to: 'expired' },
  reactivate: { from: ['cancelled', 'expired'], to: 'active' },
  reverse: { from: ['trial', 'active', 'past_due', 'cancelled', 'expired'], to: 'expired' },
};

/**
 * The state after `event`, or null when the machine does not allow it from `status`. A declined trial
 * conversion or a second declined rebill ends the subscription (`expired`).
 */
export function nextSubscriptionStatus(
  status: SubscriptionStatus | null,
  event: SubscriptionEvent,
): SubscriptionStatus | null {
  const rule = MACHINE[event];
  if (!rule.from.includes(status)) return null;
  if (event === 'decline' && (status === 'trial' || status === 'past_due')) return 'expired';
  return rule.to;
}

export const subscriptionFilters = filters({
  status: enumFilter(SUBSCRIPTION_STATUSES),
  plan_id: idFilter(),
  processor: enumFilter(PROCESSORS),
  channel_id: idFilter(),
  member_id: idFilter(),
  /** The renewal day (`paid_through`). */
  renewal: dateRange(),
});

const id = () => field.answer(z.number().int());
const name = () => field.answer(z.string().nullable());
const when = () => field.instant().nullable();

/** A subscription, as the notifications moved it: read only. `q` matches a part of the processor's membership id. */
export const subscriptionManifest = manifest({
  resource: 'subscriptions',
  fields: {
    id: field.id(),
    member_id: id(),
    member_username: name(),
    plan_id: id().nullable(),
    plan_name: name(),
    site_id: id().nullable(),
    processor: field.enumOf(PROCESSORS).readOnly(),
    /** The processor's id of the membership (Segpay `purchaseid`, Epoch `ets_member_idx`). */
    processor_ref: field.answer(z.string()).searched(),
    status: field.state(SUBSCRIPTION_STATUSES),
    channel_id: id().nullable(),
    channel_name: name(),
    campaign_id: id().nullable(),
    started_at: field.instant().sortable(),
    trial_ends_at: when(),
    /** Access lasts until then; the next rebill is due then (the renewal date). */
    paid_through: when().sortable(),
    cancelled_at: when(),
    ended_at: when(),
    created_at: field.instant(),
    updated_at: field.instant(),
  },
  nameField: 'processor_ref',
  defaultSort: '-started_at',
  filters: subscriptionFilters,
  readOnly: true,
});
export const { entity: subscription, listQuery: subscriptionListQuery, page: subscriptionPage } = subscriptionManifest;
export type Subscription = z.infer<typeof subscription>;

/** Subscriptions per channel and state (`GET /subscriptions/channelStatistic`); direct members' under a null channel. */
export const channelStatistic = z.object({
  data: z.array(
    z.object({
      channel_id: z.number().int().nullable(),
      channel_name: z.string().nullable(),
      trial: z.number().int(),
      active: z.number().int(),
      past_due: z.number().int(),
      cancelled: z.number().int(),
      expired: z.number().int(),
    }),
  ),
});
export type ChannelStatistic = z.infer<typeof channelStatistic>;
