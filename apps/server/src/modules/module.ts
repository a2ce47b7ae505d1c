/** A domain module registers its routes on the API context with the shared dependencies. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Authenticator } from '../platform/auth/authenticator.js';
import type { FileAttachments } from '../platform/crud/file-fields.js';
import type { HousekeepingJob, JobQueue } from '../platform/jobs/queue.js';
import type { IntakeGate } from '../platform/intake.js';
import type { Storage } from '../platform/storage/storage.js';
import type { FileReferences } from './files/references.js';
import type { IpWhitelistService } from './ip-whitelists/service.js';
import type { ChannelScope } from './channels/scope.js';
import type { UrlSigner } from './files/signed-urls.js';
import type { SiteUploads } from './files/site-uploads.js';
import type { MailService } from './mail/service.js';
import type { MemberService } from './users/service.js';
import type { LedgerService } from './ledger/service.js';
import type { Rollups } from './analytics/upkeep.js';

/**
 * What modules offer each other: a module reaches another only through the service it publishes here
 * (never its tables or files). A module publishes while it registers; one that needs another's service is
 * registered after it (modules/index.ts) and finds it set.
 */
export type ModuleServices = {
  /** Sites: which site an intake key belongs to. */
  intake?: IntakeGate;
  /** Files: references, kinds and answers of stored files, for resources with file fields. */
  files?: FileAttachments;
  /** The IP whitelist: whether sign-in from an address is allowed. */
  ipWhitelist?: IpWhitelistService;
  /** Channels: a channel partner's reach, for the partner scope of what belongs to a channel (members). */
  channelScope?: ChannelScope;
  /** Mail: e-mails other modules write into the outbox in their own transaction, and the nudge after commit. */
  mail?: MailService;
  /** Members: who a member site names by e-mail, and their ban from commenting. */
  members?: MemberService;
  /** Files: a member site's upload (a ticket's attachment), and whose a file is. */
  siteUploads?: SiteUploads;
  /** Analytics: the rollups' upkeep, run in the transaction of each ledger entry, fee change and event batch. */
  rollups?: Rollups;
  /** The ledger: applies processors' notifications, moves coins, derives a member's plan. */
  ledger?: LedgerService;
};

export type ModuleDeps = {
  db: Db;
  config: Config;
  databaseKind: 'pglite' | 'postgres';
  /** Bearer token -> signed-in admin, for the public routes that answer more to a signed-in caller. */
  authenticator: Authenticator;
  services: ModuleServices;
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
  /** The zone analytics days are counted in: the database's (`analytics/report-zone.ts`). */
  reportTimeZone: string;
};

/** A service another module published, or an error at start naming the order to fix. */
export function serviceOf<K extends keyof ModuleServices>(deps: ModuleDeps, name: K): NonNullable<ModuleServices[K]> {
  const service = deps.services[name];
  if (!service) throw new Error(`the ${name} service is not published yet: register its module first`);
  return service;
}
export type Module = (app: FastifyInstance, deps: ModuleDeps) => void | Promise<void>;
