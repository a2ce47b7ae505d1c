/**
 * The generic service of a declared resource, composed of its parts: which rows a request reaches
 * (`scope.ts`), how records are answered (`read-model.ts`), listed and searched (`listing.ts`), and written
 * with their rules and audit entry in one transaction (`writes.ts`).
 */
import type { FilterDef } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import type { Viewer } from '../viewer.js';
import type { CrudDeclaration } from './declaration.js';
import type { FileAttachments } from './file-fields.js';
import { listing } from './listing.js';
import { readModel } from './read-model.js';
import { type ListQuery, recordScope } from './scope.js';
import { writes } from './writes.js';
import type { TrashKeeper } from '../trash/keeper.js';

export function createCrudService<Q extends ListQuery, F extends Record<string, FilterDef>>(
  decl: CrudDeclaration<Q, F>,
  db: Db,
  attachments?: FileAttachments,
  trash?: TrashKeeper,
) {
  const scope = recordScope(decl);
  const model = readModel(decl, scope, attachments);
  return {
    ...listing(decl, db, model, scope),
    ...writes(decl, db, model, scope, attachments, trash),
    get: (id: number, parentId?: number, viewer?: Viewer) => model.read(db, id, parentId, viewer),
    /** The answer about one record, in an open transaction (an action answers the record as it now is). */
    read: model.read,
    nameOf: model.nameOf,
    /** What the audit log compares of a row (a restore compares the record with an earlier version). */
    snapshot: model.snapshot,
    /** The record's row as `viewer` may reach it, or a 404; `lock`: locked until the transaction ends. */
    find: scope.find,
    /** The rows `viewer` may see and change (a partner's scope), for the resource's actions. */
    scopeFor: scope.scopeFor,
  };
}
