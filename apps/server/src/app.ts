/**
 * buildApp(config): platform plugins first, then every module under /api. Used by main and by tests.
 * The database is opened (migrated, and its analytics rollups rebuilt when stale: `rollupsAtStart`) here and
 * closed when the app closes.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { openDatabase, type Db } from './db/client.js';
import { registerAccessGuard, type RouteEntry } from './platform/access.js';
import { authEpochOf } from './platform/auth/auth-epoch.js';
import { type Authenticator, createAuthenticator } from './platform/auth/authenticator.js';
import { pruneSignInRecords } from './platform/auth/housekeeping.js';
import { derivedKey } from './platform/auth/secret-box.js';
import { jobQueue, type HousekeepingJob, type JobQueue } from './platform/jobs/queue.js';
import { pruneRateCounts } from './platform/rate-limit-store.js';
import { collectWhenQuiet } from './platform/idle-memory.js';
import { storageOf } from './platform/storage/from-config.js';
import type { Storage } from './platform/storage/storage.js';
import { registerErrorHandling } from './platform/errors.js';
import { convertTexts } from './platform/traditional.js';
import { loggerOptions, RequestLog } from './platform/logging.js';
import { registerNoStore } from './platform/no-store.js';
import { registerOpenApi } from './platform/openapi.js';
import { registerIntakeLimits } from './platform/intake.js';
import { responseSerializerCompiler } from './platform/serializer.js';
import { registerWebApp } from './platform/web.js';
import { modules } from './modules/index.js';
import { type ProcessorSimulator, registerProcessorSimulator } from './demo/processor-simulator.js';
import { buildServices } from './modules/services.js';
import { rollupsAtStart } from './modules/analytics/rebuild.js';
import { reportZoneAtStart } from './modules/analytics/report-zone.js';
import { createFileReferences, type FileReferences, sweepUnreferencedFiles } from './modules/files/references.js';
import { urlSigner } from './modules/files/signed-urls.js';
import { trashFiles } from './db/schema/index.js';
import { trashRegistry } from './platform/trash/registry.js';
import { bootstrap, type BootstrapResult } from './bootstrap.js';
import { loggableError } from './platform/db-errors.js';

/** JSON bodies larger than this are refused with 413. */
const BODY_LIMIT = 1024 * 1024;

export type App = FastifyInstance & {
  bootstrapResult: BootstrapResult;
  /** Every API route with its declared access. */
  routeTable: RouteEntry[];
  db: Db;
  authenticator: Authenticator;
  storage: Storage;
  fileReferences: FileReferences;
  jobs: JobQueue;
  /** The processor simulator, when it runs (demo data, tests that ask for it): `demo/processor-simulator.ts`. */
  processorSimulator?: ProcessorSimulator;
};

/** `parts`: a part other than the configuration's (tests: a storage on a device that is full). */
export async function buildApp(config: Config, parts: { storage?: Storage } = {}): Promise<App> {
  // zh-TW texts, converted once per process (platform/traditional.ts).
  convertTexts();
  const app = Fastify({
    logger: await loggerOptions(config),
    logController: new RequestLog(),
    bodyLimit: BODY_LIMIT,
    genReqId: () => crypto.randomUUID(),
    // The client's address through the trusted proxies' X-Forwarded-For only (config `trustedProxies`).
    trustProxy: config.trustedProxies?.length ? config.trustedProxies : false,
  });

  try {
    const database = await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      onConnectionLost: (error) =>
        app.log.warn({ err: loggableError(error) }, 'a database connection was lost; the next query opens another'),
    });
    app.addHook('onClose', () => database.close());
    const started = performance.now();
    const reportTimeZone = await reportZoneAtStart(database.db, config.reportTimeZone);
    if (await rollupsAtStart(database.db, reportTimeZone, config.analyticsUpkeep))
      app.log.info({ ms: Math.round(performance.now() - started) }, 'analytics rollups rebuilt');
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler({ checkResponses: config.checkResponses ?? false }));
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          frameAncestors: ["'none'"],
        },
      },
      referrerPolicy: { policy: 'same-origin' },
    });
    registerErrorHandling(app);
    collectWhenQuiet(app);
    registerNoStore(app);
    await registerOpenApi(app);

    const authenticator = createAuthenticator({
      db: database.db,
      epoch: await authEpochOf(database.driver),
      policy: { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours },
    });
    const storage = parts.storage ?? (await storageOf(config));
    const fileReferences = createFileReferences();
    // Files a trashed row names stay until its entry is purged.
    fileReferences.register({ table: trashFiles, column: trashFiles.fileId });
    const fileUrls = urlSigner(derivedKey(config, 'backlot file urls'));
    const jobs = jobQueue(database, app.log);
    app.addHook('preClose', () => jobs.stop());
    const routeTable: RouteEntry[] = [];
    const platform = {
      db: database.db,
      routes: routeTable,
      jobs,
      reportTimeZone,
      config,
      databaseKind: database.kind,
      authenticator,
      storage,
      fileReferences,
      fileUrls,
      trash: trashRegistry(),
      housekeeping: <HousekeepingJob[]>[
        { name: 'sign-in-records', run: () => pruneSignInRecords(database.db) },
        { name: 'rate-counts', run: () => pruneRateCounts(database.db) },
        {
          name: 'unreferenced-files',
          run: () => sweepUnreferencedFiles({ db: database.db, storage, references: fileReferences }),
        },
      ],
    };
    await app.register(
      async (api) => {
        registerAccessGuard(api, { authenticator, routeTable });
        await registerIntakeLimits(api, database.db);
        const services = buildServices(api, platform);
        const deps = { ...platform, services: { files: services.files } };
        for (const register of modules) await register(api, deps, services);
        api.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, () => app.swagger());
      },
      { prefix: '/api' },
    );
    const processorSimulator = config.processorSimulator ? registerProcessorSimulator(app, config.dataDir) : undefined;
    await registerWebApp(app, config.webRoot);

    const bootstrapResult = await bootstrap(database.db, config, storage);
    await jobs.start(platform.housekeeping);
    return Object.assign(app, {
      bootstrapResult,
      routeTable,
      db: database.db,
      authenticator,
      storage,
      fileReferences,
      jobs,
      processorSimulator,
    }) as unknown as App;
  } catch (error) {
    await app.close();
    throw error;
  }
}
