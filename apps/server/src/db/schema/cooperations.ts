/** Cooperation requests visitors send through a site's intake key. */
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { COOPERATION_STATUSES } from '@backlot/contract';
import { id, instant, oneOf, timestamps } from './columns.js';
import { fileRef } from './files.js';
import { sites } from './sites.js';

export const cooperations = pgTable(
  'cooperations',
  {
    id: id(),
    siteId: integer().references(() => sites.id, { onDelete: 'set null' }),
    subject: text().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    message: text().notNull(),
    /** A file the site uploaded with the request (`POST /intake/files`). */
    attachmentId: fileRef(),
    status: text().notNull().default('open'),
    solvedAt: instant(),
    /** The sender's `Idempotency-Key`: a retried submission finds the request it made. */
    idempotencyKey: text(),
    ...timestamps(),
  },
  (t) => [
    check('cooperations_status_check', oneOf(t.status, COOPERATION_STATUSES)),
    index('cooperations_status_created_idx').on(t.status, t.createdAt),
    index('cooperations_created_idx').on(t.createdAt),
    uniqueIndex('cooperations_idempotency_key').on(t.siteId, t.idempotencyKey),
    // An attachment belongs to one request.
    uniqueIndex('cooperations_attachment_key').on(t.attachmentId),
  ],
);
