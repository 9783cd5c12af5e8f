import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "payload_folders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"folder_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "properties" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "menus" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_menus_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "modules" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_modules_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "articles" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_articles_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "testimonials" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_testimonials_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "media" ADD COLUMN "folder_id" integer;
  ALTER TABLE "submissions" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payload_folders_id" integer;
  ALTER TABLE "payload_folders" ADD CONSTRAINT "payload_folders_folder_id_payload_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."payload_folders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payload_folders_name_idx" ON "payload_folders" USING btree ("name");
  CREATE INDEX "payload_folders_folder_idx" ON "payload_folders" USING btree ("folder_id");
  CREATE INDEX "payload_folders_updated_at_idx" ON "payload_folders" USING btree ("updated_at");
  CREATE INDEX "payload_folders_created_at_idx" ON "payload_folders" USING btree ("created_at");
  ALTER TABLE "media" ADD CONSTRAINT "media_folder_id_payload_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."payload_folders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payload_folders_fk" FOREIGN KEY ("payload_folders_id") REFERENCES "public"."payload_folders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "properties_deleted_at_idx" ON "properties" USING btree ("deleted_at");
  CREATE INDEX "menus_deleted_at_idx" ON "menus" USING btree ("deleted_at");
  CREATE INDEX "_menus_v_version_version_deleted_at_idx" ON "_menus_v" USING btree ("version_deleted_at");
  CREATE INDEX "modules_deleted_at_idx" ON "modules" USING btree ("deleted_at");
  CREATE INDEX "_modules_v_version_version_deleted_at_idx" ON "_modules_v" USING btree ("version_deleted_at");
  CREATE INDEX "articles_deleted_at_idx" ON "articles" USING btree ("deleted_at");
  CREATE INDEX "_articles_v_version_version_deleted_at_idx" ON "_articles_v" USING btree ("version_deleted_at");
  CREATE INDEX "testimonials_deleted_at_idx" ON "testimonials" USING btree ("deleted_at");
  CREATE INDEX "_testimonials_v_version_version_deleted_at_idx" ON "_testimonials_v" USING btree ("version_deleted_at");
  CREATE INDEX "media_folder_idx" ON "media" USING btree ("folder_id");
  CREATE INDEX "submissions_deleted_at_idx" ON "submissions" USING btree ("deleted_at");
  CREATE INDEX "payload_locked_documents_rels_payload_folders_id_idx" ON "payload_locked_documents_rels" USING btree ("payload_folders_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_folders" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload_folders" CASCADE;
  ALTER TABLE "media" DROP CONSTRAINT "media_folder_id_payload_folders_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payload_folders_fk";
  
  DROP INDEX "properties_deleted_at_idx";
  DROP INDEX "menus_deleted_at_idx";
  DROP INDEX "_menus_v_version_version_deleted_at_idx";
  DROP INDEX "modules_deleted_at_idx";
  DROP INDEX "_modules_v_version_version_deleted_at_idx";
  DROP INDEX "articles_deleted_at_idx";
  DROP INDEX "_articles_v_version_version_deleted_at_idx";
  DROP INDEX "testimonials_deleted_at_idx";
  DROP INDEX "_testimonials_v_version_version_deleted_at_idx";
  DROP INDEX "media_folder_idx";
  DROP INDEX "submissions_deleted_at_idx";
  DROP INDEX "payload_locked_documents_rels_payload_folders_id_idx";
  ALTER TABLE "properties" DROP COLUMN "deleted_at";
  ALTER TABLE "menus" DROP COLUMN "deleted_at";
  ALTER TABLE "_menus_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "modules" DROP COLUMN "deleted_at";
  ALTER TABLE "_modules_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "articles" DROP COLUMN "deleted_at";
  ALTER TABLE "_articles_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "testimonials" DROP COLUMN "deleted_at";
  ALTER TABLE "_testimonials_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "media" DROP COLUMN "folder_id";
  ALTER TABLE "submissions" DROP COLUMN "deleted_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payload_folders_id";`)
}
