/** The resource kit: declare a resource, get its service, routes and actions. */
import type { FastifyInstance } from 'fastify';
import { type FilterDef, PARTNER_PERMISSIONS, type PermissionName } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import type { FileAttachments } from './file-fields.js';
import { registerActions } from './actions.js';
import { registerBulk } from './bulk.js';
import { registerExport } from './export.js';
import { registerImport } from './import.js';
import { registerGallery } from './gallery.js';
import { registerPrivateFiles } from './private-files.js';
import { registerRelationRoutes } from './relation-routes.js';
import { registerReorder } from './reorder.js';
import { registerRestore } from './restore.js';
import type { CrudDeclaration } from './declaration.js';
import { registerCrudRoutes } from './routes.js';
import { createCrudService } from './service.js';
import { deleteRefusal } from './writes.js';
import { registerDeleteImpact } from './delete-impact.js';
import type { TrashRegistry } from '../trash/registry.js';
import { trashKeeper } from '../trash/keeper.js';

export type { CrudDeclaration, CrudOperation } from './declaration.js';
export { createCrudService } from './service.js';
export { registerCrudRoutes, type CrudRoutesSpec, type CrudService } from './routes.js';
export {
  invalidTransition,
  registerActions,
  stateMachine,
  type ActionScope,
  type ActionSpec,
  type Actions,
  type ActionTarget,
  type Row,
} from './actions.js';
export {
  checkLinks,
  linkedTo,
  manyToMany,
  type LinkTarget,
  type ManyToMany,
  type RelationRoute,
  type Relations,
} from './relations.js';
export type { ReorderDeclaration } from './reorder.js';
export type { Restorable } from './restore.js';
export { fileField, type FileAttachments, type FileField } from './file-fields.js';
export { liveWindow } from './live-window.js';
export { galleryOf } from './gallery.js';
export { registerBulk, runBulk, type BulkTarget } from './bulk.js';
export { privateFilesOf } from './private-files.js';
export { declared, transitionsOf, type SqlDeclaration, type TransitionWork } from './manifest.js';

/**
 * What the kit needs of a module's dependencies. `reportTimeZone`: where a staff's export reads instants (UTC when
 * not given). `trash`: where a declared resource's deletes go (without it, a delete removes the record for good:
 * the kit's own tests of other parts).
 */
export type KitDeps = {
  db: Db;
  services: { files?: FileAttachments };
  reportTimeZone?: string;
  trash?: TrashRegistry;
};

/** Registers a declared resource's routes and actions and returns its service for other modules to call. */
export function crudResource<
  Q extends { page: number; per_page: number; sort?: string; q?: string },
  F extends Record<string, FilterDef> = never,
>(app: FastifyInstance, deps: KitDeps, decl: CrudDeclaration<Q, F>) {
  const { db } = deps;
  if (PARTNER_PERMISSIONS.has(`list-${decl.resource}` as PermissionName) && !decl.partnerScope)
    throw new Error(`${decl.resource}: a partner's role may list it, so it must declare its partnerScope`);
  const linkedFiles = Object.values(decl.relations ?? {}).some((r) => r.files);
  const needsFiles = Boolean(decl.files || decl.gallery || decl.privateFiles || linkedFiles);
  const attachments = needsFiles ? deps.services.files : undefined;
  if (needsFiles && !attachments)
    throw new Error(`${decl.resource}: file fields, galleries and related files need the files module first`);
  for (const field of Object.values(decl.files ?? {}))
    attachments!.register({ table: decl.table, column: field.column });
  if (decl.parent && (decl.actions || decl.bulk || decl.gallery || decl.privateFiles || decl.reorder))
    throw new Error(`${decl.resource}: a nested resource offers its CRUD routes and its export only`);
  if (decl.restorable && (decl.parent || !decl.schemas.update))
    throw new Error(`${decl.resource}: only a top-level resource with updates restores versions`);
  if (decl.reorder && decl.partnerScope) throw new Error(`${decl.resource}: reordering applies no partner scope yet`);
  const deletes = (decl.operations ?? ['delete']).includes('delete');
  deps.trash?.add(decl);
  const keeper = deps.trash && deletes ? trashKeeper(deps.trash) : undefined;
  const service = createCrudService(decl, db, attachments, keeper);
  registerCrudRoutes(app, decl, service, db);
  if (keeper) registerDeleteImpact(app, db, decl, keeper, service.find);
  // A field the answer works out (`reads`) is not checked: the answer adds it.
  const unanswered = decl.export?.reads ? [] : decl.export?.fields.filter((field) => !service.answers(field));
  if (unanswered?.length)
    throw new Error(`${decl.resource}: it exports ${unanswered.join(', ')}, which it does not answer`);
  if (decl.export) {
    const zone = deps.reportTimeZone ?? 'UTC';
    const spec = { ...decl, listQuery: decl.schemas.listQuery, zone, parent: decl.parent };
    registerExport(app, spec, decl.export, service);
  }
  if (decl.import) {
    if (decl.parent) throw new Error(`${decl.resource}: a nested resource imports nothing`);
    registerImport(app, db, { ...decl, service }, decl.import);
  }
  const owner = { resource: decl.resource, table: decl.table, labelOf: service.nameOf };
  if (decl.restorable) {
    const { entity, update } = decl.schemas;
    registerRestore(app, db, { ...decl, ...service, restorable: decl.restorable, entity, update: update! });
  }
  if (decl.reorder) registerReorder(app, db, owner, decl.reorder);
  if (decl.relations) registerRelationRoutes(app, db, owner, decl.relations, attachments);
  if (decl.gallery) registerGallery(app, db, { ...decl, labelOf: service.nameOf }, decl.gallery, attachments!);
  if (decl.privateFiles) registerPrivateFiles(app, db, owner, decl.privateFiles, attachments!);
  if (decl.actions) {
    const target = {
      ...decl,
      entity: decl.schemas.entity,
      read: service.read,
      labelOf: service.nameOf,
      scope: service.scopeFor,
    };
    registerActions(app, db, target, decl.actions);
  }
  if (decl.bulk?.length) {
    const remove = deletes ? { run: service.removeIn, refusal: deleteRefusal } : undefined;
    const target = { ...decl, entity: decl.schemas.entity, read: service.read, labelOf: service.nameOf };
    registerBulk(app, db, { ...target, scope: service.scopeFor, remove }, decl.bulk);
  }
  return service;
}
