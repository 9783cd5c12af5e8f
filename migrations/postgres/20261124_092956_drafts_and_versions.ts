import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Drafts and versions (issue 15.1): the versions tables of menus, modules, articles, projects,
 * testimonials, header, footer, top bar and popup, and their `_status`. Edited by hand after
 * `payload migrate:create`: Payload names the drafts' `_status` type `enum_<table>_status`, the name
 * the collections' own `status` fields had, so those got their own type names (enumName) and drizzle's
 * order of statements (altering `_status` before it exists) is replaced by: move `status` to its new
 * type, recreate `enum_<table>_status` as draft/published, add `_status`, publish every existing row.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_projects_availability" AS ENUM('available', 'sold-out');
  CREATE TYPE "public"."enum__projects_v_version_country_id" AS ENUM('10', '50');
  CREATE TYPE "public"."enum__projects_v_version_goal" AS ENUM('sale', 'rent');
  CREATE TYPE "public"."enum__projects_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__projects_v_published_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_menus_visibility" AS ENUM('published', 'hidden');
  CREATE TYPE "public"."enum__menus_v_version_banner_type" AS ENUM('image', 'gallery', 'video');
  CREATE TYPE "public"."enum__menus_v_version_page_type" AS ENUM('module', 'login', 'feedback');
  CREATE TYPE "public"."enum__menus_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__menus_v_published_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_modules_visibility" AS ENUM('published', 'hidden');
  CREATE TYPE "public"."enum__modules_v_blocks_property_list_listing" AS ENUM('for-sale', 'for-rent', 'sold', 'new-build', 'featured');
  CREATE TYPE "public"."enum__modules_v_blocks_contact_variant" AS ENUM('full', 'small');
  CREATE TYPE "public"."enum__modules_v_version_title_size" AS ENUM('h1', 'h2');
  CREATE TYPE "public"."enum__modules_v_version_view" AS ENUM('single-view', 'list-view', 'slider-view', 'news-view', 'module-view', 'odds-view', 'ons-team-view');
  CREATE TYPE "public"."enum__modules_v_version_span" AS ENUM('10', '12');
  CREATE TYPE "public"."enum__modules_v_version_col_sm" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum__modules_v_version_col_md" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum__modules_v_version_col_lg" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum__modules_v_version_background_type" AS ENUM('image', 'color');
  CREATE TYPE "public"."enum__modules_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__modules_v_published_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_articles_visibility" AS ENUM('published', 'hidden');
  CREATE TYPE "public"."enum__articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_published_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_testimonials_moderation" AS ENUM('pending', 'published', 'rejected');
  CREATE TYPE "public"."enum__testimonials_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__testimonials_v_published_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_header_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__header_v_version_menu_mobile_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__header_v_version_language_switcher_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__header_v_version_logo_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__header_v_version_banner_type" AS ENUM('image', 'gallery', 'video');
  CREATE TYPE "public"."enum__header_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__header_v_published_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_footer_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__footer_v_version_columns_sm" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum__footer_v_version_columns_md" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum__footer_v_version_columns_lg" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum__footer_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__footer_v_published_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_top_bar_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__top_bar_v_version_items_icon" AS ENUM('phone', 'mail', 'calculator', 'clock', 'pin', 'user');
  CREATE TYPE "public"."enum__top_bar_v_version_items_status" AS ENUM('published', 'hidden');
  CREATE TYPE "public"."enum__top_bar_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__top_bar_v_published_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_popup_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__popup_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__popup_v_published_locale" AS ENUM('nl', 'fr', 'en', 'de');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "_projects_v_version_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v_version_documents_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_project_number" varchar,
  	"version_price_min" numeric,
  	"version_price_max" numeric,
  	"version_project_web_id" numeric,
  	"version_street" varchar,
  	"version_house_number" varchar,
  	"version_box_nr" varchar,
  	"version_zip" varchar,
  	"version_city" varchar,
  	"version_country_id" "enum__projects_v_version_country_id" DEFAULT '10',
  	"version_public_address" boolean DEFAULT true,
  	"version_latitude" numeric,
  	"version_longitude" numeric,
  	"version_external_id" numeric,
  	"version_published" boolean DEFAULT true,
  	"version_goal" "enum__projects_v_version_goal" DEFAULT 'sale',
  	"version_status" "enum_projects_availability" DEFAULT 'available',
  	"version_advisor_id" integer,
  	"version_import_hash" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__projects_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__projects_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_projects_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_delivery" varchar,
  	"version_type_summary" varchar,
  	"version_slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"property_types_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "_menus_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_title_public" boolean DEFAULT true,
  	"version_description_public" boolean DEFAULT false,
  	"version_image_id" integer,
  	"version_show_page_banner" boolean DEFAULT false,
  	"version_banner_type" "enum__menus_v_version_banner_type" DEFAULT 'image',
  	"version_banner_image_id" integer,
  	"version_banner_video_id" integer,
  	"version_banner_video_poster_id" integer,
  	"version_banner_video_mobile_id" integer,
  	"version_banner_video_mobile_poster_id" integer,
  	"version_banner_color" varchar,
  	"version_banner_transparent" boolean,
  	"version_is_active_s_e_o" boolean DEFAULT true,
  	"version_meta_social_type" varchar DEFAULT 'website',
  	"version_meta_social_image_id" integer,
  	"version_meta_short_message_site" varchar,
  	"version_meta_short_message_image_id" integer,
  	"version_show_bread_crumb" boolean DEFAULT true,
  	"version_is_have_sub_menu" boolean,
  	"version_show_fixed_menu" boolean,
  	"version_no_referrer_no_follow" boolean,
  	"version_no_cookie_popup" boolean,
  	"version_redirect" boolean,
  	"version_redirect_new_tab" boolean DEFAULT true,
  	"version_logo_id" integer,
  	"version_css" varchar,
  	"version_original_path" varchar,
  	"version_status" "enum_menus_visibility" DEFAULT 'published',
  	"version_show_in_menu" boolean DEFAULT true,
  	"version_page_type" "enum__menus_v_version_page_type" DEFAULT 'module',
  	"version_parent_id" integer,
  	"version_sort" numeric DEFAULT 0,
  	"version_advisor_id" integer,
  	"version_legacy_id" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__menus_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__menus_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_menus_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_content" jsonb,
  	"version_banner_title" varchar,
  	"version_banner_description" varchar,
  	"version_meta_page_title" varchar,
  	"version_meta_metadata_title" varchar,
  	"version_meta_metadata_description" varchar,
  	"version_meta_social_title" varchar,
  	"version_meta_social_url" varchar,
  	"version_meta_social_description" varchar,
  	"version_meta_short_message_title" varchar,
  	"version_meta_short_message_description" varchar,
  	"version_meta_schema_data" jsonb,
  	"version_redirect_url" varchar,
  	"version_path" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_menus_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"modules_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "_modules_v_blocks_article" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_modules_v_blocks_property_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"listing" "enum__modules_v_blocks_property_list_listing" DEFAULT 'for-sale',
  	"show_search" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_modules_v_blocks_project_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"include_sold_out" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_modules_v_blocks_category" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"category_id" integer,
  	"paginate" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_modules_v_blocks_external" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"height" numeric DEFAULT 400,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_modules_v_blocks_external_locales" (
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_modules_v_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum__modules_v_blocks_contact_variant" DEFAULT 'full',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_modules_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_title_public" boolean DEFAULT true,
  	"version_title_size" "enum__modules_v_version_title_size" DEFAULT 'h2',
  	"version_view" "enum__modules_v_version_view" DEFAULT 'module-view',
  	"version_max_items" numeric DEFAULT 4,
  	"version_number_item_of_row" numeric DEFAULT 3,
  	"version_span" "enum__modules_v_version_span" DEFAULT '12',
  	"version_position" numeric DEFAULT 0,
  	"version_is_has_subcategories" boolean,
  	"version_col_sm" "enum__modules_v_version_col_sm" DEFAULT '12',
  	"version_col_md" "enum__modules_v_version_col_md" DEFAULT '12',
  	"version_col_lg" "enum__modules_v_version_col_lg" DEFAULT '12',
  	"version_class" varchar,
  	"version_background_type" "enum__modules_v_version_background_type",
  	"version_color_background" varchar,
  	"version_image_id" integer,
  	"version_status" "enum_modules_visibility" DEFAULT 'published',
  	"version_sort" numeric DEFAULT 0,
  	"version_legacy_id" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__modules_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__modules_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_modules_v_locales" (
  	"version_title" varchar,
  	"version_description" jsonb,
  	"version_description2" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_modules_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"articles_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_image_id" integer,
  	"version_category_id" integer,
  	"version_status" "enum_articles_visibility" DEFAULT 'published',
  	"version_publish_date" timestamp(3) with time zone,
  	"version_original_slug" varchar,
  	"version_sort" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__articles_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_articles_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"version_slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_testimonials_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_website" varchar,
  	"version_about_you" varchar,
  	"version_comment" varchar,
  	"version_image_id" integer,
  	"version_status" "enum_testimonials_moderation" DEFAULT 'pending',
  	"version_posted_at" timestamp(3) with time zone,
  	"version_posted_by" varchar,
  	"version_locale" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__testimonials_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__testimonials_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_header_v_version_header_links_left" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_header_v_version_header_links_left_locales" (
  	"label" varchar,
  	"link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_header_v_version_header_links_right" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_header_v_version_header_links_right_locales" (
  	"label" varchar,
  	"link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_header_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_app_bar_bg_color" varchar DEFAULT '#ffffff',
  	"version_app_bar_text_color" varchar DEFAULT '#12355b',
  	"version_app_bar_change_on_scroll" boolean DEFAULT true,
  	"version_menu_show_home_menu" boolean DEFAULT true,
  	"version_menu_menu_font_size" numeric DEFAULT 16,
  	"version_menu_mobile_position" "enum__header_v_version_menu_mobile_position" DEFAULT 'right',
  	"version_menu_mobile_bg_color" varchar DEFAULT '#12355b',
  	"version_menu_mobile_text_color" varchar DEFAULT '#ffffff',
  	"version_language_switcher_position" "enum__header_v_version_language_switcher_position" DEFAULT 'right',
  	"version_header_links_show" boolean DEFAULT false,
  	"version_header_links_bg_color" varchar,
  	"version_logo_image_id" integer,
  	"version_logo_image_small_id" integer,
  	"version_logo_position" "enum__header_v_version_logo_position" DEFAULT 'left',
  	"version_logo_show_logo_at_start" boolean DEFAULT true,
  	"version_banner_type" "enum__header_v_version_banner_type" DEFAULT 'gallery',
  	"version_banner_image_id" integer,
  	"version_banner_gallery_config_autoplay" boolean DEFAULT true,
  	"version_banner_gallery_config_interval" numeric DEFAULT 6,
  	"version_banner_gallery_config_loop" boolean DEFAULT true,
  	"version_banner_video_id" integer,
  	"version_banner_video_poster_id" integer,
  	"version_banner_video_mobile_id" integer,
  	"version_banner_video_mobile_poster_id" integer,
  	"version_banner_show_logo" boolean DEFAULT false,
  	"version_property_search_show" boolean DEFAULT true,
  	"version__status" "enum__header_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__header_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_header_v_locales" (
  	"version_banner_title" varchar,
  	"version_banner_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_header_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_footer_v_version_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title_public" boolean DEFAULT true,
  	"intro_text_public" boolean DEFAULT true,
  	"full_text_public" boolean DEFAULT true,
  	"image_id" integer,
  	"sm" "enum__footer_v_version_columns_sm" DEFAULT '12',
  	"md" "enum__footer_v_version_columns_md" DEFAULT '6',
  	"lg" "enum__footer_v_version_columns_lg" DEFAULT '3',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_v_version_columns_locales" (
  	"title" varchar,
  	"intro_text" varchar,
  	"full_text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_footer_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_bg_color" varchar DEFAULT '#12355b',
  	"version_text_color" varchar DEFAULT '#ffffff',
  	"version_max_width" numeric DEFAULT 1280,
  	"version__status" "enum__footer_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__footer_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_footer_v_locales" (
  	"version_copyright" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_top_bar_v_version_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__top_bar_v_version_items_icon",
  	"color" varchar,
  	"status" "enum__top_bar_v_version_items_status" DEFAULT 'published',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_top_bar_v_version_items_locales" (
  	"label" varchar,
  	"link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_top_bar_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_show" boolean DEFAULT true,
  	"version_bg_color" varchar DEFAULT '#12355b',
  	"version_text_color" varchar DEFAULT '#ffffff',
  	"version__status" "enum__top_bar_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__top_bar_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_popup_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_is_published" boolean DEFAULT false,
  	"version_delay" numeric,
  	"version_media_id" integer,
  	"version__status" "enum__popup_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__popup_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_popup_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_link" varchar,
  	"version_link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "projects" ALTER COLUMN "zip" DROP NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "city" DROP NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "external_id" DROP NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "status" DROP DEFAULT;
  ALTER TABLE "projects" ALTER COLUMN "status" SET DATA TYPE "public"."enum_projects_availability" USING "status"::text::"public"."enum_projects_availability";
  ALTER TABLE "projects" ALTER COLUMN "status" SET DEFAULT 'available';
  ALTER TABLE "projects_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "menus" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "menus" ALTER COLUMN "status" DROP DEFAULT;
  ALTER TABLE "menus" ALTER COLUMN "status" SET DATA TYPE "public"."enum_menus_visibility" USING "status"::text::"public"."enum_menus_visibility";
  ALTER TABLE "menus" ALTER COLUMN "status" SET DEFAULT 'published';
  ALTER TABLE "menus" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "menus" ALTER COLUMN "page_type" DROP NOT NULL;
  ALTER TABLE "menus_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "modules_blocks_property_list" ALTER COLUMN "listing" DROP NOT NULL;
  ALTER TABLE "modules_blocks_category" ALTER COLUMN "category_id" DROP NOT NULL;
  ALTER TABLE "modules_blocks_external" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "modules" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "modules" ALTER COLUMN "view" DROP NOT NULL;
  ALTER TABLE "modules" ALTER COLUMN "status" DROP DEFAULT;
  ALTER TABLE "modules" ALTER COLUMN "status" SET DATA TYPE "public"."enum_modules_visibility" USING "status"::text::"public"."enum_modules_visibility";
  ALTER TABLE "modules" ALTER COLUMN "status" SET DEFAULT 'published';
  ALTER TABLE "modules" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "category_id" DROP NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "status" DROP DEFAULT;
  ALTER TABLE "articles" ALTER COLUMN "status" SET DATA TYPE "public"."enum_articles_visibility" USING "status"::text::"public"."enum_articles_visibility";
  ALTER TABLE "articles" ALTER COLUMN "status" SET DEFAULT 'published';
  ALTER TABLE "articles" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "publish_date" DROP NOT NULL;
  ALTER TABLE "articles_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "comment" DROP NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "status" DROP DEFAULT;
  ALTER TABLE "testimonials" ALTER COLUMN "status" SET DATA TYPE "public"."enum_testimonials_moderation" USING "status"::text::"public"."enum_testimonials_moderation";
  ALTER TABLE "testimonials" ALTER COLUMN "status" SET DEFAULT 'pending';
  ALTER TABLE "testimonials" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "header_header_links_left_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "header_header_links_left_locales" ALTER COLUMN "link" DROP NOT NULL;
  ALTER TABLE "header_header_links_right_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "header_header_links_right_locales" ALTER COLUMN "link" DROP NOT NULL;
  ALTER TABLE "top_bar_items" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "top_bar_items_locales" ALTER COLUMN "label" DROP NOT NULL;
  -- The old status types now unused (their columns moved to the renamed types above): the name is the drafts' now.
  DROP TYPE "public"."enum_projects_status";
  CREATE TYPE "public"."enum_projects_status" AS ENUM('draft', 'published');
  DROP TYPE "public"."enum_menus_status";
  CREATE TYPE "public"."enum_menus_status" AS ENUM('draft', 'published');
  DROP TYPE "public"."enum_modules_status";
  CREATE TYPE "public"."enum_modules_status" AS ENUM('draft', 'published');
  DROP TYPE "public"."enum_articles_status";
  CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  DROP TYPE "public"."enum_testimonials_status";
  CREATE TYPE "public"."enum_testimonials_status" AS ENUM('draft', 'published');
  ALTER TABLE "projects" ADD COLUMN "_status" "enum_projects_status" DEFAULT 'draft';
  ALTER TABLE "menus" ADD COLUMN "_status" "enum_menus_status" DEFAULT 'draft';
  ALTER TABLE "modules" ADD COLUMN "_status" "enum_modules_status" DEFAULT 'draft';
  ALTER TABLE "articles" ADD COLUMN "_status" "enum_articles_status" DEFAULT 'draft';
  ALTER TABLE "testimonials" ADD COLUMN "_status" "enum_testimonials_status" DEFAULT 'draft';
  ALTER TABLE "header" ADD COLUMN "_status" "enum_header_status" DEFAULT 'draft';
  ALTER TABLE "footer" ADD COLUMN "_status" "enum_footer_status" DEFAULT 'draft';
  ALTER TABLE "top_bar" ADD COLUMN "_status" "enum_top_bar_status" DEFAULT 'draft';
  ALTER TABLE "popup" ADD COLUMN "_status" "enum_popup_status" DEFAULT 'draft';
  -- Every existing document and global is published, as it was on the site.
  UPDATE "projects" SET "_status" = 'published';
  UPDATE "menus" SET "_status" = 'published';
  UPDATE "modules" SET "_status" = 'published';
  UPDATE "articles" SET "_status" = 'published';
  UPDATE "testimonials" SET "_status" = 'published';
  UPDATE "header" SET "_status" = 'published';
  UPDATE "footer" SET "_status" = 'published';
  UPDATE "top_bar" SET "_status" = 'published';
  UPDATE "popup" SET "_status" = 'published';
  ALTER TABLE "_projects_v_version_documents" ADD CONSTRAINT "_projects_v_version_documents_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_version_documents" ADD CONSTRAINT "_projects_v_version_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_documents_locales" ADD CONSTRAINT "_projects_v_version_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_version_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_parent_id_projects_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_advisor_id_advisors_id_fk" FOREIGN KEY ("version_advisor_id") REFERENCES "public"."advisors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_locales" ADD CONSTRAINT "_projects_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_property_types_fk" FOREIGN KEY ("property_types_id") REFERENCES "public"."property_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v" ADD CONSTRAINT "_menus_v_parent_id_menus_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menus_v" ADD CONSTRAINT "_menus_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menus_v" ADD CONSTRAINT "_menus_v_version_banner_image_id_media_id_fk" FOREIGN KEY ("version_banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menus_v" ADD CONSTRAINT "_menus_v_version_banner_video_id_media_id_fk" FOREIGN KEY ("version_banner_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menus_v" ADD CONSTRAINT "_menus_v_version_banner_video_poster_id_media_id_fk" FOREIGN KEY ("version_banner_video_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menus_v" ADD CONSTRAINT "_menus_v_version_banner_video_mobile_id_media_id_fk" FOREIGN KEY ("version_banner_video_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menus_v" ADD CONSTRAINT "_menus_v_version_banner_video_mobile_poster_id_media_id_fk" FOREIGN KEY ("version_banner_video_mobile_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menus_v" ADD CONSTRAINT "_menus_v_version_meta_social_image_id_media_id_fk" FOREIGN KEY ("version_meta_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menus_v" ADD CONSTRAINT "_menus_v_version_meta_short_message_image_id_media_id_fk" FOREIGN KEY ("version_meta_short_message_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menus_v" ADD CONSTRAINT "_menus_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menus_v" ADD CONSTRAINT "_menus_v_version_parent_id_menus_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."menus"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menus_v" ADD CONSTRAINT "_menus_v_version_advisor_id_advisors_id_fk" FOREIGN KEY ("version_advisor_id") REFERENCES "public"."advisors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menus_v_locales" ADD CONSTRAINT "_menus_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_rels" ADD CONSTRAINT "_menus_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_menus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_rels" ADD CONSTRAINT "_menus_v_rels_modules_fk" FOREIGN KEY ("modules_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_rels" ADD CONSTRAINT "_menus_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_modules_v_blocks_article" ADD CONSTRAINT "_modules_v_blocks_article_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_modules_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_modules_v_blocks_property_list" ADD CONSTRAINT "_modules_v_blocks_property_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_modules_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_modules_v_blocks_project_list" ADD CONSTRAINT "_modules_v_blocks_project_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_modules_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_modules_v_blocks_category" ADD CONSTRAINT "_modules_v_blocks_category_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_modules_v_blocks_category" ADD CONSTRAINT "_modules_v_blocks_category_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_modules_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_modules_v_blocks_external" ADD CONSTRAINT "_modules_v_blocks_external_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_modules_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_modules_v_blocks_external_locales" ADD CONSTRAINT "_modules_v_blocks_external_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_modules_v_blocks_external"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_modules_v_blocks_contact" ADD CONSTRAINT "_modules_v_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_modules_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_modules_v" ADD CONSTRAINT "_modules_v_parent_id_modules_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."modules"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_modules_v" ADD CONSTRAINT "_modules_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_modules_v_locales" ADD CONSTRAINT "_modules_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_modules_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_modules_v_rels" ADD CONSTRAINT "_modules_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_modules_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_modules_v_rels" ADD CONSTRAINT "_modules_v_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_modules_v_rels" ADD CONSTRAINT "_modules_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_locales" ADD CONSTRAINT "_articles_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_parent_id_testimonials_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."testimonials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_header_v_version_header_links_left" ADD CONSTRAINT "_header_v_version_header_links_left_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v_version_header_links_left_locales" ADD CONSTRAINT "_header_v_version_header_links_left_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_v_version_header_links_left"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v_version_header_links_right" ADD CONSTRAINT "_header_v_version_header_links_right_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v_version_header_links_right_locales" ADD CONSTRAINT "_header_v_version_header_links_right_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_v_version_header_links_right"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v" ADD CONSTRAINT "_header_v_version_logo_image_id_media_id_fk" FOREIGN KEY ("version_logo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_header_v" ADD CONSTRAINT "_header_v_version_logo_image_small_id_media_id_fk" FOREIGN KEY ("version_logo_image_small_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_header_v" ADD CONSTRAINT "_header_v_version_banner_image_id_media_id_fk" FOREIGN KEY ("version_banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_header_v" ADD CONSTRAINT "_header_v_version_banner_video_id_media_id_fk" FOREIGN KEY ("version_banner_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_header_v" ADD CONSTRAINT "_header_v_version_banner_video_poster_id_media_id_fk" FOREIGN KEY ("version_banner_video_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_header_v" ADD CONSTRAINT "_header_v_version_banner_video_mobile_id_media_id_fk" FOREIGN KEY ("version_banner_video_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_header_v" ADD CONSTRAINT "_header_v_version_banner_video_mobile_poster_id_media_id_fk" FOREIGN KEY ("version_banner_video_mobile_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_header_v_locales" ADD CONSTRAINT "_header_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v_rels" ADD CONSTRAINT "_header_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_header_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v_rels" ADD CONSTRAINT "_header_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_columns" ADD CONSTRAINT "_footer_v_version_columns_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_footer_v_version_columns" ADD CONSTRAINT "_footer_v_version_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_columns_locales" ADD CONSTRAINT "_footer_v_version_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v_version_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_locales" ADD CONSTRAINT "_footer_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_top_bar_v_version_items" ADD CONSTRAINT "_top_bar_v_version_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_top_bar_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_top_bar_v_version_items_locales" ADD CONSTRAINT "_top_bar_v_version_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_top_bar_v_version_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popup_v" ADD CONSTRAINT "_popup_v_version_media_id_media_id_fk" FOREIGN KEY ("version_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_popup_v_locales" ADD CONSTRAINT "_popup_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_popup_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_projects_v_version_documents_order_idx" ON "_projects_v_version_documents" USING btree ("_order");
  CREATE INDEX "_projects_v_version_documents_parent_id_idx" ON "_projects_v_version_documents" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_version_documents_file_idx" ON "_projects_v_version_documents" USING btree ("file_id");
  CREATE UNIQUE INDEX "_projects_v_version_documents_locales_locale_parent_id_uniqu" ON "_projects_v_version_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_parent_idx" ON "_projects_v" USING btree ("parent_id");
  CREATE INDEX "_projects_v_version_version_price_min_idx" ON "_projects_v" USING btree ("version_price_min");
  CREATE INDEX "_projects_v_version_version_zip_idx" ON "_projects_v" USING btree ("version_zip");
  CREATE INDEX "_projects_v_version_version_city_idx" ON "_projects_v" USING btree ("version_city");
  CREATE INDEX "_projects_v_version_version_external_id_idx" ON "_projects_v" USING btree ("version_external_id");
  CREATE INDEX "_projects_v_version_version_published_idx" ON "_projects_v" USING btree ("version_published");
  CREATE INDEX "_projects_v_version_version_status_idx" ON "_projects_v" USING btree ("version_status");
  CREATE INDEX "_projects_v_version_version_advisor_idx" ON "_projects_v" USING btree ("version_advisor_id");
  CREATE INDEX "_projects_v_version_version_updated_at_idx" ON "_projects_v" USING btree ("version_updated_at");
  CREATE INDEX "_projects_v_version_version_created_at_idx" ON "_projects_v" USING btree ("version_created_at");
  CREATE INDEX "_projects_v_version_version__status_idx" ON "_projects_v" USING btree ("version__status");
  CREATE INDEX "_projects_v_created_at_idx" ON "_projects_v" USING btree ("created_at");
  CREATE INDEX "_projects_v_updated_at_idx" ON "_projects_v" USING btree ("updated_at");
  CREATE INDEX "_projects_v_snapshot_idx" ON "_projects_v" USING btree ("snapshot");
  CREATE INDEX "_projects_v_published_locale_idx" ON "_projects_v" USING btree ("published_locale");
  CREATE INDEX "_projects_v_latest_idx" ON "_projects_v" USING btree ("latest");
  CREATE INDEX "_projects_v_autosave_idx" ON "_projects_v" USING btree ("autosave");
  CREATE INDEX "_projects_v_version_version_slug_idx" ON "_projects_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_projects_v_locales_locale_parent_id_unique" ON "_projects_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_rels_order_idx" ON "_projects_v_rels" USING btree ("order");
  CREATE INDEX "_projects_v_rels_parent_idx" ON "_projects_v_rels" USING btree ("parent_id");
  CREATE INDEX "_projects_v_rels_path_idx" ON "_projects_v_rels" USING btree ("path");
  CREATE INDEX "_projects_v_rels_property_types_id_idx" ON "_projects_v_rels" USING btree ("property_types_id");
  CREATE INDEX "_projects_v_rels_media_id_idx" ON "_projects_v_rels" USING btree ("media_id");
  CREATE INDEX "_menus_v_parent_idx" ON "_menus_v" USING btree ("parent_id");
  CREATE INDEX "_menus_v_version_version_image_idx" ON "_menus_v" USING btree ("version_image_id");
  CREATE INDEX "_menus_v_version_banner_version_banner_image_idx" ON "_menus_v" USING btree ("version_banner_image_id");
  CREATE INDEX "_menus_v_version_banner_version_banner_video_idx" ON "_menus_v" USING btree ("version_banner_video_id");
  CREATE INDEX "_menus_v_version_banner_version_banner_video_poster_idx" ON "_menus_v" USING btree ("version_banner_video_poster_id");
  CREATE INDEX "_menus_v_version_banner_version_banner_video_mobile_idx" ON "_menus_v" USING btree ("version_banner_video_mobile_id");
  CREATE INDEX "_menus_v_version_banner_version_banner_video_mobile_post_idx" ON "_menus_v" USING btree ("version_banner_video_mobile_poster_id");
  CREATE INDEX "_menus_v_version_meta_social_version_meta_social_image_idx" ON "_menus_v" USING btree ("version_meta_social_image_id");
  CREATE INDEX "_menus_v_version_meta_short_message_version_meta_short_m_idx" ON "_menus_v" USING btree ("version_meta_short_message_image_id");
  CREATE INDEX "_menus_v_version_version_logo_idx" ON "_menus_v" USING btree ("version_logo_id");
  CREATE INDEX "_menus_v_version_version_original_path_idx" ON "_menus_v" USING btree ("version_original_path");
  CREATE INDEX "_menus_v_version_version_status_idx" ON "_menus_v" USING btree ("version_status");
  CREATE INDEX "_menus_v_version_version_parent_idx" ON "_menus_v" USING btree ("version_parent_id");
  CREATE INDEX "_menus_v_version_version_sort_idx" ON "_menus_v" USING btree ("version_sort");
  CREATE INDEX "_menus_v_version_version_advisor_idx" ON "_menus_v" USING btree ("version_advisor_id");
  CREATE INDEX "_menus_v_version_version_legacy_id_idx" ON "_menus_v" USING btree ("version_legacy_id");
  CREATE INDEX "_menus_v_version_version_updated_at_idx" ON "_menus_v" USING btree ("version_updated_at");
  CREATE INDEX "_menus_v_version_version_created_at_idx" ON "_menus_v" USING btree ("version_created_at");
  CREATE INDEX "_menus_v_version_version__status_idx" ON "_menus_v" USING btree ("version__status");
  CREATE INDEX "_menus_v_created_at_idx" ON "_menus_v" USING btree ("created_at");
  CREATE INDEX "_menus_v_updated_at_idx" ON "_menus_v" USING btree ("updated_at");
  CREATE INDEX "_menus_v_snapshot_idx" ON "_menus_v" USING btree ("snapshot");
  CREATE INDEX "_menus_v_published_locale_idx" ON "_menus_v" USING btree ("published_locale");
  CREATE INDEX "_menus_v_latest_idx" ON "_menus_v" USING btree ("latest");
  CREATE INDEX "_menus_v_autosave_idx" ON "_menus_v" USING btree ("autosave");
  CREATE INDEX "_menus_v_version_version_path_idx" ON "_menus_v_locales" USING btree ("version_path","_locale");
  CREATE UNIQUE INDEX "_menus_v_locales_locale_parent_id_unique" ON "_menus_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_menus_v_rels_order_idx" ON "_menus_v_rels" USING btree ("order");
  CREATE INDEX "_menus_v_rels_parent_idx" ON "_menus_v_rels" USING btree ("parent_id");
  CREATE INDEX "_menus_v_rels_path_idx" ON "_menus_v_rels" USING btree ("path");
  CREATE INDEX "_menus_v_rels_modules_id_idx" ON "_menus_v_rels" USING btree ("modules_id");
  CREATE INDEX "_menus_v_rels_media_id_idx" ON "_menus_v_rels" USING btree ("media_id");
  CREATE INDEX "_modules_v_blocks_article_order_idx" ON "_modules_v_blocks_article" USING btree ("_order");
  CREATE INDEX "_modules_v_blocks_article_parent_id_idx" ON "_modules_v_blocks_article" USING btree ("_parent_id");
  CREATE INDEX "_modules_v_blocks_article_path_idx" ON "_modules_v_blocks_article" USING btree ("_path");
  CREATE INDEX "_modules_v_blocks_property_list_order_idx" ON "_modules_v_blocks_property_list" USING btree ("_order");
  CREATE INDEX "_modules_v_blocks_property_list_parent_id_idx" ON "_modules_v_blocks_property_list" USING btree ("_parent_id");
  CREATE INDEX "_modules_v_blocks_property_list_path_idx" ON "_modules_v_blocks_property_list" USING btree ("_path");
  CREATE INDEX "_modules_v_blocks_project_list_order_idx" ON "_modules_v_blocks_project_list" USING btree ("_order");
  CREATE INDEX "_modules_v_blocks_project_list_parent_id_idx" ON "_modules_v_blocks_project_list" USING btree ("_parent_id");
  CREATE INDEX "_modules_v_blocks_project_list_path_idx" ON "_modules_v_blocks_project_list" USING btree ("_path");
  CREATE INDEX "_modules_v_blocks_category_order_idx" ON "_modules_v_blocks_category" USING btree ("_order");
  CREATE INDEX "_modules_v_blocks_category_parent_id_idx" ON "_modules_v_blocks_category" USING btree ("_parent_id");
  CREATE INDEX "_modules_v_blocks_category_path_idx" ON "_modules_v_blocks_category" USING btree ("_path");
  CREATE INDEX "_modules_v_blocks_category_category_idx" ON "_modules_v_blocks_category" USING btree ("category_id");
  CREATE INDEX "_modules_v_blocks_external_order_idx" ON "_modules_v_blocks_external" USING btree ("_order");
  CREATE INDEX "_modules_v_blocks_external_parent_id_idx" ON "_modules_v_blocks_external" USING btree ("_parent_id");
  CREATE INDEX "_modules_v_blocks_external_path_idx" ON "_modules_v_blocks_external" USING btree ("_path");
  CREATE UNIQUE INDEX "_modules_v_blocks_external_locales_locale_parent_id_unique" ON "_modules_v_blocks_external_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_modules_v_blocks_contact_order_idx" ON "_modules_v_blocks_contact" USING btree ("_order");
  CREATE INDEX "_modules_v_blocks_contact_parent_id_idx" ON "_modules_v_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "_modules_v_blocks_contact_path_idx" ON "_modules_v_blocks_contact" USING btree ("_path");
  CREATE INDEX "_modules_v_parent_idx" ON "_modules_v" USING btree ("parent_id");
  CREATE INDEX "_modules_v_version_version_image_idx" ON "_modules_v" USING btree ("version_image_id");
  CREATE INDEX "_modules_v_version_version_status_idx" ON "_modules_v" USING btree ("version_status");
  CREATE INDEX "_modules_v_version_version_legacy_id_idx" ON "_modules_v" USING btree ("version_legacy_id");
  CREATE INDEX "_modules_v_version_version_updated_at_idx" ON "_modules_v" USING btree ("version_updated_at");
  CREATE INDEX "_modules_v_version_version_created_at_idx" ON "_modules_v" USING btree ("version_created_at");
  CREATE INDEX "_modules_v_version_version__status_idx" ON "_modules_v" USING btree ("version__status");
  CREATE INDEX "_modules_v_created_at_idx" ON "_modules_v" USING btree ("created_at");
  CREATE INDEX "_modules_v_updated_at_idx" ON "_modules_v" USING btree ("updated_at");
  CREATE INDEX "_modules_v_snapshot_idx" ON "_modules_v" USING btree ("snapshot");
  CREATE INDEX "_modules_v_published_locale_idx" ON "_modules_v" USING btree ("published_locale");
  CREATE INDEX "_modules_v_latest_idx" ON "_modules_v" USING btree ("latest");
  CREATE INDEX "_modules_v_autosave_idx" ON "_modules_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_modules_v_locales_locale_parent_id_unique" ON "_modules_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_modules_v_rels_order_idx" ON "_modules_v_rels" USING btree ("order");
  CREATE INDEX "_modules_v_rels_parent_idx" ON "_modules_v_rels" USING btree ("parent_id");
  CREATE INDEX "_modules_v_rels_path_idx" ON "_modules_v_rels" USING btree ("path");
  CREATE INDEX "_modules_v_rels_articles_id_idx" ON "_modules_v_rels" USING btree ("articles_id");
  CREATE INDEX "_modules_v_rels_media_id_idx" ON "_modules_v_rels" USING btree ("media_id");
  CREATE INDEX "_articles_v_parent_idx" ON "_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_image_idx" ON "_articles_v" USING btree ("version_image_id");
  CREATE INDEX "_articles_v_version_version_category_idx" ON "_articles_v" USING btree ("version_category_id");
  CREATE INDEX "_articles_v_version_version_status_idx" ON "_articles_v" USING btree ("version_status");
  CREATE INDEX "_articles_v_version_version_publish_date_idx" ON "_articles_v" USING btree ("version_publish_date");
  CREATE INDEX "_articles_v_version_version_original_slug_idx" ON "_articles_v" USING btree ("version_original_slug");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "_articles_v" USING btree ("version__status");
  CREATE INDEX "_articles_v_created_at_idx" ON "_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "_articles_v" USING btree ("updated_at");
  CREATE INDEX "_articles_v_snapshot_idx" ON "_articles_v" USING btree ("snapshot");
  CREATE INDEX "_articles_v_published_locale_idx" ON "_articles_v" USING btree ("published_locale");
  CREATE INDEX "_articles_v_latest_idx" ON "_articles_v" USING btree ("latest");
  CREATE INDEX "_articles_v_autosave_idx" ON "_articles_v" USING btree ("autosave");
  CREATE INDEX "version_category_version_status_version_publishDate_idx" ON "_articles_v" USING btree ("version_category_id","version_status","version_publish_date");
  CREATE INDEX "_articles_v_version_version_slug_idx" ON "_articles_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_articles_v_locales_locale_parent_id_unique" ON "_articles_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_testimonials_v_parent_idx" ON "_testimonials_v" USING btree ("parent_id");
  CREATE INDEX "_testimonials_v_version_version_image_idx" ON "_testimonials_v" USING btree ("version_image_id");
  CREATE INDEX "_testimonials_v_version_version_status_idx" ON "_testimonials_v" USING btree ("version_status");
  CREATE INDEX "_testimonials_v_version_version_posted_at_idx" ON "_testimonials_v" USING btree ("version_posted_at");
  CREATE INDEX "_testimonials_v_version_version_updated_at_idx" ON "_testimonials_v" USING btree ("version_updated_at");
  CREATE INDEX "_testimonials_v_version_version_created_at_idx" ON "_testimonials_v" USING btree ("version_created_at");
  CREATE INDEX "_testimonials_v_version_version__status_idx" ON "_testimonials_v" USING btree ("version__status");
  CREATE INDEX "_testimonials_v_created_at_idx" ON "_testimonials_v" USING btree ("created_at");
  CREATE INDEX "_testimonials_v_updated_at_idx" ON "_testimonials_v" USING btree ("updated_at");
  CREATE INDEX "_testimonials_v_snapshot_idx" ON "_testimonials_v" USING btree ("snapshot");
  CREATE INDEX "_testimonials_v_published_locale_idx" ON "_testimonials_v" USING btree ("published_locale");
  CREATE INDEX "_testimonials_v_latest_idx" ON "_testimonials_v" USING btree ("latest");
  CREATE INDEX "_testimonials_v_autosave_idx" ON "_testimonials_v" USING btree ("autosave");
  CREATE INDEX "_header_v_version_header_links_left_order_idx" ON "_header_v_version_header_links_left" USING btree ("_order");
  CREATE INDEX "_header_v_version_header_links_left_parent_id_idx" ON "_header_v_version_header_links_left" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_header_v_version_header_links_left_locales_locale_parent_id" ON "_header_v_version_header_links_left_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_header_v_version_header_links_right_order_idx" ON "_header_v_version_header_links_right" USING btree ("_order");
  CREATE INDEX "_header_v_version_header_links_right_parent_id_idx" ON "_header_v_version_header_links_right" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_header_v_version_header_links_right_locales_locale_parent_i" ON "_header_v_version_header_links_right_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_header_v_version_logo_version_logo_image_idx" ON "_header_v" USING btree ("version_logo_image_id");
  CREATE INDEX "_header_v_version_logo_version_logo_image_small_idx" ON "_header_v" USING btree ("version_logo_image_small_id");
  CREATE INDEX "_header_v_version_banner_version_banner_image_idx" ON "_header_v" USING btree ("version_banner_image_id");
  CREATE INDEX "_header_v_version_banner_version_banner_video_idx" ON "_header_v" USING btree ("version_banner_video_id");
  CREATE INDEX "_header_v_version_banner_version_banner_video_poster_idx" ON "_header_v" USING btree ("version_banner_video_poster_id");
  CREATE INDEX "_header_v_version_banner_version_banner_video_mobile_idx" ON "_header_v" USING btree ("version_banner_video_mobile_id");
  CREATE INDEX "_header_v_version_banner_version_banner_video_mobile_pos_idx" ON "_header_v" USING btree ("version_banner_video_mobile_poster_id");
  CREATE INDEX "_header_v_version_version__status_idx" ON "_header_v" USING btree ("version__status");
  CREATE INDEX "_header_v_created_at_idx" ON "_header_v" USING btree ("created_at");
  CREATE INDEX "_header_v_updated_at_idx" ON "_header_v" USING btree ("updated_at");
  CREATE INDEX "_header_v_snapshot_idx" ON "_header_v" USING btree ("snapshot");
  CREATE INDEX "_header_v_published_locale_idx" ON "_header_v" USING btree ("published_locale");
  CREATE INDEX "_header_v_latest_idx" ON "_header_v" USING btree ("latest");
  CREATE INDEX "_header_v_autosave_idx" ON "_header_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_header_v_locales_locale_parent_id_unique" ON "_header_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_header_v_rels_order_idx" ON "_header_v_rels" USING btree ("order");
  CREATE INDEX "_header_v_rels_parent_idx" ON "_header_v_rels" USING btree ("parent_id");
  CREATE INDEX "_header_v_rels_path_idx" ON "_header_v_rels" USING btree ("path");
  CREATE INDEX "_header_v_rels_media_id_idx" ON "_header_v_rels" USING btree ("media_id");
  CREATE INDEX "_footer_v_version_columns_order_idx" ON "_footer_v_version_columns" USING btree ("_order");
  CREATE INDEX "_footer_v_version_columns_parent_id_idx" ON "_footer_v_version_columns" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_version_columns_image_idx" ON "_footer_v_version_columns" USING btree ("image_id");
  CREATE UNIQUE INDEX "_footer_v_version_columns_locales_locale_parent_id_unique" ON "_footer_v_version_columns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_footer_v_version_version__status_idx" ON "_footer_v" USING btree ("version__status");
  CREATE INDEX "_footer_v_created_at_idx" ON "_footer_v" USING btree ("created_at");
  CREATE INDEX "_footer_v_updated_at_idx" ON "_footer_v" USING btree ("updated_at");
  CREATE INDEX "_footer_v_snapshot_idx" ON "_footer_v" USING btree ("snapshot");
  CREATE INDEX "_footer_v_published_locale_idx" ON "_footer_v" USING btree ("published_locale");
  CREATE INDEX "_footer_v_latest_idx" ON "_footer_v" USING btree ("latest");
  CREATE INDEX "_footer_v_autosave_idx" ON "_footer_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_footer_v_locales_locale_parent_id_unique" ON "_footer_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_top_bar_v_version_items_order_idx" ON "_top_bar_v_version_items" USING btree ("_order");
  CREATE INDEX "_top_bar_v_version_items_parent_id_idx" ON "_top_bar_v_version_items" USING btree ("_parent_id");
  CREATE INDEX "_top_bar_v_version_items_status_idx" ON "_top_bar_v_version_items" USING btree ("status");
  CREATE UNIQUE INDEX "_top_bar_v_version_items_locales_locale_parent_id_unique" ON "_top_bar_v_version_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_top_bar_v_version_version__status_idx" ON "_top_bar_v" USING btree ("version__status");
  CREATE INDEX "_top_bar_v_created_at_idx" ON "_top_bar_v" USING btree ("created_at");
  CREATE INDEX "_top_bar_v_updated_at_idx" ON "_top_bar_v" USING btree ("updated_at");
  CREATE INDEX "_top_bar_v_snapshot_idx" ON "_top_bar_v" USING btree ("snapshot");
  CREATE INDEX "_top_bar_v_published_locale_idx" ON "_top_bar_v" USING btree ("published_locale");
  CREATE INDEX "_top_bar_v_latest_idx" ON "_top_bar_v" USING btree ("latest");
  CREATE INDEX "_top_bar_v_autosave_idx" ON "_top_bar_v" USING btree ("autosave");
  CREATE INDEX "_popup_v_version_version_media_idx" ON "_popup_v" USING btree ("version_media_id");
  CREATE INDEX "_popup_v_version_version__status_idx" ON "_popup_v" USING btree ("version__status");
  CREATE INDEX "_popup_v_created_at_idx" ON "_popup_v" USING btree ("created_at");
  CREATE INDEX "_popup_v_updated_at_idx" ON "_popup_v" USING btree ("updated_at");
  CREATE INDEX "_popup_v_snapshot_idx" ON "_popup_v" USING btree ("snapshot");
  CREATE INDEX "_popup_v_published_locale_idx" ON "_popup_v" USING btree ("published_locale");
  CREATE INDEX "_popup_v_latest_idx" ON "_popup_v" USING btree ("latest");
  CREATE INDEX "_popup_v_autosave_idx" ON "_popup_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_popup_v_locales_locale_parent_id_unique" ON "_popup_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects__status_idx" ON "projects" USING btree ("_status");
  CREATE INDEX "menus__status_idx" ON "menus" USING btree ("_status");
  CREATE INDEX "modules__status_idx" ON "modules" USING btree ("_status");
  CREATE INDEX "articles__status_idx" ON "articles" USING btree ("_status");
  CREATE INDEX "testimonials__status_idx" ON "testimonials" USING btree ("_status");
  CREATE INDEX "header__status_idx" ON "header" USING btree ("_status");
  CREATE INDEX "footer__status_idx" ON "footer" USING btree ("_status");
  CREATE INDEX "top_bar__status_idx" ON "top_bar" USING btree ("_status");
  CREATE INDEX "popup__status_idx" ON "popup" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_projects_v_version_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_version_documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menus_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menus_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menus_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_modules_v_blocks_article" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_modules_v_blocks_property_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_modules_v_blocks_project_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_modules_v_blocks_category" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_modules_v_blocks_external" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_modules_v_blocks_external_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_modules_v_blocks_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_modules_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_modules_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_modules_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_testimonials_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v_version_header_links_left" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v_version_header_links_left_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v_version_header_links_right" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v_version_header_links_right_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_header_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_version_columns_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_top_bar_v_version_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_top_bar_v_version_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_top_bar_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popup_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popup_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_projects_v_version_documents" CASCADE;
  DROP TABLE "_projects_v_version_documents_locales" CASCADE;
  DROP TABLE "_projects_v" CASCADE;
  DROP TABLE "_projects_v_locales" CASCADE;
  DROP TABLE "_projects_v_rels" CASCADE;
  DROP TABLE "_menus_v" CASCADE;
  DROP TABLE "_menus_v_locales" CASCADE;
  DROP TABLE "_menus_v_rels" CASCADE;
  DROP TABLE "_modules_v_blocks_article" CASCADE;
  DROP TABLE "_modules_v_blocks_property_list" CASCADE;
  DROP TABLE "_modules_v_blocks_project_list" CASCADE;
  DROP TABLE "_modules_v_blocks_category" CASCADE;
  DROP TABLE "_modules_v_blocks_external" CASCADE;
  DROP TABLE "_modules_v_blocks_external_locales" CASCADE;
  DROP TABLE "_modules_v_blocks_contact" CASCADE;
  DROP TABLE "_modules_v" CASCADE;
  DROP TABLE "_modules_v_locales" CASCADE;
  DROP TABLE "_modules_v_rels" CASCADE;
  DROP TABLE "_articles_v" CASCADE;
  DROP TABLE "_articles_v_locales" CASCADE;
  DROP TABLE "_testimonials_v" CASCADE;
  DROP TABLE "_header_v_version_header_links_left" CASCADE;
  DROP TABLE "_header_v_version_header_links_left_locales" CASCADE;
  DROP TABLE "_header_v_version_header_links_right" CASCADE;
  DROP TABLE "_header_v_version_header_links_right_locales" CASCADE;
  DROP TABLE "_header_v" CASCADE;
  DROP TABLE "_header_v_locales" CASCADE;
  DROP TABLE "_header_v_rels" CASCADE;
  DROP TABLE "_footer_v_version_columns" CASCADE;
  DROP TABLE "_footer_v_version_columns_locales" CASCADE;
  DROP TABLE "_footer_v" CASCADE;
  DROP TABLE "_footer_v_locales" CASCADE;
  DROP TABLE "_top_bar_v_version_items" CASCADE;
  DROP TABLE "_top_bar_v_version_items_locales" CASCADE;
  DROP TABLE "_top_bar_v" CASCADE;
  DROP TABLE "_popup_v" CASCADE;
  DROP TABLE "_popup_v_locales" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "projects__status_idx";
  DROP INDEX "menus__status_idx";
  DROP INDEX "modules__status_idx";
  DROP INDEX "articles__status_idx";
  DROP INDEX "testimonials__status_idx";
  DROP INDEX "header__status_idx";
  DROP INDEX "footer__status_idx";
  DROP INDEX "top_bar__status_idx";
  DROP INDEX "popup__status_idx";
  ALTER TABLE "projects" ALTER COLUMN "zip" SET NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "city" SET NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "external_id" SET NOT NULL;
  -- _status goes first: its type takes back the name of the status type (see up).
  ALTER TABLE "projects" DROP COLUMN "_status";
  DROP TYPE "public"."enum_projects_status";
  CREATE TYPE "public"."enum_projects_status" AS ENUM('available', 'sold-out');
  ALTER TABLE "menus" DROP COLUMN "_status";
  DROP TYPE "public"."enum_menus_status";
  CREATE TYPE "public"."enum_menus_status" AS ENUM('published', 'hidden');
  ALTER TABLE "modules" DROP COLUMN "_status";
  DROP TYPE "public"."enum_modules_status";
  CREATE TYPE "public"."enum_modules_status" AS ENUM('published', 'hidden');
  ALTER TABLE "articles" DROP COLUMN "_status";
  DROP TYPE "public"."enum_articles_status";
  CREATE TYPE "public"."enum_articles_status" AS ENUM('published', 'hidden');
  ALTER TABLE "testimonials" DROP COLUMN "_status";
  DROP TYPE "public"."enum_testimonials_status";
  CREATE TYPE "public"."enum_testimonials_status" AS ENUM('pending', 'published', 'rejected');
  ALTER TABLE "projects" ALTER COLUMN "status" DROP DEFAULT;
  ALTER TABLE "projects" ALTER COLUMN "status" SET DATA TYPE "public"."enum_projects_status" USING "status"::text::"public"."enum_projects_status";
  ALTER TABLE "projects" ALTER COLUMN "status" SET DEFAULT 'available';
  ALTER TABLE "projects_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "menus" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "menus" ALTER COLUMN "status" DROP DEFAULT;
  ALTER TABLE "menus" ALTER COLUMN "status" SET DATA TYPE "public"."enum_menus_status" USING "status"::text::"public"."enum_menus_status";
  ALTER TABLE "menus" ALTER COLUMN "status" SET DEFAULT 'published';
  ALTER TABLE "menus" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "menus" ALTER COLUMN "page_type" SET NOT NULL;
  ALTER TABLE "menus_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "modules_blocks_property_list" ALTER COLUMN "listing" SET NOT NULL;
  ALTER TABLE "modules_blocks_category" ALTER COLUMN "category_id" SET NOT NULL;
  ALTER TABLE "modules_blocks_external" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "modules" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "modules" ALTER COLUMN "view" SET NOT NULL;
  ALTER TABLE "modules" ALTER COLUMN "status" DROP DEFAULT;
  ALTER TABLE "modules" ALTER COLUMN "status" SET DATA TYPE "public"."enum_modules_status" USING "status"::text::"public"."enum_modules_status";
  ALTER TABLE "modules" ALTER COLUMN "status" SET DEFAULT 'published';
  ALTER TABLE "modules" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "category_id" SET NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "status" DROP DEFAULT;
  ALTER TABLE "articles" ALTER COLUMN "status" SET DATA TYPE "public"."enum_articles_status" USING "status"::text::"public"."enum_articles_status";
  ALTER TABLE "articles" ALTER COLUMN "status" SET DEFAULT 'published';
  ALTER TABLE "articles" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "articles" ALTER COLUMN "publish_date" SET NOT NULL;
  ALTER TABLE "articles_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "comment" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "status" DROP DEFAULT;
  ALTER TABLE "testimonials" ALTER COLUMN "status" SET DATA TYPE "public"."enum_testimonials_status" USING "status"::text::"public"."enum_testimonials_status";
  ALTER TABLE "testimonials" ALTER COLUMN "status" SET DEFAULT 'pending';
  ALTER TABLE "testimonials" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "header_header_links_left_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "header_header_links_left_locales" ALTER COLUMN "link" SET NOT NULL;
  ALTER TABLE "header_header_links_right_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "header_header_links_right_locales" ALTER COLUMN "link" SET NOT NULL;
  ALTER TABLE "top_bar_items" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "top_bar_items_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "header" DROP COLUMN "_status";
  ALTER TABLE "footer" DROP COLUMN "_status";
  ALTER TABLE "top_bar" DROP COLUMN "_status";
  ALTER TABLE "popup" DROP COLUMN "_status";
  DROP TYPE "public"."enum_projects_availability";
  DROP TYPE "public"."enum__projects_v_version_country_id";
  DROP TYPE "public"."enum__projects_v_version_goal";
  DROP TYPE "public"."enum__projects_v_version_status";
  DROP TYPE "public"."enum__projects_v_published_locale";
  DROP TYPE "public"."enum_menus_visibility";
  DROP TYPE "public"."enum__menus_v_version_banner_type";
  DROP TYPE "public"."enum__menus_v_version_page_type";
  DROP TYPE "public"."enum__menus_v_version_status";
  DROP TYPE "public"."enum__menus_v_published_locale";
  DROP TYPE "public"."enum_modules_visibility";
  DROP TYPE "public"."enum__modules_v_blocks_property_list_listing";
  DROP TYPE "public"."enum__modules_v_blocks_contact_variant";
  DROP TYPE "public"."enum__modules_v_version_title_size";
  DROP TYPE "public"."enum__modules_v_version_view";
  DROP TYPE "public"."enum__modules_v_version_span";
  DROP TYPE "public"."enum__modules_v_version_col_sm";
  DROP TYPE "public"."enum__modules_v_version_col_md";
  DROP TYPE "public"."enum__modules_v_version_col_lg";
  DROP TYPE "public"."enum__modules_v_version_background_type";
  DROP TYPE "public"."enum__modules_v_version_status";
  DROP TYPE "public"."enum__modules_v_published_locale";
  DROP TYPE "public"."enum_articles_visibility";
  DROP TYPE "public"."enum__articles_v_version_status";
  DROP TYPE "public"."enum__articles_v_published_locale";
  DROP TYPE "public"."enum_testimonials_moderation";
  DROP TYPE "public"."enum__testimonials_v_version_status";
  DROP TYPE "public"."enum__testimonials_v_published_locale";
  DROP TYPE "public"."enum_header_status";
  DROP TYPE "public"."enum__header_v_version_menu_mobile_position";
  DROP TYPE "public"."enum__header_v_version_language_switcher_position";
  DROP TYPE "public"."enum__header_v_version_logo_position";
  DROP TYPE "public"."enum__header_v_version_banner_type";
  DROP TYPE "public"."enum__header_v_version_status";
  DROP TYPE "public"."enum__header_v_published_locale";
  DROP TYPE "public"."enum_footer_status";
  DROP TYPE "public"."enum__footer_v_version_columns_sm";
  DROP TYPE "public"."enum__footer_v_version_columns_md";
  DROP TYPE "public"."enum__footer_v_version_columns_lg";
  DROP TYPE "public"."enum__footer_v_version_status";
  DROP TYPE "public"."enum__footer_v_published_locale";
  DROP TYPE "public"."enum_top_bar_status";
  DROP TYPE "public"."enum__top_bar_v_version_items_icon";
  DROP TYPE "public"."enum__top_bar_v_version_items_status";
  DROP TYPE "public"."enum__top_bar_v_version_status";
  DROP TYPE "public"."enum__top_bar_v_published_locale";
  DROP TYPE "public"."enum_popup_status";
  DROP TYPE "public"."enum__popup_v_version_status";
  DROP TYPE "public"."enum__popup_v_published_locale";`)
}
