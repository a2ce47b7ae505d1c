/** Complaints and takedown requests about content (`complaints.ts` of the contract). */
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { COMPLAINT_REASONS, COMPLAINT_SOURCES, COMPLAINT_STATES } from '@backlot/contract';
import { admins } from './access.js';
import { id, instant, oneOf, timestamps } from './columns.js';
import { sites } from './sites.js';
import { videos } from './videos.js';

export const complaints = pgTable(
  'complaints',
  {
    id: id(),
    status: text().notNull().default('open'),
    source: text().notNull(),
    siteId: integer().references(() => sites.id, { onDelete: 'set null' }),
    reason: text().notNull(),
    complainantName: text().notNull(),
    complainantEmail: text().notNull(),
    videoId: integer().references(() => videos.id, { onDelete: 'set null' }),
    url: text(),
    message: text().notNull(),
    receivedAt: instant().notNull(),
    dueOn: date({ mode: 'string' }).notNull(),
    decisionNote: text(),
    decidedAt: instant(),
    decidedBy: integer().references(() => admins.id, { onDelete: 'set null' }),
    videoHiddenAt: instant(),
    idempotencyKey: text(),
    ...timestamps(),
  },
  (t) => [
    check('complaints_status_check', oneOf(t.status, COMPLAINT_STATES)),
    check('complaints_source_check', oneOf(t.source, COMPLAINT_SOURCES)),
    check('complaints_reason_check', oneOf(t.reason, COMPLAINT_REASONS)),
    // The queue: by state, oldest due first.
    index('complaints_status_due_idx').on(t.status, t.dueOn, t.id),
    index('complaints_due_idx').on(t.dueOn, t.id),
    index('complaints_video_idx').on(t.videoId),
    uniqueIndex('complaints_idempotency_key').on(t.siteId, t.idempotencyKey),
  ],
);
