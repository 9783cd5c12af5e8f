import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_settings_organisation_biv_titles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_organisation_biv_titles_order_idx\` ON \`site_settings_organisation_biv_titles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_organisation_biv_titles_parent_idx\` ON \`site_settings_organisation_biv_titles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_locales\` (
  	\`organisation_supervisor_name\` text,
  	\`organisation_supervisor_address\` text,
  	\`organisation_supervisor_website\` text,
  	\`organisation_deontology_name\` text,
  	\`organisation_deontology_url\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`organisation_title_country\` text DEFAULT 'BE';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`organisation_insurer_name\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`organisation_insurer_policy_number\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_settings_organisation_biv_titles\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`organisation_title_country\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`organisation_insurer_name\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`organisation_insurer_policy_number\`;`)
}
