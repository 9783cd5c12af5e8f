import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_properties_country_id" AS ENUM('10', '50');
  CREATE TYPE "public"."enum_properties_orientation_terrace" AS ENUM('N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW');
  CREATE TYPE "public"."enum_properties_orientation_garden" AS ENUM('N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW');
  CREATE TYPE "public"."enum_properties_epc_status" AS ENUM('available', 'in-application', 'not-applicable');
  CREATE TYPE "public"."enum_properties_permit" AS ENUM('no', 'yes', 'on-request');
  CREATE TYPE "public"."enum_properties_allotment_permit" AS ENUM('no', 'yes', 'on-request');
  CREATE TYPE "public"."enum_properties_preemptive_rights" AS ENUM('no', 'yes', 'on-request');
  CREATE TYPE "public"."enum_properties_summons" AS ENUM('no', 'yes', 'on-request');
  CREATE TYPE "public"."enum_properties_judicial_decision" AS ENUM('no', 'yes', 'on-request');
  CREATE TYPE "public"."enum_properties_flood_risk_area" AS ENUM('no', 'yes', 'on-request');
  CREATE TYPE "public"."enum_properties_flood_zone" AS ENUM('none', 'possible', 'effective');
  CREATE TYPE "public"."enum_properties_asbestos_type" AS ENUM('not-required', 'none', 'present');
  CREATE TYPE "public"."enum_properties_availability" AS ENUM('immediately', 'by-agreement', 'at-deed', 'from-date');
  CREATE TYPE "public"."enum_properties_goal" AS ENUM('sale', 'rent');
  CREATE TYPE "public"."enum_properties_marquee" AS ENUM('0', '1', '2', '3', '4', '14', '15');
  CREATE TYPE "public"."enum_properties_status" AS ENUM('for-sale', 'for-rent', 'sold', 'rented', 'under-option', 'to-take-over');
  CREATE TYPE "public"."enum_projects_country_id" AS ENUM('10', '50');
  CREATE TYPE "public"."enum_projects_goal" AS ENUM('sale', 'rent');
  CREATE TYPE "public"."enum_projects_status" AS ENUM('available', 'sold-out');
  CREATE TYPE "public"."enum_cities_country_id" AS ENUM('10', '50');
  CREATE TYPE "public"."enum_menus_banner_type" AS ENUM('image', 'gallery', 'video');
  CREATE TYPE "public"."enum_menus_status" AS ENUM('published', 'hidden');
  CREATE TYPE "public"."enum_menus_page_type" AS ENUM('module', 'login', 'feedback');
  CREATE TYPE "public"."enum_modules_blocks_property_list_listing" AS ENUM('for-sale', 'for-rent', 'sold', 'new-build', 'featured');
  CREATE TYPE "public"."enum_modules_blocks_contact_variant" AS ENUM('full', 'small');
  CREATE TYPE "public"."enum_modules_title_size" AS ENUM('h1', 'h2');
  CREATE TYPE "public"."enum_modules_view" AS ENUM('single-view', 'list-view', 'slider-view', 'news-view', 'module-view', 'odds-view', 'ons-team-view');
  CREATE TYPE "public"."enum_modules_span" AS ENUM('10', '12');
  CREATE TYPE "public"."enum_modules_col_sm" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum_modules_col_md" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum_modules_col_lg" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum_modules_background_type" AS ENUM('image', 'color');
  CREATE TYPE "public"."enum_modules_status" AS ENUM('published', 'hidden');
  CREATE TYPE "public"."enum_articles_status" AS ENUM('published', 'hidden');
  CREATE TYPE "public"."enum_testimonials_status" AS ENUM('pending', 'published', 'rejected');
  CREATE TYPE "public"."enum_submissions_type" AS ENUM('site-contact', 'site-contact-small', 'property-info', 'visit', 'valuation', 'demand', 'send-to-friend', 'documents', 'offer', 'rental-application', 'testimonial', 'newsletter', 'job-application', 'project-info');
  CREATE TYPE "public"."enum_submissions_status" AS ENUM('new', 'handled');
  CREATE TYPE "public"."enum_demands_salutation" AS ENUM('mr', 'ms', 'miss');
  CREATE TYPE "public"."enum_demands_language" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_demands_criteria_goal" AS ENUM('sale', 'rent');
  CREATE TYPE "public"."enum_appointments_slot" AS ENUM('10-13', '13-16', '16-19');
  CREATE TYPE "public"."enum_appointments_status" AS ENUM('requested', 'confirmed', 'cancelled');
  CREATE TYPE "public"."enum_owners_salutation" AS ENUM('mr', 'ms', 'miss');
  CREATE TYPE "public"."enum_owners_language" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor');
  CREATE TYPE "public"."enum_header_menu_mobile_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_header_language_switcher_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_header_logo_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_header_banner_type" AS ENUM('image', 'gallery', 'video');
  CREATE TYPE "public"."enum_footer_columns_sm" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum_footer_columns_md" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum_footer_columns_lg" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum_top_bar_items_icon" AS ENUM('phone', 'mail', 'calculator', 'clock', 'pin', 'user');
  CREATE TYPE "public"."enum_top_bar_items_status" AS ENUM('published', 'hidden');
  CREATE TYPE "public"."enum_site_settings_languages_code" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_site_settings_default_language" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_site_settings_currency" AS ENUM('EUR');
  CREATE TABLE "properties_videos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "properties_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"url" varchar
  );
  
  CREATE TABLE "properties_documents_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "properties" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"main_type_name" varchar,
  	"record_file" varchar,
  	"street" varchar,
  	"house_number" varchar,
  	"box_nr" varchar,
  	"zip" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"country_id" "enum_properties_country_id" DEFAULT '10',
  	"publish_address" boolean DEFAULT true,
  	"latitude" numeric,
  	"longitude" numeric,
  	"price" numeric,
  	"publish_price" boolean DEFAULT true,
  	"price_unit" numeric,
  	"cadastral_income" numeric,
  	"registration_right" numeric,
  	"vat_value" numeric,
  	"notary_fee_ex_vat" numeric,
  	"notary_fee_inc_vat" numeric,
  	"agency_cost" numeric,
  	"total_cost" numeric,
  	"surface_total" numeric,
  	"surface_ground" numeric,
  	"surface_living" numeric,
  	"surface_constructed" numeric,
  	"surface_terrace" numeric,
  	"surface_garden" numeric,
  	"surface_office" numeric,
  	"surface_store" numeric,
  	"plot_width" numeric,
  	"front_width" numeric,
  	"floors" numeric,
  	"facades" numeric,
  	"bedrooms" numeric,
  	"bathrooms" numeric,
  	"shower_rooms" numeric,
  	"toilets" numeric,
  	"garages" numeric,
  	"parkings" numeric,
  	"external_parkings" numeric,
  	"construction_year" numeric,
  	"renovation_year" numeric,
  	"gas" boolean,
  	"water" boolean,
  	"electricity_connection" boolean,
  	"drain_connection" boolean,
  	"lift" boolean,
  	"cellar" boolean,
  	"attic" boolean,
  	"furnished" boolean,
  	"garden" boolean,
  	"garage" boolean,
  	"terrace" boolean,
  	"orientation_terrace" "enum_properties_orientation_terrace",
  	"orientation_garden" "enum_properties_orientation_garden",
  	"epc_status" "enum_properties_epc_status" DEFAULT 'available',
  	"epc_unique_code" varchar,
  	"energy_performance" numeric,
  	"energy_total" numeric,
  	"epc_label_text" varchar,
  	"co2_emission" numeric,
  	"e_level" numeric,
  	"epc_date" timestamp(3) with time zone,
  	"energy_certificate_end_date" timestamp(3) with time zone,
  	"permit" "enum_properties_permit",
  	"allotment_permit" "enum_properties_allotment_permit",
  	"preemptive_rights" "enum_properties_preemptive_rights",
  	"summons" "enum_properties_summons",
  	"judicial_decision" "enum_properties_judicial_decision",
  	"flood_risk_area" "enum_properties_flood_risk_area",
  	"flood_zone" "enum_properties_flood_zone",
  	"g_score" varchar,
  	"p_score" varchar,
  	"asbestos_type" "enum_properties_asbestos_type",
  	"asbestos_date" timestamp(3) with time zone,
  	"charges_renter" numeric,
  	"charges_owner" numeric,
  	"deposit_months" numeric,
  	"availability" "enum_properties_availability",
  	"available_from" timestamp(3) with time zone,
  	"inventory" boolean,
  	"minimum_income" numeric,
  	"maximum_persons" numeric,
  	"life_annuity" boolean,
  	"annuity_bouquet" numeric,
  	"annuity_monthly" numeric,
  	"annuitant_ages" varchar,
  	"virtual_tour_url" varchar,
  	"external_id" numeric NOT NULL,
  	"published" boolean DEFAULT true,
  	"goal" "enum_properties_goal" DEFAULT 'sale' NOT NULL,
  	"marquee" "enum_properties_marquee" DEFAULT '0',
  	"featured" boolean DEFAULT false,
  	"status" "enum_properties_status",
  	"type_id" integer NOT NULL,
  	"project_id" integer,
  	"owner_id" integer,
  	"advisor_id" integer,
  	"publish_date" timestamp(3) with time zone,
  	"import_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "properties_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"marquee_name" varchar,
  	"price_unit_text" varchar,
  	"heating" varchar,
  	"window_frame" varchar,
  	"glazing" varchar,
  	"kitchen" varchar,
  	"roof_material" varchar,
  	"roof_condition" varchar,
  	"planning_destination" varchar,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "properties_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"property_types_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "projects_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"url" varchar
  );
  
  CREATE TABLE "projects_documents_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_number" varchar,
  	"price_min" numeric,
  	"price_max" numeric,
  	"project_web_id" numeric,
  	"street" varchar,
  	"house_number" varchar,
  	"box_nr" varchar,
  	"zip" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"country_id" "enum_projects_country_id" DEFAULT '10',
  	"public_address" boolean DEFAULT true,
  	"latitude" numeric,
  	"longitude" numeric,
  	"external_id" numeric NOT NULL,
  	"published" boolean DEFAULT true,
  	"goal" "enum_projects_goal" DEFAULT 'sale',
  	"status" "enum_projects_status" DEFAULT 'available',
  	"advisor_id" integer,
  	"import_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "projects_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"delivery" varchar,
  	"type_summary" varchar,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "projects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"property_types_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "property_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"web_id" numeric NOT NULL,
  	"show_order" numeric DEFAULT 0 NOT NULL,
  	"sale" boolean DEFAULT true,
  	"rent" boolean DEFAULT false,
  	"counts" jsonb,
  	"icon_id" integer,
  	"import_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "property_types_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"zip" varchar NOT NULL,
  	"country_id" "enum_cities_country_id" DEFAULT '10',
  	"label" varchar,
  	"latitude" numeric,
  	"longitude" numeric,
  	"counts" jsonb,
  	"import_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "menus" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"title_public" boolean DEFAULT true,
  	"description_public" boolean DEFAULT false,
  	"image_id" integer,
  	"show_page_banner" boolean DEFAULT false,
  	"banner_type" "enum_menus_banner_type" DEFAULT 'image',
  	"banner_image_id" integer,
  	"banner_video_id" integer,
  	"banner_video_poster_id" integer,
  	"banner_video_mobile_id" integer,
  	"banner_video_mobile_poster_id" integer,
  	"banner_color" varchar,
  	"banner_transparent" boolean,
  	"is_active_s_e_o" boolean DEFAULT true,
  	"meta_social_type" varchar DEFAULT 'website',
  	"meta_social_image_id" integer,
  	"meta_short_message_site" varchar,
  	"meta_short_message_image_id" integer,
  	"show_bread_crumb" boolean DEFAULT true,
  	"is_have_sub_menu" boolean,
  	"show_fixed_menu" boolean,
  	"no_referrer_no_follow" boolean,
  	"no_cookie_popup" boolean,
  	"redirect" boolean,
  	"redirect_new_tab" boolean DEFAULT true,
  	"logo_id" integer,
  	"css" varchar,
  	"original_path" varchar,
  	"status" "enum_menus_status" DEFAULT 'published' NOT NULL,
  	"show_in_menu" boolean DEFAULT true,
  	"page_type" "enum_menus_page_type" DEFAULT 'module' NOT NULL,
  	"parent_id" integer,
  	"sort" numeric DEFAULT 0,
  	"advisor_id" integer,
  	"legacy_id" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "menus_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"content" jsonb,
  	"banner_title" varchar,
  	"banner_description" varchar,
  	"meta_page_title" varchar,
  	"meta_metadata_title" varchar,
  	"meta_metadata_description" varchar,
  	"meta_social_title" varchar,
  	"meta_social_url" varchar,
  	"meta_social_description" varchar,
  	"meta_short_message_title" varchar,
  	"meta_short_message_description" varchar,
  	"meta_schema_data" jsonb,
  	"redirect_url" varchar,
  	"path" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "menus_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"modules_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "modules_blocks_article" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "modules_blocks_property_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"listing" "enum_modules_blocks_property_list_listing" DEFAULT 'for-sale' NOT NULL,
  	"show_search" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "modules_blocks_project_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"include_sold_out" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "modules_blocks_category" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category_id" integer NOT NULL,
  	"paginate" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "modules_blocks_external" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL,
  	"height" numeric DEFAULT 400,
  	"block_name" varchar
  );
  
  CREATE TABLE "modules_blocks_external_locales" (
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "modules_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_modules_blocks_contact_variant" DEFAULT 'full',
  	"block_name" varchar
  );
  
  CREATE TABLE "modules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"title_public" boolean DEFAULT true,
  	"title_size" "enum_modules_title_size" DEFAULT 'h2',
  	"view" "enum_modules_view" DEFAULT 'module-view' NOT NULL,
  	"max_items" numeric DEFAULT 4,
  	"number_item_of_row" numeric DEFAULT 3,
  	"span" "enum_modules_span" DEFAULT '12',
  	"position" numeric DEFAULT 0,
  	"is_has_subcategories" boolean,
  	"col_sm" "enum_modules_col_sm" DEFAULT '12',
  	"col_md" "enum_modules_col_md" DEFAULT '12',
  	"col_lg" "enum_modules_col_lg" DEFAULT '12',
  	"class" varchar,
  	"background_type" "enum_modules_background_type",
  	"color_background" varchar,
  	"image_id" integer,
  	"status" "enum_modules_status" DEFAULT 'published' NOT NULL,
  	"sort" numeric DEFAULT 0,
  	"legacy_id" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "modules_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"description2" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "modules_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"articles_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"category_id" integer NOT NULL,
  	"status" "enum_articles_status" DEFAULT 'published' NOT NULL,
  	"publish_date" timestamp(3) with time zone NOT NULL,
  	"original_slug" varchar,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "articles_locales" (
  	"title" varchar NOT NULL,
  	"subtitle" varchar,
  	"excerpt" varchar,
  	"content" jsonb,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"original_section" varchar,
  	"legacy_id" numeric,
  	"breadcrumb_public" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "categories_locales" (
  	"name" varchar NOT NULL,
  	"section" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"website" varchar,
  	"about_you" varchar,
  	"comment" varchar NOT NULL,
  	"image_id" integer,
  	"status" "enum_testimonials_status" DEFAULT 'pending' NOT NULL,
  	"posted_at" timestamp(3) with time zone,
  	"posted_by" varchar,
  	"locale" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "advisors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"name" varchar,
  	"slug" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"photo_id" integer,
  	"sort" numeric DEFAULT 0,
  	"published" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "advisors_locales" (
  	"role" varchar,
  	"bio" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"external_id" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_small_url" varchar,
  	"sizes_small_width" numeric,
  	"sizes_small_height" numeric,
  	"sizes_small_mime_type" varchar,
  	"sizes_small_filesize" numeric,
  	"sizes_small_filename" varchar,
  	"sizes_medium_url" varchar,
  	"sizes_medium_width" numeric,
  	"sizes_medium_height" numeric,
  	"sizes_medium_mime_type" varchar,
  	"sizes_medium_filesize" numeric,
  	"sizes_medium_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "translations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "translations_locales" (
  	"value" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_submissions_type" NOT NULL,
  	"status" "enum_submissions_status" DEFAULT 'new' NOT NULL,
  	"locale" varchar,
  	"name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"subject" varchar,
  	"message" varchar,
  	"property_id" integer,
  	"project_id" integer,
  	"advisor_id" integer,
  	"data" jsonb,
  	"utm" jsonb,
  	"source" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "demands_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "demands" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"salutation" "enum_demands_salutation",
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"phone" varchar,
  	"language" "enum_demands_language" DEFAULT 'nl',
  	"street" varchar,
  	"house_number" varchar,
  	"zip" varchar,
  	"city" varchar,
  	"remark" varchar,
  	"newsletter" boolean,
  	"criteria_goal" "enum_demands_criteria_goal" NOT NULL,
  	"criteria_min_bedrooms" numeric,
  	"criteria_price_min" numeric,
  	"criteria_price_max" numeric,
  	"subscribed" boolean DEFAULT true,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"submission_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "demands_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"property_types_id" integer,
  	"cities_id" integer
  );
  
  CREATE TABLE "appointments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"property_id" integer NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"slot" "enum_appointments_slot" NOT NULL,
  	"status" "enum_appointments_status" DEFAULT 'requested' NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar NOT NULL,
  	"email" varchar,
  	"phone" varchar,
  	"remark" varchar,
  	"locale" varchar,
  	"submission_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "property_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"property_id" integer NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"page_views" numeric DEFAULT 0,
  	"contact_requests" numeric DEFAULT 0,
  	"visits" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "owners_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "owners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"salutation" "enum_owners_salutation",
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"phone" varchar,
  	"language" "enum_owners_language" DEFAULT 'nl',
  	"street" varchar,
  	"house_number" varchar,
  	"zip" varchar,
  	"city" varchar,
  	"remark" varchar,
  	"newsletter" boolean,
  	"advisor_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"properties_id" integer,
  	"projects_id" integer,
  	"property_types_id" integer,
  	"cities_id" integer,
  	"menus_id" integer,
  	"modules_id" integer,
  	"articles_id" integer,
  	"categories_id" integer,
  	"testimonials_id" integer,
  	"advisors_id" integer,
  	"media_id" integer,
  	"translations_id" integer,
  	"submissions_id" integer,
  	"demands_id" integer,
  	"appointments_id" integer,
  	"property_stats_id" integer,
  	"owners_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"demands_id" integer,
  	"owners_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "header_header_links_left" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "header_header_links_left_locales" (
  	"label" varchar NOT NULL,
  	"link" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header_header_links_right" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "header_header_links_right_locales" (
  	"label" varchar NOT NULL,
  	"link" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"app_bar_bg_color" varchar DEFAULT '#ffffff',
  	"app_bar_text_color" varchar DEFAULT '#12355b',
  	"app_bar_change_on_scroll" boolean DEFAULT true,
  	"menu_show_home_menu" boolean DEFAULT true,
  	"menu_menu_font_size" numeric DEFAULT 16,
  	"menu_mobile_position" "enum_header_menu_mobile_position" DEFAULT 'right',
  	"menu_mobile_bg_color" varchar DEFAULT '#12355b',
  	"menu_mobile_text_color" varchar DEFAULT '#ffffff',
  	"language_switcher_position" "enum_header_language_switcher_position" DEFAULT 'right',
  	"header_links_show" boolean DEFAULT false,
  	"header_links_bg_color" varchar,
  	"logo_image_id" integer,
  	"logo_image_small_id" integer,
  	"logo_position" "enum_header_logo_position" DEFAULT 'left',
  	"logo_show_logo_at_start" boolean DEFAULT true,
  	"banner_type" "enum_header_banner_type" DEFAULT 'gallery',
  	"banner_image_id" integer,
  	"banner_gallery_config_autoplay" boolean DEFAULT true,
  	"banner_gallery_config_interval" numeric DEFAULT 6,
  	"banner_gallery_config_loop" boolean DEFAULT true,
  	"banner_video_id" integer,
  	"banner_video_poster_id" integer,
  	"banner_video_mobile_id" integer,
  	"banner_video_mobile_poster_id" integer,
  	"banner_show_logo" boolean DEFAULT false,
  	"property_search_show" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "header_locales" (
  	"banner_title" varchar,
  	"banner_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "header_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_public" boolean DEFAULT true,
  	"intro_text_public" boolean DEFAULT true,
  	"full_text_public" boolean DEFAULT true,
  	"image_id" integer,
  	"sm" "enum_footer_columns_sm" DEFAULT '12',
  	"md" "enum_footer_columns_md" DEFAULT '6',
  	"lg" "enum_footer_columns_lg" DEFAULT '3'
  );
  
  CREATE TABLE "footer_columns_locales" (
  	"title" varchar,
  	"intro_text" varchar,
  	"full_text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"bg_color" varchar DEFAULT '#12355b',
  	"text_color" varchar DEFAULT '#ffffff',
  	"max_width" numeric DEFAULT 1280,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_locales" (
  	"copyright" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "top_bar_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_top_bar_items_icon",
  	"color" varchar,
  	"status" "enum_top_bar_items_status" DEFAULT 'published' NOT NULL
  );
  
  CREATE TABLE "top_bar_items_locales" (
  	"label" varchar NOT NULL,
  	"link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "top_bar" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"show" boolean DEFAULT true,
  	"bg_color" varchar DEFAULT '#12355b',
  	"text_color" varchar DEFAULT '#ffffff',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "popup" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"is_published" boolean DEFAULT false,
  	"delay" numeric,
  	"media_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "popup_locales" (
  	"title" varchar,
  	"description" varchar,
  	"link" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings_languages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" "enum_site_settings_languages_code" NOT NULL,
  	"use" boolean DEFAULT true
  );
  
  CREATE TABLE "site_settings_organisation_offices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"street" varchar,
  	"zip" varchar,
  	"city" varchar,
  	"phone" varchar,
  	"latitude" numeric,
  	"longitude" numeric
  );
  
  CREATE TABLE "site_settings_organisation_offices_locales" (
  	"opening_hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"default_language" "enum_site_settings_default_language" DEFAULT 'nl' NOT NULL,
  	"site_google_analytics_i_d" varchar,
  	"site_google_ads_i_d" varchar,
  	"site_google_tag_manager" varchar,
  	"site_facebook_pixel" varchar,
  	"currency" "enum_site_settings_currency" DEFAULT 'EUR',
  	"currency_prefix" varchar DEFAULT '€ ',
  	"site_name" varchar DEFAULT 'Kempen Vastgoed' NOT NULL,
  	"organisation_legal_name" varchar,
  	"organisation_vat_number" varchar,
  	"organisation_biv_number" varchar,
  	"organisation_email" varchar,
  	"organisation_phone" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "properties_videos" ADD CONSTRAINT "properties_videos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_documents" ADD CONSTRAINT "properties_documents_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties_documents" ADD CONSTRAINT "properties_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_documents_locales" ADD CONSTRAINT "properties_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_type_id_property_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."property_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties_locales" ADD CONSTRAINT "properties_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_rels" ADD CONSTRAINT "properties_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_rels" ADD CONSTRAINT "properties_rels_property_types_fk" FOREIGN KEY ("property_types_id") REFERENCES "public"."property_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_rels" ADD CONSTRAINT "properties_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_documents" ADD CONSTRAINT "projects_documents_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_documents" ADD CONSTRAINT "projects_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_documents_locales" ADD CONSTRAINT "projects_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_locales" ADD CONSTRAINT "projects_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_property_types_fk" FOREIGN KEY ("property_types_id") REFERENCES "public"."property_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "property_types" ADD CONSTRAINT "property_types_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "property_types_locales" ADD CONSTRAINT "property_types_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."property_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus" ADD CONSTRAINT "menus_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus" ADD CONSTRAINT "menus_banner_image_id_media_id_fk" FOREIGN KEY ("banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus" ADD CONSTRAINT "menus_banner_video_id_media_id_fk" FOREIGN KEY ("banner_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus" ADD CONSTRAINT "menus_banner_video_poster_id_media_id_fk" FOREIGN KEY ("banner_video_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus" ADD CONSTRAINT "menus_banner_video_mobile_id_media_id_fk" FOREIGN KEY ("banner_video_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus" ADD CONSTRAINT "menus_banner_video_mobile_poster_id_media_id_fk" FOREIGN KEY ("banner_video_mobile_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus" ADD CONSTRAINT "menus_meta_social_image_id_media_id_fk" FOREIGN KEY ("meta_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus" ADD CONSTRAINT "menus_meta_short_message_image_id_media_id_fk" FOREIGN KEY ("meta_short_message_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus" ADD CONSTRAINT "menus_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus" ADD CONSTRAINT "menus_parent_id_menus_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus" ADD CONSTRAINT "menus_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_locales" ADD CONSTRAINT "menus_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_modules_fk" FOREIGN KEY ("modules_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "modules_blocks_article" ADD CONSTRAINT "modules_blocks_article_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "modules_blocks_property_list" ADD CONSTRAINT "modules_blocks_property_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "modules_blocks_project_list" ADD CONSTRAINT "modules_blocks_project_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "modules_blocks_category" ADD CONSTRAINT "modules_blocks_category_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "modules_blocks_category" ADD CONSTRAINT "modules_blocks_category_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "modules_blocks_external" ADD CONSTRAINT "modules_blocks_external_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "modules_blocks_external_locales" ADD CONSTRAINT "modules_blocks_external_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."modules_blocks_external"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "modules_blocks_contact" ADD CONSTRAINT "modules_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "modules" ADD CONSTRAINT "modules_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "modules_locales" ADD CONSTRAINT "modules_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "modules_rels" ADD CONSTRAINT "modules_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "modules_rels" ADD CONSTRAINT "modules_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "modules_rels" ADD CONSTRAINT "modules_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_locales" ADD CONSTRAINT "articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_locales" ADD CONSTRAINT "categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "advisors" ADD CONSTRAINT "advisors_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "advisors_locales" ADD CONSTRAINT "advisors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."advisors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "translations_locales" ADD CONSTRAINT "translations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."translations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "submissions" ADD CONSTRAINT "submissions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "submissions" ADD CONSTRAINT "submissions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "submissions" ADD CONSTRAINT "submissions_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "demands_sessions" ADD CONSTRAINT "demands_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "demands" ADD CONSTRAINT "demands_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "demands_rels" ADD CONSTRAINT "demands_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "demands_rels" ADD CONSTRAINT "demands_rels_property_types_fk" FOREIGN KEY ("property_types_id") REFERENCES "public"."property_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "demands_rels" ADD CONSTRAINT "demands_rels_cities_fk" FOREIGN KEY ("cities_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "appointments" ADD CONSTRAINT "appointments_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appointments" ADD CONSTRAINT "appointments_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "property_stats" ADD CONSTRAINT "property_stats_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "owners_sessions" ADD CONSTRAINT "owners_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "owners" ADD CONSTRAINT "owners_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_properties_fk" FOREIGN KEY ("properties_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_property_types_fk" FOREIGN KEY ("property_types_id") REFERENCES "public"."property_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cities_fk" FOREIGN KEY ("cities_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_menus_fk" FOREIGN KEY ("menus_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_modules_fk" FOREIGN KEY ("modules_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_advisors_fk" FOREIGN KEY ("advisors_id") REFERENCES "public"."advisors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_translations_fk" FOREIGN KEY ("translations_id") REFERENCES "public"."translations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_submissions_fk" FOREIGN KEY ("submissions_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_demands_fk" FOREIGN KEY ("demands_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_appointments_fk" FOREIGN KEY ("appointments_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_property_stats_fk" FOREIGN KEY ("property_stats_id") REFERENCES "public"."property_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_owners_fk" FOREIGN KEY ("owners_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_demands_fk" FOREIGN KEY ("demands_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_owners_fk" FOREIGN KEY ("owners_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_header_links_left" ADD CONSTRAINT "header_header_links_left_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_header_links_left_locales" ADD CONSTRAINT "header_header_links_left_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_header_links_left"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_header_links_right" ADD CONSTRAINT "header_header_links_right_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_header_links_right_locales" ADD CONSTRAINT "header_header_links_right_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_header_links_right"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header" ADD CONSTRAINT "header_logo_image_id_media_id_fk" FOREIGN KEY ("logo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header" ADD CONSTRAINT "header_logo_image_small_id_media_id_fk" FOREIGN KEY ("logo_image_small_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header" ADD CONSTRAINT "header_banner_image_id_media_id_fk" FOREIGN KEY ("banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header" ADD CONSTRAINT "header_banner_video_id_media_id_fk" FOREIGN KEY ("banner_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header" ADD CONSTRAINT "header_banner_video_poster_id_media_id_fk" FOREIGN KEY ("banner_video_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header" ADD CONSTRAINT "header_banner_video_mobile_id_media_id_fk" FOREIGN KEY ("banner_video_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header" ADD CONSTRAINT "header_banner_video_mobile_poster_id_media_id_fk" FOREIGN KEY ("banner_video_mobile_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_locales" ADD CONSTRAINT "header_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_rels" ADD CONSTRAINT "header_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_rels" ADD CONSTRAINT "header_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns" ADD CONSTRAINT "footer_columns_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_columns" ADD CONSTRAINT "footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns_locales" ADD CONSTRAINT "footer_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_locales" ADD CONSTRAINT "footer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "top_bar_items" ADD CONSTRAINT "top_bar_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."top_bar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "top_bar_items_locales" ADD CONSTRAINT "top_bar_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."top_bar_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popup" ADD CONSTRAINT "popup_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "popup_locales" ADD CONSTRAINT "popup_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."popup"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_languages" ADD CONSTRAINT "site_settings_languages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_organisation_offices" ADD CONSTRAINT "site_settings_organisation_offices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_organisation_offices_locales" ADD CONSTRAINT "site_settings_organisation_offices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_organisation_offices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "properties_videos_order_idx" ON "properties_videos" USING btree ("_order");
  CREATE INDEX "properties_videos_parent_id_idx" ON "properties_videos" USING btree ("_parent_id");
  CREATE INDEX "properties_documents_order_idx" ON "properties_documents" USING btree ("_order");
  CREATE INDEX "properties_documents_parent_id_idx" ON "properties_documents" USING btree ("_parent_id");
  CREATE INDEX "properties_documents_file_idx" ON "properties_documents" USING btree ("file_id");
  CREATE UNIQUE INDEX "properties_documents_locales_locale_parent_id_unique" ON "properties_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "properties_zip_idx" ON "properties" USING btree ("zip");
  CREATE INDEX "properties_city_idx" ON "properties" USING btree ("city");
  CREATE INDEX "properties_price_idx" ON "properties" USING btree ("price");
  CREATE INDEX "properties_bedrooms_idx" ON "properties" USING btree ("bedrooms");
  CREATE UNIQUE INDEX "properties_external_id_idx" ON "properties" USING btree ("external_id");
  CREATE INDEX "properties_published_idx" ON "properties" USING btree ("published");
  CREATE INDEX "properties_goal_idx" ON "properties" USING btree ("goal");
  CREATE INDEX "properties_featured_idx" ON "properties" USING btree ("featured");
  CREATE INDEX "properties_status_idx" ON "properties" USING btree ("status");
  CREATE INDEX "properties_type_idx" ON "properties" USING btree ("type_id");
  CREATE INDEX "properties_project_idx" ON "properties" USING btree ("project_id");
  CREATE INDEX "properties_owner_idx" ON "properties" USING btree ("owner_id");
  CREATE INDEX "properties_advisor_idx" ON "properties" USING btree ("advisor_id");
  CREATE INDEX "properties_publish_date_idx" ON "properties" USING btree ("publish_date");
  CREATE INDEX "properties_updated_at_idx" ON "properties" USING btree ("updated_at");
  CREATE INDEX "properties_created_at_idx" ON "properties" USING btree ("created_at");
  CREATE INDEX "published_goal_price_idx" ON "properties" USING btree ("published","goal","price");
  CREATE INDEX "published_goal_publishDate_idx" ON "properties" USING btree ("published","goal","publish_date");
  CREATE INDEX "properties_slug_idx" ON "properties_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "properties_locales_locale_parent_id_unique" ON "properties_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "properties_rels_order_idx" ON "properties_rels" USING btree ("order");
  CREATE INDEX "properties_rels_parent_idx" ON "properties_rels" USING btree ("parent_id");
  CREATE INDEX "properties_rels_path_idx" ON "properties_rels" USING btree ("path");
  CREATE INDEX "properties_rels_property_types_id_idx" ON "properties_rels" USING btree ("property_types_id");
  CREATE INDEX "properties_rels_media_id_idx" ON "properties_rels" USING btree ("media_id");
  CREATE INDEX "projects_documents_order_idx" ON "projects_documents" USING btree ("_order");
  CREATE INDEX "projects_documents_parent_id_idx" ON "projects_documents" USING btree ("_parent_id");
  CREATE INDEX "projects_documents_file_idx" ON "projects_documents" USING btree ("file_id");
  CREATE UNIQUE INDEX "projects_documents_locales_locale_parent_id_unique" ON "projects_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_price_min_idx" ON "projects" USING btree ("price_min");
  CREATE INDEX "projects_zip_idx" ON "projects" USING btree ("zip");
  CREATE INDEX "projects_city_idx" ON "projects" USING btree ("city");
  CREATE UNIQUE INDEX "projects_external_id_idx" ON "projects" USING btree ("external_id");
  CREATE INDEX "projects_published_idx" ON "projects" USING btree ("published");
  CREATE INDEX "projects_status_idx" ON "projects" USING btree ("status");
  CREATE INDEX "projects_advisor_idx" ON "projects" USING btree ("advisor_id");
  CREATE INDEX "projects_updated_at_idx" ON "projects" USING btree ("updated_at");
  CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at");
  CREATE INDEX "projects_slug_idx" ON "projects_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "projects_locales_locale_parent_id_unique" ON "projects_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_rels_order_idx" ON "projects_rels" USING btree ("order");
  CREATE INDEX "projects_rels_parent_idx" ON "projects_rels" USING btree ("parent_id");
  CREATE INDEX "projects_rels_path_idx" ON "projects_rels" USING btree ("path");
  CREATE INDEX "projects_rels_property_types_id_idx" ON "projects_rels" USING btree ("property_types_id");
  CREATE INDEX "projects_rels_media_id_idx" ON "projects_rels" USING btree ("media_id");
  CREATE UNIQUE INDEX "property_types_web_id_idx" ON "property_types" USING btree ("web_id");
  CREATE INDEX "property_types_show_order_idx" ON "property_types" USING btree ("show_order");
  CREATE INDEX "property_types_icon_idx" ON "property_types" USING btree ("icon_id");
  CREATE INDEX "property_types_updated_at_idx" ON "property_types" USING btree ("updated_at");
  CREATE INDEX "property_types_created_at_idx" ON "property_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "property_types_locales_locale_parent_id_unique" ON "property_types_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cities_name_idx" ON "cities" USING btree ("name");
  CREATE INDEX "cities_zip_idx" ON "cities" USING btree ("zip");
  CREATE INDEX "cities_updated_at_idx" ON "cities" USING btree ("updated_at");
  CREATE INDEX "cities_created_at_idx" ON "cities" USING btree ("created_at");
  CREATE UNIQUE INDEX "zip_name_idx" ON "cities" USING btree ("zip","name");
  CREATE INDEX "menus_image_idx" ON "menus" USING btree ("image_id");
  CREATE INDEX "menus_banner_banner_image_idx" ON "menus" USING btree ("banner_image_id");
  CREATE INDEX "menus_banner_banner_video_idx" ON "menus" USING btree ("banner_video_id");
  CREATE INDEX "menus_banner_banner_video_poster_idx" ON "menus" USING btree ("banner_video_poster_id");
  CREATE INDEX "menus_banner_banner_video_mobile_idx" ON "menus" USING btree ("banner_video_mobile_id");
  CREATE INDEX "menus_banner_banner_video_mobile_poster_idx" ON "menus" USING btree ("banner_video_mobile_poster_id");
  CREATE INDEX "menus_meta_social_meta_social_image_idx" ON "menus" USING btree ("meta_social_image_id");
  CREATE INDEX "menus_meta_short_message_meta_short_message_image_idx" ON "menus" USING btree ("meta_short_message_image_id");
  CREATE INDEX "menus_logo_idx" ON "menus" USING btree ("logo_id");
  CREATE UNIQUE INDEX "menus_original_path_idx" ON "menus" USING btree ("original_path");
  CREATE INDEX "menus_status_idx" ON "menus" USING btree ("status");
  CREATE INDEX "menus_parent_idx" ON "menus" USING btree ("parent_id");
  CREATE INDEX "menus_sort_idx" ON "menus" USING btree ("sort");
  CREATE INDEX "menus_advisor_idx" ON "menus" USING btree ("advisor_id");
  CREATE INDEX "menus_legacy_id_idx" ON "menus" USING btree ("legacy_id");
  CREATE INDEX "menus_updated_at_idx" ON "menus" USING btree ("updated_at");
  CREATE INDEX "menus_created_at_idx" ON "menus" USING btree ("created_at");
  CREATE INDEX "menus_path_idx" ON "menus_locales" USING btree ("path","_locale");
  CREATE UNIQUE INDEX "menus_locales_locale_parent_id_unique" ON "menus_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "menus_rels_order_idx" ON "menus_rels" USING btree ("order");
  CREATE INDEX "menus_rels_parent_idx" ON "menus_rels" USING btree ("parent_id");
  CREATE INDEX "menus_rels_path_idx" ON "menus_rels" USING btree ("path");
  CREATE INDEX "menus_rels_modules_id_idx" ON "menus_rels" USING btree ("modules_id");
  CREATE INDEX "menus_rels_media_id_idx" ON "menus_rels" USING btree ("media_id");
  CREATE INDEX "modules_blocks_article_order_idx" ON "modules_blocks_article" USING btree ("_order");
  CREATE INDEX "modules_blocks_article_parent_id_idx" ON "modules_blocks_article" USING btree ("_parent_id");
  CREATE INDEX "modules_blocks_article_path_idx" ON "modules_blocks_article" USING btree ("_path");
  CREATE INDEX "modules_blocks_property_list_order_idx" ON "modules_blocks_property_list" USING btree ("_order");
  CREATE INDEX "modules_blocks_property_list_parent_id_idx" ON "modules_blocks_property_list" USING btree ("_parent_id");
  CREATE INDEX "modules_blocks_property_list_path_idx" ON "modules_blocks_property_list" USING btree ("_path");
  CREATE INDEX "modules_blocks_project_list_order_idx" ON "modules_blocks_project_list" USING btree ("_order");
  CREATE INDEX "modules_blocks_project_list_parent_id_idx" ON "modules_blocks_project_list" USING btree ("_parent_id");
  CREATE INDEX "modules_blocks_project_list_path_idx" ON "modules_blocks_project_list" USING btree ("_path");
  CREATE INDEX "modules_blocks_category_order_idx" ON "modules_blocks_category" USING btree ("_order");
  CREATE INDEX "modules_blocks_category_parent_id_idx" ON "modules_blocks_category" USING btree ("_parent_id");
  CREATE INDEX "modules_blocks_category_path_idx" ON "modules_blocks_category" USING btree ("_path");
  CREATE INDEX "modules_blocks_category_category_idx" ON "modules_blocks_category" USING btree ("category_id");
  CREATE INDEX "modules_blocks_external_order_idx" ON "modules_blocks_external" USING btree ("_order");
  CREATE INDEX "modules_blocks_external_parent_id_idx" ON "modules_blocks_external" USING btree ("_parent_id");
  CREATE INDEX "modules_blocks_external_path_idx" ON "modules_blocks_external" USING btree ("_path");
  CREATE UNIQUE INDEX "modules_blocks_external_locales_locale_parent_id_unique" ON "modules_blocks_external_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "modules_blocks_contact_order_idx" ON "modules_blocks_contact" USING btree ("_order");
  CREATE INDEX "modules_blocks_contact_parent_id_idx" ON "modules_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "modules_blocks_contact_path_idx" ON "modules_blocks_contact" USING btree ("_path");
  CREATE INDEX "modules_image_idx" ON "modules" USING btree ("image_id");
  CREATE INDEX "modules_status_idx" ON "modules" USING btree ("status");
  CREATE INDEX "modules_legacy_id_idx" ON "modules" USING btree ("legacy_id");
  CREATE INDEX "modules_updated_at_idx" ON "modules" USING btree ("updated_at");
  CREATE INDEX "modules_created_at_idx" ON "modules" USING btree ("created_at");
  CREATE UNIQUE INDEX "modules_locales_locale_parent_id_unique" ON "modules_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "modules_rels_order_idx" ON "modules_rels" USING btree ("order");
  CREATE INDEX "modules_rels_parent_idx" ON "modules_rels" USING btree ("parent_id");
  CREATE INDEX "modules_rels_path_idx" ON "modules_rels" USING btree ("path");
  CREATE INDEX "modules_rels_articles_id_idx" ON "modules_rels" USING btree ("articles_id");
  CREATE INDEX "modules_rels_media_id_idx" ON "modules_rels" USING btree ("media_id");
  CREATE INDEX "articles_image_idx" ON "articles" USING btree ("image_id");
  CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id");
  CREATE INDEX "articles_status_idx" ON "articles" USING btree ("status");
  CREATE INDEX "articles_publish_date_idx" ON "articles" USING btree ("publish_date");
  CREATE INDEX "articles_original_slug_idx" ON "articles" USING btree ("original_slug");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  CREATE INDEX "category_status_publishDate_idx" ON "articles" USING btree ("category_id","status","publish_date");
  CREATE INDEX "articles_slug_idx" ON "articles_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "articles_locales_locale_parent_id_unique" ON "articles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "categories_original_section_idx" ON "categories" USING btree ("original_section");
  CREATE UNIQUE INDEX "categories_legacy_id_idx" ON "categories" USING btree ("legacy_id");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE INDEX "categories_section_idx" ON "categories_locales" USING btree ("section","_locale");
  CREATE UNIQUE INDEX "categories_locales_locale_parent_id_unique" ON "categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "testimonials_image_idx" ON "testimonials" USING btree ("image_id");
  CREATE INDEX "testimonials_status_idx" ON "testimonials" USING btree ("status");
  CREATE INDEX "testimonials_posted_at_idx" ON "testimonials" USING btree ("posted_at");
  CREATE INDEX "testimonials_updated_at_idx" ON "testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");
  CREATE UNIQUE INDEX "advisors_slug_idx" ON "advisors" USING btree ("slug");
  CREATE INDEX "advisors_photo_idx" ON "advisors" USING btree ("photo_id");
  CREATE INDEX "advisors_updated_at_idx" ON "advisors" USING btree ("updated_at");
  CREATE INDEX "advisors_created_at_idx" ON "advisors" USING btree ("created_at");
  CREATE UNIQUE INDEX "advisors_locales_locale_parent_id_unique" ON "advisors_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "media_external_id_idx" ON "media" USING btree ("external_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_small_sizes_small_filename_idx" ON "media" USING btree ("sizes_small_filename");
  CREATE INDEX "media_sizes_medium_sizes_medium_filename_idx" ON "media" USING btree ("sizes_medium_filename");
  CREATE INDEX "media_sizes_large_sizes_large_filename_idx" ON "media" USING btree ("sizes_large_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "translations_key_idx" ON "translations" USING btree ("key");
  CREATE INDEX "translations_updated_at_idx" ON "translations" USING btree ("updated_at");
  CREATE INDEX "translations_created_at_idx" ON "translations" USING btree ("created_at");
  CREATE UNIQUE INDEX "translations_locales_locale_parent_id_unique" ON "translations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "submissions_type_idx" ON "submissions" USING btree ("type");
  CREATE INDEX "submissions_status_idx" ON "submissions" USING btree ("status");
  CREATE INDEX "submissions_email_idx" ON "submissions" USING btree ("email");
  CREATE INDEX "submissions_property_idx" ON "submissions" USING btree ("property_id");
  CREATE INDEX "submissions_project_idx" ON "submissions" USING btree ("project_id");
  CREATE INDEX "submissions_advisor_idx" ON "submissions" USING btree ("advisor_id");
  CREATE INDEX "submissions_updated_at_idx" ON "submissions" USING btree ("updated_at");
  CREATE INDEX "submissions_created_at_idx" ON "submissions" USING btree ("created_at");
  CREATE INDEX "demands_sessions_order_idx" ON "demands_sessions" USING btree ("_order");
  CREATE INDEX "demands_sessions_parent_id_idx" ON "demands_sessions" USING btree ("_parent_id");
  CREATE INDEX "demands_subscribed_idx" ON "demands" USING btree ("subscribed");
  CREATE INDEX "demands_submission_idx" ON "demands" USING btree ("submission_id");
  CREATE INDEX "demands_updated_at_idx" ON "demands" USING btree ("updated_at");
  CREATE INDEX "demands_created_at_idx" ON "demands" USING btree ("created_at");
  CREATE UNIQUE INDEX "demands_email_idx" ON "demands" USING btree ("email");
  CREATE INDEX "demands_rels_order_idx" ON "demands_rels" USING btree ("order");
  CREATE INDEX "demands_rels_parent_idx" ON "demands_rels" USING btree ("parent_id");
  CREATE INDEX "demands_rels_path_idx" ON "demands_rels" USING btree ("path");
  CREATE INDEX "demands_rels_property_types_id_idx" ON "demands_rels" USING btree ("property_types_id");
  CREATE INDEX "demands_rels_cities_id_idx" ON "demands_rels" USING btree ("cities_id");
  CREATE INDEX "appointments_property_idx" ON "appointments" USING btree ("property_id");
  CREATE INDEX "appointments_date_idx" ON "appointments" USING btree ("date");
  CREATE INDEX "appointments_status_idx" ON "appointments" USING btree ("status");
  CREATE INDEX "appointments_submission_idx" ON "appointments" USING btree ("submission_id");
  CREATE INDEX "appointments_updated_at_idx" ON "appointments" USING btree ("updated_at");
  CREATE INDEX "appointments_created_at_idx" ON "appointments" USING btree ("created_at");
  CREATE INDEX "property_date_slot_idx" ON "appointments" USING btree ("property_id","date","slot");
  CREATE INDEX "property_stats_property_idx" ON "property_stats" USING btree ("property_id");
  CREATE INDEX "property_stats_date_idx" ON "property_stats" USING btree ("date");
  CREATE INDEX "property_stats_updated_at_idx" ON "property_stats" USING btree ("updated_at");
  CREATE INDEX "property_stats_created_at_idx" ON "property_stats" USING btree ("created_at");
  CREATE UNIQUE INDEX "property_date_idx" ON "property_stats" USING btree ("property_id","date");
  CREATE INDEX "owners_sessions_order_idx" ON "owners_sessions" USING btree ("_order");
  CREATE INDEX "owners_sessions_parent_id_idx" ON "owners_sessions" USING btree ("_parent_id");
  CREATE INDEX "owners_advisor_idx" ON "owners" USING btree ("advisor_id");
  CREATE INDEX "owners_updated_at_idx" ON "owners" USING btree ("updated_at");
  CREATE INDEX "owners_created_at_idx" ON "owners" USING btree ("created_at");
  CREATE UNIQUE INDEX "owners_email_idx" ON "owners" USING btree ("email");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_properties_id_idx" ON "payload_locked_documents_rels" USING btree ("properties_id");
  CREATE INDEX "payload_locked_documents_rels_projects_id_idx" ON "payload_locked_documents_rels" USING btree ("projects_id");
  CREATE INDEX "payload_locked_documents_rels_property_types_id_idx" ON "payload_locked_documents_rels" USING btree ("property_types_id");
  CREATE INDEX "payload_locked_documents_rels_cities_id_idx" ON "payload_locked_documents_rels" USING btree ("cities_id");
  CREATE INDEX "payload_locked_documents_rels_menus_id_idx" ON "payload_locked_documents_rels" USING btree ("menus_id");
  CREATE INDEX "payload_locked_documents_rels_modules_id_idx" ON "payload_locked_documents_rels" USING btree ("modules_id");
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_advisors_id_idx" ON "payload_locked_documents_rels" USING btree ("advisors_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_translations_id_idx" ON "payload_locked_documents_rels" USING btree ("translations_id");
  CREATE INDEX "payload_locked_documents_rels_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("submissions_id");
  CREATE INDEX "payload_locked_documents_rels_demands_id_idx" ON "payload_locked_documents_rels" USING btree ("demands_id");
  CREATE INDEX "payload_locked_documents_rels_appointments_id_idx" ON "payload_locked_documents_rels" USING btree ("appointments_id");
  CREATE INDEX "payload_locked_documents_rels_property_stats_id_idx" ON "payload_locked_documents_rels" USING btree ("property_stats_id");
  CREATE INDEX "payload_locked_documents_rels_owners_id_idx" ON "payload_locked_documents_rels" USING btree ("owners_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_demands_id_idx" ON "payload_preferences_rels" USING btree ("demands_id");
  CREATE INDEX "payload_preferences_rels_owners_id_idx" ON "payload_preferences_rels" USING btree ("owners_id");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "header_header_links_left_order_idx" ON "header_header_links_left" USING btree ("_order");
  CREATE INDEX "header_header_links_left_parent_id_idx" ON "header_header_links_left" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_header_links_left_locales_locale_parent_id_unique" ON "header_header_links_left_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_header_links_right_order_idx" ON "header_header_links_right" USING btree ("_order");
  CREATE INDEX "header_header_links_right_parent_id_idx" ON "header_header_links_right" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_header_links_right_locales_locale_parent_id_unique" ON "header_header_links_right_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_logo_logo_image_idx" ON "header" USING btree ("logo_image_id");
  CREATE INDEX "header_logo_logo_image_small_idx" ON "header" USING btree ("logo_image_small_id");
  CREATE INDEX "header_banner_banner_image_idx" ON "header" USING btree ("banner_image_id");
  CREATE INDEX "header_banner_banner_video_idx" ON "header" USING btree ("banner_video_id");
  CREATE INDEX "header_banner_banner_video_poster_idx" ON "header" USING btree ("banner_video_poster_id");
  CREATE INDEX "header_banner_banner_video_mobile_idx" ON "header" USING btree ("banner_video_mobile_id");
  CREATE INDEX "header_banner_banner_video_mobile_poster_idx" ON "header" USING btree ("banner_video_mobile_poster_id");
  CREATE UNIQUE INDEX "header_locales_locale_parent_id_unique" ON "header_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_rels_order_idx" ON "header_rels" USING btree ("order");
  CREATE INDEX "header_rels_parent_idx" ON "header_rels" USING btree ("parent_id");
  CREATE INDEX "header_rels_path_idx" ON "header_rels" USING btree ("path");
  CREATE INDEX "header_rels_media_id_idx" ON "header_rels" USING btree ("media_id");
  CREATE INDEX "footer_columns_order_idx" ON "footer_columns" USING btree ("_order");
  CREATE INDEX "footer_columns_parent_id_idx" ON "footer_columns" USING btree ("_parent_id");
  CREATE INDEX "footer_columns_image_idx" ON "footer_columns" USING btree ("image_id");
  CREATE UNIQUE INDEX "footer_columns_locales_locale_parent_id_unique" ON "footer_columns_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "footer_locales_locale_parent_id_unique" ON "footer_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "top_bar_items_order_idx" ON "top_bar_items" USING btree ("_order");
  CREATE INDEX "top_bar_items_parent_id_idx" ON "top_bar_items" USING btree ("_parent_id");
  CREATE INDEX "top_bar_items_status_idx" ON "top_bar_items" USING btree ("status");
  CREATE UNIQUE INDEX "top_bar_items_locales_locale_parent_id_unique" ON "top_bar_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "popup_media_idx" ON "popup" USING btree ("media_id");
  CREATE UNIQUE INDEX "popup_locales_locale_parent_id_unique" ON "popup_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_languages_order_idx" ON "site_settings_languages" USING btree ("_order");
  CREATE INDEX "site_settings_languages_parent_id_idx" ON "site_settings_languages" USING btree ("_parent_id");
  CREATE INDEX "site_settings_organisation_offices_order_idx" ON "site_settings_organisation_offices" USING btree ("_order");
  CREATE INDEX "site_settings_organisation_offices_parent_id_idx" ON "site_settings_organisation_offices" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_organisation_offices_locales_locale_parent_id_" ON "site_settings_organisation_offices_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "properties_videos" CASCADE;
  DROP TABLE "properties_documents" CASCADE;
  DROP TABLE "properties_documents_locales" CASCADE;
  DROP TABLE "properties" CASCADE;
  DROP TABLE "properties_locales" CASCADE;
  DROP TABLE "properties_rels" CASCADE;
  DROP TABLE "projects_documents" CASCADE;
  DROP TABLE "projects_documents_locales" CASCADE;
  DROP TABLE "projects" CASCADE;
  DROP TABLE "projects_locales" CASCADE;
  DROP TABLE "projects_rels" CASCADE;
  DROP TABLE "property_types" CASCADE;
  DROP TABLE "property_types_locales" CASCADE;
  DROP TABLE "cities" CASCADE;
  DROP TABLE "menus" CASCADE;
  DROP TABLE "menus_locales" CASCADE;
  DROP TABLE "menus_rels" CASCADE;
  DROP TABLE "modules_blocks_article" CASCADE;
  DROP TABLE "modules_blocks_property_list" CASCADE;
  DROP TABLE "modules_blocks_project_list" CASCADE;
  DROP TABLE "modules_blocks_category" CASCADE;
  DROP TABLE "modules_blocks_external" CASCADE;
  DROP TABLE "modules_blocks_external_locales" CASCADE;
  DROP TABLE "modules_blocks_contact" CASCADE;
  DROP TABLE "modules" CASCADE;
  DROP TABLE "modules_locales" CASCADE;
  DROP TABLE "modules_rels" CASCADE;
  DROP TABLE "articles" CASCADE;
  DROP TABLE "articles_locales" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "categories_locales" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "advisors" CASCADE;
  DROP TABLE "advisors_locales" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "translations" CASCADE;
  DROP TABLE "translations_locales" CASCADE;
  DROP TABLE "submissions" CASCADE;
  DROP TABLE "demands_sessions" CASCADE;
  DROP TABLE "demands" CASCADE;
  DROP TABLE "demands_rels" CASCADE;
  DROP TABLE "appointments" CASCADE;
  DROP TABLE "property_stats" CASCADE;
  DROP TABLE "owners_sessions" CASCADE;
  DROP TABLE "owners" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "header_header_links_left" CASCADE;
  DROP TABLE "header_header_links_left_locales" CASCADE;
  DROP TABLE "header_header_links_right" CASCADE;
  DROP TABLE "header_header_links_right_locales" CASCADE;
  DROP TABLE "header" CASCADE;
  DROP TABLE "header_locales" CASCADE;
  DROP TABLE "header_rels" CASCADE;
  DROP TABLE "footer_columns" CASCADE;
  DROP TABLE "footer_columns_locales" CASCADE;
  DROP TABLE "footer" CASCADE;
  DROP TABLE "footer_locales" CASCADE;
  DROP TABLE "top_bar_items" CASCADE;
  DROP TABLE "top_bar_items_locales" CASCADE;
  DROP TABLE "top_bar" CASCADE;
  DROP TABLE "popup" CASCADE;
  DROP TABLE "popup_locales" CASCADE;
  DROP TABLE "site_settings_languages" CASCADE;
  DROP TABLE "site_settings_organisation_offices" CASCADE;
  DROP TABLE "site_settings_organisation_offices_locales" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_properties_country_id";
  DROP TYPE "public"."enum_properties_orientation_terrace";
  DROP TYPE "public"."enum_properties_orientation_garden";
  DROP TYPE "public"."enum_properties_epc_status";
  DROP TYPE "public"."enum_properties_permit";
  DROP TYPE "public"."enum_properties_allotment_permit";
  DROP TYPE "public"."enum_properties_preemptive_rights";
  DROP TYPE "public"."enum_properties_summons";
  DROP TYPE "public"."enum_properties_judicial_decision";
  DROP TYPE "public"."enum_properties_flood_risk_area";
  DROP TYPE "public"."enum_properties_flood_zone";
  DROP TYPE "public"."enum_properties_asbestos_type";
  DROP TYPE "public"."enum_properties_availability";
  DROP TYPE "public"."enum_properties_goal";
  DROP TYPE "public"."enum_properties_marquee";
  DROP TYPE "public"."enum_properties_status";
  DROP TYPE "public"."enum_projects_country_id";
  DROP TYPE "public"."enum_projects_goal";
  DROP TYPE "public"."enum_projects_status";
  DROP TYPE "public"."enum_cities_country_id";
  DROP TYPE "public"."enum_menus_banner_type";
  DROP TYPE "public"."enum_menus_status";
  DROP TYPE "public"."enum_menus_page_type";
  DROP TYPE "public"."enum_modules_blocks_property_list_listing";
  DROP TYPE "public"."enum_modules_blocks_contact_variant";
  DROP TYPE "public"."enum_modules_title_size";
  DROP TYPE "public"."enum_modules_view";
  DROP TYPE "public"."enum_modules_span";
  DROP TYPE "public"."enum_modules_col_sm";
  DROP TYPE "public"."enum_modules_col_md";
  DROP TYPE "public"."enum_modules_col_lg";
  DROP TYPE "public"."enum_modules_background_type";
  DROP TYPE "public"."enum_modules_status";
  DROP TYPE "public"."enum_articles_status";
  DROP TYPE "public"."enum_testimonials_status";
  DROP TYPE "public"."enum_submissions_type";
  DROP TYPE "public"."enum_submissions_status";
  DROP TYPE "public"."enum_demands_salutation";
  DROP TYPE "public"."enum_demands_language";
  DROP TYPE "public"."enum_demands_criteria_goal";
  DROP TYPE "public"."enum_appointments_slot";
  DROP TYPE "public"."enum_appointments_status";
  DROP TYPE "public"."enum_owners_salutation";
  DROP TYPE "public"."enum_owners_language";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_header_menu_mobile_position";
  DROP TYPE "public"."enum_header_language_switcher_position";
  DROP TYPE "public"."enum_header_logo_position";
  DROP TYPE "public"."enum_header_banner_type";
  DROP TYPE "public"."enum_footer_columns_sm";
  DROP TYPE "public"."enum_footer_columns_md";
  DROP TYPE "public"."enum_footer_columns_lg";
  DROP TYPE "public"."enum_top_bar_items_icon";
  DROP TYPE "public"."enum_top_bar_items_status";
  DROP TYPE "public"."enum_site_settings_languages_code";
  DROP TYPE "public"."enum_site_settings_default_language";
  DROP TYPE "public"."enum_site_settings_currency";`)
}
