import type { AfterErrorHook } from 'payload'

import { UPLOAD_COLLECTIONS, UPLOAD_LIMIT_REACHED, uploadLimitOf } from '../../src/lib/uploadLimits'

/** What Payload's multipart reader says when a whole upload request is over its `requestSizeLimit`. */
const REQUEST_SIZE_REACHED = 'Multipart request size limit has been reached'

const uploadSlugOf = (slug: string | undefined, url: string | undefined): string | undefined => {
  const fromPath = /\/api\/([^/?]+)/.exec(url ?? '')?.[1]
  const candidate = slug ?? fromPath
  return (UPLOAD_COLLECTIONS as readonly string[]).includes(candidate ?? '') ? candidate : undefined
}

/**
 * Payload's multipart reader refuses a file over its limit with a 413, but the code that calls it
 * throws the message on as a 500 (payload/dist/utilities/addDataAndFileToRequest.js), which the admin
 * showed as "An unknown error occurred.". This root afterError hook makes it the 413 it is, with the
 * collection's limit and the setting that holds it (src/lib/uploadLimits.ts).
 */
export const uploadTooLarge: AfterErrorHook = ({ collection, error, req }) => {
  if (error.message !== UPLOAD_LIMIT_REACHED && error.message !== REQUEST_SIZE_REACHED) return
  const slug = uploadSlugOf(collection?.slug, req.url)
  const message = slug ? uploadLimitOf(slug).message : 'The file is larger than the upload limit.'
  return { response: { errors: [{ message }] }, status: 413 }
}
