/** E-mails to members: the outbox every message goes through, and the single-use tokens their links carry. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { MEMBER_TOKEN_PURPOSES, OUTBOX_STATUSES } from '@backlot/contract';
import { admins } from './access.js';
import { id, instant, oneOf, timestamps } from './columns.js';
import { members } from './members.js';

/**
 * Every e-mail, written in the transaction that decides to send it, then sent by the mailer (SMTP when
 * configured) with retries; staff read it here either way. `pending` -> `sent`, or `failed` after the last
 * attempt; `kept` when no mail server is configured (readable here, never sent).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    memberId: integer().references(() => members.id, { onDelete: 'set null' }),
    /** The message kind: `email-verification` or `reset-password`. */
    template: text().notNull(),
    language: text().notNull(),
    /** The From: MAIL_FROM, or the member site's own no-reply address. */
    sender: text().notNull(),
    recipient: text().notNull(),
    subject: text().notNull(),
    /** The text, with `{link}` where the link goes: what staff read never holds the token. */
    body: text().notNull(),
    /** The link with its token, kept only until the message is sent (or given up, or kept unsent). */
    link: text(),
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: instant().notNull().defaultNow(),
    lastError: text(),
    sentAt: instant(),
    createdBy: integer().references(() => admins.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_created_idx').on(t.createdAt, t.id),
    /** The e-mails given up, by when: the unread count of failed mail walks it. */
    index('outbox_failed_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'failed'`),
    index('outbox_member_idx').on(t.memberId),
    check('outbox_status_check', oneOf(t.status, OUTBOX_STATUSES)),
  ],
);

/** A link's token, stored as its SHA-256: usable once, until it expires. */
export const memberTokens = pgTable(
  'member_tokens',
  {
    id: id(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    tokenHash: text().notNull(),
    expiresAt: instant().notNull(),
    usedAt: instant(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_tokens_hash_key').on(t.tokenHash),
    index('member_tokens_member_idx').on(t.memberId, t.purpose),
    check('member_tokens_purpose_check', oneOf(t.purpose, MEMBER_TOKEN_PURPOSES)),
  ],
);
