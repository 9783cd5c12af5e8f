import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_demands_opt_in_status" AS ENUM('pending', 'confirmed');
  ALTER TYPE "public"."enum_submissions_type" ADD VALUE 'saved-search';
  ALTER TABLE "demands" ADD COLUMN "opt_in_status" "enum_demands_opt_in_status";
  ALTER TABLE "demands" ADD COLUMN "opt_in_confirm_token_hash" varchar;
  ALTER TABLE "demands" ADD COLUMN "opt_in_confirm_expires_at" timestamp(3) with time zone;
  ALTER TABLE "demands" ADD COLUMN "opt_in_confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "demands" ADD COLUMN "opt_in_criteria" jsonb;
  CREATE INDEX "demands_opt_in_opt_in_confirm_token_hash_idx" ON "demands" USING btree ("opt_in_confirm_token_hash");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "submissions" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_submissions_type";
  CREATE TYPE "public"."enum_submissions_type" AS ENUM('site-contact', 'site-contact-small', 'property-info', 'visit', 'valuation', 'demand', 'send-to-friend', 'documents', 'offer', 'rental-application', 'testimonial', 'newsletter', 'job-application', 'project-info', 'listing-alert');
  ALTER TABLE "submissions" ALTER COLUMN "type" SET DATA TYPE "public"."enum_submissions_type" USING "type"::"public"."enum_submissions_type";
  DROP INDEX "demands_opt_in_opt_in_confirm_token_hash_idx";
  ALTER TABLE "demands" DROP COLUMN "opt_in_status";
  ALTER TABLE "demands" DROP COLUMN "opt_in_confirm_token_hash";
  ALTER TABLE "demands" DROP COLUMN "opt_in_confirm_expires_at";
  ALTER TABLE "demands" DROP COLUMN "opt_in_confirmed_at";
  ALTER TABLE "demands" DROP COLUMN "opt_in_criteria";
  DROP TYPE "public"."enum_demands_opt_in_status";`)
}
