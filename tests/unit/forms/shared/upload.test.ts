import { describe, expect, it } from '@jest/globals'

import { checkUpload, checkUploadedFile } from '../../../../src/forms/shared/upload'

const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array(16).fill(0)])
const PDF = bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37)
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0)
const WEBP = bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50)
const EXE = bytes(0x4d, 0x5a, 0x90, 0x00)
const cv = { allowed: ['pdf', 'doc', 'docx'] as const, maxBytes: 5 * 1024 * 1024 }
const photo = { allowed: ['jpeg', 'png', 'webp'] as const, maxBytes: 2 * 1024 * 1024 }

describe('upload check (content type, magic bytes, size)', () => {
  it('accepts files whose declared type and first bytes agree', () => {
    expect(checkUpload({ name: 'cv.pdf', type: 'application/pdf', size: 1000, head: PDF }, cv)).toEqual({
      ok: true,
      kind: 'pdf',
      extension: 'pdf',
    })
    expect(checkUpload({ name: 'me.PNG', type: 'image/png', size: 1000, head: PNG }, photo)).toEqual({
      ok: true,
      kind: 'png',
      extension: 'png',
    })
    expect(checkUpload({ name: 'me', type: 'image/jpeg', size: 1000, head: JPEG }, photo)).toEqual({
      ok: true,
      kind: 'jpeg',
      extension: 'jpg',
    })
    expect(checkUpload({ name: 'me.webp', type: 'image/webp', size: 1000, head: WEBP }, photo)).toMatchObject({ ok: true, kind: 'webp' })
  })

  it('refuses a program renamed to .pdf, a type not allowed, and a mismatch of type and content', () => {
    expect(checkUpload({ name: 'cv.pdf', type: 'application/pdf', size: 1000, head: EXE }, cv)).toEqual({ ok: false, error: 'upload.type' })
    expect(checkUpload({ name: 'me.png', type: 'image/png', size: 1000, head: PNG }, cv)).toEqual({ ok: false, error: 'upload.type' })
    expect(checkUpload({ name: 'me.jpg', type: 'image/jpeg', size: 1000, head: PNG }, photo)).toEqual({ ok: false, error: 'upload.type' })
  })

  it('refuses empty and too large files', () => {
    expect(checkUpload({ name: 'cv.pdf', type: 'application/pdf', size: 0, head: new Uint8Array() }, cv)).toEqual({
      ok: false,
      error: 'upload.empty',
    })
    expect(checkUpload({ name: 'cv.pdf', type: 'application/pdf', size: cv.maxBytes + 1, head: PDF }, cv)).toEqual({
      ok: false,
      error: 'upload.tooLarge',
    })
  })

  it('checks a File as a server action receives it', async () => {
    const file = new File([PDF], 'cv.pdf', { type: 'application/pdf' })
    const result = await checkUploadedFile(file, cv)
    expect(result).toMatchObject({ ok: true, kind: 'pdf' })
    expect(result.bytes?.length).toBe(PDF.length)
    expect(await checkUploadedFile(new File([EXE], 'cv.pdf', { type: 'application/pdf' }), cv)).toEqual({ ok: false, error: 'upload.type' })
    expect(await checkUploadedFile(null, cv)).toEqual({ ok: false, error: 'upload.empty' })
  })
})
