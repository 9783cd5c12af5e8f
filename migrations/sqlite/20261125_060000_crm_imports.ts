import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`crm_imports_invalid_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`list\` text,
  	\`position\` numeric,
  	\`row_id\` text,
  	\`reason\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`crm_imports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`crm_imports_invalid_rows_order_idx\` ON \`crm_imports_invalid_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`crm_imports_invalid_rows_parent_id_idx\` ON \`crm_imports_invalid_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`crm_imports_warnings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`message\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`crm_imports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`crm_imports_warnings_order_idx\` ON \`crm_imports_warnings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`crm_imports_warnings_parent_id_idx\` ON \`crm_imports_warnings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`crm_imports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'queued' NOT NULL,
  	\`uploaded_by_id\` integer,
  	\`started_at\` text,
  	\`finished_at\` text,
  	\`progress_stage\` text,
  	\`progress_done\` numeric,
  	\`progress_total\` numeric,
  	\`report_types_created\` numeric,
  	\`report_types_updated\` numeric,
  	\`report_types_unchanged\` numeric,
  	\`report_cities_created\` numeric,
  	\`report_cities_updated\` numeric,
  	\`report_cities_unchanged\` numeric,
  	\`report_projects_created\` numeric,
  	\`report_projects_updated\` numeric,
  	\`report_projects_unchanged\` numeric,
  	\`report_properties_created\` numeric,
  	\`report_properties_updated\` numeric,
  	\`report_properties_unchanged\` numeric,
  	\`report_media_created\` numeric,
  	\`report_type_counts\` numeric,
  	\`report_city_counts\` numeric,
  	\`report_demand_alerts\` numeric,
  	\`report_listing_alerts\` numeric,
  	\`report_unchanged\` integer,
  	\`invalid_count\` numeric,
  	\`error_code\` text,
  	\`error_message\` text,
  	\`prefix\` text DEFAULT 'private/crm-imports',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`uploaded_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`crm_imports_status_idx\` ON \`crm_imports\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`crm_imports_uploaded_by_idx\` ON \`crm_imports\` (\`uploaded_by_id\`);`)
  await db.run(sql`CREATE INDEX \`crm_imports_updated_at_idx\` ON \`crm_imports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`crm_imports_created_at_idx\` ON \`crm_imports\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`crm_imports_filename_idx\` ON \`crm_imports\` (\`filename\`);`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`concurrency_key\` text;`)
  await db.run(sql`CREATE INDEX \`payload_jobs_concurrency_key_idx\` ON \`payload_jobs\` (\`concurrency_key\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`crm_imports_id\` integer REFERENCES crm_imports(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_crm_imports_id_idx\` ON \`payload_locked_documents_rels\` (\`crm_imports_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`crm_imports_invalid_rows\`;`)
  await db.run(sql`DROP TABLE \`crm_imports_warnings\`;`)
  await db.run(sql`DROP TABLE \`crm_imports\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`properties_id\` integer,
  	\`projects_id\` integer,
  	\`property_types_id\` integer,
  	\`cities_id\` integer,
  	\`menus_id\` integer,
  	\`modules_id\` integer,
  	\`articles_id\` integer,
  	\`categories_id\` integer,
  	\`testimonials_id\` integer,
  	\`advisors_id\` integer,
  	\`media_id\` integer,
  	\`translations_id\` integer,
  	\`submissions_id\` integer,
  	\`attachments_id\` integer,
  	\`demands_id\` integer,
  	\`listing_watches_id\` integer,
  	\`appointments_id\` integer,
  	\`property_stats_id\` integer,
  	\`emails_id\` integer,
  	\`claims_id\` integer,
  	\`owners_id\` integer,
  	\`users_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`properties_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`property_types_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cities_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`menus_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`modules_id\`) REFERENCES \`modules\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`advisors_id\`) REFERENCES \`advisors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`translations_id\`) REFERENCES \`translations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`submissions_id\`) REFERENCES \`submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attachments_id\`) REFERENCES \`attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`demands_id\`) REFERENCES \`demands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`listing_watches_id\`) REFERENCES \`listing_watches\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appointments_id\`) REFERENCES \`appointments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`property_stats_id\`) REFERENCES \`property_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`emails_id\`) REFERENCES \`emails\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`claims_id\`) REFERENCES \`claims\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`owners_id\`) REFERENCES \`owners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "properties_id", "projects_id", "property_types_id", "cities_id", "menus_id", "modules_id", "articles_id", "categories_id", "testimonials_id", "advisors_id", "media_id", "translations_id", "submissions_id", "attachments_id", "demands_id", "listing_watches_id", "appointments_id", "property_stats_id", "emails_id", "claims_id", "owners_id", "users_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "properties_id", "projects_id", "property_types_id", "cities_id", "menus_id", "modules_id", "articles_id", "categories_id", "testimonials_id", "advisors_id", "media_id", "translations_id", "submissions_id", "attachments_id", "demands_id", "listing_watches_id", "appointments_id", "property_stats_id", "emails_id", "claims_id", "owners_id", "users_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_properties_id_idx\` ON \`payload_locked_documents_rels\` (\`properties_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_property_types_id_idx\` ON \`payload_locked_documents_rels\` (\`property_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cities_id_idx\` ON \`payload_locked_documents_rels\` (\`cities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_menus_id_idx\` ON \`payload_locked_documents_rels\` (\`menus_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_modules_id_idx\` ON \`payload_locked_documents_rels\` (\`modules_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_advisors_id_idx\` ON \`payload_locked_documents_rels\` (\`advisors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_translations_id_idx\` ON \`payload_locked_documents_rels\` (\`translations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attachments_id_idx\` ON \`payload_locked_documents_rels\` (\`attachments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_demands_id_idx\` ON \`payload_locked_documents_rels\` (\`demands_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_listing_watches_id_idx\` ON \`payload_locked_documents_rels\` (\`listing_watches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appointments_id_idx\` ON \`payload_locked_documents_rels\` (\`appointments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_property_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`property_stats_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_emails_id_idx\` ON \`payload_locked_documents_rels\` (\`emails_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_owners_id_idx\` ON \`payload_locked_documents_rels\` (\`owners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`DROP INDEX \`payload_jobs_concurrency_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`concurrency_key\`;`)
}
