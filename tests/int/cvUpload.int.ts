import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { freshIp, startFormBench, visitorEmail, type FormBench } from './helpers/forms'

// Starts as a PDF ("%PDF-", which the form's magic-byte check accepts) but is cut off: no xref, no %%EOF.
const TRUNCATED_PDF = Buffer.from('%PDF-1.7\n1 0 obj<< /Type /Catalog /Pages 2 0 R >>endobj\n2 0 obj<< /Type /Pages /Kids [')
const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type })

/**
 * Issue 13.14: a CV that passes the form's own checks but that Payload refuses as a PDF is answered
 * with a message on the file field, and nothing is stored (it used to fail while storing, answered
 * "Your e-mail was not sent").
 */
describe('cvUpload.int.ts: job application with a damaged PDF', () => {
  let bench: FormBench
  let payload: Payload
  let jobApplicationForm: typeof import('../../src/forms/job-application/definition').jobApplicationForm
  let vacancyId: number

  beforeAll(async () => {
    bench = await startFormBench()
    ;({ payload } = bench)
    ;({ jobApplicationForm } = await import('../../src/forms/job-application/definition'))
    const name = bench.helpers.unique('cat')
    const vacancies = await payload.create({ collection: 'categories', data: { name, section: name, originalSection: 'vacatures' } })
    vacancyId = (
      await payload.create({
        collection: 'articles',
        data: {
          _status: 'published',
          title: 'Vastgoedmakelaar',
          category: vacancies.id,
          status: 'published',
          publishDate: '2026-01-01T00:00:00.000Z',
        },
      })
    ).id
  })

  afterAll(async () => {
    await bench.shutdown()
  })

  it('Payload itself refuses the file (the check mirrors Payload, not a stricter rule of ours)', async () => {
    await expect(
      payload.create({
        collection: 'attachments',
        data: { kind: 'cv' },
        file: { data: TRUNCATED_PDF, mimetype: 'application/pdf', name: 'cv.pdf', size: TRUNCATED_PDF.length },
      }),
    ).rejects.toThrow()
  })

  it('answers a message on the CV field and stores nothing', async () => {
    const email = visitorEmail('job-damaged')
    const input = {
      locale: 'nl',
      title: 'mr',
      firstName: 'Tom',
      lastName: 'Peeters',
      email,
      phone: '0475123456',
      vacancy: vacancyId,
      message: 'Graag!',
      cv: file(TRUNCATED_PDF, 'cv.pdf', 'application/pdf'),
    }
    expect(await bench.handleSubmission(jobApplicationForm, input, { payload, ip: freshIp() })).toEqual({
      ok: false,
      fieldErrors: { cv: 'upload.unreadablePdf' },
    })
    expect((await payload.count({ collection: 'submissions', where: { email: { equals: email } }, overrideAccess: true })).totalDocs).toBe(
      0,
    )
  })
})
