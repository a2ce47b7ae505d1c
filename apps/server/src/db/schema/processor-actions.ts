/**
 * Staff's requests to a processor's merchant API (cancel, expire, extend, reactivate, refund), each kept from
 * the moment it is asked: `pending` until the processor's confirming notification arrives (then `confirmed`),
 * `failed` when the processor refused or did not answer, `stale` when no confirmation came in time.
 * `idempotency_key` is unique: one click of the web app is one row, and one call to the processor.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PROCESSOR_ACTION_KINDS, PROCESSOR_ACTION_STATES, PROCESSORS } from '@backlot/contract';
import { admins } from './access.js';
import { id, instant, oneOf, timestamps } from './columns.js';
import { orders, subscriptions } from './commerce.js';
import { sites } from './sites.js';

export const processorActions = pgTable(
  'processor_actions',
  {
    id: id(),
    siteId: integer().references(() => sites.id, { onDelete: 'set null' }),
    processor: text().notNull(),
    subscriptionId: integer().references(() => subscriptions.id),
    orderId: integer().references(() => orders.id),
    kind: text().notNull(),
    /** The membership's id at the processor, or the refunded transaction's. */
    processorRef: text().notNull(),
    /** A refund's amount in minor units of `currency`. */
    amount: integer(),
    currency: text(),
    endAccess: boolean().notNull().default(false),
    /** An extension's days. */
    days: integer(),
    reason: text().notNull(),
    adminId: integer().references(() => admins.id, { onDelete: 'set null' }),
    adminUsername: text(),
    idempotencyKey: text().notNull(),
    state: text().notNull().default('pending'),
    processorAnswer: text(),
    confirmedAt: instant(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('processor_actions_idempotency_key').on(t.idempotencyKey),
    index('processor_actions_created_idx').on(t.createdAt, t.id),
    index('processor_actions_subscription_idx').on(t.subscriptionId, t.createdAt),
    index('processor_actions_order_idx').on(t.orderId, t.createdAt),
    /** What a confirmation looks for, and the stale job's walk: the pending ones. */
    index('processor_actions_pending_idx')
      .on(t.siteId, t.processor, t.processorRef)
      .where(sql`${t.state} = 'pending'`),
    check('processor_actions_kind_check', oneOf(t.kind, PROCESSOR_ACTION_KINDS)),
    check('processor_actions_state_check', oneOf(t.state, PROCESSOR_ACTION_STATES)),
    check('processor_actions_processor_check', oneOf(t.processor, PROCESSORS)),
  ],
);
