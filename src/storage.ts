import { s3Storage, type S3StorageOptions } from '@payloadcms/storage-s3'
import { headersWithCors, type CollectionSlug, type PayloadRequest, type Plugin, type UploadConfig, type Where } from 'payload'

import { apiError } from './lib/apiError'

/**
 * Uploads on S3-compatible storage (AWS S3, MinIO, Cloudflare R2, Scaleway…) when S3_BUCKET is set, on
 * the local disk otherwise (MEDIA_DIR, PRIVATE_UPLOADS_DIR). Several instances, or a container that is
 * recreated, need the bucket: a file one instance wrote to its own disk is missing on the other.
 *
 * Files keep their URLs on this site (`/api/<collection>/file/<name>`): Payload checks read access on
 * every file (a pending testimonial's photo, a CV, an export stay private) and then streams it from
 * the bucket. Private uploads (CVs, exports, CRM import files) go to S3_PRIVATE_BUCKET when set, else to the same
 * bucket under their own prefix; the bucket itself must not be public. tests/multi/multiInstance.test.mjs
 * runs two instances on one bucket (tests/support/s3.mjs).
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
    s3StorageWithDocuments({ enabled, alwaysInsertFields: true, bucket, config, collections: { media: { prefix: 'media' } } }),
    s3StorageWithDocuments({
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

type FileHandler = NonNullable<UploadConfig['handlers']>[number]

/**
 * The storage plugin, with its file handler handed the file's document when Payload hands it none.
 *
 * Payload looks the document up only when read access is a query; when a collection is readable by the
 * request's user as a whole (media, for a visitor) it passes none, and the plugin then looks it up itself
 * with `pagination: false`, which the read bounds refuse on a visitor's REST request
 * (collections/hooks/boundedReads.ts): with S3 every image of the site answered a visitor 500. The same
 * lookup here reads one document within the bounds; none found is a 404 (a made-up or deleted file's
 * name), as on the disk (collections/Media/fileResponse.ts).
 */
function s3StorageWithDocuments(options: S3StorageOptions): Plugin {
  return async (incoming) => {
    const config = await s3Storage(options)(incoming)
    if (!options.enabled) return config
    /** The collection's own handlers (collections/Media/fileResponse.ts): the plugin's is the one it added. */
    const ownHandlers = (slug: string): unknown[] => {
      const upload = incoming.collections?.find((c) => c.slug === slug)?.upload
      return (typeof upload === 'object' && upload.handlers) || []
    }
    return {
      ...config,
      collections: config.collections?.map((collection) => {
        if (!(collection.slug in options.collections) || typeof collection.upload !== 'object') return collection
        const own = ownHandlers(collection.slug)
        const handlers = collection.upload.handlers?.map((handler) =>
          own.includes(handler) ? handler : withFileDocument(collection.slug, handler),
        )
        return { ...collection, upload: { ...collection.upload, handlers } }
      }),
    }
  }
}

function withFileDocument(slug: string, handler: FileHandler): FileHandler {
  const withDocument = async (req: PayloadRequest, args: Parameters<FileHandler>[1]): Promise<Response | void> => {
    if (args.doc) return handler(req, args)
    const { filename } = args.params
    const imageSizes = req.payload.collections[slug as CollectionSlug].config.upload.imageSizes ?? []
    const where: Where = {
      or: [{ filename: { equals: filename } }, ...imageSizes.map(({ name }) => ({ [`sizes.${name}.filename`]: { equals: filename } }))],
    }
    const { docs } = await req.payload.find({
      collection: slug as CollectionSlug,
      where,
      limit: 1,
      depth: 0,
      draft: true,
      overrideAccess: false,
      req,
      select: { prefix: true, _objectKey: true } as never,
    })
    if (!docs[0]) return apiError('Not Found', 404, headersWithCors({ headers: new Headers(), req }))
    return handler(req, { ...args, doc: docs[0] as never })
  }
  // Payload types a handler as one that always or never answers; this one answers as the plugin's does.
  return withDocument as (...args: Parameters<FileHandler>) => Promise<Response>
}
