import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`properties_videos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`properties_videos_order_idx\` ON \`properties_videos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`properties_videos_parent_id_idx\` ON \`properties_videos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`properties_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`properties_documents_order_idx\` ON \`properties_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`properties_documents_parent_id_idx\` ON \`properties_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_documents_file_idx\` ON \`properties_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`properties_documents_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_documents_locales_locale_parent_id_unique\` ON \`properties_documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`properties\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`main_type_name\` text,
  	\`record_file\` text,
  	\`street\` text,
  	\`house_number\` text,
  	\`box_nr\` text,
  	\`zip\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`country_id\` text DEFAULT '10',
  	\`publish_address\` integer DEFAULT true,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`price\` numeric,
  	\`publish_price\` integer DEFAULT true,
  	\`price_unit\` numeric,
  	\`cadastral_income\` numeric,
  	\`registration_right\` numeric,
  	\`vat_value\` numeric,
  	\`notary_fee_ex_vat\` numeric,
  	\`notary_fee_inc_vat\` numeric,
  	\`agency_cost\` numeric,
  	\`total_cost\` numeric,
  	\`surface_total\` numeric,
  	\`surface_ground\` numeric,
  	\`surface_living\` numeric,
  	\`surface_constructed\` numeric,
  	\`surface_terrace\` numeric,
  	\`surface_garden\` numeric,
  	\`surface_office\` numeric,
  	\`surface_store\` numeric,
  	\`plot_width\` numeric,
  	\`front_width\` numeric,
  	\`floors\` numeric,
  	\`facades\` numeric,
  	\`bedrooms\` numeric,
  	\`bathrooms\` numeric,
  	\`shower_rooms\` numeric,
  	\`toilets\` numeric,
  	\`garages\` numeric,
  	\`parkings\` numeric,
  	\`external_parkings\` numeric,
  	\`construction_year\` numeric,
  	\`renovation_year\` numeric,
  	\`gas\` integer,
  	\`water\` integer,
  	\`electricity_connection\` integer,
  	\`drain_connection\` integer,
  	\`lift\` integer,
  	\`cellar\` integer,
  	\`attic\` integer,
  	\`furnished\` integer,
  	\`garden\` integer,
  	\`garage\` integer,
  	\`terrace\` integer,
  	\`orientation_terrace\` text,
  	\`orientation_garden\` text,
  	\`epc_status\` text DEFAULT 'available',
  	\`epc_unique_code\` text,
  	\`energy_performance\` numeric,
  	\`energy_total\` numeric,
  	\`epc_label_text\` text,
  	\`co2_emission\` numeric,
  	\`e_level\` numeric,
  	\`epc_date\` text,
  	\`energy_certificate_end_date\` text,
  	\`permit\` text,
  	\`allotment_permit\` text,
  	\`preemptive_rights\` text,
  	\`summons\` text,
  	\`judicial_decision\` text,
  	\`flood_risk_area\` text,
  	\`flood_zone\` text,
  	\`g_score\` text,
  	\`p_score\` text,
  	\`asbestos_type\` text,
  	\`asbestos_date\` text,
  	\`charges_renter\` numeric,
  	\`charges_owner\` numeric,
  	\`deposit_months\` numeric,
  	\`availability\` text,
  	\`available_from\` text,
  	\`inventory\` integer,
  	\`minimum_income\` numeric,
  	\`maximum_persons\` numeric,
  	\`life_annuity\` integer,
  	\`annuity_bouquet\` numeric,
  	\`annuity_monthly\` numeric,
  	\`annuitant_ages\` text,
  	\`virtual_tour_url\` text,
  	\`external_id\` numeric NOT NULL,
  	\`published\` integer DEFAULT true,
  	\`goal\` text DEFAULT 'sale' NOT NULL,
  	\`marquee\` text DEFAULT '0',
  	\`featured\` integer DEFAULT false,
  	\`status\` text,
  	\`type_id\` integer NOT NULL,
  	\`project_id\` integer,
  	\`owner_id\` integer,
  	\`advisor_id\` integer,
  	\`publish_date\` text,
  	\`import_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`type_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`owners\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`advisor_id\`) REFERENCES \`advisors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`properties_zip_idx\` ON \`properties\` (\`zip\`);`)
  await db.run(sql`CREATE INDEX \`properties_city_idx\` ON \`properties\` (\`city\`);`)
  await db.run(sql`CREATE INDEX \`properties_price_idx\` ON \`properties\` (\`price\`);`)
  await db.run(sql`CREATE INDEX \`properties_bedrooms_idx\` ON \`properties\` (\`bedrooms\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_external_id_idx\` ON \`properties\` (\`external_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_published_idx\` ON \`properties\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`properties_goal_idx\` ON \`properties\` (\`goal\`);`)
  await db.run(sql`CREATE INDEX \`properties_featured_idx\` ON \`properties\` (\`featured\`);`)
  await db.run(sql`CREATE INDEX \`properties_status_idx\` ON \`properties\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`properties_type_idx\` ON \`properties\` (\`type_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_project_idx\` ON \`properties\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_owner_idx\` ON \`properties\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_advisor_idx\` ON \`properties\` (\`advisor_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_publish_date_idx\` ON \`properties\` (\`publish_date\`);`)
  await db.run(sql`CREATE INDEX \`properties_updated_at_idx\` ON \`properties\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`properties_created_at_idx\` ON \`properties\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`published_goal_price_idx\` ON \`properties\` (\`published\`,\`goal\`,\`price\`);`)
  await db.run(sql`CREATE INDEX \`published_goal_publishDate_idx\` ON \`properties\` (\`published\`,\`goal\`,\`publish_date\`);`)
  await db.run(sql`CREATE TABLE \`properties_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`marquee_name\` text,
  	\`price_unit_text\` text,
  	\`heating\` text,
  	\`window_frame\` text,
  	\`glazing\` text,
  	\`kitchen\` text,
  	\`roof_material\` text,
  	\`roof_condition\` text,
  	\`planning_destination\` text,
  	\`slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`properties_slug_idx\` ON \`properties_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_locales_locale_parent_id_unique\` ON \`properties_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`properties_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`property_types_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`property_types_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`properties_rels_order_idx\` ON \`properties_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`properties_rels_parent_idx\` ON \`properties_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_rels_path_idx\` ON \`properties_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`properties_rels_property_types_id_idx\` ON \`properties_rels\` (\`property_types_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_rels_media_id_idx\` ON \`properties_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_documents_order_idx\` ON \`projects_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_documents_parent_id_idx\` ON \`projects_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_documents_file_idx\` ON \`projects_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_documents_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_documents_locales_locale_parent_id_unique\` ON \`projects_documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects\` (
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
  await db.run(sql`CREATE INDEX \`projects_price_min_idx\` ON \`projects\` (\`price_min\`);`)
  await db.run(sql`CREATE INDEX \`projects_zip_idx\` ON \`projects\` (\`zip\`);`)
  await db.run(sql`CREATE INDEX \`projects_city_idx\` ON \`projects\` (\`city\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_external_id_idx\` ON \`projects\` (\`external_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_published_idx\` ON \`projects\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`projects_status_idx\` ON \`projects\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`projects_advisor_idx\` ON \`projects\` (\`advisor_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_updated_at_idx\` ON \`projects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`projects_created_at_idx\` ON \`projects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`projects_locales\` (
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
  await db.run(sql`CREATE INDEX \`projects_slug_idx\` ON \`projects_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_locales_locale_parent_id_unique\` ON \`projects_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`property_types_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`property_types_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_rels_order_idx\` ON \`projects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_parent_idx\` ON \`projects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_path_idx\` ON \`projects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_property_types_id_idx\` ON \`projects_rels\` (\`property_types_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_rels_media_id_idx\` ON \`projects_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`property_types\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`web_id\` numeric NOT NULL,
  	\`show_order\` numeric DEFAULT 0 NOT NULL,
  	\`sale\` integer DEFAULT true,
  	\`rent\` integer DEFAULT false,
  	\`counts\` text,
  	\`icon_id\` integer,
  	\`import_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`property_types_web_id_idx\` ON \`property_types\` (\`web_id\`);`)
  await db.run(sql`CREATE INDEX \`property_types_show_order_idx\` ON \`property_types\` (\`show_order\`);`)
  await db.run(sql`CREATE INDEX \`property_types_icon_idx\` ON \`property_types\` (\`icon_id\`);`)
  await db.run(sql`CREATE INDEX \`property_types_updated_at_idx\` ON \`property_types\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`property_types_created_at_idx\` ON \`property_types\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`property_types_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`property_types_locales_locale_parent_id_unique\` ON \`property_types_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cities\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`zip\` text NOT NULL,
  	\`country_id\` text DEFAULT '10',
  	\`label\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`counts\` text,
  	\`import_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`cities_name_idx\` ON \`cities\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`cities_zip_idx\` ON \`cities\` (\`zip\`);`)
  await db.run(sql`CREATE INDEX \`cities_updated_at_idx\` ON \`cities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cities_created_at_idx\` ON \`cities\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`zip_name_idx\` ON \`cities\` (\`zip\`,\`name\`);`)
  await db.run(sql`CREATE TABLE \`menus\` (
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
  await db.run(sql`CREATE TABLE \`menus_locales\` (
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
  await db.run(sql`CREATE INDEX \`menus_path_idx\` ON \`menus_locales\` (\`path\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`menus_locales_locale_parent_id_unique\` ON \`menus_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`menus_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`modules_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`modules_id\`) REFERENCES \`modules\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`menus_rels_order_idx\` ON \`menus_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_parent_idx\` ON \`menus_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_path_idx\` ON \`menus_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_modules_id_idx\` ON \`menus_rels\` (\`modules_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_media_id_idx\` ON \`menus_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`modules_blocks_article\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`modules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`modules_blocks_article_order_idx\` ON \`modules_blocks_article\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`modules_blocks_article_parent_id_idx\` ON \`modules_blocks_article\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`modules_blocks_article_path_idx\` ON \`modules_blocks_article\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`modules_blocks_property_list\` (
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
  await db.run(sql`CREATE INDEX \`modules_blocks_property_list_order_idx\` ON \`modules_blocks_property_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`modules_blocks_property_list_parent_id_idx\` ON \`modules_blocks_property_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`modules_blocks_property_list_path_idx\` ON \`modules_blocks_property_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`modules_blocks_project_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`include_sold_out\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`modules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`modules_blocks_project_list_order_idx\` ON \`modules_blocks_project_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`modules_blocks_project_list_parent_id_idx\` ON \`modules_blocks_project_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`modules_blocks_project_list_path_idx\` ON \`modules_blocks_project_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`modules_blocks_category\` (
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
  await db.run(sql`CREATE INDEX \`modules_blocks_category_order_idx\` ON \`modules_blocks_category\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`modules_blocks_category_parent_id_idx\` ON \`modules_blocks_category\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`modules_blocks_category_path_idx\` ON \`modules_blocks_category\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`modules_blocks_category_category_idx\` ON \`modules_blocks_category\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`modules_blocks_external\` (
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
  await db.run(sql`CREATE INDEX \`modules_blocks_external_order_idx\` ON \`modules_blocks_external\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`modules_blocks_external_parent_id_idx\` ON \`modules_blocks_external\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`modules_blocks_external_path_idx\` ON \`modules_blocks_external\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`modules_blocks_external_locales\` (
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`modules_blocks_external\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`modules_blocks_external_locales_locale_parent_id_unique\` ON \`modules_blocks_external_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`modules_blocks_contact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'full',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`modules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`modules_blocks_contact_order_idx\` ON \`modules_blocks_contact\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`modules_blocks_contact_parent_id_idx\` ON \`modules_blocks_contact\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`modules_blocks_contact_path_idx\` ON \`modules_blocks_contact\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`modules\` (
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
  await db.run(sql`CREATE INDEX \`modules_image_idx\` ON \`modules\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`modules_status_idx\` ON \`modules\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`modules_legacy_id_idx\` ON \`modules\` (\`legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`modules_updated_at_idx\` ON \`modules\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`modules_created_at_idx\` ON \`modules\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`modules_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`description2\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`modules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`modules_locales_locale_parent_id_unique\` ON \`modules_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`modules_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`articles_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`modules\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`modules_rels_order_idx\` ON \`modules_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`modules_rels_parent_idx\` ON \`modules_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`modules_rels_path_idx\` ON \`modules_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`modules_rels_articles_id_idx\` ON \`modules_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`modules_rels_media_id_idx\` ON \`modules_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`articles\` (
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
  await db.run(sql`CREATE INDEX \`articles_image_idx\` ON \`articles\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_category_idx\` ON \`articles\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_status_idx\` ON \`articles\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`articles_publish_date_idx\` ON \`articles\` (\`publish_date\`);`)
  await db.run(sql`CREATE INDEX \`articles_original_slug_idx\` ON \`articles\` (\`original_slug\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`category_status_publishDate_idx\` ON \`articles\` (\`category_id\`,\`status\`,\`publish_date\`);`)
  await db.run(sql`CREATE TABLE \`articles_locales\` (
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
  await db.run(sql`CREATE INDEX \`articles_slug_idx\` ON \`articles_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_locales_locale_parent_id_unique\` ON \`articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`original_section\` text,
  	\`legacy_id\` numeric,
  	\`breadcrumb_public\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`categories_original_section_idx\` ON \`categories\` (\`original_section\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_legacy_id_idx\` ON \`categories\` (\`legacy_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_updated_at_idx\` ON \`categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`categories_created_at_idx\` ON \`categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`categories_locales\` (
  	\`name\` text NOT NULL,
  	\`section\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`categories_section_idx\` ON \`categories_locales\` (\`section\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_locales_locale_parent_id_unique\` ON \`categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`testimonials\` (
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
  await db.run(sql`CREATE INDEX \`testimonials_image_idx\` ON \`testimonials\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_status_idx\` ON \`testimonials\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_posted_at_idx\` ON \`testimonials\` (\`posted_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`advisors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`name\` text,
  	\`slug\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`photo_id\` integer,
  	\`sort\` numeric DEFAULT 0,
  	\`published\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`advisors_slug_idx\` ON \`advisors\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`advisors_photo_idx\` ON \`advisors\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`advisors_updated_at_idx\` ON \`advisors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`advisors_created_at_idx\` ON \`advisors\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`advisors_locales\` (
  	\`role\` text,
  	\`bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`advisors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`advisors_locales_locale_parent_id_unique\` ON \`advisors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`external_id\` numeric,
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
  	\`sizes_small_url\` text,
  	\`sizes_small_width\` numeric,
  	\`sizes_small_height\` numeric,
  	\`sizes_small_mime_type\` text,
  	\`sizes_small_filesize\` numeric,
  	\`sizes_small_filename\` text,
  	\`sizes_medium_url\` text,
  	\`sizes_medium_width\` numeric,
  	\`sizes_medium_height\` numeric,
  	\`sizes_medium_mime_type\` text,
  	\`sizes_medium_filesize\` numeric,
  	\`sizes_medium_filename\` text,
  	\`sizes_large_url\` text,
  	\`sizes_large_width\` numeric,
  	\`sizes_large_height\` numeric,
  	\`sizes_large_mime_type\` text,
  	\`sizes_large_filesize\` numeric,
  	\`sizes_large_filename\` text
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_external_id_idx\` ON \`media\` (\`external_id\`);`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_small_sizes_small_filename_idx\` ON \`media\` (\`sizes_small_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_medium_sizes_medium_filename_idx\` ON \`media\` (\`sizes_medium_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_large_sizes_large_filename_idx\` ON \`media\` (\`sizes_large_filename\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`translations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`translations_key_idx\` ON \`translations\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`translations_updated_at_idx\` ON \`translations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`translations_created_at_idx\` ON \`translations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`translations_locales\` (
  	\`value\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`translations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`translations_locales_locale_parent_id_unique\` ON \`translations_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`locale\` text,
  	\`name\` text,
  	\`email\` text,
  	\`phone\` text,
  	\`subject\` text,
  	\`message\` text,
  	\`property_id\` integer,
  	\`project_id\` integer,
  	\`advisor_id\` integer,
  	\`data\` text,
  	\`utm\` text,
  	\`source\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`advisor_id\`) REFERENCES \`advisors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`submissions_type_idx\` ON \`submissions\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`submissions_status_idx\` ON \`submissions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`submissions_email_idx\` ON \`submissions\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`submissions_property_idx\` ON \`submissions\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`submissions_project_idx\` ON \`submissions\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`submissions_advisor_idx\` ON \`submissions\` (\`advisor_id\`);`)
  await db.run(sql`CREATE INDEX \`submissions_updated_at_idx\` ON \`submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`submissions_created_at_idx\` ON \`submissions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`demands_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`demands\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`demands_sessions_order_idx\` ON \`demands_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`demands_sessions_parent_id_idx\` ON \`demands_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`demands\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`salutation\` text,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`phone\` text,
  	\`language\` text DEFAULT 'nl',
  	\`street\` text,
  	\`house_number\` text,
  	\`zip\` text,
  	\`city\` text,
  	\`remark\` text,
  	\`newsletter\` integer,
  	\`criteria_goal\` text NOT NULL,
  	\`criteria_min_bedrooms\` numeric,
  	\`criteria_price_min\` numeric,
  	\`criteria_price_max\` numeric,
  	\`subscribed\` integer DEFAULT true,
  	\`unsubscribed_at\` text,
  	\`submission_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text,
  	FOREIGN KEY (\`submission_id\`) REFERENCES \`submissions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`demands_subscribed_idx\` ON \`demands\` (\`subscribed\`);`)
  await db.run(sql`CREATE INDEX \`demands_submission_idx\` ON \`demands\` (\`submission_id\`);`)
  await db.run(sql`CREATE INDEX \`demands_updated_at_idx\` ON \`demands\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`demands_created_at_idx\` ON \`demands\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`demands_email_idx\` ON \`demands\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`demands_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`property_types_id\` integer,
  	\`cities_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`demands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`property_types_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cities_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`demands_rels_order_idx\` ON \`demands_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`demands_rels_parent_idx\` ON \`demands_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`demands_rels_path_idx\` ON \`demands_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`demands_rels_property_types_id_idx\` ON \`demands_rels\` (\`property_types_id\`);`)
  await db.run(sql`CREATE INDEX \`demands_rels_cities_id_idx\` ON \`demands_rels\` (\`cities_id\`);`)
  await db.run(sql`CREATE TABLE \`appointments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`property_id\` integer NOT NULL,
  	\`date\` text NOT NULL,
  	\`slot\` text NOT NULL,
  	\`status\` text DEFAULT 'requested' NOT NULL,
  	\`first_name\` text,
  	\`last_name\` text NOT NULL,
  	\`email\` text,
  	\`phone\` text,
  	\`remark\` text,
  	\`locale\` text,
  	\`submission_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`submission_id\`) REFERENCES \`submissions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`appointments_property_idx\` ON \`appointments\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`appointments_date_idx\` ON \`appointments\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`appointments_status_idx\` ON \`appointments\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`appointments_submission_idx\` ON \`appointments\` (\`submission_id\`);`)
  await db.run(sql`CREATE INDEX \`appointments_updated_at_idx\` ON \`appointments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`appointments_created_at_idx\` ON \`appointments\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`property_date_slot_idx\` ON \`appointments\` (\`property_id\`,\`date\`,\`slot\`);`)
  await db.run(sql`CREATE TABLE \`property_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`property_id\` integer NOT NULL,
  	\`date\` text NOT NULL,
  	\`page_views\` numeric DEFAULT 0,
  	\`contact_requests\` numeric DEFAULT 0,
  	\`visits\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`property_stats_property_idx\` ON \`property_stats\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`property_stats_date_idx\` ON \`property_stats\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`property_stats_updated_at_idx\` ON \`property_stats\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`property_stats_created_at_idx\` ON \`property_stats\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`property_date_idx\` ON \`property_stats\` (\`property_id\`,\`date\`);`)
  await db.run(sql`CREATE TABLE \`owners_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`owners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`owners_sessions_order_idx\` ON \`owners_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`owners_sessions_parent_id_idx\` ON \`owners_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`owners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`salutation\` text,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`phone\` text,
  	\`language\` text DEFAULT 'nl',
  	\`street\` text,
  	\`house_number\` text,
  	\`zip\` text,
  	\`city\` text,
  	\`remark\` text,
  	\`newsletter\` integer,
  	\`advisor_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text,
  	FOREIGN KEY (\`advisor_id\`) REFERENCES \`advisors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`owners_advisor_idx\` ON \`owners\` (\`advisor_id\`);`)
  await db.run(sql`CREATE INDEX \`owners_updated_at_idx\` ON \`owners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`owners_created_at_idx\` ON \`owners\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`owners_email_idx\` ON \`owners\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  	\`demands_id\` integer,
  	\`appointments_id\` integer,
  	\`property_stats_id\` integer,
  	\`owners_id\` integer,
  	\`users_id\` integer,
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
  	FOREIGN KEY (\`demands_id\`) REFERENCES \`demands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appointments_id\`) REFERENCES \`appointments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`property_stats_id\`) REFERENCES \`property_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`owners_id\`) REFERENCES \`owners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_demands_id_idx\` ON \`payload_locked_documents_rels\` (\`demands_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appointments_id_idx\` ON \`payload_locked_documents_rels\` (\`appointments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_property_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`property_stats_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_owners_id_idx\` ON \`payload_locked_documents_rels\` (\`owners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`demands_id\` integer,
  	\`owners_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`demands_id\`) REFERENCES \`demands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`owners_id\`) REFERENCES \`owners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_demands_id_idx\` ON \`payload_preferences_rels\` (\`demands_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_owners_id_idx\` ON \`payload_preferences_rels\` (\`owners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`header_header_links_left\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_header_links_left_order_idx\` ON \`header_header_links_left\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_header_links_left_parent_id_idx\` ON \`header_header_links_left\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_header_links_left_locales\` (
  	\`label\` text NOT NULL,
  	\`link\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_header_links_left\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_header_links_left_locales_locale_parent_id_unique\` ON \`header_header_links_left_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_header_links_right\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_header_links_right_order_idx\` ON \`header_header_links_right\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_header_links_right_parent_id_idx\` ON \`header_header_links_right\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_header_links_right_locales\` (
  	\`label\` text NOT NULL,
  	\`link\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_header_links_right\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_header_links_right_locales_locale_parent_id_unique\` ON \`header_header_links_right_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`app_bar_bg_color\` text DEFAULT '#ffffff',
  	\`app_bar_text_color\` text DEFAULT '#12355b',
  	\`app_bar_change_on_scroll\` integer DEFAULT true,
  	\`menu_show_home_menu\` integer DEFAULT true,
  	\`menu_menu_font_size\` numeric DEFAULT 16,
  	\`menu_mobile_position\` text DEFAULT 'right',
  	\`menu_mobile_bg_color\` text DEFAULT '#12355b',
  	\`menu_mobile_text_color\` text DEFAULT '#ffffff',
  	\`language_switcher_position\` text DEFAULT 'right',
  	\`header_links_show\` integer DEFAULT false,
  	\`header_links_bg_color\` text,
  	\`logo_image_id\` integer,
  	\`logo_image_small_id\` integer,
  	\`logo_position\` text DEFAULT 'left',
  	\`logo_show_logo_at_start\` integer DEFAULT true,
  	\`banner_type\` text DEFAULT 'gallery',
  	\`banner_image_id\` integer,
  	\`banner_gallery_config_autoplay\` integer DEFAULT true,
  	\`banner_gallery_config_interval\` numeric DEFAULT 6,
  	\`banner_gallery_config_loop\` integer DEFAULT true,
  	\`banner_video_id\` integer,
  	\`banner_video_poster_id\` integer,
  	\`banner_video_mobile_id\` integer,
  	\`banner_video_mobile_poster_id\` integer,
  	\`banner_show_logo\` integer DEFAULT false,
  	\`property_search_show\` integer DEFAULT true,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_image_small_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`banner_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`banner_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`banner_video_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`banner_video_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`banner_video_mobile_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`header_logo_logo_image_idx\` ON \`header\` (\`logo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`header_logo_logo_image_small_idx\` ON \`header\` (\`logo_image_small_id\`);`)
  await db.run(sql`CREATE INDEX \`header_banner_banner_image_idx\` ON \`header\` (\`banner_image_id\`);`)
  await db.run(sql`CREATE INDEX \`header_banner_banner_video_idx\` ON \`header\` (\`banner_video_id\`);`)
  await db.run(sql`CREATE INDEX \`header_banner_banner_video_poster_idx\` ON \`header\` (\`banner_video_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`header_banner_banner_video_mobile_idx\` ON \`header\` (\`banner_video_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`header_banner_banner_video_mobile_poster_idx\` ON \`header\` (\`banner_video_mobile_poster_id\`);`)
  await db.run(sql`CREATE TABLE \`header_locales\` (
  	\`banner_title\` text,
  	\`banner_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_locales_locale_parent_id_unique\` ON \`header_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_rels_order_idx\` ON \`header_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_parent_idx\` ON \`header_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_path_idx\` ON \`header_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_media_id_idx\` ON \`header_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title_public\` integer DEFAULT true,
  	\`intro_text_public\` integer DEFAULT true,
  	\`full_text_public\` integer DEFAULT true,
  	\`image_id\` integer,
  	\`sm\` text DEFAULT '12',
  	\`md\` text DEFAULT '6',
  	\`lg\` text DEFAULT '3',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_columns_order_idx\` ON \`footer_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_parent_id_idx\` ON \`footer_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_image_idx\` ON \`footer_columns\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_columns_locales\` (
  	\`title\` text,
  	\`intro_text\` text,
  	\`full_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_columns_locales_locale_parent_id_unique\` ON \`footer_columns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`bg_color\` text DEFAULT '#12355b',
  	\`text_color\` text DEFAULT '#ffffff',
  	\`max_width\` numeric DEFAULT 1280,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`footer_locales\` (
  	\`copyright\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_locales_locale_parent_id_unique\` ON \`footer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`top_bar_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`color\` text,
  	\`status\` text DEFAULT 'published' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`top_bar\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`top_bar_items_order_idx\` ON \`top_bar_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`top_bar_items_parent_id_idx\` ON \`top_bar_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`top_bar_items_status_idx\` ON \`top_bar_items\` (\`status\`);`)
  await db.run(sql`CREATE TABLE \`top_bar_items_locales\` (
  	\`label\` text NOT NULL,
  	\`link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`top_bar_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`top_bar_items_locales_locale_parent_id_unique\` ON \`top_bar_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`top_bar\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`show\` integer DEFAULT true,
  	\`bg_color\` text DEFAULT '#12355b',
  	\`text_color\` text DEFAULT '#ffffff',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`popup\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`is_published\` integer DEFAULT false,
  	\`delay\` numeric,
  	\`media_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`popup_media_idx\` ON \`popup\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`popup_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`link\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`popup\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`popup_locales_locale_parent_id_unique\` ON \`popup_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_languages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`use\` integer DEFAULT true,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_languages_order_idx\` ON \`site_settings_languages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_languages_parent_id_idx\` ON \`site_settings_languages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_organisation_offices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`street\` text,
  	\`zip\` text,
  	\`city\` text,
  	\`phone\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_organisation_offices_order_idx\` ON \`site_settings_organisation_offices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_organisation_offices_parent_id_idx\` ON \`site_settings_organisation_offices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_organisation_offices_locales\` (
  	\`opening_hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_organisation_offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_organisation_offices_locales_locale_parent_id_\` ON \`site_settings_organisation_offices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`default_language\` text DEFAULT 'nl' NOT NULL,
  	\`site_google_analytics_i_d\` text,
  	\`site_google_ads_i_d\` text,
  	\`site_google_tag_manager\` text,
  	\`site_facebook_pixel\` text,
  	\`currency\` text DEFAULT 'EUR',
  	\`currency_prefix\` text DEFAULT '€ ',
  	\`site_name\` text DEFAULT 'Kempen Vastgoed' NOT NULL,
  	\`organisation_legal_name\` text,
  	\`organisation_vat_number\` text,
  	\`organisation_biv_number\` text,
  	\`organisation_email\` text,
  	\`organisation_phone\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`properties_videos\`;`)
  await db.run(sql`DROP TABLE \`properties_documents\`;`)
  await db.run(sql`DROP TABLE \`properties_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`properties\`;`)
  await db.run(sql`DROP TABLE \`properties_locales\`;`)
  await db.run(sql`DROP TABLE \`properties_rels\`;`)
  await db.run(sql`DROP TABLE \`projects_documents\`;`)
  await db.run(sql`DROP TABLE \`projects_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`projects\`;`)
  await db.run(sql`DROP TABLE \`projects_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_rels\`;`)
  await db.run(sql`DROP TABLE \`property_types\`;`)
  await db.run(sql`DROP TABLE \`property_types_locales\`;`)
  await db.run(sql`DROP TABLE \`cities\`;`)
  await db.run(sql`DROP TABLE \`menus\`;`)
  await db.run(sql`DROP TABLE \`menus_locales\`;`)
  await db.run(sql`DROP TABLE \`menus_rels\`;`)
  await db.run(sql`DROP TABLE \`modules_blocks_article\`;`)
  await db.run(sql`DROP TABLE \`modules_blocks_property_list\`;`)
  await db.run(sql`DROP TABLE \`modules_blocks_project_list\`;`)
  await db.run(sql`DROP TABLE \`modules_blocks_category\`;`)
  await db.run(sql`DROP TABLE \`modules_blocks_external\`;`)
  await db.run(sql`DROP TABLE \`modules_blocks_external_locales\`;`)
  await db.run(sql`DROP TABLE \`modules_blocks_contact\`;`)
  await db.run(sql`DROP TABLE \`modules\`;`)
  await db.run(sql`DROP TABLE \`modules_locales\`;`)
  await db.run(sql`DROP TABLE \`modules_rels\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles_locales\`;`)
  await db.run(sql`DROP TABLE \`categories\`;`)
  await db.run(sql`DROP TABLE \`categories_locales\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`advisors\`;`)
  await db.run(sql`DROP TABLE \`advisors_locales\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`translations\`;`)
  await db.run(sql`DROP TABLE \`translations_locales\`;`)
  await db.run(sql`DROP TABLE \`submissions\`;`)
  await db.run(sql`DROP TABLE \`demands_sessions\`;`)
  await db.run(sql`DROP TABLE \`demands\`;`)
  await db.run(sql`DROP TABLE \`demands_rels\`;`)
  await db.run(sql`DROP TABLE \`appointments\`;`)
  await db.run(sql`DROP TABLE \`property_stats\`;`)
  await db.run(sql`DROP TABLE \`owners_sessions\`;`)
  await db.run(sql`DROP TABLE \`owners\`;`)
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`header_header_links_left\`;`)
  await db.run(sql`DROP TABLE \`header_header_links_left_locales\`;`)
  await db.run(sql`DROP TABLE \`header_header_links_right\`;`)
  await db.run(sql`DROP TABLE \`header_header_links_right_locales\`;`)
  await db.run(sql`DROP TABLE \`header\`;`)
  await db.run(sql`DROP TABLE \`header_locales\`;`)
  await db.run(sql`DROP TABLE \`header_rels\`;`)
  await db.run(sql`DROP TABLE \`footer_columns\`;`)
  await db.run(sql`DROP TABLE \`footer_columns_locales\`;`)
  await db.run(sql`DROP TABLE \`footer\`;`)
  await db.run(sql`DROP TABLE \`footer_locales\`;`)
  await db.run(sql`DROP TABLE \`top_bar_items\`;`)
  await db.run(sql`DROP TABLE \`top_bar_items_locales\`;`)
  await db.run(sql`DROP TABLE \`top_bar\`;`)
  await db.run(sql`DROP TABLE \`popup\`;`)
  await db.run(sql`DROP TABLE \`popup_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_languages\`;`)
  await db.run(sql`DROP TABLE \`site_settings_organisation_offices\`;`)
  await db.run(sql`DROP TABLE \`site_settings_organisation_offices_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
}
