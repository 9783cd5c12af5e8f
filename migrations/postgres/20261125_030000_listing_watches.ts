import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_listing_watches_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  CREATE TYPE "public"."enum_listing_watches_locale" AS ENUM('nl', 'fr', 'en', 'de');
  ALTER TYPE "public"."enum_submissions_type" ADD VALUE 'listing-alert';
  CREATE TABLE "listing_watches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"property_id" integer NOT NULL,
  	"status" "enum_listing_watches_status" DEFAULT 'pending' NOT NULL,
  	"locale" "enum_listing_watches_locale" DEFAULT 'nl' NOT NULL,
  	"confirm_token_hash" varchar,
  	"confirm_expires_at" timestamp(3) with time zone,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"notified_price" numeric,
  	"notified_status" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "emails" ADD COLUMN "list_unsubscribe" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "listing_watches_id" integer;
  ALTER TABLE "listing_watches" ADD CONSTRAINT "listing_watches_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "listing_watches_email_idx" ON "listing_watches" USING btree ("email");
  CREATE INDEX "listing_watches_property_idx" ON "listing_watches" USING btree ("property_id");
  CREATE INDEX "listing_watches_status_idx" ON "listing_watches" USING btree ("status");
  CREATE INDEX "listing_watches_confirm_token_hash_idx" ON "listing_watches" USING btree ("confirm_token_hash");
  CREATE INDEX "listing_watches_updated_at_idx" ON "listing_watches" USING btree ("updated_at");
  CREATE INDEX "listing_watches_created_at_idx" ON "listing_watches" USING btree ("created_at");
  CREATE UNIQUE INDEX "email_property_idx" ON "listing_watches" USING btree ("email","property_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_listing_watches_fk" FOREIGN KEY ("listing_watches_id") REFERENCES "public"."listing_watches"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_listing_watches_id_idx" ON "payload_locked_documents_rels" USING btree ("listing_watches_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "listing_watches" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "listing_watches" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_listing_watches_fk";
  
  ALTER TABLE "submissions" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_submissions_type";
  CREATE TYPE "public"."enum_submissions_type" AS ENUM('site-contact', 'site-contact-small', 'property-info', 'visit', 'valuation', 'demand', 'send-to-friend', 'documents', 'offer', 'rental-application', 'testimonial', 'newsletter', 'job-application', 'project-info');
  ALTER TABLE "submissions" ALTER COLUMN "type" SET DATA TYPE "public"."enum_submissions_type" USING "type"::"public"."enum_submissions_type";
  DROP INDEX "payload_locked_documents_rels_listing_watches_id_idx";
  ALTER TABLE "emails" DROP COLUMN "list_unsubscribe";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "listing_watches_id";
  DROP TYPE "public"."enum_listing_watches_status";
  DROP TYPE "public"."enum_listing_watches_locale";`)
}
