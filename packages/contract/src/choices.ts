/**
 * The closed sets of values content records take (states, types, genders), as plain arrays with no schema:
 * what only lists them (the menu's pages, a filter's options) imports them without loading zod. Each
 * resource's schemas build on them.
 */
export const VIDEO_STATUSES = ['draft', 'scheduled', 'published', 'hidden'] as const;
export const VIDEO_TYPES = ['full', 'clip', 'behind_the_scenes'] as const;
export const MODEL_GENDERS = ['female', 'male', 'trans', 'non_binary'] as const;
export const POST_STATUSES = ['draft', 'published'] as const;
export const COOPERATION_STATUSES = ['open', 'solved', 'archived'] as const;
/** The member e-mails the outbox carries, and what becomes of each message. */
export const MAIL_TEMPLATES = ['email-verification', 'reset-password'] as const;
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'kept'] as const;
export const CHANNEL_TYPES = ['affiliate', 'ads', 'social', 'seo', 'email', 'internal'] as const;
export const CHANNEL_STATUSES = ['active', 'archived'] as const;
export const MEMBER_STATUSES = ['active', 'disabled'] as const;
export const MEMBER_DEVICES = ['desktop', 'mobile', 'tablet'] as const;
/** What a member site reports of its visitors (`POST /intake/events`). */
export const MEMBER_EVENT_KINDS = ['visit', 'signup', 'login'] as const;
/** The payment processors whose notifications the ledger takes. */
export const PROCESSORS = ['segpay', 'epoch'] as const;
/** A subscription's states (the machine is in `subscriptions.ts`). */
export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'past_due', 'cancelled', 'expired'] as const;
/** The ledger's entry types: charges, declines, and what takes a charge back. */
export const LEDGER_TYPES = [
  'initial',
  'trial',
  'conversion',
  'rebill',
  'one_time',
  'coins',
  'decline',
  'refund',
  'chargeback',
  'void',
] as const;
/** The successful charges: an order each. */
export const ORDER_TYPES = ['initial', 'trial', 'conversion', 'rebill', 'one_time', 'coins'] as const;
/** What takes a charge back (points to it). */
export const REVERSAL_TYPES = ['refund', 'chargeback', 'void'] as const;
/** What became of a processor's notification. */
export const POSTBACK_STATUSES = ['received', 'processed', 'duplicate', 'failed', 'rejected'] as const;
/** The coin ledger's entry kinds. */
export const COIN_ENTRY_KINDS = ['credit', 'purchase', 'spend', 'clawback'] as const;
