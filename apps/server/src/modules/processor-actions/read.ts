/** What other modules read of staff's processor actions. */
import { type SQL, sql } from 'drizzle-orm';
import { processorActions } from '../../db/schema/index.js';
import { memberOrderIds, memberSubscriptionIds } from '../ledger/read.js';

/**
 * The member's timeline entries of staff's actions on their subscriptions and orders: what was asked (`action`),
 * its reason, state, refund amount and the admin who asked it, at the time it was asked.
 */
export const actionsOnTimeline = (memberId: number): SQL =>
  sql`select 'action' as kind, ${processorActions.id} as id, ${processorActions.createdAt} as at,
      ${processorActions.reason} as text, ${processorActions.state} as status,
      ${processorActions.amount}::bigint as amount, ${processorActions.currency} as currency,
      ${processorActions.adminUsername} as author, ${processorActions.kind} as action
    from ${processorActions}
    where ${processorActions.subscriptionId} in (${memberSubscriptionIds(memberId)})
      or ${processorActions.orderId} in (${memberOrderIds(memberId)})`;
