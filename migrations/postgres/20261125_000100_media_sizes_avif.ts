import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 16.6: the site's image sizes become AVIF and WebP at 400, 800, 1280, 1920 and 2560 px (collections/Media);
 * the old WebP sizes small, medium and large go. Files uploaded before keep their original and thumbnail
 * and show from the original until they are uploaded again.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "media_sizes_small_sizes_small_filename_idx";
  DROP INDEX "media_sizes_medium_sizes_medium_filename_idx";
  DROP INDEX "media_sizes_large_sizes_large_filename_idx";
  ALTER TABLE "media" DROP COLUMN "sizes_small_url";
  ALTER TABLE "media" DROP COLUMN "sizes_small_width";
  ALTER TABLE "media" DROP COLUMN "sizes_small_height";
  ALTER TABLE "media" DROP COLUMN "sizes_small_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_small_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_small_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_medium_url";
  ALTER TABLE "media" DROP COLUMN "sizes_medium_width";
  ALTER TABLE "media" DROP COLUMN "sizes_medium_height";
  ALTER TABLE "media" DROP COLUMN "sizes_medium_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_medium_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_medium_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_large_url";
  ALTER TABLE "media" DROP COLUMN "sizes_large_width";
  ALTER TABLE "media" DROP COLUMN "sizes_large_height";
  ALTER TABLE "media" DROP COLUMN "sizes_large_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_large_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_large_filename";`)
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "sizes_avif400_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_avif400_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_avif400_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_avif400_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_avif400_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_avif400_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_avif800_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_avif800_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_avif800_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_avif800_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_avif800_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_avif800_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_avif1280_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_avif1280_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_avif1280_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_avif1280_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_avif1280_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_avif1280_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_avif1920_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_avif1920_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_avif1920_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_avif1920_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_avif1920_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_avif1920_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_avif2560_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_avif2560_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_avif2560_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_avif2560_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_avif2560_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_avif2560_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_webp400_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_webp400_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_webp400_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_webp400_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_webp400_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_webp400_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_webp800_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_webp800_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_webp800_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_webp800_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_webp800_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_webp800_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_webp1280_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_webp1280_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_webp1280_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_webp1280_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_webp1280_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_webp1280_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_webp1920_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_webp1920_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_webp1920_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_webp1920_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_webp1920_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_webp1920_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_webp2560_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_webp2560_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_webp2560_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_webp2560_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_webp2560_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_webp2560_filename" varchar;
  CREATE INDEX "media_sizes_avif400_sizes_avif400_filename_idx" ON "media" USING btree ("sizes_avif400_filename");
  CREATE INDEX "media_sizes_avif800_sizes_avif800_filename_idx" ON "media" USING btree ("sizes_avif800_filename");
  CREATE INDEX "media_sizes_avif1280_sizes_avif1280_filename_idx" ON "media" USING btree ("sizes_avif1280_filename");
  CREATE INDEX "media_sizes_avif1920_sizes_avif1920_filename_idx" ON "media" USING btree ("sizes_avif1920_filename");
  CREATE INDEX "media_sizes_avif2560_sizes_avif2560_filename_idx" ON "media" USING btree ("sizes_avif2560_filename");
  CREATE INDEX "media_sizes_webp400_sizes_webp400_filename_idx" ON "media" USING btree ("sizes_webp400_filename");
  CREATE INDEX "media_sizes_webp800_sizes_webp800_filename_idx" ON "media" USING btree ("sizes_webp800_filename");
  CREATE INDEX "media_sizes_webp1280_sizes_webp1280_filename_idx" ON "media" USING btree ("sizes_webp1280_filename");
  CREATE INDEX "media_sizes_webp1920_sizes_webp1920_filename_idx" ON "media" USING btree ("sizes_webp1920_filename");
  CREATE INDEX "media_sizes_webp2560_sizes_webp2560_filename_idx" ON "media" USING btree ("sizes_webp2560_filename");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "media_sizes_avif400_sizes_avif400_filename_idx";
  DROP INDEX "media_sizes_avif800_sizes_avif800_filename_idx";
  DROP INDEX "media_sizes_avif1280_sizes_avif1280_filename_idx";
  DROP INDEX "media_sizes_avif1920_sizes_avif1920_filename_idx";
  DROP INDEX "media_sizes_avif2560_sizes_avif2560_filename_idx";
  DROP INDEX "media_sizes_webp400_sizes_webp400_filename_idx";
  DROP INDEX "media_sizes_webp800_sizes_webp800_filename_idx";
  DROP INDEX "media_sizes_webp1280_sizes_webp1280_filename_idx";
  DROP INDEX "media_sizes_webp1920_sizes_webp1920_filename_idx";
  DROP INDEX "media_sizes_webp2560_sizes_webp2560_filename_idx";
  ALTER TABLE "media" DROP COLUMN "sizes_avif400_url";
  ALTER TABLE "media" DROP COLUMN "sizes_avif400_width";
  ALTER TABLE "media" DROP COLUMN "sizes_avif400_height";
  ALTER TABLE "media" DROP COLUMN "sizes_avif400_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_avif400_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_avif400_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_avif800_url";
  ALTER TABLE "media" DROP COLUMN "sizes_avif800_width";
  ALTER TABLE "media" DROP COLUMN "sizes_avif800_height";
  ALTER TABLE "media" DROP COLUMN "sizes_avif800_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_avif800_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_avif800_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_avif1280_url";
  ALTER TABLE "media" DROP COLUMN "sizes_avif1280_width";
  ALTER TABLE "media" DROP COLUMN "sizes_avif1280_height";
  ALTER TABLE "media" DROP COLUMN "sizes_avif1280_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_avif1280_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_avif1280_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_avif1920_url";
  ALTER TABLE "media" DROP COLUMN "sizes_avif1920_width";
  ALTER TABLE "media" DROP COLUMN "sizes_avif1920_height";
  ALTER TABLE "media" DROP COLUMN "sizes_avif1920_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_avif1920_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_avif1920_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_avif2560_url";
  ALTER TABLE "media" DROP COLUMN "sizes_avif2560_width";
  ALTER TABLE "media" DROP COLUMN "sizes_avif2560_height";
  ALTER TABLE "media" DROP COLUMN "sizes_avif2560_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_avif2560_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_avif2560_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_webp400_url";
  ALTER TABLE "media" DROP COLUMN "sizes_webp400_width";
  ALTER TABLE "media" DROP COLUMN "sizes_webp400_height";
  ALTER TABLE "media" DROP COLUMN "sizes_webp400_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_webp400_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_webp400_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_webp800_url";
  ALTER TABLE "media" DROP COLUMN "sizes_webp800_width";
  ALTER TABLE "media" DROP COLUMN "sizes_webp800_height";
  ALTER TABLE "media" DROP COLUMN "sizes_webp800_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_webp800_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_webp800_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_webp1280_url";
  ALTER TABLE "media" DROP COLUMN "sizes_webp1280_width";
  ALTER TABLE "media" DROP COLUMN "sizes_webp1280_height";
  ALTER TABLE "media" DROP COLUMN "sizes_webp1280_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_webp1280_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_webp1280_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_webp1920_url";
  ALTER TABLE "media" DROP COLUMN "sizes_webp1920_width";
  ALTER TABLE "media" DROP COLUMN "sizes_webp1920_height";
  ALTER TABLE "media" DROP COLUMN "sizes_webp1920_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_webp1920_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_webp1920_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_webp2560_url";
  ALTER TABLE "media" DROP COLUMN "sizes_webp2560_width";
  ALTER TABLE "media" DROP COLUMN "sizes_webp2560_height";
  ALTER TABLE "media" DROP COLUMN "sizes_webp2560_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_webp2560_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_webp2560_filename";`)
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "sizes_small_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_small_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_small_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_small_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_small_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_small_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_medium_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_medium_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_medium_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_medium_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_medium_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_medium_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_large_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_large_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_large_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_large_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_large_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_large_filename" varchar;
  CREATE INDEX "media_sizes_small_sizes_small_filename_idx" ON "media" USING btree ("sizes_small_filename");
  CREATE INDEX "media_sizes_medium_sizes_medium_filename_idx" ON "media" USING btree ("sizes_medium_filename");
  CREATE INDEX "media_sizes_large_sizes_large_filename_idx" ON "media" USING btree ("sizes_large_filename");`)
}
