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
/** What a plan sells, and the units its periods count. */
export const PLAN_TYPES = ['subscription', 'one_time', 'coins'] as const;
export const PERIOD_UNITS = ['day', 'week', 'month', 'year'] as const;
export const PROMOTION_STATUSES = ['active', 'inactive'] as const;
/** The payment processors whose settings, postbacks and statements Backlot keeps. */
export const PROCESSORS = ['segpay', 'epoch'] as const;
/** How a payout statement came in: typed by hand, or imported from the processor's CSV. */
export const PAYOUT_SOURCES = ['manual', 'csv'] as const;
