/**
 * Support: the tickets members send through a member site, with the staff replies of their thread, and the
 * comments members write under videos, with the reports other members make about them.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  COMMENT_REPORT_STATUSES,
  COMMENT_STATUSES,
  REPORT_STATUSES,
  SUPPORT_AUTHORS,
  SUPPORT_PRIORITIES,
  SUPPORT_STATUSES,
  SUPPORT_TYPES,
} from '@backlot/contract';
import { admins } from './access.js';
import { id, instant, oneOf, timestamps } from './columns.js';
import { fileRef } from './files.js';
import { outbox } from './mail.js';
import { members } from './members.js';
import { sites } from './sites.js';
import { videos } from './videos.js';

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: id(),
    siteId: integer().references(() => sites.id, { onDelete: 'set null' }),
    type: text().notNull(),
    subject: text().notNull(),
    email: text().notNull(),
    memberId: integer().references(() => members.id, { onDelete: 'set null' }),
    message: text().notNull(),
    language: text().notNull().default('zh-CN'),
    attachmentId: fileRef(),
    status: text().notNull().default('open'),
    /** Its clocks' targets depend on it (contract `support-clocks.ts`). */
    priority: text().notNull().default('normal'),
    /** Staff's first reply, which stopped the first-response clock. */
    firstResponseAt: instant(),
    /** When the ticket last began to wait on staff (received, recovered, the member wrote); null unless open. */
    waitingSince: instant().defaultNow(),
    solvedAt: instant(),
    repliesCount: integer().notNull().default(0),
    /** Internal notes staff wrote on it (`support_notes`). */
    notesCount: integer().notNull().default(0),
    lastReplyAt: instant(),
    /** The admin the ticket is assigned to; deleting the admin unassigns it. */
    assigneeId: integer().references(() => admins.id, { onDelete: 'set null' }),
    /** The sender's `Idempotency-Key`: a retried submission finds the ticket it made. */
    idempotencyKey: text(),
    ...timestamps(),
  },
  (t) => [
    check('support_tickets_status_check', oneOf(t.status, SUPPORT_STATUSES)),
    check('support_tickets_type_check', oneOf(t.type, SUPPORT_TYPES)),
    check('support_tickets_priority_check', oneOf(t.priority, SUPPORT_PRIORITIES)),
    index('support_tickets_waiting_idx').on(t.waitingSince, t.id),
    index('support_tickets_assignee_idx').on(t.assigneeId, t.waitingSince, t.id),
    index('support_tickets_status_created_idx').on(t.status, t.createdAt, t.id),
    index('support_tickets_created_idx').on(t.createdAt, t.id),
    uniqueIndex('support_tickets_idempotency_key').on(t.siteId, t.idempotencyKey),
    // An attachment belongs to one ticket.
    uniqueIndex('support_tickets_attachment_key').on(t.attachmentId),
    index('support_tickets_subject_trgm_idx').using('gin', sql`${t.subject} gin_trgm_ops`),
    index('support_tickets_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

/**
 * A ticket's thread after its first message: staff replies, each sent as the outbox message it names, and the
 * member's follow-ups, which arrive through the member site (its `site_id` and `Idempotency-Key`).
 */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: id(),
    ticketId: integer()
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    author: text().notNull().default('staff'),
    /** The site a member's follow-up came through. */
    siteId: integer().references(() => sites.id, { onDelete: 'set null' }),
    idempotencyKey: text(),
    adminId: integer().references(() => admins.id, { onDelete: 'set null' }),
    /** The author's username when they wrote it (kept when the admin is renamed or deleted). */
    adminUsername: text(),
    message: text().notNull(),
    outboxId: integer().references(() => outbox.id, { onDelete: 'set null' }),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    check('support_replies_author_check', oneOf(t.author, SUPPORT_AUTHORS)),
    index('support_replies_ticket_idx').on(t.ticketId, t.createdAt),
    uniqueIndex('support_replies_idempotency_key').on(t.siteId, t.idempotencyKey),
  ],
);

/** Staff's internal notes on a ticket: never e-mailed, never on the member's thread nor read by a member site. */
export const supportNotes = pgTable(
  'support_notes',
  {
    id: id(),
    ticketId: integer()
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    adminId: integer().references(() => admins.id, { onDelete: 'set null' }),
    /** The author's username when they wrote it (kept when the admin is renamed or deleted). */
    adminUsername: text(),
    body: text().notNull(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [index('support_notes_ticket_idx').on(t.ticketId, t.createdAt, t.id)],
);

/** Texts staff keep ready for the usual questions, in English and Chinese; only active ones are offered. */
export const cannedReplies = pgTable(
  'canned_replies',
  {
    id: id(),
    title: text().notNull(),
    body: text().notNull(),
    bodyCn: text().notNull(),
    active: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('canned_replies_title_key').on(sql`lower(${t.title})`)],
);

export const comments = pgTable(
  'comments',
  {
    id: id(),
    siteId: integer().references(() => sites.id, { onDelete: 'set null' }),
    memberId: integer()
      .notNull()
      .references(() => members.id),
    videoId: integer()
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    likesCount: integer().notNull().default(0),
    status: text().notNull().default('enabled'),
    reportStatus: text().notNull().default('none'),
    /** Open reports, kept with every report received or decided: the moderation queue's order. */
    reportsCount: integer().notNull().default(0),
    idempotencyKey: text(),
    ...timestamps(),
  },
  (t) => [
    check('comments_status_check', oneOf(t.status, COMMENT_STATUSES)),
    check('comments_report_status_check', oneOf(t.reportStatus, COMMENT_REPORT_STATUSES)),
    index('comments_queue_idx').on(t.reportsCount, t.id),
    index('comments_status_created_idx').on(t.status, t.createdAt, t.id),
    index('comments_video_created_idx').on(t.videoId, t.createdAt, t.id),
    index('comments_member_created_idx').on(t.memberId, t.createdAt, t.id),
    index('comments_created_idx').on(t.createdAt, t.id),
    index('comments_body_trgm_idx').using('gin', sql`${t.body} gin_trgm_ops`),
    uniqueIndex('comments_idempotency_key').on(t.siteId, t.idempotencyKey),
  ],
);

/** A member's report of a comment: one per reporter per comment. */
export const commentReports = pgTable(
  'comment_reports',
  {
    id: id(),
    commentId: integer()
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    reporterId: integer()
      .notNull()
      .references(() => members.id),
    reason: text().notNull(),
    status: text().notNull().default('open'),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    check('comment_reports_status_check', oneOf(t.status, REPORT_STATUSES)),
    uniqueIndex('comment_reports_reporter_key').on(t.commentId, t.reporterId),
    index('comment_reports_status_created_idx').on(t.status, t.createdAt, t.id),
    index('comment_reports_created_idx').on(t.createdAt, t.id),
  ],
);
