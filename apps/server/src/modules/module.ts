/** A domain module registers its routes on the API context with the shared dependencies. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';

export type ModuleDeps = { db: Db; config: Config; databaseKind: 'pglite' | 'postgres' };
export type Module = (app: FastifyInstance, deps: ModuleDeps) => void | Promise<void>;
