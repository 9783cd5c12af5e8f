import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`submissions\` ADD \`idempotency_key\` text;`)
  await db.run(sql`ALTER TABLE \`submissions\` ADD \`answer\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`submissions_idempotency_key_idx\` ON \`submissions\` (\`idempotency_key\`);`)
  await db.run(sql`ALTER TABLE \`demands\` DROP COLUMN \`login_attempts\`;`)
  await db.run(sql`ALTER TABLE \`demands\` DROP COLUMN \`lock_until\`;`)
  await db.run(sql`ALTER TABLE \`owners\` DROP COLUMN \`login_attempts\`;`)
  await db.run(sql`ALTER TABLE \`owners\` DROP COLUMN \`lock_until\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`login_attempts\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`lock_until\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`submissions_idempotency_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`submissions\` DROP COLUMN \`idempotency_key\`;`)
  await db.run(sql`ALTER TABLE \`submissions\` DROP COLUMN \`answer\`;`)
  await db.run(sql`ALTER TABLE \`demands\` ADD \`login_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`demands\` ADD \`lock_until\` text;`)
  await db.run(sql`ALTER TABLE \`owners\` ADD \`login_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`owners\` ADD \`lock_until\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`login_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`lock_until\` text;`)
}
