import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "purchase_costs_flanders_standard" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "purchase_costs_flanders_own_home" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "purchase_costs_flanders_own_home_renovation" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "purchase_costs_brussels_standard" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "purchase_costs_brussels_abatement" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "purchase_costs_brussels_abatement_price_cap" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "purchase_costs_wallonia_standard" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "purchase_costs_wallonia_own_home" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "purchase_costs_vat" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "purchase_costs_deed_admin_costs" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "purchase_costs_deed_fixed_costs" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "purchase_costs_mortgage_admin_costs" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "purchase_costs_mortgage_fixed_costs" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "purchase_costs_mortgage_rate" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "purchase_costs_flanders_standard";
  ALTER TABLE "site_settings" DROP COLUMN "purchase_costs_flanders_own_home";
  ALTER TABLE "site_settings" DROP COLUMN "purchase_costs_flanders_own_home_renovation";
  ALTER TABLE "site_settings" DROP COLUMN "purchase_costs_brussels_standard";
  ALTER TABLE "site_settings" DROP COLUMN "purchase_costs_brussels_abatement";
  ALTER TABLE "site_settings" DROP COLUMN "purchase_costs_brussels_abatement_price_cap";
  ALTER TABLE "site_settings" DROP COLUMN "purchase_costs_wallonia_standard";
  ALTER TABLE "site_settings" DROP COLUMN "purchase_costs_wallonia_own_home";
  ALTER TABLE "site_settings" DROP COLUMN "purchase_costs_vat";
  ALTER TABLE "site_settings" DROP COLUMN "purchase_costs_deed_admin_costs";
  ALTER TABLE "site_settings" DROP COLUMN "purchase_costs_deed_fixed_costs";
  ALTER TABLE "site_settings" DROP COLUMN "purchase_costs_mortgage_admin_costs";
  ALTER TABLE "site_settings" DROP COLUMN "purchase_costs_mortgage_fixed_costs";
  ALTER TABLE "site_settings" DROP COLUMN "purchase_costs_mortgage_rate";`)
}
