import path from 'node:path'

import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

// Static imports only: a dynamic import() inside the config makes the Payload CLI exit silently.
import { migrations as postgresMigrations } from '../migrations/postgres'
import { migrations as sqliteMigrations } from '../migrations/sqlite'

export type DatabaseKind = 'mongodb' | 'postgres' | 'sqlite'

export const DEFAULT_SQLITE_URL = 'file:./data/site.db'

/** Which adapter a DATABASE_URL selects: MongoDB and PostgreSQL by scheme, SQLite for anything else. */
export function databaseKind(url: string | undefined): DatabaseKind {
  if (url && /^mongodb(\+srv)?:\/\//.test(url)) return 'mongodb'
  if (url && /^postgres(ql)?:\/\//.test(url)) return 'postgres'
  return 'sqlite'
}

/** The SQLite file URL: a `file:` DATABASE_URL as given, otherwise the embedded default data/site.db. */
export function sqliteUrl(url: string | undefined): string {
  return url?.startsWith('file:') ? url : DEFAULT_SQLITE_URL
}

const migrationRoot = path.resolve(process.cwd(), 'migrations')

/**
 * The database adapter for DATABASE_URL. SQL schemas come only from the committed migrations
 * (no push, also in development) so every environment runs the schema production runs;
 * a production start applies pending migrations itself.
 */
export function databaseAdapter(url = process.env.DATABASE_URL): DatabaseAdapterObj {
  switch (databaseKind(url)) {
    case 'mongodb':
      return mongooseAdapter({ url: url as string })
    case 'postgres':
      return postgresAdapter({
        pool: { connectionString: url },
        push: false,
        migrationDir: path.join(migrationRoot, 'postgres'),
        prodMigrations: postgresMigrations,
      })
    case 'sqlite':
      return sqliteAdapter({
        client: { url: sqliteUrl(url) },
        push: false,
        migrationDir: path.join(migrationRoot, 'sqlite'),
        prodMigrations: sqliteMigrations,
      })
  }
}
