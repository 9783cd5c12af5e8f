import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`submissions\` ADD \`ip_hash\` text;`)
  await db.run(sql`CREATE INDEX \`submissions_ip_hash_idx\` ON \`submissions\` (\`ip_hash\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`submissions_ip_hash_idx\`;`)
  await db.run(sql`ALTER TABLE \`submissions\` DROP COLUMN \`ip_hash\`;`)
}
