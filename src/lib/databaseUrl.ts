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
