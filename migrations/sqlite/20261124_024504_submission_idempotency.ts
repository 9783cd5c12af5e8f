import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`submissions\` ADD \`idempotency_key\` text;`)
  await db.run(sql`ALTER TABLE \`submissions\` ADD \`answer\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`submissions_idempotency_key_idx\` ON \`submissions\` (\`idempotency_key\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`submissions_idempotency_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`submissions\` DROP COLUMN \`idempotency_key\`;`)
  await db.run(sql`ALTER TABLE \`submissions\` DROP COLUMN \`answer\`;`)
}
