import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "submissions" ADD COLUMN "ip_hash" varchar;
  CREATE INDEX "submissions_ip_hash_idx" ON "submissions" USING btree ("ip_hash");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "submissions_ip_hash_idx";
  ALTER TABLE "submissions" DROP COLUMN "ip_hash";`)
}
