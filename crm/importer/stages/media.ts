import type { CrmProperty } from '../../crm-format'
import { DEFAULT_LOCALE } from '../../../src/i18n/locales'
import { importMedia, type MediaIndex } from '../media'
import type { ImportRun } from '../run'

/** Stage 3: pictures and documents, stored once each. Returns where each is now. */
export async function importFiles({ payload, rows, report, progress, files }: ImportRun): Promise<MediaIndex> {
  const listings = [...rows.projects, ...rows.properties]
  const pictures = listings.flatMap(({ row }) => {
    if (row.language !== DEFAULT_LOCALE) return []
    const list = [...(row.Pictures ?? [])]
    const small = (row as CrmProperty).SmallPictureItem
    if (small) list.unshift(small)
    return list
  })
  const documents = listings.flatMap(({ row }) => (row.language === DEFAULT_LOCALE ? (row.Documents ?? []) : []))
  const total = pictures.length + documents.length
  progress('media', 0, total)
  const media = await importMedia(
    payload,
    pictures,
    documents,
    files,
    (message, detail) => {
      report.warnings.push(message)
      payload.logger.warn(`CRM import: ${message}: ${detail}`)
    },
    (done) => progress('media', done, total),
  )
  progress('media', total, total)
  report.mediaCreated = media.created
  return media.index
}
