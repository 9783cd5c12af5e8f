import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_crm_imports_status" AS ENUM('queued', 'running', 'done', 'failed');
  CREATE TYPE "public"."enum_crm_imports_error_code" AS ENUM('not-json', 'not-an-export', 'file-missing', 'crashed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'crmImport' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'crmImport' BEFORE 'createCollectionExport';
  CREATE TABLE "crm_imports_invalid_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"list" varchar,
  	"position" numeric,
  	"row_id" varchar,
  	"reason" varchar
  );
  
  CREATE TABLE "crm_imports_warnings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"message" varchar
  );
  
  CREATE TABLE "crm_imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_crm_imports_status" DEFAULT 'queued' NOT NULL,
  	"uploaded_by_id" integer,
  	"started_at" timestamp(3) with time zone,
  	"finished_at" timestamp(3) with time zone,
  	"progress_stage" varchar,
  	"progress_done" numeric,
  	"progress_total" numeric,
  	"report_types_created" numeric,
  	"report_types_updated" numeric,
  	"report_types_unchanged" numeric,
  	"report_cities_created" numeric,
  	"report_cities_updated" numeric,
  	"report_cities_unchanged" numeric,
  	"report_projects_created" numeric,
  	"report_projects_updated" numeric,
  	"report_projects_unchanged" numeric,
  	"report_properties_created" numeric,
  	"report_properties_updated" numeric,
  	"report_properties_unchanged" numeric,
  	"report_media_created" numeric,
  	"report_type_counts" numeric,
  	"report_city_counts" numeric,
  	"report_demand_alerts" numeric,
  	"report_listing_alerts" numeric,
  	"report_unchanged" boolean,
  	"invalid_count" numeric,
  	"error_code" "enum_crm_imports_error_code",
  	"error_message" varchar,
  	"prefix" varchar DEFAULT 'private/crm-imports',
  	"_objectkey" varchar,
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
  	"focal_y" numeric
  );
  
  ALTER TABLE "payload_jobs" ADD COLUMN "concurrency_key" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "crm_imports_id" integer;
  ALTER TABLE "crm_imports_invalid_rows" ADD CONSTRAINT "crm_imports_invalid_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."crm_imports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "crm_imports_warnings" ADD CONSTRAINT "crm_imports_warnings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."crm_imports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "crm_imports" ADD CONSTRAINT "crm_imports_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "crm_imports_invalid_rows_order_idx" ON "crm_imports_invalid_rows" USING btree ("_order");
  CREATE INDEX "crm_imports_invalid_rows_parent_id_idx" ON "crm_imports_invalid_rows" USING btree ("_parent_id");
  CREATE INDEX "crm_imports_warnings_order_idx" ON "crm_imports_warnings" USING btree ("_order");
  CREATE INDEX "crm_imports_warnings_parent_id_idx" ON "crm_imports_warnings" USING btree ("_parent_id");
  CREATE INDEX "crm_imports_status_idx" ON "crm_imports" USING btree ("status");
  CREATE INDEX "crm_imports_uploaded_by_idx" ON "crm_imports" USING btree ("uploaded_by_id");
  CREATE INDEX "crm_imports_updated_at_idx" ON "crm_imports" USING btree ("updated_at");
  CREATE INDEX "crm_imports_created_at_idx" ON "crm_imports" USING btree ("created_at");
  CREATE UNIQUE INDEX "crm_imports_filename_idx" ON "crm_imports" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_crm_imports_fk" FOREIGN KEY ("crm_imports_id") REFERENCES "public"."crm_imports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_jobs_concurrency_key_idx" ON "payload_jobs" USING btree ("concurrency_key");
  CREATE INDEX "payload_locked_documents_rels_crm_imports_id_idx" ON "payload_locked_documents_rels" USING btree ("crm_imports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "crm_imports_invalid_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "crm_imports_warnings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "crm_imports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "crm_imports_invalid_rows" CASCADE;
  DROP TABLE "crm_imports_warnings" CASCADE;
  DROP TABLE "crm_imports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_crm_imports_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_jobs_concurrency_key_idx";
  DROP INDEX "payload_locked_documents_rels_crm_imports_id_idx";
  ALTER TABLE "payload_jobs" DROP COLUMN "concurrency_key";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "crm_imports_id";
  DROP TYPE "public"."enum_crm_imports_status";
  DROP TYPE "public"."enum_crm_imports_error_code";`)
}
