import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`payload_folders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`folder_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`folder_id\`) REFERENCES \`payload_folders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_folders_name_idx\` ON \`payload_folders\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`payload_folders_folder_idx\` ON \`payload_folders\` (\`folder_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_folders_updated_at_idx\` ON \`payload_folders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_folders_created_at_idx\` ON \`payload_folders\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`properties_deleted_at_idx\` ON \`properties\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`menus\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`menus_deleted_at_idx\` ON \`menus\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_menus_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_deleted_at_idx\` ON \`_menus_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`modules\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`modules_deleted_at_idx\` ON \`modules\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_modules_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_modules_v_version_version_deleted_at_idx\` ON \`_modules_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`articles_deleted_at_idx\` ON \`articles\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_deleted_at_idx\` ON \`_articles_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`testimonials_deleted_at_idx\` ON \`testimonials\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_testimonials_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_deleted_at_idx\` ON \`_testimonials_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`folder_id\` integer REFERENCES payload_folders(id);`)
  await db.run(sql`CREATE INDEX \`media_folder_idx\` ON \`media\` (\`folder_id\`);`)
  await db.run(sql`ALTER TABLE \`submissions\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`submissions_deleted_at_idx\` ON \`submissions\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`payload_folders_id\` integer REFERENCES payload_folders(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payload_folders_id_idx\` ON \`payload_locked_documents_rels\` (\`payload_folders_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`payload_folders\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`external_id\` numeric,
  	\`prefix\` text DEFAULT 'media',
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
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_avif400_url\` text,
  	\`sizes_avif400_width\` numeric,
  	\`sizes_avif400_height\` numeric,
  	\`sizes_avif400_mime_type\` text,
  	\`sizes_avif400_filesize\` numeric,
  	\`sizes_avif400_filename\` text,
  	\`sizes_avif800_url\` text,
  	\`sizes_avif800_width\` numeric,
  	\`sizes_avif800_height\` numeric,
  	\`sizes_avif800_mime_type\` text,
  	\`sizes_avif800_filesize\` numeric,
  	\`sizes_avif800_filename\` text,
  	\`sizes_avif1280_url\` text,
  	\`sizes_avif1280_width\` numeric,
  	\`sizes_avif1280_height\` numeric,
  	\`sizes_avif1280_mime_type\` text,
  	\`sizes_avif1280_filesize\` numeric,
  	\`sizes_avif1280_filename\` text,
  	\`sizes_avif1920_url\` text,
  	\`sizes_avif1920_width\` numeric,
  	\`sizes_avif1920_height\` numeric,
  	\`sizes_avif1920_mime_type\` text,
  	\`sizes_avif1920_filesize\` numeric,
  	\`sizes_avif1920_filename\` text,
  	\`sizes_avif2560_url\` text,
  	\`sizes_avif2560_width\` numeric,
  	\`sizes_avif2560_height\` numeric,
  	\`sizes_avif2560_mime_type\` text,
  	\`sizes_avif2560_filesize\` numeric,
  	\`sizes_avif2560_filename\` text,
  	\`sizes_webp400_url\` text,
  	\`sizes_webp400_width\` numeric,
  	\`sizes_webp400_height\` numeric,
  	\`sizes_webp400_mime_type\` text,
  	\`sizes_webp400_filesize\` numeric,
  	\`sizes_webp400_filename\` text,
  	\`sizes_webp800_url\` text,
  	\`sizes_webp800_width\` numeric,
  	\`sizes_webp800_height\` numeric,
  	\`sizes_webp800_mime_type\` text,
  	\`sizes_webp800_filesize\` numeric,
  	\`sizes_webp800_filename\` text,
  	\`sizes_webp1280_url\` text,
  	\`sizes_webp1280_width\` numeric,
  	\`sizes_webp1280_height\` numeric,
  	\`sizes_webp1280_mime_type\` text,
  	\`sizes_webp1280_filesize\` numeric,
  	\`sizes_webp1280_filename\` text,
  	\`sizes_webp1920_url\` text,
  	\`sizes_webp1920_width\` numeric,
  	\`sizes_webp1920_height\` numeric,
  	\`sizes_webp1920_mime_type\` text,
  	\`sizes_webp1920_filesize\` numeric,
  	\`sizes_webp1920_filename\` text,
  	\`sizes_webp2560_url\` text,
  	\`sizes_webp2560_width\` numeric,
  	\`sizes_webp2560_height\` numeric,
  	\`sizes_webp2560_mime_type\` text,
  	\`sizes_webp2560_filesize\` numeric,
  	\`sizes_webp2560_filename\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_media\`("id", "external_id", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_thumbnail_url", "sizes_thumbnail_width", "sizes_thumbnail_height", "sizes_thumbnail_mime_type", "sizes_thumbnail_filesize", "sizes_thumbnail_filename", "sizes_avif400_url", "sizes_avif400_width", "sizes_avif400_height", "sizes_avif400_mime_type", "sizes_avif400_filesize", "sizes_avif400_filename", "sizes_avif800_url", "sizes_avif800_width", "sizes_avif800_height", "sizes_avif800_mime_type", "sizes_avif800_filesize", "sizes_avif800_filename", "sizes_avif1280_url", "sizes_avif1280_width", "sizes_avif1280_height", "sizes_avif1280_mime_type", "sizes_avif1280_filesize", "sizes_avif1280_filename", "sizes_avif1920_url", "sizes_avif1920_width", "sizes_avif1920_height", "sizes_avif1920_mime_type", "sizes_avif1920_filesize", "sizes_avif1920_filename", "sizes_avif2560_url", "sizes_avif2560_width", "sizes_avif2560_height", "sizes_avif2560_mime_type", "sizes_avif2560_filesize", "sizes_avif2560_filename", "sizes_webp400_url", "sizes_webp400_width", "sizes_webp400_height", "sizes_webp400_mime_type", "sizes_webp400_filesize", "sizes_webp400_filename", "sizes_webp800_url", "sizes_webp800_width", "sizes_webp800_height", "sizes_webp800_mime_type", "sizes_webp800_filesize", "sizes_webp800_filename", "sizes_webp1280_url", "sizes_webp1280_width", "sizes_webp1280_height", "sizes_webp1280_mime_type", "sizes_webp1280_filesize", "sizes_webp1280_filename", "sizes_webp1920_url", "sizes_webp1920_width", "sizes_webp1920_height", "sizes_webp1920_mime_type", "sizes_webp1920_filesize", "sizes_webp1920_filename", "sizes_webp2560_url", "sizes_webp2560_width", "sizes_webp2560_height", "sizes_webp2560_mime_type", "sizes_webp2560_filesize", "sizes_webp2560_filename") SELECT "id", "external_id", "prefix", "_objectkey", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y", "sizes_thumbnail_url", "sizes_thumbnail_width", "sizes_thumbnail_height", "sizes_thumbnail_mime_type", "sizes_thumbnail_filesize", "sizes_thumbnail_filename", "sizes_avif400_url", "sizes_avif400_width", "sizes_avif400_height", "sizes_avif400_mime_type", "sizes_avif400_filesize", "sizes_avif400_filename", "sizes_avif800_url", "sizes_avif800_width", "sizes_avif800_height", "sizes_avif800_mime_type", "sizes_avif800_filesize", "sizes_avif800_filename", "sizes_avif1280_url", "sizes_avif1280_width", "sizes_avif1280_height", "sizes_avif1280_mime_type", "sizes_avif1280_filesize", "sizes_avif1280_filename", "sizes_avif1920_url", "sizes_avif1920_width", "sizes_avif1920_height", "sizes_avif1920_mime_type", "sizes_avif1920_filesize", "sizes_avif1920_filename", "sizes_avif2560_url", "sizes_avif2560_width", "sizes_avif2560_height", "sizes_avif2560_mime_type", "sizes_avif2560_filesize", "sizes_avif2560_filename", "sizes_webp400_url", "sizes_webp400_width", "sizes_webp400_height", "sizes_webp400_mime_type", "sizes_webp400_filesize", "sizes_webp400_filename", "sizes_webp800_url", "sizes_webp800_width", "sizes_webp800_height", "sizes_webp800_mime_type", "sizes_webp800_filesize", "sizes_webp800_filename", "sizes_webp1280_url", "sizes_webp1280_width", "sizes_webp1280_height", "sizes_webp1280_mime_type", "sizes_webp1280_filesize", "sizes_webp1280_filename", "sizes_webp1920_url", "sizes_webp1920_width", "sizes_webp1920_height", "sizes_webp1920_mime_type", "sizes_webp1920_filesize", "sizes_webp1920_filename", "sizes_webp2560_url", "sizes_webp2560_width", "sizes_webp2560_height", "sizes_webp2560_mime_type", "sizes_webp2560_filesize", "sizes_webp2560_filename" FROM \`media\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`ALTER TABLE \`__new_media\` RENAME TO \`media\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_external_id_idx\` ON \`media\` (\`external_id\`);`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_avif400_sizes_avif400_filename_idx\` ON \`media\` (\`sizes_avif400_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_avif800_sizes_avif800_filename_idx\` ON \`media\` (\`sizes_avif800_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_avif1280_sizes_avif1280_filename_idx\` ON \`media\` (\`sizes_avif1280_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_avif1920_sizes_avif1920_filename_idx\` ON \`media\` (\`sizes_avif1920_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_avif2560_sizes_avif2560_filename_idx\` ON \`media\` (\`sizes_avif2560_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_webp400_sizes_webp400_filename_idx\` ON \`media\` (\`sizes_webp400_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_webp800_sizes_webp800_filename_idx\` ON \`media\` (\`sizes_webp800_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_webp1280_sizes_webp1280_filename_idx\` ON \`media\` (\`sizes_webp1280_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_webp1920_sizes_webp1920_filename_idx\` ON \`media\` (\`sizes_webp1920_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_webp2560_sizes_webp2560_filename_idx\` ON \`media\` (\`sizes_webp2560_filename\`);`)
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
  	\`crm_imports_id\` integer,
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
  	FOREIGN KEY (\`crm_imports_id\`) REFERENCES \`crm_imports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`emails_id\`) REFERENCES \`emails\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`claims_id\`) REFERENCES \`claims\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`owners_id\`) REFERENCES \`owners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "properties_id", "projects_id", "property_types_id", "cities_id", "menus_id", "modules_id", "articles_id", "categories_id", "testimonials_id", "advisors_id", "media_id", "translations_id", "submissions_id", "attachments_id", "demands_id", "listing_watches_id", "appointments_id", "property_stats_id", "crm_imports_id", "emails_id", "claims_id", "owners_id", "users_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "properties_id", "projects_id", "property_types_id", "cities_id", "menus_id", "modules_id", "articles_id", "categories_id", "testimonials_id", "advisors_id", "media_id", "translations_id", "submissions_id", "attachments_id", "demands_id", "listing_watches_id", "appointments_id", "property_stats_id", "crm_imports_id", "emails_id", "claims_id", "owners_id", "users_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_crm_imports_id_idx\` ON \`payload_locked_documents_rels\` (\`crm_imports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_emails_id_idx\` ON \`payload_locked_documents_rels\` (\`emails_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_owners_id_idx\` ON \`payload_locked_documents_rels\` (\`owners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`DROP INDEX \`properties_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`menus_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`menus\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_menus_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_menus_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`modules_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`modules\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_modules_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_modules_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`articles_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_articles_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`testimonials_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`testimonials\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_testimonials_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_testimonials_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`submissions_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`submissions\` DROP COLUMN \`deleted_at\`;`)
}
