// An S3-compatible server for tests (issue 35.3): s3rver (npm) in this process, on a free port of
// 127.0.0.1, its buckets in a temporary folder deleted by stop(). Used by the several-instance test
// (tests/multi/) so @payloadcms/storage-s3 runs against a real S3 API; anything else that needs a bucket
// (a backup and restore test) may start one the same way:
//
//   const s3 = await startS3()
//   startProductionServer({ env: { ...s3.env, … } })   // S3_BUCKET, S3_ENDPOINT, … as src/storage.ts reads them
//   …
//   await s3.stop()
//
// s3rver predates the checksums the AWS SDK adds by default since 3.729: a body sent as a stream goes
// aws-chunked with a trailing checksum, and s3rver stores that framing as the object. Send buffers (as
// @payloadcms/storage-s3 does: Payload keeps an upload in memory), or give a client of your own
// `requestChecksumCalculation: 'WHEN_REQUIRED'`.
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import os from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

/** s3rver's one account: it refuses any other access key id (it does not check V4 signatures themselves). */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/** The canned ACLs that let anyone read an object (x-amz-acl). */
const PUBLIC_ACLS = new Set(['public-read', 'public-read-write'])

/** A request that carries no credentials: no Authorization header and no presigned query. */
const isAnonymous = (req, url) =>
  !req.headers.authorization && !url.searchParams.has('X-Amz-Signature') && !url.searchParams.has('Signature')

const accessDenied = (res) => {
  res.writeHead(403, { 'Content-Type': 'application/xml' })
  res.end('<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>')
}

/**
 * Starts the server with a public bucket and a private one (src/storage.ts: media in S3_BUCKET, CVs,
 * exports and CRM imports in S3_PRIVATE_BUCKET).
 *
 * s3rver serves every object to anyone, where a real bucket that is not made public refuses a request
 * without credentials. So a gate in front of it answers an anonymous request 403 AccessDenied, as S3
 * does, unless it reads an object that was put with a public canned ACL (`x-amz-acl: public-read`): a
 * test that reads the bucket anonymously then fails if the site ever published its private files there.
 *
 * Resolves to:
 *   - endpoint: the server's URL (path-style: `${endpoint}/${bucket}/${key}`);
 *   - env: the S3_* variables a server needs for these buckets;
 *   - buckets: { public, private }, their names;
 *   - stop(): closes the server and deletes its folder.
 */
export async function startS3({ buckets = { public: 'kv-media', private: 'kv-private' } } = {}) {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'kv-s3-'))
  const s3rver = new S3rver({
    directory,
    silent: true,
    configureBuckets: [{ name: buckets.public }, { name: buckets.private }],
  })
  await s3rver.configureBuckets()
  const handle = s3rver.callback()
  /** The ACL each object was last put with, by its path (`/bucket/key`). */
  const acls = new Map()

  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://s3.invalid')
    let object = url.pathname
    try {
      object = decodeURIComponent(object) // one name however a client escaped it
    } catch {
      // a malformed escape: s3rver answers it
    }
    // An object's ACL comes with its PUT, or with the start of its multipart upload.
    const writesObject =
      (req.method === 'PUT' && !url.searchParams.has('uploadId')) || (req.method === 'POST' && url.searchParams.has('uploads'))
    if (writesObject && !isAnonymous(req, url)) acls.set(object, String(req.headers['x-amz-acl'] ?? 'private'))
    if (isAnonymous(req, url) && !((req.method === 'GET' || req.method === 'HEAD') && PUBLIC_ACLS.has(acls.get(object)))) {
      return accessDenied(res)
    }
    handle(req, res)
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const endpoint = `http://127.0.0.1:${server.address().port}`

  return {
    endpoint,
    buckets,
    env: {
      S3_BUCKET: buckets.public,
      S3_PRIVATE_BUCKET: buckets.private,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      // A bucket in the path, not in the host name: 127.0.0.1 has no subdomains.
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    async stop() {
      // The SDK's clients keep their sockets alive: close them, or close() waits for them.
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      s3rver.logger.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
