import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { LOCALES_TABLES } from '../localesParentIndexes'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of LOCALES_TABLES) await db.execute(sql.raw(`CREATE INDEX IF NOT EXISTS "${table}_parent_id_idx" ON "${table}" USING btree ("_parent_id");`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of LOCALES_TABLES) await db.execute(sql.raw(`DROP INDEX IF EXISTS "${table}_parent_id_idx";`))
}
