/**
 * List exports, a capability of the resource kit: `GET /<resource>/exportCsv` and `GET /<resource>/exportXlsx`
 * under `export-<resource>`, each taking the list's query (filters and search; rows come in id order), `ids`
 * (`1,2,3`, at most 200: the rows selected in a list, still within the filters and the caller's scope), and:
 *
 * - `columns`: JSON, `[{"field":"amount","label":"金额"}]`, the columns the staff sees, in its order, with
 *   their labels in its language (field labels live in the web's messages, not on the server). Each field must
 *   be one of the resource's export fields (below), else a 422 on `columns`; a label is 1 to 100 characters of
 *   one line. Without `columns`, every export field, headed by its wire name (what API clients get).
 * - `yes`, `no`: the words a yes/no cell reads as (`是`/`否`); without them `1`/`0` (spec section 9).
 *
 * With `columns` the file is the staff's: instants read as date-times in the reporting time zone
 * (`2026-11-28 09:30:00`; in xlsx a date cell); without it the CSV keeps ISO 8601 UTC instants for scripts.
 * In xlsx, money is a numeric cell keeping its decimal places, its currency in its own column; counts are
 * numbers; text cells are text (never a formula). In CSV, a cell (or header) that would start a formula gets a
 * leading `'`.
 */
import { z } from 'zod';
import type { PermissionResource } from './permissions.js';
import { PLAN_EXPORT_FIELDS } from './plans.js';
import { singleLineText } from './text.js';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** The route of each format under the resource's path. */
export const EXPORT_ROUTES: Record<ExportFormat, string> = { csv: 'exportCsv', xlsx: 'exportXlsx' };

export const MAX_EXPORT_LABEL = 100;

/** One column of a labelled export. */
export const exportColumn = z.strictObject({
  field: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'msg.export.unknownColumn'),
  label: singleLineText(MAX_EXPORT_LABEL).min(1, 'msg.required'),
});
export type ExportColumn = z.infer<typeof exportColumn>;

/**
 * What a resource exports: its fields (wire names, in the default column order), and those of them that are
 * money as decimal text (`"19.99"`), written as numbers in xlsx beside the record's `currency` field.
 */
export type ExportFields = { fields: readonly string[]; money?: readonly string[] };

/** Every exported list's fields, by resource: the server writes them, the web app offers the visible ones. */
export const EXPORT_FIELDS = {
  orders: {
    fields: [
      'id',
      'transaction_id',
      'transaction_number',
      'member_username',
      'plan_name',
      'channel_name',
      'campaign_name',
      'processor',
      'type',
      'amount',
      'currency',
      'transaction_fee',
      'settlement_fee',
      'reserve_fee',
      'total_amount',
      'paid_at',
    ],
    money: ['amount', 'transaction_fee', 'settlement_fee', 'reserve_fee', 'total_amount'],
  },
  payments: {
    fields: [
      'id',
      'member_id',
      'member_username',
      'kind',
      'credit',
      'balance_after',
      'gateway',
      'reason',
      'transaction_id',
      'admin_username',
      'created_at',
    ],
  },
  subscriptions: {
    fields: [
      'id',
      'member_username',
      'plan_name',
      'processor',
      'processor_ref',
      'status',
      'channel_name',
      'started_at',
      'trial_ends_at',
      'paid_through',
      'cancelled_at',
      'ended_at',
      'created_at',
    ],
  },
  supports: {
    fields: [
      'id',
      'subject',
      'status',
      'type',
      'priority',
      'email',
      'member_username',
      'assignee_username',
      'site_name',
      'language',
      'replies_count',
      'first_response_at',
      'last_reply_at',
      'solved_at',
      'created_at',
    ],
  },
  comments: {
    fields: [
      'id',
      'member_username',
      'video_serial_number',
      'video_title',
      'comment',
      'likes_count',
      'status',
      'report_status',
      'reports_count',
      'created_at',
    ],
  },
  models: {
    fields: ['id', 'name', 'name_cn', 'gender', 'birth_place', 'birthday', 'is_popular', 'videos_count', 'created_at'],
  },
  posts: { fields: ['id', 'title', 'title_cn', 'status', 'is_sticky', 'models', 'published_at', 'created_at'] },
  channels: {
    fields: [
      'id',
      'utm_source',
      'type',
      'profit_sharing',
      'status',
      'utm_medium',
      'utm_campaign',
      'campaigns_count',
      'admin_count',
      'created_at',
    ],
  },
  campaigns: {
    fields: [
      'id',
      'name',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'utm_id',
      'landing_url',
      'tracking_link',
      'note',
      'created_at',
    ],
  },
  postbacks: {
    fields: [
      'id',
      'processor',
      'site_name',
      'transaction_ref',
      'status',
      'source',
      'error',
      'attempts',
      'received_at',
      'processed_at',
    ],
  },
  users: {
    fields: [
      'id',
      'username',
      'email',
      'first_name',
      'last_name',
      'status',
      'coin',
      'plan',
      'subscription_status',
      'site_name',
      'channel_name',
      'campaign_name',
      'device',
      'last_login_at',
      'created_at',
    ],
  },
  videos: {
    fields: [
      'id',
      'serial_number',
      'title',
      'title_cn',
      'type',
      'status',
      'published_at',
      'video_duration',
      'token',
      'is_free',
      'is_main',
      'is_srt',
      'views',
      'likes',
      'dislikes',
      'models',
      'directors',
      'tags',
      'created_at',
    ],
  },
  'audit-logs': {
    fields: [
      'id',
      'created_at',
      'actor_username',
      'action',
      'resource',
      'resource_id',
      'record_label',
      'changes',
      'ip',
    ],
  },
  plans: {
    fields: PLAN_EXPORT_FIELDS,
    money: [
      'once_price',
      'initial_original_price',
      'initial_discount_price',
      'recurring_original_price',
      'recurring_discount_price',
    ],
  },
} as const satisfies Partial<Record<PermissionResource, ExportFields>>;
