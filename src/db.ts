import path from 'node:path'

import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { databaseKind, migrateOnStart, sqliteUrl } from './lib/databaseUrl'

// Static imports only: a dynamic import() inside the config makes the Payload CLI exit silently.
import { migrations as postgresMigrations } from '../migrations/postgres'
import { migrations as sqliteMigrations } from '../migrations/sqlite'

const migrationRoot = path.resolve(process.cwd(), 'migrations')

/**
 * How long a PostgreSQL connection may take to open. node-postgres waits forever by default: a database
 * host that stops answering (not refusing) would hold every form post and admin request until the
 * visitor gave up. Past it, the request fails as "database unreachable" (src/lib/databaseReach.ts).
 */
const POSTGRES_CONNECT_TIMEOUT_MS = 5_000

/** How long a SQLite write waits for another process's lock (PRAGMA busy_timeout). */
const SQLITE_BUSY_TIMEOUT_MS = 5_000

/**
 * The database adapter for DATABASE_URL. SQL schemas come only from the committed migrations
 * (no push, also in development) so every environment runs the schema production runs;
 * a production start applies pending migrations itself, unless MIGRATE_ON_START=false.
 */
export function databaseAdapter(url = process.env.DATABASE_URL): DatabaseAdapterObj {
  switch (databaseKind(url)) {
    case 'mongodb':
      return mongooseAdapter({ url: url as string, migrationDir: path.join(migrationRoot, 'mongodb') })
    case 'postgres':
      return postgresAdapter({
        pool: { connectionString: url, connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS },
        push: false,
        migrationDir: path.join(migrationRoot, 'postgres'),
        prodMigrations: migrateOnStart() ? postgresMigrations : undefined,
      })
    case 'sqlite':
      return sqliteAdapter({
        client: { url: sqliteUrl(url) },
        // Write-ahead log with NORMAL sync: safe against crashes of the app, and imports of
        // thousands of rows no longer wait for a disk flush per row.
        wal: { synchronous: 'NORMAL' },
        // Another process writing the file (the CRM import while the site runs) holds the write lock for
        // one unit at a time: wait for it, up to 5 s, instead of failing a visitor's write at once.
        busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
        push: false,
        migrationDir: path.join(migrationRoot, 'sqlite'),
        prodMigrations: migrateOnStart() ? sqliteMigrations : undefined,
      })
  }
}
