import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT 'media';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "attachments" ADD COLUMN "prefix" varchar DEFAULT 'private/attachments';
  ALTER TABLE "attachments" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "exports" ADD COLUMN "prefix" varchar DEFAULT 'private/exports';
  ALTER TABLE "exports" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "attachments" DROP COLUMN "prefix";
  ALTER TABLE "attachments" DROP COLUMN "_objectkey";
  ALTER TABLE "exports" DROP COLUMN "prefix";
  ALTER TABLE "exports" DROP COLUMN "_objectkey";`)
}
