import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "submissions" ADD COLUMN "idempotency_key" varchar;
  ALTER TABLE "submissions" ADD COLUMN "answer" jsonb;
  CREATE UNIQUE INDEX "submissions_idempotency_key_idx" ON "submissions" USING btree ("idempotency_key");
  ALTER TABLE "demands" DROP COLUMN "login_attempts";
  ALTER TABLE "demands" DROP COLUMN "lock_until";
  ALTER TABLE "owners" DROP COLUMN "login_attempts";
  ALTER TABLE "owners" DROP COLUMN "lock_until";
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "submissions_idempotency_key_idx";
  ALTER TABLE "demands" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "demands" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "owners" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "owners" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "submissions" DROP COLUMN "idempotency_key";
  ALTER TABLE "submissions" DROP COLUMN "answer";`)
}
