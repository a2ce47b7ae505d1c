/**
 * The blocklist of banned content by SHA-256: an upload whose hash is listed is refused. Adding a listed
 * hash again answers the existing entry; each change is audited.
 */
import type { z } from 'zod';
import type { blocklistCreate, blocklistListQuery } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { type AuditContext, recordAudit } from '../../platform/audit.js';
import { notFound } from '../../platform/errors.js';
import {
  deleteBlocklistEntry,
  findBlocklistByHash,
  findBlocklistEntry,
  insertBlocklistEntry,
  isBlocked,
  listBlocklist,
} from './queries.js';

export function createBlocklistService(db: Db) {
  return {
    async list(query: z.infer<typeof blocklistListQuery>) {
      const { rows, meta } = await listBlocklist(db, query);
      return { data: rows, meta };
    },
    isBlocked: (sha256: string) => isBlocked(db, sha256),
    create(body: z.infer<typeof blocklistCreate>, ctx: AuditContext) {
      return db.transaction(async (tx) => {
        const row = await insertBlocklistEntry(tx, {
          sha256: body.sha256,
          reason: body.reason,
          createdBy: ctx.actorId,
        });
        if (!row) {
          return { entry: (await findBlocklistByHash(tx, body.sha256))!, created: false };
        }
        const after = { sha256: row.sha256, reason: row.reason };
        await recordAudit(tx, ctx, {
          action: 'create',
          resource: 'blocklist',
          resourceId: row.id,
          label: row.sha256,
          after,
        });
        return { entry: row, created: true };
      });
    },
    remove(id: number, ctx: AuditContext) {
      return db.transaction(async (tx) => {
        const row = await findBlocklistEntry(tx, id);
        if (!row) throw notFound();
        await deleteBlocklistEntry(tx, id);
        const before = { sha256: row.sha256, reason: row.reason };
        await recordAudit(tx, ctx, {
          action: 'delete',
          resource: 'blocklist',
          resourceId: id,
          label: row.sha256,
          before,
        });
      });
    },
  };
}
