/**
 * A domain module registers its routes on the API context with the shared dependencies and the services it
 * uses. Every service is built before any module registers (`services.ts`), so a module's needs are typed
 * arguments, not an order of registration.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { RouteEntry } from '../platform/access.js';
import type { Authenticator } from '../platform/auth/authenticator.js';
import type { FileAttachments } from '../platform/crud/file-fields.js';
import type { HousekeepingJob, JobQueue } from '../platform/jobs/queue.js';
import type { Storage } from '../platform/storage/storage.js';
import type { TrashRegistry } from '../platform/trash/registry.js';
import type { FileReferences } from './files/references.js';
import type { UrlSigner } from './files/signed-urls.js';
import type { Services } from './services.js';

/** What the platform gives every module and every service. */
export type PlatformDeps = {
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
  /**
   * Jobs run once across servers, at start and hourly (`platform/jobs/queue.ts`); a module adds what it leaves
   * behind to clear (unfinished uploads).
   */
  housekeeping: HousekeepingJob[];
  /** The job queue: its failed runs retried by staff. */
  jobs: JobQueue;
  /** The declared resources whose deletes go to the trash (`platform/trash`). */
  trash: TrashRegistry;
  /** The zone analytics days are counted in: the database's (`analytics/report-zone.ts`). */
  reportTimeZone: string;
  /** The API's routes, filled while the modules register: read at request time (which lists exist). */
  routes: readonly RouteEntry[];
};

/** The platform's dependencies and what the resource kit needs (`KitDeps`: file attachments for file fields). */
export type ModuleDeps = PlatformDeps & { services: { readonly files: FileAttachments } };

/** The services a module uses, named: `Module<Uses<'mail' | 'intake'>>`. */
export type Uses<K extends keyof Services> = Pick<Services, K>;

export type Module<S = Services> = (app: FastifyInstance, deps: ModuleDeps, services: S) => void | Promise<void>;
