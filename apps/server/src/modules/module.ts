/** A domain module registers its routes on the API context with the shared dependencies. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Authenticator } from '../platform/auth/authenticator.js';

export type ModuleDeps = {
  db: Db;
  config: Config;
  databaseKind: 'pglite' | 'postgres';
  /** Bearer token -> signed-in admin, for the public routes that answer more to a signed-in caller. */
  authenticator: Authenticator;
};
export type Module = (app: FastifyInstance, deps: ModuleDeps) => void | Promise<void>;
