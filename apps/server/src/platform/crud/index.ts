/** The resource kit: declare a resource, get its service and routes. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { CrudDeclaration } from './declaration.js';
import { registerCrudRoutes } from './routes.js';
import { createCrudService } from './service.js';

export type { CrudDeclaration } from './declaration.js';
export { createCrudService } from './service.js';
export { registerCrudRoutes, type CrudRoutesSpec, type CrudService } from './routes.js';

/** Registers a declared resource's routes and returns its service for other modules to call. */
export function crudResource<Q extends { page: number; per_page: number; sort?: string; q?: string }>(
  app: FastifyInstance,
  db: Db,
  decl: CrudDeclaration<Q>,
) {
  const service = createCrudService(decl, db);
  registerCrudRoutes(app, decl, service);
  return service;
}
