/**
 * A member's privacy rights: `GET /users/{id}/privacy-export` (everything held about them, as a JSON download)
 * and `POST /users/{id}/erase` (their personal data replaced; money records kept for the retention period).
 */
import { z } from 'zod';
import { instant } from './common.js';

/**
 * Years that money records (token records, later orders and the ledger) are kept after an erasure, with the
 * erased member's id and no personal data: the longest common bookkeeping retention (e.g. ten years in
 * Germany, France and Spain).
 */
export const MONEY_RECORD_RETENTION_YEARS = 10;

/** What an erased member's username becomes (`erased-42`) and their e-mail (`erased-42@invalid`). */
export const erasedUsername = (id: number) => `erased-${id}`;
export const erasedEmail = (id: number) => `erased-${id}@invalid`;
/** What an erased member's detached events keep as their visitor id (the column requires one). */
export const ERASED_VISITOR = 'erased';
/** What earlier audit entries about an erased member show in place of a personal value. */
export const AUDIT_ERASED = '[erased]';

const text = z.string().nullable();
const utm = {
  utm_source: text,
  utm_medium: text,
  utm_campaign: text,
  utm_term: text,
  utm_content: text,
  utm_id: text,
};
const visit = { ...utm, landing_page: text, referrer: text, device: text, country: text };

/** Every column of the member's row. */
const exportedMember = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: text,
  last_name: text,
  birthdate: text,
  phone: text,
  status: z.string(),
  avatar_id: z.number().int().nullable(),
  banner_id: z.number().int().nullable(),
  email_verified_at: instant.nullable(),
  coin_balance: z.number().int(),
  site_id: z.number().int().nullable(),
  channel_id: z.number().int().nullable(),
  campaign_id: z.number().int().nullable(),
  visitor_id: text,
  ...visit,
  first_visit_at: instant.nullable(),
  last_login_at: instant.nullable(),
  erased_at: instant.nullable(),
  comment_banned_at: instant.nullable(),
  comment_banned_by: z.number().int().nullable(),
  comment_ban_reason: text,
  created_at: instant,
  updated_at: instant,
});

const exportedEvent = z.object({
  id: z.number().int(),
  site_id: z.number().int().nullable(),
  event_id: z.string(),
  kind: z.string(),
  visitor_id: z.string(),
  member_id: z.number().int().nullable(),
  occurred_at: instant,
  received_at: instant,
  ...visit,
});

const exportedTokenRecord = z.object({
  id: z.number().int(),
  video_id: z.number().int().nullable(),
  video_serial_number: z.string(),
  amount: z.number().int(),
  paid_at: instant,
  created_at: instant,
});

/** An e-mail sent to the member; its body is left out, as it may carry a link that still works. */
const exportedMessage = z.object({
  id: z.number().int(),
  template: z.string(),
  language: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.string(),
  sent_at: instant.nullable(),
  created_at: instant,
});

/** A link token the member was sent, without its hash. */
const exportedToken = z.object({
  id: z.number().int(),
  purpose: z.string(),
  expires_at: instant,
  used_at: instant.nullable(),
  created_at: instant,
});

const exportedAuditEntry = z.object({
  id: z.number().int(),
  actor_username: z.string().nullable(),
  action: z.string(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  created_at: instant,
});

/** A comment the member wrote. */
const exportedComment = z.object({
  id: z.number().int(),
  video_id: z.number().int(),
  comment: z.string(),
  status: z.string(),
  created_at: instant,
});

/** A report the member made of someone's comment. */
const exportedReport = z.object({
  id: z.number().int(),
  comment_id: z.number().int(),
  reason: z.string(),
  created_at: instant,
});

/** A support ticket the member sent (theirs by member id, or by their e-mail). */
const exportedTicket = z.object({
  id: z.number().int(),
  type: z.string(),
  subject: z.string(),
  email: z.string(),
  message: z.string(),
  status: z.string(),
  created_at: instant,
});

export const memberPrivacyExport = z.object({
  exported_at: instant,
  member: exportedMember,
  /** Events recorded with the member's id, and the visits of their visitor id before they signed up. */
  events: z.array(exportedEvent),
  token_records: z.array(exportedTokenRecord),
  messages: z.array(exportedMessage),
  tokens: z.array(exportedToken),
  audit_entries: z.array(exportedAuditEntry),
  comments: z.array(exportedComment),
  comment_reports: z.array(exportedReport),
  support_tickets: z.array(exportedTicket),
});
export type MemberPrivacyExport = z.infer<typeof memberPrivacyExport>;

export const memberErased = z.object({ id: z.number().int(), erased_at: instant });
export type MemberErased = z.infer<typeof memberErased>;
