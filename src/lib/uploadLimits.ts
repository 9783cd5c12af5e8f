/** The largest files staff may upload, read from the environment: one place for the body limit and Payload's. */

type Env = Record<string, string | undefined>

const MIB = 1024 * 1024

/** An upload's form fields (`_payload`), boundaries and part headers around its file. */
export const MULTIPART_MARGIN = MIB

const megabytes = (raw: string | undefined, fallback: number): number => {
  const mb = Number(raw)
  return (Number.isFinite(mb) && mb > 0 ? mb : fallback) * MIB
}

/** Largest CRM export staff may upload (CRM_IMPORT_MAX_MB, default 100 MB): it is read and parsed in memory. */
export const crmImportMaxBytes = (env: Env = process.env): number => megabytes(env.CRM_IMPORT_MAX_MB, 100)

/**
 * Largest file of the other upload collections, Media and Attachments (UPLOAD_MAX_MB, default 20 MB:
 * what Payload's own default let through before it had a setting).
 */
const uploadMaxBytes = (env: Env = process.env): number => megabytes(env.UPLOAD_MAX_MB, 20)

/** Megabytes of a byte count, for messages (the settings are in MB, read as MiB). */
export const inMegabytes = (bytes: number): number => Math.round((bytes / MIB) * 10) / 10

/** The collections whose REST create and update take a file. */
export const UPLOAD_COLLECTIONS = ['media', 'attachments', 'crm-imports'] as const

export interface UploadLimit {
  /** Bytes of the file. */
  file: number
  /** What a client is told when its file is over the limit. */
  message: string
}

/** The file limit of an upload collection and the message that states it. */
export function uploadLimitOf(collection: string, env: Env = process.env): UploadLimit {
  const crm = collection === 'crm-imports'
  const file = crm ? crmImportMaxBytes(env) : uploadMaxBytes(env)
  const what = crm ? 'a CRM export: at most' : 'an upload: at most'
  return { file, message: `The file is too large for ${what} ${inMegabytes(file)} MB (${crm ? 'CRM_IMPORT_MAX_MB' : 'UPLOAD_MAX_MB'}).` }
}

/** Payload's answer to a file over its limit, recognised by the afterError hook (collections/hooks/uploadTooLarge.ts). */
export const UPLOAD_LIMIT_REACHED = 'The file is larger than the upload limit.'

/**
 * Payload's own upload limits (payload.config.ts `upload`): its defaults, 20 MB per file and 50 MB per
 * request, made a CRM export of 25 MB a 500. They are the largest upload's, so Payload never refuses
 * what the body limit in front of it (src/security/bodyLimit.ts) lets through.
 */
export function payloadUploadOptions(env: Env = process.env) {
  const largest = Math.max(crmImportMaxBytes(env), uploadMaxBytes(env))
  return {
    abortOnLimit: true,
    limits: { fileSize: largest },
    requestSizeLimit: largest + MULTIPART_MARGIN,
    responseOnLimit: UPLOAD_LIMIT_REACHED,
  }
}
