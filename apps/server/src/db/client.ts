import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { SERVER_ROOT } from '../lib/server-root.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type services and queries see, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; Drizzle's transactions share the database's query API. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'src/db/migrations');

export type Database =
  | {
      engine: 'pglite';
      db: Db;
      pglite: PGlite;
      migrate(): Promise<void>;
      ping(): Promise<void>;
      close(): Promise<void>;
    }
  | {
      engine: 'postgres';
      db: Db;
      pool: pg.Pool;
      migrate(): Promise<void>;
      ping(): Promise<void>;
      close(): Promise<void>;
    };

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** PGlite only: starts from this data directory (a `dumpDataDir` archive) instead of an empty one. */
  pgliteDataDir?: Blob;
  /** PGlite only: its buffer cache, e.g. '16MB' (PGlite's default: 128MB). See PGLITE_SHARED_BUFFERS. */
  pgliteSharedBuffers?: string;
};

/**
 * Opens the database: a real PostgreSQL when a URL is given, else PGlite persisted under dataDir/pglite
 * (or in memory when dataDir is 'memory://', for tests).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // Loaded only here: the embedded database (the default) needs neither, and they take a while to load.
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
    });
    // An idle client losing its server must not crash the process; the next query reports it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      engine: 'postgres',
      db,
      pool,
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? './data';
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = path.join(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  // btree_gin: migration 0007 creates the extension (for a search index that 0009 has since replaced).
  const pglite = await PGlite.create(location, {
    extensions: { btree_gin },
    loadDataDir: options.pgliteDataDir,
    startParams: options.pgliteSharedBuffers
      ? [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.pgliteSharedBuffers}`]
      : undefined,
  });
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    engine: 'pglite',
    db,
    pglite,
    migrate: () => migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await pglite.query('select 1');
    },
    close: () => pglite.close(),
  };
}
