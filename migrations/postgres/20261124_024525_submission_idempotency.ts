import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "submissions" ADD COLUMN "idempotency_key" varchar;
  ALTER TABLE "submissions" ADD COLUMN "answer" jsonb;
  CREATE UNIQUE INDEX "submissions_idempotency_key_idx" ON "submissions" USING btree ("idempotency_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "submissions_idempotency_key_idx";
  ALTER TABLE "submissions" DROP COLUMN "idempotency_key";
  ALTER TABLE "submissions" DROP COLUMN "answer";`)
}
