import { z } from 'zod'

import type { UploadRules } from './upload'

/** Uploads of visitor forms: at most 5 MB (testimonial photo, CV). */
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

export const IMAGE_UPLOAD: UploadRules = { allowed: ['jpeg', 'png', 'webp'], maxBytes: MAX_UPLOAD_BYTES }
export const CV_UPLOAD: UploadRules = { allowed: ['pdf'], maxBytes: MAX_UPLOAD_BYTES }

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob

/** The file input's FileList in the browser, the list of Blobs it becomes in the server action, or one Blob. */
function firstFile(value: unknown): Blob | null {
  if (isBlob(value)) return value.size > 0 ? value : null
  if (value && typeof value === 'object' && Symbol.iterator in value) {
    const [first] = Array.from(value as Iterable<unknown>)
    return isBlob(first) && first.size > 0 ? first : null
  }
  return null
}

/**
 * A file in a form schema: the browser's File (sent to the server action as a Blob). The schema checks
 * presence and size on both sides; the server checks content type and magic bytes (checkUploadedFile).
 */
export const fileField = ({ required, maxBytes = MAX_UPLOAD_BYTES }: { required: boolean; maxBytes?: number }) =>
  z
    .unknown()
    .transform(firstFile)
    .refine((file) => !required || file !== null, 'upload.empty')
    .refine((file) => file === null || file.size <= maxBytes, 'upload.tooLarge')
