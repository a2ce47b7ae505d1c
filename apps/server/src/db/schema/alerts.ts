/**
 * Alerts by rule (`modules/alerts`, contract `alerts.ts`): one row per episode of a rule's condition on one
 * account (a site at a processor), opened when the condition starts to hold and closed when it stops. At most one
 * open episode per rule and account (a unique index), so servers running the rules at once raise it once.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ALERT_RULES, PROCESSORS } from '@backlot/contract';
import { id, instant, oneOf } from './columns.js';
import { sites } from './sites.js';

export const alerts = pgTable(
  'alerts',
  {
    id: id(),
    rule: text().notNull(),
    siteId: integer().references(() => sites.id, { onDelete: 'cascade' }),
    processor: text().notNull(),
    /** The figures that made it fire (ratio, count, amount, ...), as text, for the message. */
    detail: jsonb().$type<Record<string, string>>().notNull(),
    openedAt: instant().notNull().defaultNow(),
    closedAt: instant(),
  },
  (t) => [
    uniqueIndex('alerts_open_key')
      .on(t.rule, sql`coalesce(${t.siteId}, 0)`, t.processor)
      .where(sql`${t.closedAt} is null`),
    index('alerts_opened_idx').on(t.openedAt),
    check('alerts_rule_check', oneOf(t.rule, ALERT_RULES)),
    check('alerts_processor_check', oneOf(t.processor, PROCESSORS)),
  ],
);
