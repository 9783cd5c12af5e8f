import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import type { CrmDocument, CrmPicture } from '../crm-format'

const MIME: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
}

/** Bytes of a picture or document: a local path (relative to the export file) or an http(s) URL. */
async function load(url: string, baseDir: string): Promise<{ data: Buffer; mimetype: string; name: string }> {
  const name = path.basename(url.split('?')[0])
  const mimetype = MIME[path.extname(name).toLowerCase()] ?? 'application/octet-stream'
  if (/^https?:\/\//.test(url)) {
    const response = await fetch(url, { signal: AbortSignal.timeout(20_000) })
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`)
    return { data: Buffer.from(await response.arrayBuffer()), mimetype: response.headers.get('content-type') ?? mimetype, name }
  }
  return { data: await readFile(path.resolve(baseDir, url)), mimetype, name }
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
  baseDir: string,
  onError: (what: string, reason: string) => void,
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
  const seen = new Set<number>()
  for (const picture of pictures) {
    if (seen.has(picture.ID) || byPictureId.has(picture.ID)) continue
    seen.add(picture.ID)
    try {
      const file = await load(picture.Url, baseDir)
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
    if (byUrl.has(document.Url)) continue
    const filename = path.basename(document.Url)
    const known = byFilename.get(filename)
    if (known !== undefined) {
      byUrl.set(document.Url, known)
      continue
    }
    try {
      const file = await load(document.Url, baseDir)
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
