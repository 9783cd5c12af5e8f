import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "reply_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reply_templates_locales" (
  	"title" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reply_templates_id" integer;
  ALTER TABLE "reply_templates_locales" ADD CONSTRAINT "reply_templates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reply_templates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "reply_templates_updated_at_idx" ON "reply_templates" USING btree ("updated_at");
  CREATE INDEX "reply_templates_created_at_idx" ON "reply_templates" USING btree ("created_at");
  CREATE UNIQUE INDEX "reply_templates_locales_locale_parent_id_unique" ON "reply_templates_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reply_templates_fk" FOREIGN KEY ("reply_templates_id") REFERENCES "public"."reply_templates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reply_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("reply_templates_id");
  ALTER TABLE "exports" DROP COLUMN "limit";
  ALTER TABLE "exports" DROP COLUMN "page";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reply_templates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reply_templates_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reply_templates" CASCADE;
  DROP TABLE "reply_templates_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reply_templates_fk";
  
  DROP INDEX "payload_locked_documents_rels_reply_templates_id_idx";
  ALTER TABLE "exports" ADD COLUMN "limit" numeric;
  ALTER TABLE "exports" ADD COLUMN "page" numeric DEFAULT 1;
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reply_templates_id";`)
}
