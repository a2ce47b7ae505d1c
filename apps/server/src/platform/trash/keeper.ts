/**
 * The kit's delete into the trash: before the row goes, what it takes with it is read whole (`capture.ts`); after
 * the delete, in the same transaction, the entry is written with those rows and the files they name.
 */
import { getTableName } from 'drizzle-orm';
import { TRASH_DAYS } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { trash, trashFiles } from '../../db/schema/index.js';
import type { AuditContext } from '../audit.js';
import { AppError, notFound } from '../errors.js';
import type { CrudTable } from '../crud/table.js';
import { capture, filesOf, summarise, wholeRow } from './capture.js';
import type { TrashRegistry } from './registry.js';

const DAY_MS = 86_400_000;

export type TrashKeeper = ReturnType<typeof trashKeeper>;

export function trashKeeper(registry: TrashRegistry) {
  return {
    /** What deleting record `id` of `table` would take with it (read inside the delete's transaction). */
    async impact(ex: Executor, table: CrudTable, id: number) {
      const name = getTableName(table);
      const record = await wholeRow(ex, name, id);
      if (!record) throw notFound();
      const taken = await capture(ex, name, record);
      const blocks = taken.blocking.map((b) => ({ ...b, effect: 'blocks' as const }));
      const affected = summarise([...taken.reached, ...blocks], registry.resourceOf);
      return { taken, affected, blocked: blocks.length > 0 };
    },

    /**
     * Reads what the delete takes (a delete the database would refuse is the 409 `in_use` at once), and answers
     * what writes the entry once the row is deleted.
     */
    async before(tx: Executor, resource: string, table: CrudTable, id: number) {
      const { taken, affected, blocked } = await this.impact(tx, table, id);
      if (blocked) throw new AppError(409, 'in_use', 'err.inUse');
      return async (ctx: AuditContext, label: string | null) => {
        const { record } = taken.rows;
        const now = Date.now();
        const [entry] = await tx
          .insert(trash)
          .values({
            resource,
            recordId: id,
            label,
            siteId: typeof record.site_id === 'number' ? record.site_id : null,
            deletedBy: ctx.actorId,
            deletedByUsername: ctx.actorUsername,
            deletedAt: new Date(now),
            purgeAt: new Date(now + TRASH_DAYS * DAY_MS),
            affected: affected.filter((a) => a.effect !== 'blocks'),
            rows: taken.rows,
          })
          .returning({ id: trash.id });
        const fileIds = filesOf(taken.rows, getTableName(table));
        if (fileIds.length)
          await tx.insert(trashFiles).values(fileIds.map((fileId) => ({ trashId: entry!.id, fileId })));
      };
    },
  };
}
