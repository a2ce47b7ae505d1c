/** A domain module registers its routes on the API context with the shared dependencies. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Authenticator } from '../platform/auth/authenticator.js';
import type { Storage } from '../platform/storage/storage.js';
import type { FileReferences } from './files/references.js';
import type { UrlSigner } from './files/signed-urls.js';

export type ModuleDeps = {
  db: Db;
  config: Config;
  databaseKind: 'pglite' | 'postgres';
  /** Bearer token -> signed-in admin, for the public routes that answer more to a signed-in caller. */
  authenticator: Authenticator;
  /** Where stored files' bytes live (the disk under DATA_DIR/files by default). */
  storage: Storage;
  /** Columns that hold file ids: a module keeping file ids registers its columns here (see files/references.ts). */
  fileReferences: FileReferences;
  /** Signed URLs of stored files: every file record an answer carries gets fresh ones. */
  fileUrls: UrlSigner;
};
export type Module = (app: FastifyInstance, deps: ModuleDeps) => void | Promise<void>;
