import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

/** Uploads one generated file of the seed's image folder (once per run; cached by file name). */
export function mediaUploader(payload: Payload, dir: string) {
  const cache = new Map<string, number>()
  return async (file: string, alt: string): Promise<number> => {
    const known = cache.get(file)
    if (known !== undefined) return known
    const existing = await payload.find({ collection: 'media', where: { filename: { equals: file } }, limit: 1, depth: 0 })
    const id =
      existing.docs[0]?.id ??
      (
        await payload.create({
          collection: 'media',
          data: { alt },
          file: {
            data: await readFile(path.join(dir, file)),
            mimetype: file.endsWith('.png') ? 'image/png' : 'image/jpeg',
            name: file,
            size: 0,
          },
          context: { disableRevalidate: true },
        })
      ).id
    cache.set(file, id)
    return id
  }
}

export type Uploader = ReturnType<typeof mediaUploader>
