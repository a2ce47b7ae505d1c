/** What other modules read of the plans (read views): only this module writes them. */
import { eq, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Processor } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { tableColumns, tableRow } from '../../db/prepared.js';
import { qualified } from '../../db/qualified.js';
import { plans } from '../../db/schema/index.js';
import type { LinkTarget } from '../../platform/crud/index.js';

/** The name of the plan whose id `planId` holds, read with each row. */
export const planName = (planId: PgColumn): SQL<string | null> =>
  sql`(select p.name from ${plans} p where p.id = ${qualified(planId)})`;

/** The name of the plan whose id a subquery's own column `planId` holds (`s.plan_id`). */
export const planNameOf = (planId: SQL): SQL<string | null> =>
  sql`(select p.name from ${plans} p where p.id = ${planId})`;

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

const pricePointColumn = (processor: Processor) => (processor === 'segpay' ? plans.segpayId : plans.epochId);

/** A whole plan, as the ledger reads it with a processor's notification. */
export type Plan = typeof plans.$inferSelect;

/** Whether the plan whose id `planId` holds is a one-time purchase (a subquery's condition). */
export const isOneTimePlan = (planId: PgColumn): SQL<boolean> =>
  sql`exists (select 1 from ${plans} p where p.id = ${qualified(planId)} and p.type = 'one_time')`;

/**
 * A plan joined into another module's statement (`tableColumns`' form, so a prepared statement reads whole rows):
 * `columns` to select, `row` to read it back (null when the join matched none).
 */
export const joinedPlan = {
  columns: () => tableColumns(plans),
  row: (row: Record<string, unknown>): Plan | null => tableRow(plans, row),
  /** `left join` of the plan whose id `planId` holds. */
  byId: (planId: PgColumn) => sql`left join ${plans} on ${plans.id} = ${planId}`,
  /**
   * `left join` of the plans a processor's price point names (`ref` whole, or its price point part), and the
   * `order by` that puts the exact match first.
   */
  byPricePoint: (processor: Processor, ref: SQLWrapper, pricePoint: SQLWrapper) => {
    const column = pricePointColumn(processor);
    return {
      join: sql`left join ${plans} on ${column} in (${ref}, ${pricePoint})`,
      exactFirst: sql`${column} = ${ref} desc`,
    };
  },
};

/** The plan a processor's price point names (`ref` whole, or its price point part), an exact match first. */
export async function planAtPricePoint(ex: Executor, processor: Processor, ref: string, pricePoint: string) {
  const column = pricePointColumn(processor);
  const [plan] = await ex
    .select()
    .from(plans)
    .where(sql`${column} in (${ref}, ${pricePoint})`)
    .orderBy(sql`${column} = ${ref} desc`)
    .limit(1);
  return plan;
}
