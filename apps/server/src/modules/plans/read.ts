/** What other modules read of the plans (read views): only this module writes them. */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { qualified } from '../../db/qualified.js';
import { plans } from '../../db/schema/index.js';
import type { LinkTarget } from '../../platform/crud/index.js';

/** The name of the plan whose id `planId` holds, read with each row. */
export const planName = (planId: PgColumn): SQL<string | null> =>
  sql`(select p.name from ${plans} p where p.id = ${qualified(planId)})`;

/** The title of the plan whose id `planId` holds, read with each row. */
export const planTitle = (planId: PgColumn): SQL<string | null> =>
  sql`(select p.title from ${plans} p where p.id = ${qualified(planId)})`;

/**
 * The currency and state of plan `id`, its row locked until the transaction ends (so writes checked against one
 * plan, a deal's, run one after the other); undefined when there is no such plan.
 */
export async function lockedPlan(tx: Executor, id: number) {
  const [plan] = await tx
    .select({ currency: plans.currency, status: plans.status })
    .from(plans)
    .where(eq(plans.id, id))
    .for('update');
  return plan;
}

/** Plans as another resource links them (a promotion's): id, name and title. */
export const linkedPlans: LinkTarget = {
  related: plans,
  shown: { id: plans.id, name: plans.name, title: plans.title },
};
