import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`demands\` ADD \`opt_in_status\` text;`)
  await db.run(sql`ALTER TABLE \`demands\` ADD \`opt_in_confirm_token_hash\` text;`)
  await db.run(sql`ALTER TABLE \`demands\` ADD \`opt_in_confirm_expires_at\` text;`)
  await db.run(sql`ALTER TABLE \`demands\` ADD \`opt_in_confirmed_at\` text;`)
  await db.run(sql`ALTER TABLE \`demands\` ADD \`opt_in_criteria\` text;`)
  await db.run(sql`CREATE INDEX \`demands_opt_in_opt_in_confirm_token_hash_idx\` ON \`demands\` (\`opt_in_confirm_token_hash\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`demands_opt_in_opt_in_confirm_token_hash_idx\`;`)
  await db.run(sql`ALTER TABLE \`demands\` DROP COLUMN \`opt_in_status\`;`)
  await db.run(sql`ALTER TABLE \`demands\` DROP COLUMN \`opt_in_confirm_token_hash\`;`)
  await db.run(sql`ALTER TABLE \`demands\` DROP COLUMN \`opt_in_confirm_expires_at\`;`)
  await db.run(sql`ALTER TABLE \`demands\` DROP COLUMN \`opt_in_confirmed_at\`;`)
  await db.run(sql`ALTER TABLE \`demands\` DROP COLUMN \`opt_in_criteria\`;`)
}
