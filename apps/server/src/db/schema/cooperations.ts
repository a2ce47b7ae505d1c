/** Cooperation requests visitors send through a site's intake key. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, instant, timestamps } from './columns.js';
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
    check('cooperations_status_check', sql`${t.status} in ('open', 'solved', 'archived')`),
    index('cooperations_status_created_idx').on(t.status, t.createdAt),
    index('cooperations_created_idx').on(t.createdAt),
    uniqueIndex('cooperations_idempotency_key').on(t.siteId, t.idempotencyKey),
    // An attachment belongs to one request.
    uniqueIndex('cooperations_attachment_key').on(t.attachmentId),
  ],
);
