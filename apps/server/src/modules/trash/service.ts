/**
 * The trash's entries (`platform/trash` writes them): listed as the caller may see them, restored, purged, and
 * emptied of those past their purge date by the daily job. A channel partner sees only the entries whose record
 * their scope would reach now (the resource's partner scope, tested on the record's row as it was deleted); an
 * entry of a resource without a partner scope is no partner's.
 */
import { and, eq, getTableName, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TrashListQuery } from '@backlot/contract';
import type { Db, Executor } from '../../db/client.js';
import { trash } from '../../db/schema/index.js';
import { type AuditContext, recordAudit } from '../../platform/audit.js';
import { conflict, notFound } from '../../platform/errors.js';
import { selectPage } from '../../platform/pagination.js';
import { putBack } from '../../platform/trash/put-back.js';
import type { TrashRegistry } from '../../platform/trash/registry.js';
import type { Viewer } from '../../platform/viewer.js';

const FIELDS = {
  id: trash.id,
  resource: trash.resource,
  record_id: trash.recordId,
  label: trash.label,
  site_id: trash.siteId,
  deleted_by_username: trash.deletedByUsername,
  deleted_at: trash.deletedAt,
  purge_at: trash.purgeAt,
  affected: trash.affected,
};
const SORT = { columns: { id: trash.id, deleted_at: trash.deletedAt, purge_at: trash.purgeAt }, fallback: '-id' };

export function trashService(db: Db, registry: TrashRegistry) {
  /** The entries `viewer` may see: all, or for a partner those of records in their scope. */
  function visibleTo(viewer: Viewer | undefined): SQL | undefined {
    if (!viewer?.isPartner) return undefined;
    const scoped = registry.all().flatMap(({ resource, table, partnerScope }) => {
      if (!partnerScope) return [];
      const name = sql.identifier(getTableName(table));
      const record = sql`jsonb_populate_record(null::${name}, ${trash.rows} -> 'record') as ${name}`;
      return [
        sql`(${trash.resource} = ${resource} and exists (select 1 from ${record} where ${partnerScope(viewer.id)}))`,
      ];
    });
    return or(sql`false`, ...scoped);
  }

  /** The entry, locked, as `viewer` may reach it, or a 404. */
  async function entryOf(tx: Executor, id: number, viewer: Viewer | undefined) {
    const [entry] = await tx
      .select()
      .from(trash)
      .where(and(eq(trash.id, id), visibleTo(viewer)))
      .for('update');
    if (!entry) throw notFound();
    return entry;
  }

  return {
    async list(query: TrashListQuery, viewer: Viewer | undefined) {
      const where = and(query.resource ? eq(trash.resource, query.resource) : undefined, visibleTo(viewer));
      const { rows, meta } = await selectPage(db, trash, where, { ...query, sort: query.sort ?? '-id' }, SORT, FIELDS);
      return { data: rows, meta };
    },

    /** What a restore brings back. */
    preview: (id: number, viewer: Viewer | undefined) =>
      db.transaction(async (tx) => {
        const { resource, label, affected } = await entryOf(tx, id, viewer);
        return { resource, label, affected };
      }),

    /** Puts the record and what went with it back, in one transaction, and drops the entry; audited. */
    restore: (id: number, ctx: AuditContext) =>
      db.transaction(async (tx) => {
        const entry = await entryOf(tx, id, ctx.viewer);
        const declared = registry.get(entry.resource);
        if (!declared) throw conflict();
        await putBack(tx, getTableName(declared.table), entry.rows);
        const [row] = await tx.select().from(declared.table).where(eq(declared.table.id, entry.recordId));
        await declared.afterWrite?.(tx, ctx, row as Record<string, unknown> & { id: number });
        await tx.delete(trash).where(eq(trash.id, id));
        await recordAudit(tx, ctx, {
          action: 'restore-from-trash',
          resource: entry.resource,
          resourceId: entry.recordId,
          label: entry.label,
          after: row,
        });
        return { resource: entry.resource, record_id: entry.recordId };
      }),

    /** Removes the entry for good; audited as the record's `purge`. */
    purge: (id: number, ctx: AuditContext) =>
      db.transaction(async (tx) => {
        const entry = await entryOf(tx, id, ctx.viewer);
        await tx.delete(trash).where(eq(trash.id, id));
        await recordAudit(tx, ctx, {
          action: 'purge',
          resource: entry.resource,
          resourceId: entry.recordId,
          label: entry.label,
          before: { trashEntry: entry.id },
        });
      }),
  };
}

/** The daily job: removes the entries whose purge date has passed (by `now`); how many. */
export async function emptyTrash(db: Db, now = new Date()) {
  const gone = await db.delete(trash).where(lte(trash.purgeAt, now)).returning({ id: trash.id });
  return gone.length;
}
