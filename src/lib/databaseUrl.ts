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

/**
 * Whether a server applies pending migrations as it starts (Payload's `prodMigrations`): yes unless
 * MIGRATE_ON_START=false. docker compose migrates once in its `migrate` service before any replica
 * starts, and the replicas, started with false, never migrate side by side.
 */
export function migrateOnStart(env: Record<string, string | undefined> = process.env): boolean {
  return env.MIGRATE_ON_START?.trim().toLowerCase() !== 'false'
}
