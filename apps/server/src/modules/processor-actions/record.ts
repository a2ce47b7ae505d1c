/** The processor actions' rows: found by key, made pending, answered, confirmed, made stale. */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Processor, ProcessorActionKind } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { processorActions } from '../../db/schema/index.js';

export type ActionRow = typeof processorActions.$inferSelect;
export type NewAction = typeof processorActions.$inferInsert;

export async function actionByKey(ex: Executor, key: string): Promise<ActionRow | undefined> {
  const [row] = await ex.select().from(processorActions).where(eq(processorActions.idempotencyKey, key));
  return row;
}

/** Inserts a pending action; undefined when another request holds its key already. */
export async function insertPending(ex: Executor, values: NewAction): Promise<ActionRow | undefined> {
  const [row] = await ex
    .insert(processorActions)
    .values({ ...values, state: 'pending' })
    .onConflictDoNothing({ target: processorActions.idempotencyKey })
    .returning();
  return row;
}

/** The key of the same action on the same membership or transaction already waiting for its confirmation. */
export async function pendingLike(
  ex: Executor,
  values: Pick<NewAction, 'siteId' | 'processor' | 'processorRef' | 'kind'>,
) {
  const rows = await ex
    .select({ key: processorActions.idempotencyKey })
    .from(processorActions)
    .where(
      and(
        eq(processorActions.state, 'pending'),
        eq(processorActions.siteId, values.siteId!),
        eq(processorActions.processor, values.processor),
        eq(processorActions.processorRef, values.processorRef),
        eq(processorActions.kind, values.kind),
      ),
    )
    .limit(1);
  return rows[0]?.key;
}

/** Keeps the processor's answer; a refusal or no answer fails the action (unless a confirmation came first). */
export async function recordAnswer(ex: Executor, id: number, answer: string, ok: boolean): Promise<ActionRow> {
  const [row] = await ex
    .update(processorActions)
    .set({
      processorAnswer: answer,
      state: ok
        ? sql`${processorActions.state}`
        : sql`case when ${processorActions.state} = 'pending' then 'failed' else ${processorActions.state} end`,
      updatedAt: new Date(),
    })
    .where(eq(processorActions.id, id))
    .returning();
  return row!;
}

/**
 * Marks confirmed the oldest pending (or stale: a late confirmation) action of `kind` on the site's membership
 * or transaction `ref`; none when staff did not ask for it (the processor acted on its own, or the member did).
 */
export async function confirmAction(
  ex: Executor,
  match: { siteId: number; processor: Processor; ref: string; kinds: ProcessorActionKind[] },
) {
  const [found] = await ex
    .select({ id: processorActions.id })
    .from(processorActions)
    .where(
      and(
        eq(processorActions.siteId, match.siteId),
        eq(processorActions.processor, match.processor),
        eq(processorActions.processorRef, match.ref),
        inArray(processorActions.kind, match.kinds),
        inArray(processorActions.state, ['pending', 'stale']),
      ),
    )
    .orderBy(processorActions.id)
    .limit(1)
    .for('update');
  if (!found) return;
  const now = new Date();
  await ex
    .update(processorActions)
    .set({ state: 'confirmed', confirmedAt: now, updatedAt: now })
    .where(eq(processorActions.id, found.id));
}

/** Pending actions older than `minutes`: stale (the confirmation may still come, and confirms them). */
export async function markStale(ex: Executor, minutes: number) {
  const before = new Date(Date.now() - minutes * 60_000);
  return ex
    .update(processorActions)
    .set({ state: 'stale', updatedAt: new Date() })
    .where(and(eq(processorActions.state, 'pending'), lt(processorActions.createdAt, before)))
    .returning({ id: processorActions.id });
}
