import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { headersWithCors, type PayloadRequest } from 'payload'

import { etagMatches, fileEtag, isSizedFilename, mediaCacheControl } from '../../src/lib/image'
import { apiError } from '../../src/lib/apiError'

/** Types served here; anything else (SVG with its own CSP, unknown files) goes to Payload's own answer. */
const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
}

/** Whether the collection's files live in the static folder: not with S3 (src/storage.ts). */
function keptOnDisk(req: PayloadRequest, collection: string): boolean {
  const upload = req.payload.collections[collection as keyof typeof req.payload.collections]?.config.upload
  return Boolean(upload) && !upload.disableLocalStorage
}

/**
 * A file name that names no file. Payload checks read access by the file's document only when access is
 * a query; when everything is readable it goes straight to the disk and answers a missing file 500
 * ("Something went wrong.") with an error in the log: any made-up URL under /api/media/file/ did that.
 */
function notFound(req: PayloadRequest): Response {
  return apiError('Not Found', 404, headersWithCors({ headers: new Headers(), req }))
}

/**
 * Payload's upload `handlers` hook for the media file route (`GET /api/media/file/:filename`), after
 * Payload checked read access: the same file as Payload's local answer, with the cache headers Payload
 * has no option for (its `modifyResponseHeaders` sees neither the file nor the request). ETag and 304
 * on every file, `Cache-Control` by `mediaCacheControl`. A Range request (video seeking) is left to
 * Payload, which answers ranges.
 */
export function cachedFileHandler(staticDir: () => string) {
  // Returning nothing hands the request on to Payload's own answer.
  const handler = async (
    req: PayloadRequest,
    { params }: { params: { collection: string; filename: string } },
  ): Promise<Response | void> => {
    // With S3 the bucket holds the files and the storage plugin's handler, next, serves them. The disk is
    // not even looked at: a copy left there from before S3 was served in the bucket's place, and still after
    // the file was deleted through another instance (tests/multi/multiInstance.test.mjs).
    if (!keptOnDisk(req, params.collection)) return
    const dir = path.resolve(staticDir())
    const file = path.resolve(dir, params.filename)
    if (!file.startsWith(dir + path.sep)) return
    const stats = await stat(file).catch(() => null)
    if (!stats?.isFile()) return notFound(req)
    if (req.headers.get('range')) return
    const type = TYPES[path.extname(params.filename).toLowerCase()]
    if (!type) return
    const etag = fileEtag(stats.size, stats.mtimeMs)
    const headers = new Headers({
      'Cache-Control': mediaCacheControl({
        isOriginal: !isSizedFilename(params.filename),
        versioned: Boolean(req.searchParams?.get('v')),
        authenticated: Boolean(req.user),
      }),
      ETag: etag,
      'Accept-Ranges': 'bytes',
    })
    if (etagMatches(req.headers.get('if-none-match'), etag)) {
      return new Response(null, { status: 304, headers: headersWithCors({ headers, req }) })
    }
    headers.set('Content-Type', type)
    headers.set('Content-Length', String(stats.size))
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>
    return new Response(body, { status: 200, headers: headersWithCors({ headers, req }) })
  }
  // Payload types a handler as one that always or never answers; this one answers or passes per file.
  return handler as (...args: Parameters<typeof handler>) => Promise<Response>
}
