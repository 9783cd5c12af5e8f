import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

/**
 * Uploads on S3-compatible storage (AWS S3, MinIO, Cloudflare R2, Scaleway…) when S3_BUCKET is set, on
 * the local disk otherwise (MEDIA_DIR, PRIVATE_UPLOADS_DIR). Several instances, or a container that is
 * recreated, need the bucket: a file one instance wrote to its own disk is missing on the other.
 *
 * Files keep their URLs on this site (`/api/<collection>/file/<name>`): Payload checks read access on
 * every file (a pending testimonial's photo, a CV, an export stay private) and then streams it from
 * the bucket. Private uploads (CVs, exports, CRM import files) go to S3_PRIVATE_BUCKET when set, else to the same
 * bucket under their own prefix; the bucket itself must not be public.
 *
 * The plugin's `prefix` field is in the schema with or without S3 (alwaysInsertFields), so one set of
 * migrations serves both.
 */
export function storagePlugins(env: Record<string, string | undefined> = process.env): Plugin[] {
  const bucket = env.S3_BUCKET ?? ''
  const enabled = bucket !== ''
  const config = {
    region: env.S3_REGION || 'us-east-1',
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    ...(env.S3_ACCESS_KEY_ID
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' } }
      : {}),
  }
  const privateBucket = env.S3_PRIVATE_BUCKET || bucket
  return [
    s3Storage({ enabled, alwaysInsertFields: true, bucket, config, collections: { media: { prefix: 'media' } } }),
    s3Storage({
      enabled,
      alwaysInsertFields: true,
      bucket: privateBucket,
      clientCacheKey: 's3:private',
      config,
      collections: {
        attachments: { prefix: 'private/attachments' },
        exports: { prefix: 'private/exports' },
        'crm-imports': { prefix: 'private/crm-imports' },
      },
    }),
  ]
}
