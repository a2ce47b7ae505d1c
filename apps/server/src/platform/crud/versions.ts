/**
 * Versions of records. A record's version is its `updated_at` as answered (an ISO instant, to the millisecond).
 * A save names the version it was based on in `If-Match` (the web always does; an API client that leaves it
 * out overwrites, as before). A save based on another version is a 409 `stale_version` that names who changed
 * the record last and when (its latest audit entry), so the editor can reload or compare. The check runs on the
 * locked row, so of two saves based on one version exactly one succeeds.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { PermissionResource } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { auditLogs } from '../../db/schema/index.js';
import { AppError, notFound } from '../errors.js';

/** The version a save is based on: `If-Match`'s entity tag, without quotes or a weak marker. */
export function basedOn(request: FastifyRequest): string | undefined {
  const header = request.headers['if-match'];
  if (typeof header !== 'string' || header.trim() === '' || header.trim() === '*') return undefined;
  return header
    .trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
}

/** Refuses a save based on `version` when the record (locked, as read) is at another. */
export async function checkVersion(
  tx: Executor,
  record: { resource: PermissionResource; id: number; updatedAt: unknown },
  version: string | undefined,
) {
  if (version === undefined || !(record.updatedAt instanceof Date)) return;
  const current = record.updatedAt.toISOString();
  if (version === current) return;
  const [last] = await tx
    .select({ by: auditLogs.actorUsername, at: auditLogs.createdAt })
    .from(auditLogs)
    .where(and(eq(auditLogs.resource, record.resource), eq(auditLogs.resourceId, record.id)))
    .orderBy(desc(auditLogs.id))
    .limit(1);
  const by = last?.by ?? null;
  throw new AppError(
    409,
    'stale_version',
    by ? 'err.staleVersionBy' : 'err.staleVersion',
    undefined,
    { by: by ?? '' },
    {
      changed_by: by,
      changed_at: current,
      version: current,
    },
  );
}

/** A table whose rows carry a version: an `id` and an `updated_at`. */
type VersionedTable = PgTable & { id: AnyPgColumn; updatedAt: AnyPgColumn };

/**
 * Locks row `id` of `table` for the rest of the transaction and refuses a save based on another version of it
 * (a 404 when it is gone): for services that write a record their own way rather than through the kit's.
 */
export async function checkRowVersion(
  tx: Executor,
  record: { resource: PermissionResource; table: VersionedTable; id: number },
  version: string | undefined,
) {
  if (version === undefined) return;
  const { table, id, resource } = record;
  const [row] = await tx
    .select({ updatedAt: table.updatedAt })
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update');
  if (!row) throw notFound();
  await checkVersion(tx, { resource, id, updatedAt: row.updatedAt }, version);
}
