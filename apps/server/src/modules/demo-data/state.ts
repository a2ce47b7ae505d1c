/** Whether the demo data of a first start is still arriving: its posting marks its start and its end here. */
import { DEMO_STALE_MINUTES } from '@backlot/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { demoState } from '../../db/schema/index.js';

export async function demoPostingStarted(db: Db) {
  await db
    .insert(demoState)
    .values({ id: 1, startedAt: new Date() })
    .onConflictDoUpdate({ target: demoState.id, set: { startedAt: new Date(), finishedAt: null } });
}

export async function demoPostingFinished(db: Db) {
  await db.update(demoState).set({ finishedAt: new Date() });
}

/** Started, not finished, and not abandoned (a server stopped while posting). */
export async function demoArriving(db: Db): Promise<boolean> {
  const [row] = await db
    .select({
      arriving: sql<boolean>`${demoState.finishedAt} is null
        and ${demoState.startedAt} > now() - make_interval(mins => ${DEMO_STALE_MINUTES})`,
    })
    .from(demoState);
  return row?.arriving ?? false;
}
