/**
 * The database: embedded PGlite persisted in DATA_DIR by default, a PostgreSQL server when DATABASE_URL
 * is set. Same schema, same migrations, same queries. Migrations are applied on open.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.js';
import { lockDataDir } from './lock.js';
import { pgliteRowReader, postgresRowReader, type RowReader } from './row-reader.js';

export type Schema = typeof schema;
/** The database handle: Drizzle, plus rows straight from the driver for the reads that need no mapping. */
export type Db = PgDatabase<PgQueryResultHKT, Schema> & { readRows: RowReader };
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database handle or an open transaction: queries accept either. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The driver under Drizzle, for the few reads that skip the ORM (the auth epoch) or listen for notifications. */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
  close: () => Promise<void>;
};

/** Works from src (tests, dev) and from dist (production): both sit two levels below the package. */
const migrationsFolder = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

const drizzleOptions = { schema, casing: 'snake_case' } as const;

/**
 * An in-memory embedded database (tests): `memory://`, or `memory://?from=<file>` to start from a dump of one
 * (`dumpDataDir`), which the test suite makes once, migrated, for every file's database.
 */
export const isInMemory = (url: string | undefined) => url?.startsWith('memory://') ?? false;

/** How long a query waits for a new connection before it fails (and its request answers 503). */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A connection the server loses (a restart, a failover, `pg_terminate_backend`, the network) emits 'error' on its
 * client, and on the pool while idle: unheard, either event ends the process. Heard, the pool drops the client
 * (no longer queryable) and opens another for the next query; the query it ran fails, and its request answers
 * 503 (`isDatabaseUnavailable`).
 */
function surviveLostConnections(pool: pg.Pool, onLost: (error: Error) => void) {
  // The client's own listener below tells of it: the pool's event would tell it twice.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', onLost));
}

export type DatabaseOptions = {
  url?: string;
  dataDir: string;
  /** A PostgreSQL connection was lost (the server lives on; see `surviveLostConnections`). */
  onConnectionLost?: (error: Error) => void;
  /** Who connects, as PostgreSQL's `application_name` says: a server (the default) or a command. */
  role?: 'server' | 'command';
};

/** The `application_name` of servers' connections: a command that needs every server stopped counts them. */
export const SERVER_APPLICATION = 'backlot-server';
const COMMAND_APPLICATION = 'backlot-command';

/** Advisory locks of what servers starting together on one database do in turn (any distinct numbers). */
export const START_LOCKS = { migrations: 7281002, jobQueue: 7281003 } as const;

/**
 * Runs `work` holding a session lock on a connection of its own: of N servers started at once, one does it
 * (migrates, installs the job queue's schema) and the others, waiting, find nothing left to do.
 */
export async function alone<T>(pool: pg.Pool, lock: number, work: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [lock]);
    return await work();
  } finally {
    await holder.query('select pg_advisory_unlock($1)', [lock]).catch(() => undefined);
    holder.release();
  }
}

/**
 * The embedded database's memory: its buffers live in the WebAssembly heap, which grows to what they hold and never
 * gives memory back, so PostgreSQL's defaults (128 MB of buffers, 64 MB for index builds) would stay resident for
 * good; the files sit in the operating system's page cache anyway. Idle after `npm start`'s demo data: 670 MB
 * resident with the defaults, 525 MB with these (and 385 MB with MALLOC_ARENA_MAX=2, which `npm start` sets).
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB', 'maintenance_work_mem=16MB'];

/** `url` unset: PGlite in `dataDir`; `memory://`: PGlite in memory; otherwise a PostgreSQL URL. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url && !isInMemory(options.url)) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      application_name: options.role === 'command' ? COMMAND_APPLICATION : SERVER_APPLICATION,
    });
    surviveLostConnections(pool, options.onConnectionLost ?? (() => {}));
    const db = Object.assign(drizzlePg(pool, drizzleOptions), { readRows: postgresRowReader(pool) });
    await alone(pool, START_LOCKS.migrations, () => migratePg(db, { migrationsFolder }));
    return { db: db as unknown as Db, kind: 'postgres', driver: { kind: 'postgres', pool }, close: () => pool.end() };
  }

  const inMemory = isInMemory(options.url);
  const release = inMemory ? () => {} : lockDataDir(options.dataDir);
  try {
    const dump = inMemory ? new URL(options.url!).searchParams.get('from') : null;
    // The members list's search index: trigrams (pg_trgm, migration 0011) with the channel (btree_gin, 0017).
    const client = await PGlite.create(inMemory ? undefined : path.join(options.dataDir, 'pglite'), {
      extensions: { pg_trgm, btree_gin },
      postgresqlconf: PGLITE_SETTINGS,
      ...(dump && { loadDataDir: new Blob([fs.readFileSync(dump)]) }),
    });
    const db = Object.assign(drizzlePglite(client, drizzleOptions), { readRows: pgliteRowReader(client) });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      driver: { kind: 'pglite', client },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Rows of a raw SQL query; PGlite and node-postgres both answer `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
