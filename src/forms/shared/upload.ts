/**
 * The one check of every visitor upload (CVs, testimonial photos): the declared content type must be
 * allowed, the first bytes must be that type's signature (a renamed .exe is refused), and the size
 * within the limit. Pure: callers pass the bytes they received.
 */

export type UploadKind = 'pdf' | 'jpeg' | 'png' | 'webp' | 'gif' | 'doc' | 'docx'

export interface UploadKindInfo {
  mimeTypes: readonly string[]
  extensions: readonly string[]
  /** The file must start with one of these byte sequences (null: any byte there). */
  signatures: ReadonlyArray<ReadonlyArray<number | null>>
}

const UPLOAD_KINDS: Record<UploadKind, UploadKindInfo> = {
  pdf: { mimeTypes: ['application/pdf'], extensions: ['pdf'], signatures: [[0x25, 0x50, 0x44, 0x46, 0x2d]] },
  jpeg: { mimeTypes: ['image/jpeg', 'image/pjpeg'], extensions: ['jpg', 'jpeg'], signatures: [[0xff, 0xd8, 0xff]] },
  png: { mimeTypes: ['image/png'], extensions: ['png'], signatures: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  // RIFF....WEBP
  webp: {
    mimeTypes: ['image/webp'],
    extensions: ['webp'],
    signatures: [[0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50]],
  },
  gif: {
    mimeTypes: ['image/gif'],
    extensions: ['gif'],
    signatures: [
      [0x47, 0x49, 0x46, 0x38, 0x37, 0x61],
      [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
    ],
  },
  // OLE2 compound document (Word 97-2003)
  doc: { mimeTypes: ['application/msword'], extensions: ['doc'], signatures: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]] },
  // A zip container (Office Open XML)
  docx: {
    mimeTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    extensions: ['docx'],
    signatures: [[0x50, 0x4b, 0x03, 0x04]],
  },
}

export interface UploadInput {
  name: string
  /** The content type the browser declared. */
  type: string
  size: number
  /** At least the first 16 bytes of the file. */
  head: Uint8Array
}

export interface UploadRules {
  allowed: readonly UploadKind[]
  maxBytes: number
}

/** Dictionary keys of the upload messages. */
export type UploadError = 'upload.empty' | 'upload.tooLarge' | 'upload.type'

export type UploadCheck = { ok: true; kind: UploadKind; extension: string } | { ok: false; error: UploadError }

const matches = (head: Uint8Array, signature: ReadonlyArray<number | null>) =>
  head.length >= signature.length && signature.every((byte, i) => byte === null || head[i] === byte)

export function checkUpload(file: UploadInput, rules: UploadRules): UploadCheck {
  if (!file || file.size <= 0 || file.head.length === 0) return { ok: false, error: 'upload.empty' }
  if (file.size > rules.maxBytes) return { ok: false, error: 'upload.tooLarge' }
  const declared = (file.type || '').toLowerCase().split(';')[0].trim()
  const extension = (/\.([a-z0-9]+)$/i.exec(file.name)?.[1] ?? '').toLowerCase()
  for (const kind of rules.allowed) {
    const info = UPLOAD_KINDS[kind]
    if (!info.mimeTypes.includes(declared)) continue
    if (!info.signatures.some((signature) => matches(file.head, signature))) continue
    return { ok: true, kind, extension: info.extensions.includes(extension) ? extension : info.extensions[0] }
  }
  return { ok: false, error: 'upload.type' }
}

/** The same check for a browser/undici File (server actions receive these in FormData). */
export async function checkUploadedFile(file: File | null | undefined, rules: UploadRules): Promise<UploadCheck & { bytes?: Buffer }> {
  if (!file || typeof file === 'string' || file.size === 0) return { ok: false, error: 'upload.empty' }
  if (file.size > rules.maxBytes) return { ok: false, error: 'upload.tooLarge' }
  const bytes = Buffer.from(await file.arrayBuffer())
  const result = checkUpload({ name: file.name, type: file.type, size: bytes.length, head: bytes.subarray(0, 16) }, rules)
  return result.ok ? { ...result, bytes } : result
}
