import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { backfillMissingMentions } from '../missingMentionsBackfill'

/** Issue 32 point 6: what each listing's adverts lack, for the admin's column and "mentions missing" filter; existing listings backfilled. */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_properties_missing_mentions" AS ENUM('epc', 'co2', 'pScore', 'gScore', 'permit', 'planningDestination', 'summons', 'judicialDecision', 'preemptiveRights', 'allotmentPermit');
  CREATE TABLE "properties_missing_mentions" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_properties_missing_mentions",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "properties_missing_mentions" ADD CONSTRAINT "properties_missing_mentions_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "properties_missing_mentions_order_idx" ON "properties_missing_mentions" USING btree ("order");
  CREATE INDEX "properties_missing_mentions_parent_idx" ON "properties_missing_mentions" USING btree ("parent_id");
  CREATE INDEX "properties_missing_mentions_value_idx" ON "properties_missing_mentions" USING btree ("value");`)
  await backfillMissingMentions(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "properties_missing_mentions" CASCADE;
  DROP TYPE "public"."enum_properties_missing_mentions";`)
}
