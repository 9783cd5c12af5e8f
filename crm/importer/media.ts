import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import type { CrmDocument, CrmPicture } from '../crm-format'
import { pathInside } from './localPath'

const MIME: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
}

/** Where relative paths of an export start; `confined`: they may not lead out of `dir`; null: no local files. */
export interface LocalFiles {
  dir: string | null
  confined: boolean
}

/** Bytes of a picture or document: a local path (relative to `files.dir`) or an http(s) URL. */
async function load(url: string, files: LocalFiles): Promise<{ data: Buffer; mimetype: string; name: string }> {
  const name = path.basename(url.split('?')[0])
  const mimetype = MIME[path.extname(name).toLowerCase()] ?? 'application/octet-stream'
  if (/^https?:\/\//.test(url)) {
    const response = await fetch(url, { signal: AbortSignal.timeout(20_000) })
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`)
    return { data: Buffer.from(await response.arrayBuffer()), mimetype: response.headers.get('content-type') ?? mimetype, name }
  }
  if (files.dir === null) throw new Error('a relative path, and no folder for them is set on the server (CRM_FILES_DIR)')
  const file = files.confined ? pathInside(files.dir, url) : path.resolve(files.dir, url)
  if (!file) throw new Error('the path leads out of the CRM files folder')
  return { data: await readFile(file), mimetype, name }
}

export interface MediaIndex {
  byPictureId: Map<number, number | string>
  byUrl: Map<string, number | string>
}

/**
 * Stores every picture and document of the export once: pictures are keyed by their CRM ID
 * (`media.externalId`), documents by their URL (`media.filename` derived from it). Existing media are reused.
 */
export async function importMedia(
  payload: Payload,
  pictures: CrmPicture[],
  documents: CrmDocument[],
  files: LocalFiles,
  onError: (what: string, reason: string) => void,
  /** Called after each picture and document, with how many of them are done. */
  onDone: (done: number) => void = () => {},
): Promise<{ index: MediaIndex; created: number }> {
  const existing = await payload.find({
    collection: 'media',
    pagination: false,
    depth: 0,
    select: { externalId: true, filename: true },
  })
  const byPictureId = new Map<number, number | string>()
  const byFilename = new Map<string, number | string>()
  for (const doc of existing.docs) {
    if (typeof doc.externalId === 'number') byPictureId.set(doc.externalId, doc.id)
    if (doc.filename) byFilename.set(doc.filename, doc.id)
  }

  let created = 0
  let done = 0
  const seen = new Set<number>()
  for (const picture of pictures) {
    onDone(done++)
    if (seen.has(picture.ID) || byPictureId.has(picture.ID)) continue
    seen.add(picture.ID)
    try {
      const file = await load(picture.Url, files)
      const doc = await payload.create({
        collection: 'media',
        data: { externalId: picture.ID, alt: picture.Name },
        file: { ...file, size: file.data.length },
        context: { disableRevalidate: true },
      })
      byPictureId.set(picture.ID, doc.id)
      created++
    } catch (error) {
      onError(`picture ${picture.ID} (${picture.Url})`, error instanceof Error ? error.message : String(error))
    }
  }

  const byUrl = new Map<string, number | string>()
  for (const document of documents) {
    onDone(done++)
    if (byUrl.has(document.Url)) continue
    const filename = path.basename(document.Url)
    const known = byFilename.get(filename)
    if (known !== undefined) {
      byUrl.set(document.Url, known)
      continue
    }
    try {
      const file = await load(document.Url, files)
      const doc = await payload.create({
        collection: 'media',
        data: { alt: document.Name },
        file: { ...file, size: file.data.length },
        context: { disableRevalidate: true },
      })
      byUrl.set(document.Url, doc.id)
      byFilename.set(doc.filename ?? filename, doc.id)
      created++
    } catch (error) {
      onError(`document ${document.Url}`, error instanceof Error ? error.message : String(error))
    }
  }
  return { index: { byPictureId, byUrl }, created }
}
