import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Drafts and versions (issue 15.1): the versions tables of menus, modules, articles, projects,
 * testimonials, header, footer, top bar and popup, and their `_status`. Edited by hand after
 * `payload migrate:create`: drizzle copies the new `_status` column from the old tables it rebuilds
 * (which have none); every existing document and global is published instead, as it was on the site.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_projects_v_version_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_version_documents_order_idx\` ON \`_projects_v_version_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_documents_parent_id_idx\` ON \`_projects_v_version_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_documents_file_idx\` ON \`_projects_v_version_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_version_documents_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_version_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_version_documents_locales_locale_parent_id_uniqu\` ON \`_projects_v_version_documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_project_number\` text,
  	\`version_price_min\` numeric,
  	\`version_price_max\` numeric,
  	\`version_project_web_id\` numeric,
  	\`version_street\` text,
  	\`version_house_number\` text,
  	\`version_box_nr\` text,
  	\`version_zip\` text,
  	\`version_city\` text,
  	\`version_country_id\` text DEFAULT '10',
  	\`version_public_address\` integer DEFAULT true,
  	\`version_latitude\` numeric,
  	\`version_longitude\` numeric,
  	\`version_external_id\` numeric,
  	\`version_published\` integer DEFAULT true,
  	\`version_goal\` text DEFAULT 'sale',
  	\`version_status\` text DEFAULT 'available',
  	\`version_advisor_id\` integer,
  	\`version_import_hash\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_advisor_id\`) REFERENCES \`advisors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_parent_idx\` ON \`_projects_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_price_min_idx\` ON \`_projects_v\` (\`version_price_min\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_zip_idx\` ON \`_projects_v\` (\`version_zip\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_city_idx\` ON \`_projects_v\` (\`version_city\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_external_id_idx\` ON \`_projects_v\` (\`version_external_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_published_idx\` ON \`_projects_v\` (\`version_published\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_status_idx\` ON \`_projects_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_advisor_idx\` ON \`_projects_v\` (\`version_advisor_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_updated_at_idx\` ON \`_projects_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_created_at_idx\` ON \`_projects_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version__status_idx\` ON \`_projects_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_created_at_idx\` ON \`_projects_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_updated_at_idx\` ON \`_projects_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_snapshot_idx\` ON \`_projects_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_published_locale_idx\` ON \`_projects_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_latest_idx\` ON \`_projects_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_autosave_idx\` ON \`_projects_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_delivery\` text,
  	\`version_type_summary\` text,
  	\`version_slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_slug_idx\` ON \`_projects_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_locales_locale_parent_id_unique\` ON \`_projects_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`property_types_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`property_types_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_order_idx\` ON \`_projects_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_parent_idx\` ON \`_projects_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_path_idx\` ON \`_projects_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_property_types_id_idx\` ON \`_projects_v_rels\` (\`property_types_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_rels_media_id_idx\` ON \`_projects_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_title_public\` integer DEFAULT true,
  	\`version_description_public\` integer DEFAULT false,
  	\`version_image_id\` integer,
  	\`version_show_page_banner\` integer DEFAULT false,
  	\`version_banner_type\` text DEFAULT 'image',
  	\`version_banner_image_id\` integer,
  	\`version_banner_video_id\` integer,
  	\`version_banner_video_poster_id\` integer,
  	\`version_banner_video_mobile_id\` integer,
  	\`version_banner_video_mobile_poster_id\` integer,
  	\`version_banner_color\` text,
  	\`version_banner_transparent\` integer,
  	\`version_is_active_s_e_o\` integer DEFAULT true,
  	\`version_meta_social_type\` text DEFAULT 'website',
  	\`version_meta_social_image_id\` integer,
  	\`version_meta_short_message_site\` text,
  	\`version_meta_short_message_image_id\` integer,
  	\`version_show_bread_crumb\` integer DEFAULT true,
  	\`version_is_have_sub_menu\` integer,
  	\`version_show_fixed_menu\` integer,
  	\`version_no_referrer_no_follow\` integer,
  	\`version_no_cookie_popup\` integer,
  	\`version_redirect\` integer,
  	\`version_redirect_new_tab\` integer DEFAULT true,
  	\`version_logo_id\` integer,
  	\`version_css\` text,
  	\`version_original_path\` text,
  	\`version_status\` text DEFAULT 'published',
  	\`version_show_in_menu\` integer DEFAULT true,
  	\`version_page_type\` text DEFAULT 'module',
  	\`version_parent_id\` integer,
  	\`version_sort\` numeric DEFAULT 0,
  	\`version_advisor_id\` integer,
  	\`version_legacy_id\` numeric,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_banner_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_banner_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_banner_video_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_banner_video_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_banner_video_mobile_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_social_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_short_message_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_advisor_id\`) REFERENCES \`advisors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_parent_idx\` ON \`_menus_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_image_idx\` ON \`_menus_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_banner_version_banner_image_idx\` ON \`_menus_v\` (\`version_banner_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_banner_version_banner_video_idx\` ON \`_menus_v\` (\`version_banner_video_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_banner_version_banner_video_poster_idx\` ON \`_menus_v\` (\`version_banner_video_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_banner_version_banner_video_mobile_idx\` ON \`_menus_v\` (\`version_banner_video_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_banner_version_banner_video_mobile_post_idx\` ON \`_menus_v\` (\`version_banner_video_mobile_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_meta_social_version_meta_social_image_idx\` ON \`_menus_v\` (\`version_meta_social_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_meta_short_message_version_meta_short_m_idx\` ON \`_menus_v\` (\`version_meta_short_message_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_logo_idx\` ON \`_menus_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_original_path_idx\` ON \`_menus_v\` (\`version_original_path\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_status_idx\` ON \`_menus_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_parent_idx\` ON \`_menus_v\` (\`version_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_sort_idx\` ON \`_menus_v\` (\`version_sort\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_advisor_idx\` ON \`_menus_v\` (\`version_advisor_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_legacy_id_idx\` ON \`_menus_v\` (\`version_legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_updated_at_idx\` ON \`_menus_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_created_at_idx\` ON \`_menus_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version__status_idx\` ON \`_menus_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_created_at_idx\` ON \`_menus_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_updated_at_idx\` ON \`_menus_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_snapshot_idx\` ON \`_menus_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_published_locale_idx\` ON \`_menus_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_latest_idx\` ON \`_menus_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_autosave_idx\` ON \`_menus_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_content\` text,
  	\`version_banner_title\` text,
  	\`version_banner_description\` text,
  	\`version_meta_page_title\` text,
  	\`version_meta_metadata_title\` text,
  	\`version_meta_metadata_description\` text,
  	\`version_meta_social_title\` text,
  	\`version_meta_social_url\` text,
  	\`version_meta_social_description\` text,
  	\`version_meta_short_message_title\` text,
  	\`version_meta_short_message_description\` text,
  	\`version_meta_schema_data\` text,
  	\`version_redirect_url\` text,
  	\`version_path\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_menus_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_path_idx\` ON \`_menus_v_locales\` (\`version_path\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_menus_v_locales_locale_parent_id_unique\` ON \`_menus_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`modules_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_menus_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`modules_id\`) REFERENCES \`modules\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_rels_order_idx\` ON \`_menus_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_rels_parent_idx\` ON \`_menus_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_rels_path_idx\` ON \`_menus_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_rels_modules_id_idx\` ON \`_menus_v_rels\` (\`modules_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_rels_media_id_idx\` ON \`_menus_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_modules_v_blocks_article\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_modules_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_modules_v_blocks_article_order_idx\` ON \`_modules_v_blocks_article\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_modules_v_blocks_article_parent_id_idx\` ON \`_modules_v_blocks_article\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_modules_v_blocks_article_path_idx\` ON \`_modules_v_blocks_article\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_modules_v_blocks_property_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`listing\` text DEFAULT 'for-sale',
  	\`show_search\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_modules_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_modules_v_blocks_property_list_order_idx\` ON \`_modules_v_blocks_property_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_modules_v_blocks_property_list_parent_id_idx\` ON \`_modules_v_blocks_property_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_modules_v_blocks_property_list_path_idx\` ON \`_modules_v_blocks_property_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_modules_v_blocks_project_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`include_sold_out\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_modules_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_modules_v_blocks_project_list_order_idx\` ON \`_modules_v_blocks_project_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_modules_v_blocks_project_list_parent_id_idx\` ON \`_modules_v_blocks_project_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_modules_v_blocks_project_list_path_idx\` ON \`_modules_v_blocks_project_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_modules_v_blocks_category\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category_id\` integer,
  	\`paginate\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_modules_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_modules_v_blocks_category_order_idx\` ON \`_modules_v_blocks_category\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_modules_v_blocks_category_parent_id_idx\` ON \`_modules_v_blocks_category\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_modules_v_blocks_category_path_idx\` ON \`_modules_v_blocks_category\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_modules_v_blocks_category_category_idx\` ON \`_modules_v_blocks_category\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`_modules_v_blocks_external\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`height\` numeric DEFAULT 400,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_modules_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_modules_v_blocks_external_order_idx\` ON \`_modules_v_blocks_external\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_modules_v_blocks_external_parent_id_idx\` ON \`_modules_v_blocks_external\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_modules_v_blocks_external_path_idx\` ON \`_modules_v_blocks_external\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_modules_v_blocks_external_locales\` (
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_modules_v_blocks_external\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_modules_v_blocks_external_locales_locale_parent_id_unique\` ON \`_modules_v_blocks_external_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_modules_v_blocks_contact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'full',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_modules_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_modules_v_blocks_contact_order_idx\` ON \`_modules_v_blocks_contact\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_modules_v_blocks_contact_parent_id_idx\` ON \`_modules_v_blocks_contact\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_modules_v_blocks_contact_path_idx\` ON \`_modules_v_blocks_contact\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_modules_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_title_public\` integer DEFAULT true,
  	\`version_title_size\` text DEFAULT 'h2',
  	\`version_view\` text DEFAULT 'module-view',
  	\`version_max_items\` numeric DEFAULT 4,
  	\`version_number_item_of_row\` numeric DEFAULT 3,
  	\`version_span\` text DEFAULT '12',
  	\`version_position\` numeric DEFAULT 0,
  	\`version_is_has_subcategories\` integer,
  	\`version_col_sm\` text DEFAULT '12',
  	\`version_col_md\` text DEFAULT '12',
  	\`version_col_lg\` text DEFAULT '12',
  	\`version_class\` text,
  	\`version_background_type\` text,
  	\`version_color_background\` text,
  	\`version_image_id\` integer,
  	\`version_status\` text DEFAULT 'published',
  	\`version_sort\` numeric DEFAULT 0,
  	\`version_legacy_id\` numeric,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`modules\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_modules_v_parent_idx\` ON \`_modules_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_modules_v_version_version_image_idx\` ON \`_modules_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_modules_v_version_version_status_idx\` ON \`_modules_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_modules_v_version_version_legacy_id_idx\` ON \`_modules_v\` (\`version_legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`_modules_v_version_version_updated_at_idx\` ON \`_modules_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_modules_v_version_version_created_at_idx\` ON \`_modules_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_modules_v_version_version__status_idx\` ON \`_modules_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_modules_v_created_at_idx\` ON \`_modules_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_modules_v_updated_at_idx\` ON \`_modules_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_modules_v_snapshot_idx\` ON \`_modules_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_modules_v_published_locale_idx\` ON \`_modules_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_modules_v_latest_idx\` ON \`_modules_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_modules_v_autosave_idx\` ON \`_modules_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_modules_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_description2\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_modules_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_modules_v_locales_locale_parent_id_unique\` ON \`_modules_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_modules_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`articles_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_modules_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_modules_v_rels_order_idx\` ON \`_modules_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_modules_v_rels_parent_idx\` ON \`_modules_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_modules_v_rels_path_idx\` ON \`_modules_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_modules_v_rels_articles_id_idx\` ON \`_modules_v_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`_modules_v_rels_media_id_idx\` ON \`_modules_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_image_id\` integer,
  	\`version_category_id\` integer,
  	\`version_status\` text DEFAULT 'published',
  	\`version_publish_date\` text,
  	\`version_original_slug\` text,
  	\`version_sort\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_parent_idx\` ON \`_articles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_image_idx\` ON \`_articles_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_category_idx\` ON \`_articles_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_status_idx\` ON \`_articles_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_publish_date_idx\` ON \`_articles_v\` (\`version_publish_date\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_original_slug_idx\` ON \`_articles_v\` (\`version_original_slug\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_updated_at_idx\` ON \`_articles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_created_at_idx\` ON \`_articles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version__status_idx\` ON \`_articles_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_created_at_idx\` ON \`_articles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_updated_at_idx\` ON \`_articles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_snapshot_idx\` ON \`_articles_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_published_locale_idx\` ON \`_articles_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_latest_idx\` ON \`_articles_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_autosave_idx\` ON \`_articles_v\` (\`autosave\`);`)
  await db.run(sql`CREATE INDEX \`version_category_version_status_version_publishDate_idx\` ON \`_articles_v\` (\`version_category_id\`,\`version_status\`,\`version_publish_date\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_locales\` (
  	\`version_title\` text,
  	\`version_subtitle\` text,
  	\`version_excerpt\` text,
  	\`version_content\` text,
  	\`version_slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_slug_idx\` ON \`_articles_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_locales_locale_parent_id_unique\` ON \`_articles_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_testimonials_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_website\` text,
  	\`version_about_you\` text,
  	\`version_comment\` text,
  	\`version_image_id\` integer,
  	\`version_status\` text DEFAULT 'pending',
  	\`version_posted_at\` text,
  	\`version_posted_by\` text,
  	\`version_locale\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_testimonials_v_parent_idx\` ON \`_testimonials_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_image_idx\` ON \`_testimonials_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_status_idx\` ON \`_testimonials_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_posted_at_idx\` ON \`_testimonials_v\` (\`version_posted_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_updated_at_idx\` ON \`_testimonials_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_created_at_idx\` ON \`_testimonials_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version__status_idx\` ON \`_testimonials_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_created_at_idx\` ON \`_testimonials_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_updated_at_idx\` ON \`_testimonials_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_snapshot_idx\` ON \`_testimonials_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_published_locale_idx\` ON \`_testimonials_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_latest_idx\` ON \`_testimonials_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_autosave_idx\` ON \`_testimonials_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_header_v_version_header_links_left\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_header_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_header_v_version_header_links_left_order_idx\` ON \`_header_v_version_header_links_left\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_version_header_links_left_parent_id_idx\` ON \`_header_v_version_header_links_left\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_header_v_version_header_links_left_locales\` (
  	\`label\` text,
  	\`link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_header_v_version_header_links_left\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_header_v_version_header_links_left_locales_locale_parent_id\` ON \`_header_v_version_header_links_left_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_header_v_version_header_links_right\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_header_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_header_v_version_header_links_right_order_idx\` ON \`_header_v_version_header_links_right\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_version_header_links_right_parent_id_idx\` ON \`_header_v_version_header_links_right\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_header_v_version_header_links_right_locales\` (
  	\`label\` text,
  	\`link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_header_v_version_header_links_right\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_header_v_version_header_links_right_locales_locale_parent_i\` ON \`_header_v_version_header_links_right_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_header_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_app_bar_bg_color\` text DEFAULT '#ffffff',
  	\`version_app_bar_text_color\` text DEFAULT '#12355b',
  	\`version_app_bar_change_on_scroll\` integer DEFAULT true,
  	\`version_menu_show_home_menu\` integer DEFAULT true,
  	\`version_menu_menu_font_size\` numeric DEFAULT 16,
  	\`version_menu_mobile_position\` text DEFAULT 'right',
  	\`version_menu_mobile_bg_color\` text DEFAULT '#12355b',
  	\`version_menu_mobile_text_color\` text DEFAULT '#ffffff',
  	\`version_language_switcher_position\` text DEFAULT 'right',
  	\`version_header_links_show\` integer DEFAULT false,
  	\`version_header_links_bg_color\` text,
  	\`version_logo_image_id\` integer,
  	\`version_logo_image_small_id\` integer,
  	\`version_logo_position\` text DEFAULT 'left',
  	\`version_logo_show_logo_at_start\` integer DEFAULT true,
  	\`version_banner_type\` text DEFAULT 'gallery',
  	\`version_banner_image_id\` integer,
  	\`version_banner_gallery_config_autoplay\` integer DEFAULT true,
  	\`version_banner_gallery_config_interval\` numeric DEFAULT 6,
  	\`version_banner_gallery_config_loop\` integer DEFAULT true,
  	\`version_banner_video_id\` integer,
  	\`version_banner_video_poster_id\` integer,
  	\`version_banner_video_mobile_id\` integer,
  	\`version_banner_video_mobile_poster_id\` integer,
  	\`version_banner_show_logo\` integer DEFAULT false,
  	\`version_property_search_show\` integer DEFAULT true,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_logo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_image_small_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_banner_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_banner_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_banner_video_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_banner_video_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_banner_video_mobile_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_header_v_version_logo_version_logo_image_idx\` ON \`_header_v\` (\`version_logo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_version_logo_version_logo_image_small_idx\` ON \`_header_v\` (\`version_logo_image_small_id\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_version_banner_version_banner_image_idx\` ON \`_header_v\` (\`version_banner_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_version_banner_version_banner_video_idx\` ON \`_header_v\` (\`version_banner_video_id\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_version_banner_version_banner_video_poster_idx\` ON \`_header_v\` (\`version_banner_video_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_version_banner_version_banner_video_mobile_idx\` ON \`_header_v\` (\`version_banner_video_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_version_banner_version_banner_video_mobile_pos_idx\` ON \`_header_v\` (\`version_banner_video_mobile_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_version_version__status_idx\` ON \`_header_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_created_at_idx\` ON \`_header_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_updated_at_idx\` ON \`_header_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_snapshot_idx\` ON \`_header_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_published_locale_idx\` ON \`_header_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_latest_idx\` ON \`_header_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_autosave_idx\` ON \`_header_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_header_v_locales\` (
  	\`version_banner_title\` text,
  	\`version_banner_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_header_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_header_v_locales_locale_parent_id_unique\` ON \`_header_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_header_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_header_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_header_v_rels_order_idx\` ON \`_header_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_rels_parent_idx\` ON \`_header_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_rels_path_idx\` ON \`_header_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_rels_media_id_idx\` ON \`_header_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v_version_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title_public\` integer DEFAULT true,
  	\`intro_text_public\` integer DEFAULT true,
  	\`full_text_public\` integer DEFAULT true,
  	\`image_id\` integer,
  	\`sm\` text DEFAULT '12',
  	\`md\` text DEFAULT '6',
  	\`lg\` text DEFAULT '3',
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_footer_v_version_columns_order_idx\` ON \`_footer_v_version_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_version_columns_parent_id_idx\` ON \`_footer_v_version_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_version_columns_image_idx\` ON \`_footer_v_version_columns\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v_version_columns_locales\` (
  	\`title\` text,
  	\`intro_text\` text,
  	\`full_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footer_v_version_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_footer_v_version_columns_locales_locale_parent_id_unique\` ON \`_footer_v_version_columns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_bg_color\` text DEFAULT '#12355b',
  	\`version_text_color\` text DEFAULT '#ffffff',
  	\`version_max_width\` numeric DEFAULT 1280,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_footer_v_version_version__status_idx\` ON \`_footer_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_created_at_idx\` ON \`_footer_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_updated_at_idx\` ON \`_footer_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_snapshot_idx\` ON \`_footer_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_published_locale_idx\` ON \`_footer_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_latest_idx\` ON \`_footer_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_autosave_idx\` ON \`_footer_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v_locales\` (
  	\`version_copyright\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_footer_v_locales_locale_parent_id_unique\` ON \`_footer_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_top_bar_v_version_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`color\` text,
  	\`status\` text DEFAULT 'published',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_top_bar_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_top_bar_v_version_items_order_idx\` ON \`_top_bar_v_version_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_top_bar_v_version_items_parent_id_idx\` ON \`_top_bar_v_version_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_top_bar_v_version_items_status_idx\` ON \`_top_bar_v_version_items\` (\`status\`);`)
  await db.run(sql`CREATE TABLE \`_top_bar_v_version_items_locales\` (
  	\`label\` text,
  	\`link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_top_bar_v_version_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_top_bar_v_version_items_locales_locale_parent_id_unique\` ON \`_top_bar_v_version_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_top_bar_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_show\` integer DEFAULT true,
  	\`version_bg_color\` text DEFAULT '#12355b',
  	\`version_text_color\` text DEFAULT '#ffffff',
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_top_bar_v_version_version__status_idx\` ON \`_top_bar_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_top_bar_v_created_at_idx\` ON \`_top_bar_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_top_bar_v_updated_at_idx\` ON \`_top_bar_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_top_bar_v_snapshot_idx\` ON \`_top_bar_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_top_bar_v_published_locale_idx\` ON \`_top_bar_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_top_bar_v_latest_idx\` ON \`_top_bar_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_top_bar_v_autosave_idx\` ON \`_top_bar_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_popup_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_is_published\` integer DEFAULT false,
  	\`version_delay\` numeric,
  	\`version_media_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_popup_v_version_version_media_idx\` ON \`_popup_v\` (\`version_media_id\`);`)
  await db.run(sql`CREATE INDEX \`_popup_v_version_version__status_idx\` ON \`_popup_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_popup_v_created_at_idx\` ON \`_popup_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_popup_v_updated_at_idx\` ON \`_popup_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_popup_v_snapshot_idx\` ON \`_popup_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_popup_v_published_locale_idx\` ON \`_popup_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_popup_v_latest_idx\` ON \`_popup_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_popup_v_autosave_idx\` ON \`_popup_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_popup_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_link\` text,
  	\`version_link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_popup_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_popup_v_locales_locale_parent_id_unique\` ON \`_popup_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_projects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`project_number\` text,
  	\`price_min\` numeric,
  	\`price_max\` numeric,
  	\`project_web_id\` numeric,
  	\`street\` text,
  	\`house_number\` text,
  	\`box_nr\` text,
  	\`zip\` text,
  	\`city\` text,
  	\`country_id\` text DEFAULT '10',
  	\`public_address\` integer DEFAULT true,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`external_id\` numeric,
  	\`published\` integer DEFAULT true,
  	\`goal\` text DEFAULT 'sale',
  	\`status\` text DEFAULT 'available',
  	\`advisor_id\` integer,
  	\`import_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`advisor_id\`) REFERENCES \`advisors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects\`("id", "project_number", "price_min", "price_max", "project_web_id", "street", "house_number", "box_nr", "zip", "city", "country_id", "public_address", "latitude", "longitude", "external_id", "published", "goal", "status", "advisor_id", "import_hash", "updated_at", "created_at", "_status") SELECT "id", "project_number", "price_min", "price_max", "project_web_id", "street", "house_number", "box_nr", "zip", "city", "country_id", "public_address", "latitude", "longitude", "external_id", "published", "goal", "status", "advisor_id", "import_hash", "updated_at", "created_at", 'published' FROM \`projects\`;`)
  await db.run(sql`DROP TABLE \`projects\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects\` RENAME TO \`projects\`;`)
  await db.run(sql`CREATE INDEX \`projects_price_min_idx\` ON \`projects\` (\`price_min\`);`)
  await db.run(sql`CREATE INDEX \`projects_zip_idx\` ON \`projects\` (\`zip\`);`)
  await db.run(sql`CREATE INDEX \`projects_city_idx\` ON \`projects\` (\`city\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_external_id_idx\` ON \`projects\` (\`external_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_published_idx\` ON \`projects\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`projects_status_idx\` ON \`projects\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`projects_advisor_idx\` ON \`projects\` (\`advisor_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_updated_at_idx\` ON \`projects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`projects_created_at_idx\` ON \`projects\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`projects__status_idx\` ON \`projects\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_projects_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`delivery\` text,
  	\`type_summary\` text,
  	\`slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects_locales\`("title", "description", "delivery", "type_summary", "slug", "id", "_locale", "_parent_id") SELECT "title", "description", "delivery", "type_summary", "slug", "id", "_locale", "_parent_id" FROM \`projects_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects_locales\` RENAME TO \`projects_locales\`;`)
  await db.run(sql`CREATE INDEX \`projects_slug_idx\` ON \`projects_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_locales_locale_parent_id_unique\` ON \`projects_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_menus\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`title_public\` integer DEFAULT true,
  	\`description_public\` integer DEFAULT false,
  	\`image_id\` integer,
  	\`show_page_banner\` integer DEFAULT false,
  	\`banner_type\` text DEFAULT 'image',
  	\`banner_image_id\` integer,
  	\`banner_video_id\` integer,
  	\`banner_video_poster_id\` integer,
  	\`banner_video_mobile_id\` integer,
  	\`banner_video_mobile_poster_id\` integer,
  	\`banner_color\` text,
  	\`banner_transparent\` integer,
  	\`is_active_s_e_o\` integer DEFAULT true,
  	\`meta_social_type\` text DEFAULT 'website',
  	\`meta_social_image_id\` integer,
  	\`meta_short_message_site\` text,
  	\`meta_short_message_image_id\` integer,
  	\`show_bread_crumb\` integer DEFAULT true,
  	\`is_have_sub_menu\` integer,
  	\`show_fixed_menu\` integer,
  	\`no_referrer_no_follow\` integer,
  	\`no_cookie_popup\` integer,
  	\`redirect\` integer,
  	\`redirect_new_tab\` integer DEFAULT true,
  	\`logo_id\` integer,
  	\`css\` text,
  	\`original_path\` text,
  	\`status\` text DEFAULT 'published',
  	\`show_in_menu\` integer DEFAULT true,
  	\`page_type\` text DEFAULT 'module',
  	\`parent_id\` integer,
  	\`sort\` numeric DEFAULT 0,
  	\`advisor_id\` integer,
  	\`legacy_id\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`banner_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`banner_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`banner_video_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`banner_video_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`banner_video_mobile_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_social_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_short_message_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`advisor_id\`) REFERENCES \`advisors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_menus\`("id", "name", "title_public", "description_public", "image_id", "show_page_banner", "banner_type", "banner_image_id", "banner_video_id", "banner_video_poster_id", "banner_video_mobile_id", "banner_video_mobile_poster_id", "banner_color", "banner_transparent", "is_active_s_e_o", "meta_social_type", "meta_social_image_id", "meta_short_message_site", "meta_short_message_image_id", "show_bread_crumb", "is_have_sub_menu", "show_fixed_menu", "no_referrer_no_follow", "no_cookie_popup", "redirect", "redirect_new_tab", "logo_id", "css", "original_path", "status", "show_in_menu", "page_type", "parent_id", "sort", "advisor_id", "legacy_id", "updated_at", "created_at", "_status") SELECT "id", "name", "title_public", "description_public", "image_id", "show_page_banner", "banner_type", "banner_image_id", "banner_video_id", "banner_video_poster_id", "banner_video_mobile_id", "banner_video_mobile_poster_id", "banner_color", "banner_transparent", "is_active_s_e_o", "meta_social_type", "meta_social_image_id", "meta_short_message_site", "meta_short_message_image_id", "show_bread_crumb", "is_have_sub_menu", "show_fixed_menu", "no_referrer_no_follow", "no_cookie_popup", "redirect", "redirect_new_tab", "logo_id", "css", "original_path", "status", "show_in_menu", "page_type", "parent_id", "sort", "advisor_id", "legacy_id", "updated_at", "created_at", 'published' FROM \`menus\`;`)
  await db.run(sql`DROP TABLE \`menus\`;`)
  await db.run(sql`ALTER TABLE \`__new_menus\` RENAME TO \`menus\`;`)
  await db.run(sql`CREATE INDEX \`menus_image_idx\` ON \`menus\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_banner_banner_image_idx\` ON \`menus\` (\`banner_image_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_banner_banner_video_idx\` ON \`menus\` (\`banner_video_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_banner_banner_video_poster_idx\` ON \`menus\` (\`banner_video_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_banner_banner_video_mobile_idx\` ON \`menus\` (\`banner_video_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_banner_banner_video_mobile_poster_idx\` ON \`menus\` (\`banner_video_mobile_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_meta_social_meta_social_image_idx\` ON \`menus\` (\`meta_social_image_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_meta_short_message_meta_short_message_image_idx\` ON \`menus\` (\`meta_short_message_image_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_logo_idx\` ON \`menus\` (\`logo_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`menus_original_path_idx\` ON \`menus\` (\`original_path\`);`)
  await db.run(sql`CREATE INDEX \`menus_status_idx\` ON \`menus\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`menus_parent_idx\` ON \`menus\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_sort_idx\` ON \`menus\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`menus_advisor_idx\` ON \`menus\` (\`advisor_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_legacy_id_idx\` ON \`menus\` (\`legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_updated_at_idx\` ON \`menus\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`menus_created_at_idx\` ON \`menus\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`menus__status_idx\` ON \`menus\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_menus_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`content\` text,
  	\`banner_title\` text,
  	\`banner_description\` text,
  	\`meta_page_title\` text,
  	\`meta_metadata_title\` text,
  	\`meta_metadata_description\` text,
  	\`meta_social_title\` text,
  	\`meta_social_url\` text,
  	\`meta_social_description\` text,
  	\`meta_short_message_title\` text,
  	\`meta_short_message_description\` text,
  	\`meta_schema_data\` text,
  	\`redirect_url\` text,
  	\`path\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_menus_locales\`("title", "description", "content", "banner_title", "banner_description", "meta_page_title", "meta_metadata_title", "meta_metadata_description", "meta_social_title", "meta_social_url", "meta_social_description", "meta_short_message_title", "meta_short_message_description", "meta_schema_data", "redirect_url", "path", "id", "_locale", "_parent_id") SELECT "title", "description", "content", "banner_title", "banner_description", "meta_page_title", "meta_metadata_title", "meta_metadata_description", "meta_social_title", "meta_social_url", "meta_social_description", "meta_short_message_title", "meta_short_message_description", "meta_schema_data", "redirect_url", "path", "id", "_locale", "_parent_id" FROM \`menus_locales\`;`)
  await db.run(sql`DROP TABLE \`menus_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_menus_locales\` RENAME TO \`menus_locales\`;`)
  await db.run(sql`CREATE INDEX \`menus_path_idx\` ON \`menus_locales\` (\`path\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`menus_locales_locale_parent_id_unique\` ON \`menus_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_modules_blocks_property_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`listing\` text DEFAULT 'for-sale',
  	\`show_search\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`modules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_modules_blocks_property_list\`("_order", "_parent_id", "_path", "id", "listing", "show_search", "block_name") SELECT "_order", "_parent_id", "_path", "id", "listing", "show_search", "block_name" FROM \`modules_blocks_property_list\`;`)
  await db.run(sql`DROP TABLE \`modules_blocks_property_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_modules_blocks_property_list\` RENAME TO \`modules_blocks_property_list\`;`)
  await db.run(sql`CREATE INDEX \`modules_blocks_property_list_order_idx\` ON \`modules_blocks_property_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`modules_blocks_property_list_parent_id_idx\` ON \`modules_blocks_property_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`modules_blocks_property_list_path_idx\` ON \`modules_blocks_property_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_modules_blocks_category\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`category_id\` integer,
  	\`paginate\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`modules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_modules_blocks_category\`("_order", "_parent_id", "_path", "id", "category_id", "paginate", "block_name") SELECT "_order", "_parent_id", "_path", "id", "category_id", "paginate", "block_name" FROM \`modules_blocks_category\`;`)
  await db.run(sql`DROP TABLE \`modules_blocks_category\`;`)
  await db.run(sql`ALTER TABLE \`__new_modules_blocks_category\` RENAME TO \`modules_blocks_category\`;`)
  await db.run(sql`CREATE INDEX \`modules_blocks_category_order_idx\` ON \`modules_blocks_category\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`modules_blocks_category_parent_id_idx\` ON \`modules_blocks_category\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`modules_blocks_category_path_idx\` ON \`modules_blocks_category\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`modules_blocks_category_category_idx\` ON \`modules_blocks_category\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_modules_blocks_external\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`height\` numeric DEFAULT 400,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`modules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_modules_blocks_external\`("_order", "_parent_id", "_path", "id", "url", "height", "block_name") SELECT "_order", "_parent_id", "_path", "id", "url", "height", "block_name" FROM \`modules_blocks_external\`;`)
  await db.run(sql`DROP TABLE \`modules_blocks_external\`;`)
  await db.run(sql`ALTER TABLE \`__new_modules_blocks_external\` RENAME TO \`modules_blocks_external\`;`)
  await db.run(sql`CREATE INDEX \`modules_blocks_external_order_idx\` ON \`modules_blocks_external\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`modules_blocks_external_parent_id_idx\` ON \`modules_blocks_external\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`modules_blocks_external_path_idx\` ON \`modules_blocks_external\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_modules\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`title_public\` integer DEFAULT true,
  	\`title_size\` text DEFAULT 'h2',
  	\`view\` text DEFAULT 'module-view',
  	\`max_items\` numeric DEFAULT 4,
  	\`number_item_of_row\` numeric DEFAULT 3,
  	\`span\` text DEFAULT '12',
  	\`position\` numeric DEFAULT 0,
  	\`is_has_subcategories\` integer,
  	\`col_sm\` text DEFAULT '12',
  	\`col_md\` text DEFAULT '12',
  	\`col_lg\` text DEFAULT '12',
  	\`class\` text,
  	\`background_type\` text,
  	\`color_background\` text,
  	\`image_id\` integer,
  	\`status\` text DEFAULT 'published',
  	\`sort\` numeric DEFAULT 0,
  	\`legacy_id\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_modules\`("id", "name", "title_public", "title_size", "view", "max_items", "number_item_of_row", "span", "position", "is_has_subcategories", "col_sm", "col_md", "col_lg", "class", "background_type", "color_background", "image_id", "status", "sort", "legacy_id", "updated_at", "created_at", "_status") SELECT "id", "name", "title_public", "title_size", "view", "max_items", "number_item_of_row", "span", "position", "is_has_subcategories", "col_sm", "col_md", "col_lg", "class", "background_type", "color_background", "image_id", "status", "sort", "legacy_id", "updated_at", "created_at", 'published' FROM \`modules\`;`)
  await db.run(sql`DROP TABLE \`modules\`;`)
  await db.run(sql`ALTER TABLE \`__new_modules\` RENAME TO \`modules\`;`)
  await db.run(sql`CREATE INDEX \`modules_image_idx\` ON \`modules\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`modules_status_idx\` ON \`modules\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`modules_legacy_id_idx\` ON \`modules\` (\`legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`modules_updated_at_idx\` ON \`modules\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`modules_created_at_idx\` ON \`modules\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`modules__status_idx\` ON \`modules\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`category_id\` integer,
  	\`status\` text DEFAULT 'published',
  	\`publish_date\` text,
  	\`original_slug\` text,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_articles\`("id", "image_id", "category_id", "status", "publish_date", "original_slug", "sort", "updated_at", "created_at", "_status") SELECT "id", "image_id", "category_id", "status", "publish_date", "original_slug", "sort", "updated_at", "created_at", 'published' FROM \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles\` RENAME TO \`articles\`;`)
  await db.run(sql`CREATE INDEX \`articles_image_idx\` ON \`articles\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_category_idx\` ON \`articles\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_status_idx\` ON \`articles\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`articles_publish_date_idx\` ON \`articles\` (\`publish_date\`);`)
  await db.run(sql`CREATE INDEX \`articles_original_slug_idx\` ON \`articles\` (\`original_slug\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`articles__status_idx\` ON \`articles\` (\`_status\`);`)
  await db.run(sql`CREATE INDEX \`category_status_publishDate_idx\` ON \`articles\` (\`category_id\`,\`status\`,\`publish_date\`);`)
  await db.run(sql`CREATE TABLE \`__new_articles_locales\` (
  	\`title\` text,
  	\`subtitle\` text,
  	\`excerpt\` text,
  	\`content\` text,
  	\`slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_articles_locales\`("title", "subtitle", "excerpt", "content", "slug", "id", "_locale", "_parent_id") SELECT "title", "subtitle", "excerpt", "content", "slug", "id", "_locale", "_parent_id" FROM \`articles_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles_locales\` RENAME TO \`articles_locales\`;`)
  await db.run(sql`CREATE INDEX \`articles_slug_idx\` ON \`articles_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_locales_locale_parent_id_unique\` ON \`articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`website\` text,
  	\`about_you\` text,
  	\`comment\` text,
  	\`image_id\` integer,
  	\`status\` text DEFAULT 'pending',
  	\`posted_at\` text,
  	\`posted_by\` text,
  	\`locale\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_testimonials\`("id", "name", "website", "about_you", "comment", "image_id", "status", "posted_at", "posted_by", "locale", "updated_at", "created_at", "_status") SELECT "id", "name", "website", "about_you", "comment", "image_id", "status", "posted_at", "posted_by", "locale", "updated_at", "created_at", 'published' FROM \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`ALTER TABLE \`__new_testimonials\` RENAME TO \`testimonials\`;`)
  await db.run(sql`CREATE INDEX \`testimonials_image_idx\` ON \`testimonials\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_status_idx\` ON \`testimonials\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_posted_at_idx\` ON \`testimonials\` (\`posted_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials__status_idx\` ON \`testimonials\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_header_header_links_left_locales\` (
  	\`label\` text,
  	\`link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_header_links_left\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_header_links_left_locales\`("label", "link", "id", "_locale", "_parent_id") SELECT "label", "link", "id", "_locale", "_parent_id" FROM \`header_header_links_left_locales\`;`)
  await db.run(sql`DROP TABLE \`header_header_links_left_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_header_links_left_locales\` RENAME TO \`header_header_links_left_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`header_header_links_left_locales_locale_parent_id_unique\` ON \`header_header_links_left_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_header_header_links_right_locales\` (
  	\`label\` text,
  	\`link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_header_links_right\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_header_links_right_locales\`("label", "link", "id", "_locale", "_parent_id") SELECT "label", "link", "id", "_locale", "_parent_id" FROM \`header_header_links_right_locales\`;`)
  await db.run(sql`DROP TABLE \`header_header_links_right_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_header_links_right_locales\` RENAME TO \`header_header_links_right_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`header_header_links_right_locales_locale_parent_id_unique\` ON \`header_header_links_right_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_top_bar_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`color\` text,
  	\`status\` text DEFAULT 'published',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`top_bar\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_top_bar_items\`("_order", "_parent_id", "id", "icon", "color", "status") SELECT "_order", "_parent_id", "id", "icon", "color", "status" FROM \`top_bar_items\`;`)
  await db.run(sql`DROP TABLE \`top_bar_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_top_bar_items\` RENAME TO \`top_bar_items\`;`)
  await db.run(sql`CREATE INDEX \`top_bar_items_order_idx\` ON \`top_bar_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`top_bar_items_parent_id_idx\` ON \`top_bar_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`top_bar_items_status_idx\` ON \`top_bar_items\` (\`status\`);`)
  await db.run(sql`CREATE TABLE \`__new_top_bar_items_locales\` (
  	\`label\` text,
  	\`link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`top_bar_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_top_bar_items_locales\`("label", "link", "id", "_locale", "_parent_id") SELECT "label", "link", "id", "_locale", "_parent_id" FROM \`top_bar_items_locales\`;`)
  await db.run(sql`DROP TABLE \`top_bar_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_top_bar_items_locales\` RENAME TO \`top_bar_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`top_bar_items_locales_locale_parent_id_unique\` ON \`top_bar_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`header\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`UPDATE \`header\` SET \`_status\` = 'published';`)
  await db.run(sql`CREATE INDEX \`header__status_idx\` ON \`header\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`footer\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`UPDATE \`footer\` SET \`_status\` = 'published';`)
  await db.run(sql`CREATE INDEX \`footer__status_idx\` ON \`footer\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`top_bar\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`UPDATE \`top_bar\` SET \`_status\` = 'published';`)
  await db.run(sql`CREATE INDEX \`top_bar__status_idx\` ON \`top_bar\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`popup\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`UPDATE \`popup\` SET \`_status\` = 'published';`)
  await db.run(sql`CREATE INDEX \`popup__status_idx\` ON \`popup\` (\`_status\`);`)
  // Foreign keys back on only after the last rebuilt table: with them on, dropping an old parent
  // table deletes its locales and relation rows (ON DELETE CASCADE) before they are copied.
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_projects_v_version_documents\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_version_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_menus_v\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_modules_v_blocks_article\`;`)
  await db.run(sql`DROP TABLE \`_modules_v_blocks_property_list\`;`)
  await db.run(sql`DROP TABLE \`_modules_v_blocks_project_list\`;`)
  await db.run(sql`DROP TABLE \`_modules_v_blocks_category\`;`)
  await db.run(sql`DROP TABLE \`_modules_v_blocks_external\`;`)
  await db.run(sql`DROP TABLE \`_modules_v_blocks_external_locales\`;`)
  await db.run(sql`DROP TABLE \`_modules_v_blocks_contact\`;`)
  await db.run(sql`DROP TABLE \`_modules_v\`;`)
  await db.run(sql`DROP TABLE \`_modules_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_modules_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_articles_v\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_testimonials_v\`;`)
  await db.run(sql`DROP TABLE \`_header_v_version_header_links_left\`;`)
  await db.run(sql`DROP TABLE \`_header_v_version_header_links_left_locales\`;`)
  await db.run(sql`DROP TABLE \`_header_v_version_header_links_right\`;`)
  await db.run(sql`DROP TABLE \`_header_v_version_header_links_right_locales\`;`)
  await db.run(sql`DROP TABLE \`_header_v\`;`)
  await db.run(sql`DROP TABLE \`_header_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_header_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_footer_v_version_columns\`;`)
  await db.run(sql`DROP TABLE \`_footer_v_version_columns_locales\`;`)
  await db.run(sql`DROP TABLE \`_footer_v\`;`)
  await db.run(sql`DROP TABLE \`_footer_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_top_bar_v_version_items\`;`)
  await db.run(sql`DROP TABLE \`_top_bar_v_version_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_top_bar_v\`;`)
  await db.run(sql`DROP TABLE \`_popup_v\`;`)
  await db.run(sql`DROP TABLE \`_popup_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_projects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`project_number\` text,
  	\`price_min\` numeric,
  	\`price_max\` numeric,
  	\`project_web_id\` numeric,
  	\`street\` text,
  	\`house_number\` text,
  	\`box_nr\` text,
  	\`zip\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`country_id\` text DEFAULT '10',
  	\`public_address\` integer DEFAULT true,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`external_id\` numeric NOT NULL,
  	\`published\` integer DEFAULT true,
  	\`goal\` text DEFAULT 'sale',
  	\`status\` text DEFAULT 'available',
  	\`advisor_id\` integer,
  	\`import_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`advisor_id\`) REFERENCES \`advisors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects\`("id", "project_number", "price_min", "price_max", "project_web_id", "street", "house_number", "box_nr", "zip", "city", "country_id", "public_address", "latitude", "longitude", "external_id", "published", "goal", "status", "advisor_id", "import_hash", "updated_at", "created_at") SELECT "id", "project_number", "price_min", "price_max", "project_web_id", "street", "house_number", "box_nr", "zip", "city", "country_id", "public_address", "latitude", "longitude", "external_id", "published", "goal", "status", "advisor_id", "import_hash", "updated_at", "created_at" FROM \`projects\`;`)
  await db.run(sql`DROP TABLE \`projects\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects\` RENAME TO \`projects\`;`)
  await db.run(sql`CREATE INDEX \`projects_price_min_idx\` ON \`projects\` (\`price_min\`);`)
  await db.run(sql`CREATE INDEX \`projects_zip_idx\` ON \`projects\` (\`zip\`);`)
  await db.run(sql`CREATE INDEX \`projects_city_idx\` ON \`projects\` (\`city\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_external_id_idx\` ON \`projects\` (\`external_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_published_idx\` ON \`projects\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`projects_status_idx\` ON \`projects\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`projects_advisor_idx\` ON \`projects\` (\`advisor_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_updated_at_idx\` ON \`projects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`projects_created_at_idx\` ON \`projects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_menus\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`title_public\` integer DEFAULT true,
  	\`description_public\` integer DEFAULT false,
  	\`image_id\` integer,
  	\`show_page_banner\` integer DEFAULT false,
  	\`banner_type\` text DEFAULT 'image',
  	\`banner_image_id\` integer,
  	\`banner_video_id\` integer,
  	\`banner_video_poster_id\` integer,
  	\`banner_video_mobile_id\` integer,
  	\`banner_video_mobile_poster_id\` integer,
  	\`banner_color\` text,
  	\`banner_transparent\` integer,
  	\`is_active_s_e_o\` integer DEFAULT true,
  	\`meta_social_type\` text DEFAULT 'website',
  	\`meta_social_image_id\` integer,
  	\`meta_short_message_site\` text,
  	\`meta_short_message_image_id\` integer,
  	\`show_bread_crumb\` integer DEFAULT true,
  	\`is_have_sub_menu\` integer,
  	\`show_fixed_menu\` integer,
  	\`no_referrer_no_follow\` integer,
  	\`no_cookie_popup\` integer,
  	\`redirect\` integer,
  	\`redirect_new_tab\` integer DEFAULT true,
  	\`logo_id\` integer,
  	\`css\` text,
  	\`original_path\` text,
  	\`status\` text DEFAULT 'published' NOT NULL,
  	\`show_in_menu\` integer DEFAULT true,
  	\`page_type\` text DEFAULT 'module' NOT NULL,
  	\`parent_id\` integer,
  	\`sort\` numeric DEFAULT 0,
  	\`advisor_id\` integer,
  	\`legacy_id\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`banner_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`banner_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`banner_video_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`banner_video_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`banner_video_mobile_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_social_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_short_message_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`advisor_id\`) REFERENCES \`advisors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_menus\`("id", "name", "title_public", "description_public", "image_id", "show_page_banner", "banner_type", "banner_image_id", "banner_video_id", "banner_video_poster_id", "banner_video_mobile_id", "banner_video_mobile_poster_id", "banner_color", "banner_transparent", "is_active_s_e_o", "meta_social_type", "meta_social_image_id", "meta_short_message_site", "meta_short_message_image_id", "show_bread_crumb", "is_have_sub_menu", "show_fixed_menu", "no_referrer_no_follow", "no_cookie_popup", "redirect", "redirect_new_tab", "logo_id", "css", "original_path", "status", "show_in_menu", "page_type", "parent_id", "sort", "advisor_id", "legacy_id", "updated_at", "created_at") SELECT "id", "name", "title_public", "description_public", "image_id", "show_page_banner", "banner_type", "banner_image_id", "banner_video_id", "banner_video_poster_id", "banner_video_mobile_id", "banner_video_mobile_poster_id", "banner_color", "banner_transparent", "is_active_s_e_o", "meta_social_type", "meta_social_image_id", "meta_short_message_site", "meta_short_message_image_id", "show_bread_crumb", "is_have_sub_menu", "show_fixed_menu", "no_referrer_no_follow", "no_cookie_popup", "redirect", "redirect_new_tab", "logo_id", "css", "original_path", "status", "show_in_menu", "page_type", "parent_id", "sort", "advisor_id", "legacy_id", "updated_at", "created_at" FROM \`menus\`;`)
  await db.run(sql`DROP TABLE \`menus\`;`)
  await db.run(sql`ALTER TABLE \`__new_menus\` RENAME TO \`menus\`;`)
  await db.run(sql`CREATE INDEX \`menus_image_idx\` ON \`menus\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_banner_banner_image_idx\` ON \`menus\` (\`banner_image_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_banner_banner_video_idx\` ON \`menus\` (\`banner_video_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_banner_banner_video_poster_idx\` ON \`menus\` (\`banner_video_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_banner_banner_video_mobile_idx\` ON \`menus\` (\`banner_video_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_banner_banner_video_mobile_poster_idx\` ON \`menus\` (\`banner_video_mobile_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_meta_social_meta_social_image_idx\` ON \`menus\` (\`meta_social_image_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_meta_short_message_meta_short_message_image_idx\` ON \`menus\` (\`meta_short_message_image_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_logo_idx\` ON \`menus\` (\`logo_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`menus_original_path_idx\` ON \`menus\` (\`original_path\`);`)
  await db.run(sql`CREATE INDEX \`menus_status_idx\` ON \`menus\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`menus_parent_idx\` ON \`menus\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_sort_idx\` ON \`menus\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`menus_advisor_idx\` ON \`menus\` (\`advisor_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_legacy_id_idx\` ON \`menus\` (\`legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_updated_at_idx\` ON \`menus\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`menus_created_at_idx\` ON \`menus\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_modules\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`title_public\` integer DEFAULT true,
  	\`title_size\` text DEFAULT 'h2',
  	\`view\` text DEFAULT 'module-view' NOT NULL,
  	\`max_items\` numeric DEFAULT 4,
  	\`number_item_of_row\` numeric DEFAULT 3,
  	\`span\` text DEFAULT '12',
  	\`position\` numeric DEFAULT 0,
  	\`is_has_subcategories\` integer,
  	\`col_sm\` text DEFAULT '12',
  	\`col_md\` text DEFAULT '12',
  	\`col_lg\` text DEFAULT '12',
  	\`class\` text,
  	\`background_type\` text,
  	\`color_background\` text,
  	\`image_id\` integer,
  	\`status\` text DEFAULT 'published' NOT NULL,
  	\`sort\` numeric DEFAULT 0,
  	\`legacy_id\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_modules\`("id", "name", "title_public", "title_size", "view", "max_items", "number_item_of_row", "span", "position", "is_has_subcategories", "col_sm", "col_md", "col_lg", "class", "background_type", "color_background", "image_id", "status", "sort", "legacy_id", "updated_at", "created_at") SELECT "id", "name", "title_public", "title_size", "view", "max_items", "number_item_of_row", "span", "position", "is_has_subcategories", "col_sm", "col_md", "col_lg", "class", "background_type", "color_background", "image_id", "status", "sort", "legacy_id", "updated_at", "created_at" FROM \`modules\`;`)
  await db.run(sql`DROP TABLE \`modules\`;`)
  await db.run(sql`ALTER TABLE \`__new_modules\` RENAME TO \`modules\`;`)
  await db.run(sql`CREATE INDEX \`modules_image_idx\` ON \`modules\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`modules_status_idx\` ON \`modules\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`modules_legacy_id_idx\` ON \`modules\` (\`legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`modules_updated_at_idx\` ON \`modules\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`modules_created_at_idx\` ON \`modules\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`category_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'published' NOT NULL,
  	\`publish_date\` text NOT NULL,
  	\`original_slug\` text,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_articles\`("id", "image_id", "category_id", "status", "publish_date", "original_slug", "sort", "updated_at", "created_at") SELECT "id", "image_id", "category_id", "status", "publish_date", "original_slug", "sort", "updated_at", "created_at" FROM \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles\` RENAME TO \`articles\`;`)
  await db.run(sql`CREATE INDEX \`articles_image_idx\` ON \`articles\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_category_idx\` ON \`articles\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_status_idx\` ON \`articles\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`articles_publish_date_idx\` ON \`articles\` (\`publish_date\`);`)
  await db.run(sql`CREATE INDEX \`articles_original_slug_idx\` ON \`articles\` (\`original_slug\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`category_status_publishDate_idx\` ON \`articles\` (\`category_id\`,\`status\`,\`publish_date\`);`)
  await db.run(sql`CREATE TABLE \`__new_testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`website\` text,
  	\`about_you\` text,
  	\`comment\` text NOT NULL,
  	\`image_id\` integer,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`posted_at\` text,
  	\`posted_by\` text,
  	\`locale\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_testimonials\`("id", "name", "website", "about_you", "comment", "image_id", "status", "posted_at", "posted_by", "locale", "updated_at", "created_at") SELECT "id", "name", "website", "about_you", "comment", "image_id", "status", "posted_at", "posted_by", "locale", "updated_at", "created_at" FROM \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`ALTER TABLE \`__new_testimonials\` RENAME TO \`testimonials\`;`)
  await db.run(sql`CREATE INDEX \`testimonials_image_idx\` ON \`testimonials\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_status_idx\` ON \`testimonials\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_posted_at_idx\` ON \`testimonials\` (\`posted_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`header__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`header\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`footer__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`footer\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`top_bar__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`top_bar\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`popup__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`popup\` DROP COLUMN \`_status\`;`)
  await db.run(sql`CREATE TABLE \`__new_projects_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`delivery\` text,
  	\`type_summary\` text,
  	\`slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects_locales\`("title", "description", "delivery", "type_summary", "slug", "id", "_locale", "_parent_id") SELECT "title", "description", "delivery", "type_summary", "slug", "id", "_locale", "_parent_id" FROM \`projects_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects_locales\` RENAME TO \`projects_locales\`;`)
  await db.run(sql`CREATE INDEX \`projects_slug_idx\` ON \`projects_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_locales_locale_parent_id_unique\` ON \`projects_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_menus_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`content\` text,
  	\`banner_title\` text,
  	\`banner_description\` text,
  	\`meta_page_title\` text,
  	\`meta_metadata_title\` text,
  	\`meta_metadata_description\` text,
  	\`meta_social_title\` text,
  	\`meta_social_url\` text,
  	\`meta_social_description\` text,
  	\`meta_short_message_title\` text,
  	\`meta_short_message_description\` text,
  	\`meta_schema_data\` text,
  	\`redirect_url\` text,
  	\`path\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_menus_locales\`("title", "description", "content", "banner_title", "banner_description", "meta_page_title", "meta_metadata_title", "meta_metadata_description", "meta_social_title", "meta_social_url", "meta_social_description", "meta_short_message_title", "meta_short_message_description", "meta_schema_data", "redirect_url", "path", "id", "_locale", "_parent_id") SELECT "title", "description", "content", "banner_title", "banner_description", "meta_page_title", "meta_metadata_title", "meta_metadata_description", "meta_social_title", "meta_social_url", "meta_social_description", "meta_short_message_title", "meta_short_message_description", "meta_schema_data", "redirect_url", "path", "id", "_locale", "_parent_id" FROM \`menus_locales\`;`)
  await db.run(sql`DROP TABLE \`menus_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_menus_locales\` RENAME TO \`menus_locales\`;`)
  await db.run(sql`CREATE INDEX \`menus_path_idx\` ON \`menus_locales\` (\`path\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`menus_locales_locale_parent_id_unique\` ON \`menus_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_modules_blocks_property_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`listing\` text DEFAULT 'for-sale' NOT NULL,
  	\`show_search\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`modules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_modules_blocks_property_list\`("_order", "_parent_id", "_path", "id", "listing", "show_search", "block_name") SELECT "_order", "_parent_id", "_path", "id", "listing", "show_search", "block_name" FROM \`modules_blocks_property_list\`;`)
  await db.run(sql`DROP TABLE \`modules_blocks_property_list\`;`)
  await db.run(sql`ALTER TABLE \`__new_modules_blocks_property_list\` RENAME TO \`modules_blocks_property_list\`;`)
  await db.run(sql`CREATE INDEX \`modules_blocks_property_list_order_idx\` ON \`modules_blocks_property_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`modules_blocks_property_list_parent_id_idx\` ON \`modules_blocks_property_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`modules_blocks_property_list_path_idx\` ON \`modules_blocks_property_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_modules_blocks_category\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`category_id\` integer NOT NULL,
  	\`paginate\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`modules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_modules_blocks_category\`("_order", "_parent_id", "_path", "id", "category_id", "paginate", "block_name") SELECT "_order", "_parent_id", "_path", "id", "category_id", "paginate", "block_name" FROM \`modules_blocks_category\`;`)
  await db.run(sql`DROP TABLE \`modules_blocks_category\`;`)
  await db.run(sql`ALTER TABLE \`__new_modules_blocks_category\` RENAME TO \`modules_blocks_category\`;`)
  await db.run(sql`CREATE INDEX \`modules_blocks_category_order_idx\` ON \`modules_blocks_category\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`modules_blocks_category_parent_id_idx\` ON \`modules_blocks_category\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`modules_blocks_category_path_idx\` ON \`modules_blocks_category\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`modules_blocks_category_category_idx\` ON \`modules_blocks_category\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_modules_blocks_external\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text NOT NULL,
  	\`height\` numeric DEFAULT 400,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`modules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_modules_blocks_external\`("_order", "_parent_id", "_path", "id", "url", "height", "block_name") SELECT "_order", "_parent_id", "_path", "id", "url", "height", "block_name" FROM \`modules_blocks_external\`;`)
  await db.run(sql`DROP TABLE \`modules_blocks_external\`;`)
  await db.run(sql`ALTER TABLE \`__new_modules_blocks_external\` RENAME TO \`modules_blocks_external\`;`)
  await db.run(sql`CREATE INDEX \`modules_blocks_external_order_idx\` ON \`modules_blocks_external\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`modules_blocks_external_parent_id_idx\` ON \`modules_blocks_external\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`modules_blocks_external_path_idx\` ON \`modules_blocks_external\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_articles_locales\` (
  	\`title\` text NOT NULL,
  	\`subtitle\` text,
  	\`excerpt\` text,
  	\`content\` text,
  	\`slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_articles_locales\`("title", "subtitle", "excerpt", "content", "slug", "id", "_locale", "_parent_id") SELECT "title", "subtitle", "excerpt", "content", "slug", "id", "_locale", "_parent_id" FROM \`articles_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles_locales\` RENAME TO \`articles_locales\`;`)
  await db.run(sql`CREATE INDEX \`articles_slug_idx\` ON \`articles_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_locales_locale_parent_id_unique\` ON \`articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_header_header_links_left_locales\` (
  	\`label\` text NOT NULL,
  	\`link\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_header_links_left\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_header_links_left_locales\`("label", "link", "id", "_locale", "_parent_id") SELECT "label", "link", "id", "_locale", "_parent_id" FROM \`header_header_links_left_locales\`;`)
  await db.run(sql`DROP TABLE \`header_header_links_left_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_header_links_left_locales\` RENAME TO \`header_header_links_left_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`header_header_links_left_locales_locale_parent_id_unique\` ON \`header_header_links_left_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_header_header_links_right_locales\` (
  	\`label\` text NOT NULL,
  	\`link\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_header_links_right\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_header_links_right_locales\`("label", "link", "id", "_locale", "_parent_id") SELECT "label", "link", "id", "_locale", "_parent_id" FROM \`header_header_links_right_locales\`;`)
  await db.run(sql`DROP TABLE \`header_header_links_right_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_header_links_right_locales\` RENAME TO \`header_header_links_right_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`header_header_links_right_locales_locale_parent_id_unique\` ON \`header_header_links_right_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_top_bar_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`color\` text,
  	\`status\` text DEFAULT 'published' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`top_bar\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_top_bar_items\`("_order", "_parent_id", "id", "icon", "color", "status") SELECT "_order", "_parent_id", "id", "icon", "color", "status" FROM \`top_bar_items\`;`)
  await db.run(sql`DROP TABLE \`top_bar_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_top_bar_items\` RENAME TO \`top_bar_items\`;`)
  await db.run(sql`CREATE INDEX \`top_bar_items_order_idx\` ON \`top_bar_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`top_bar_items_parent_id_idx\` ON \`top_bar_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`top_bar_items_status_idx\` ON \`top_bar_items\` (\`status\`);`)
  await db.run(sql`CREATE TABLE \`__new_top_bar_items_locales\` (
  	\`label\` text NOT NULL,
  	\`link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`top_bar_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_top_bar_items_locales\`("label", "link", "id", "_locale", "_parent_id") SELECT "label", "link", "id", "_locale", "_parent_id" FROM \`top_bar_items_locales\`;`)
  await db.run(sql`DROP TABLE \`top_bar_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_top_bar_items_locales\` RENAME TO \`top_bar_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`top_bar_items_locales_locale_parent_id_unique\` ON \`top_bar_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  // Foreign keys back on only after the last rebuilt table: with them on, dropping an old parent
  // table deletes its locales and relation rows (ON DELETE CASCADE) before they are copied.
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
