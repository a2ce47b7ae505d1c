/** The resource kit: declare a resource, get its service, routes and actions. */
import type { FastifyInstance } from 'fastify';
import type { FilterDef } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { registerActions } from './actions.js';
import type { CrudDeclaration } from './declaration.js';
import { registerCrudRoutes } from './routes.js';
import { createCrudService } from './service.js';

export type { CrudDeclaration, CrudOperation } from './declaration.js';
export { createCrudService } from './service.js';
export { registerCrudRoutes, type CrudRoutesSpec, type CrudService } from './routes.js';
export { registerActions, stateMachine, type ActionSpec, type Actions, type ActionTarget } from './actions.js';
export { linkedTo, manyToMany, type ManyToMany } from './relations.js';

/** Registers a declared resource's routes and actions and returns its service for other modules to call. */
export function crudResource<
  Q extends { page: number; per_page: number; sort?: string; q?: string },
  F extends Record<string, FilterDef> = never,
>(app: FastifyInstance, db: Db, decl: CrudDeclaration<Q, F>) {
  const service = createCrudService(decl, db);
  registerCrudRoutes(app, decl, service);
  if (decl.actions) {
    const target = { ...decl, entity: decl.schemas.entity, read: service.read, labelOf: service.nameOf };
    registerActions(app, db, target, decl.actions);
  }
  return service;
}
