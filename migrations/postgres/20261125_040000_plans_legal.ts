import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_organisation_biv_titles" AS ENUM('broker', 'syndic');
  CREATE TYPE "public"."enum_site_settings_organisation_title_country" AS ENUM('BE', 'LU', 'NL', 'FR', 'DE');
  CREATE TABLE "site_settings_organisation_biv_titles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_site_settings_organisation_biv_titles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "site_settings_locales" (
  	"organisation_supervisor_name" varchar,
  	"organisation_supervisor_address" varchar,
  	"organisation_supervisor_website" varchar,
  	"organisation_deontology_name" varchar,
  	"organisation_deontology_url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "organisation_title_country" "enum_site_settings_organisation_title_country" DEFAULT 'BE';
  ALTER TABLE "site_settings" ADD COLUMN "organisation_insurer_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "organisation_insurer_policy_number" varchar;
  ALTER TABLE "site_settings_organisation_biv_titles" ADD CONSTRAINT "site_settings_organisation_biv_titles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_organisation_biv_titles_order_idx" ON "site_settings_organisation_biv_titles" USING btree ("order");
  CREATE INDEX "site_settings_organisation_biv_titles_parent_idx" ON "site_settings_organisation_biv_titles" USING btree ("parent_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_settings_organisation_biv_titles" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  ALTER TABLE "site_settings" DROP COLUMN "organisation_title_country";
  ALTER TABLE "site_settings" DROP COLUMN "organisation_insurer_name";
  ALTER TABLE "site_settings" DROP COLUMN "organisation_insurer_policy_number";
  DROP TYPE "public"."enum_site_settings_organisation_biv_titles";
  DROP TYPE "public"."enum_site_settings_organisation_title_country";`)
}
