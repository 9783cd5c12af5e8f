import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`prefix\` text DEFAULT 'media';`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`attachments\` ADD \`prefix\` text DEFAULT 'private/attachments';`)
  await db.run(sql`ALTER TABLE \`attachments\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`exports\` ADD \`prefix\` text DEFAULT 'private/exports';`)
  await db.run(sql`ALTER TABLE \`exports\` ADD \`_objectkey\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`attachments\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`attachments\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`exports\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`exports\` DROP COLUMN \`_objectkey\`;`)
}
