import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { importWarning, type CrmImportWarning } from '../../collections/CrmImports/statuses'
import { crmMediaPolicy, fetchWithinPolicy, type OutboundPolicy } from '../../src/security/outboundFetch'
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
  /** What http(s) URLs may be fetched (src/security/outboundFetch.ts); CRM_MEDIA_* of the environment by default. */
  remote?: OutboundPolicy
}

/** A file left out, with the one reason the report names (collections/CrmImports/statuses.ts) and the detail for the log. */
class Unavailable extends Error {
  constructor(
    readonly code: CrmImportWarning,
    detail: string,
  ) {
    super(detail)
  }
}

/** Bytes of a picture or document: a local path (relative to `files.dir`) or an http(s) URL within the policy. */
async function load(
  url: string,
  files: LocalFiles & { remote: OutboundPolicy },
): Promise<{ data: Buffer; mimetype: string; name: string }> {
  const name = path.basename(url.split('?')[0])
  const mimetype = MIME[path.extname(name).toLowerCase()] ?? 'application/octet-stream'
  if (/^https?:\/\//i.test(url)) {
    const fetched = await fetchWithinPolicy(url, files.remote).catch((error: unknown) => {
      throw new Unavailable('media-unavailable', error instanceof Error ? error.message : String(error))
    })
    return { data: fetched.data, mimetype: fetched.contentType ?? mimetype, name }
  }
  if (files.dir === null) throw new Unavailable('no-files-folder', 'CRM_FILES_DIR is not set')
  const file = files.confined ? pathInside(files.dir, url) : path.resolve(files.dir, url)
  if (!file) throw new Unavailable('outside-files-folder', `${url} leads out of ${files.dir}`)
  return { data: await readFile(file), mimetype, name }
}

export interface MediaIndex {
  byPictureId: Map<number, number | string>
  byUrl: Map<string, number | string>
}

const BELGIAN_MINUTE = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
})

/**
 * The media folder of one import's new files (issue 36.6: thousands of CRM photos are not one flat list),
 * named by the import's start in Belgian time as year-month-day, so the folders sort by date.
 */
export function importFolderName(startedAt: Date): string {
  return `CRM-import ${BELGIAN_MINUTE.format(startedAt)}`
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
  /** A file left out: `message` for the report (importWarning), `detail` for the server log only. */
  onError: (message: string, detail: string) => void,
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

  const sources = { ...files, remote: files.remote ?? crmMediaPolicy() }
  /** Every failure to the report as its code (one text for all failures of a fetch), the detail to the log. */
  const leftOut = (subject: string, error: unknown) => {
    const detail = error instanceof Error ? error.message : String(error)
    // Storing the file may fail too (a corrupt image): not a fetch, but neither for the report to detail.
    onError(importWarning(error instanceof Unavailable ? error.code : 'media-unavailable', subject), detail)
  }
  let created = 0
  let done = 0
  // Made with the import's first new file, so an import that brings none leaves no empty folder.
  const startedAt = new Date()
  let folder: number | undefined
  const folderOfImport = async () =>
    (folder ??= (await payload.create({ collection: 'payload-folders', data: { name: importFolderName(startedAt) }, depth: 0 })).id)
  const seen = new Set<number>()
  for (const picture of pictures) {
    onDone(done++)
    if (seen.has(picture.ID) || byPictureId.has(picture.ID)) continue
    seen.add(picture.ID)
    try {
      const file = await load(picture.Url, sources)
      const doc = await payload.create({
        collection: 'media',
        data: { externalId: picture.ID, alt: picture.Name, folder: await folderOfImport() },
        file: { ...file, size: file.data.length },
        context: { disableRevalidate: true },
      })
      byPictureId.set(picture.ID, doc.id)
      created++
    } catch (error) {
      leftOut(`picture ${picture.ID} (${picture.Url})`, error)
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
      const file = await load(document.Url, sources)
      const doc = await payload.create({
        collection: 'media',
        data: { alt: document.Name, folder: await folderOfImport() },
        file: { ...file, size: file.data.length },
        context: { disableRevalidate: true },
      })
      byUrl.set(document.Url, doc.id)
      byFilename.set(doc.filename ?? filename, doc.id)
      created++
    } catch (error) {
      leftOut(`document ${document.Url}`, error)
    }
  }
  return { index: { byPictureId, byUrl }, created }
}
