import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`purchase_costs_flanders_standard\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`purchase_costs_flanders_own_home\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`purchase_costs_flanders_own_home_renovation\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`purchase_costs_brussels_standard\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`purchase_costs_brussels_abatement\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`purchase_costs_brussels_abatement_price_cap\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`purchase_costs_wallonia_standard\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`purchase_costs_wallonia_own_home\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`purchase_costs_vat\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`purchase_costs_deed_admin_costs\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`purchase_costs_deed_fixed_costs\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`purchase_costs_mortgage_admin_costs\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`purchase_costs_mortgage_fixed_costs\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`purchase_costs_mortgage_rate\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`purchase_costs_flanders_standard\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`purchase_costs_flanders_own_home\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`purchase_costs_flanders_own_home_renovation\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`purchase_costs_brussels_standard\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`purchase_costs_brussels_abatement\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`purchase_costs_brussels_abatement_price_cap\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`purchase_costs_wallonia_standard\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`purchase_costs_wallonia_own_home\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`purchase_costs_vat\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`purchase_costs_deed_admin_costs\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`purchase_costs_deed_fixed_costs\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`purchase_costs_mortgage_admin_costs\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`purchase_costs_mortgage_fixed_costs\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`purchase_costs_mortgage_rate\`;`)
}
