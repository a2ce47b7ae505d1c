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
/**
 * Support tickets: `open` -> `waiting` (a staff reply; the member's turn) -> `open` (the member writes again);
 * `open` | `waiting` -> `solved` -> `archived`, `archived` -> `open` (recover); what a ticket is about.
 */
export const SUPPORT_STATUSES = ['open', 'waiting', 'solved', 'archived'] as const;
/** Who wrote a message of a ticket's thread: staff (a reply, e-mailed) or the member (through the member site). */
export const SUPPORT_AUTHORS = ['staff', 'member'] as const;
/** Whom a ticket is assigned to, as the list's filter asks it: the signed-in admin, nobody, or anyone. */
export const ASSIGNMENTS = ['me', 'nobody', 'anyone'] as const;
export const SUPPORT_TYPES = ['account', 'billing', 'technical', 'content', 'other'] as const;
/** How urgent a ticket is, most urgent first: its clocks' targets (`support-clocks.ts`) depend on it. */
export const SUPPORT_PRIORITIES = ['urgent', 'high', 'normal', 'low'] as const;
/** Comments: shown (`enabled`) or hidden (`disabled`); whether members reported them and what staff decided. */
export const COMMENT_STATUSES = ['enabled', 'disabled'] as const;
export const COMMENT_REPORT_STATUSES = ['none', 'reported', 'rejected', 'upheld'] as const;
export const REPORT_STATUSES = ['open', 'rejected', 'upheld'] as const;
/** The member e-mails the outbox carries, and what becomes of each message. */
/** Member e-mails, staff's `documents-expiring` digest (`compliance.ts`) and alerts by rule (`alerts.ts`). */
export const MAIL_TEMPLATES = [
  'email-verification',
  'reset-password',
  'ticket-reply',
  'documents-expiring',
  'staff-alert',
] as const;
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'kept'] as const;
/** A background job's run, as the job queue keeps it (`jobs.ts`). */
export const JOB_STATES = ['created', 'active', 'completed', 'retry', 'failed', 'cancelled'] as const;
/** The background jobs: each module's housekeeping, by the name its runs are queued under. */
export const JOB_NAMES = [
  'sign-in-records',
  'rate-counts',
  'unreferenced-files',
  'unfinished-uploads',
  'expire-lapsed-subscriptions',
  'apply-parked-reversals',
  'document-expiry-notices',
  'stale-processor-actions',
  'alert-rules',
  'reconcile-reports',
  'reconcile-account',
  'empty-trash',
] as const;
export const CHANNEL_TYPES = ['affiliate', 'ads', 'social', 'seo', 'email', 'internal'] as const;
export const CHANNEL_STATUSES = ['active', 'archived'] as const;
export const MEMBER_STATUSES = ['active', 'disabled'] as const;
export const MEMBER_DEVICES = ['desktop', 'mobile', 'tablet'] as const;
/** What a member site reports of its visitors (`POST /intake/events`). */
export const MEMBER_EVENT_KINDS = ['visit', 'signup', 'login'] as const;
/** Storefront: the site pages blocks and SEO entries belong to, what a block shows, where banners sit. */
export const STOREFRONT_PAGES = ['home', 'videos', 'models', 'video', 'model', 'search', 'join', 'faq'] as const;
export const BLOCK_TYPES = ['videos', 'models', 'advertisement', 'image'] as const;
export const BANNER_POSITIONS = [
  'home_hero',
  'home_middle',
  'videos_top',
  'models_top',
  'join',
  'member_area',
] as const;
export const BANNER_TYPES = ['image', 'video'] as const;
/** Where an advertisement's call to action sits over its picture. */
export const CTA_POSITIONS = ['left', 'center', 'right', 'none'] as const;
/** The site texts a member site shows (about, terms, privacy, the 18 U.S.C. 2257 statement, ...). */
export const INFORMATION_TYPES = [
  'about',
  'terms',
  'privacy',
  'statement_2257',
  'dmca',
  'cookies',
  'refunds',
  'contact',
] as const;
/** The advertisement slots of the member sites: fixed, seeded with the database, edited but never added. */
export const ADVERTISEMENT_SLOTS = [
  'home_top',
  'home_middle',
  'home_bottom',
  'video_sidebar',
  'video_below_player',
  'player_pause',
  'model_page',
  'search_results',
] as const;
/** What a plan sells, and the units its periods count. */
export const PLAN_TYPES = ['subscription', 'one_time', 'coins'] as const;
export const PERIOD_UNITS = ['day', 'week', 'month', 'year'] as const;
/** A plan on sale (`active`) or retired (`archived`: never sold again, kept for reports and its subscribers). */
export const PLAN_STATUSES = ['active', 'archived'] as const;
export const PROMOTION_STATUSES = ['active', 'inactive'] as const;
/** The payment processors whose settings, postbacks and statements Backlot keeps. */
export const PROCESSORS = ['segpay', 'epoch'] as const;
export type Processor = (typeof PROCESSORS)[number];
/** How a payout statement came in: typed by hand, or imported from the processor's CSV. */
export const PAYOUT_SOURCES = ['manual', 'csv'] as const;
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
export const POSTBACK_STATUSES = ['received', 'processed', 'duplicate', 'failed', 'rejected', 'parked'] as const;
/** Where a stored notification came from: the processor's postback, or a row of its daily report (`reconciliation.ts`). */
export const POSTBACK_SOURCES = ['postback', 'report'] as const;
/** The coin ledger's entry kinds. */
export const COIN_ENTRY_KINDS = ['credit', 'purchase', 'spend', 'clawback'] as const;
/** An admin account: signs in (`active`) or not (`disabled`). */
export const ADMIN_STATUSES = ['active', 'disabled'] as const;
