import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'
import sharp from 'sharp'

import { freshIp, queuedEmails, startFormBench, storedSubmission, visitorEmail, withCaptcha, type FormBench } from './helpers/forms'
import type { TestSmtpServer } from './helpers/smtp'

// A minimal but valid PDF (Payload checks its header, xref and %%EOF); the PNG is made with sharp.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<< /Type /Catalog >>endobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer<< /Size 2 /Root 1 0 R >>\nstartxref\n39\n%%EOF\n',
)
const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type })

/**
 * Forms 11 and 12 on the server: testimonial (pending until published), newsletter sign-up and job
 * application with a private CV. Each: stored and queued, required fields, e-mail, captcha, rate limit, SMTP down.
 */
describe('demandVisitorForms.int.ts: testimonial, newsletter and job application form actions', () => {
  let bench: FormBench
  let payload: Payload
  let smtp: TestSmtpServer
  let handleSubmission: FormBench['handleSubmission']
  let solveAltcha: FormBench['solveAltcha']
  let testimonialForm: typeof import('../../src/forms/testimonial/definition').testimonialForm
  let newsletterForm: typeof import('../../src/forms/newsletter/definition').newsletterForm
  let jobApplicationForm: typeof import('../../src/forms/job-application/definition').jobApplicationForm
  let vacancyId: number
  let blogPostId: number
  let PNG: Buffer

  beforeAll(async () => {
    bench = await startFormBench()
    ;({ payload, smtp, handleSubmission, solveAltcha } = bench)
    ;({ testimonialForm } = await import('../../src/forms/testimonial/definition'))
    ;({ newsletterForm } = await import('../../src/forms/newsletter/definition'))
    ;({ jobApplicationForm } = await import('../../src/forms/job-application/definition'))
    PNG = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#12355b' } })
      .png()
      .toBuffer()
    const name = bench.helpers.unique('cat')
    const vacancies = await payload.create({ collection: 'categories', data: { name, section: name, originalSection: 'vacatures' } })
    const blog = await payload.create({
      collection: 'categories',
      data: { name: `${name}-blog`, section: `${name}-blog`, originalSection: 'blog' },
    })
    vacancyId = (
      await payload.create({
        collection: 'articles',
        data: {
          _status: 'published',
          title: 'Vastgoedmakelaar regio Noord-Limburg',
          category: vacancies.id,
          status: 'published',
          publishDate: '2026-01-01T00:00:00.000Z',
        },
      })
    ).id
    blogPostId = (
      await payload.create({
        collection: 'articles',
        data: { _status: 'published', title: 'Blog', category: blog.id, status: 'published', publishDate: '2026-01-01T00:00:00.000Z' },
      })
    ).id
    await smtp.start()
  })

  afterAll(async () => {
    await bench.shutdown()
  })

  const countSubmissions = async (email: string) =>
    (await payload.count({ collection: 'submissions', where: { email: { equals: email } }, overrideAccess: true })).totalDocs

  describe('testimonial', () => {
    const valid = (email = visitorEmail('testimonial')) => ({
      locale: 'nl',
      name: 'Sofie Wouters',
      email,
      aboutYou: 'Kocht in Mol',
      website: 'sofie.example.be',
      comment: 'Top <script>alert(1)</script> service',
      image: null as unknown,
    })
    const submit = (input: unknown, ip = freshIp(), now?: Date) => handleSubmission(testimonialForm, input, { payload, ip, now })
    const testimonialOf = async (email: string) =>
      (await payload.find({ collection: 'testimonials', where: { postedBy: { equals: email } }, depth: 0, overrideAccess: true })).docs[0]

    it('stores a pending testimonial with its photo, hidden from the public until staff publish it', async () => {
      const email = visitorEmail('testimonial')
      const outcome = await submit({ ...valid(email), image: file(PNG, '../../etc/passwd.png', 'image/png') })
      expect(outcome).toMatchObject({ ok: true, thankYou: { message: 'success.testimonial' } })
      if (!outcome.ok) return
      expect(await storedSubmission(payload, outcome.submissionId!)).toMatchObject({
        type: 'testimonial',
        email,
        message: 'Top <script>alert(1)</script> service',
      })
      const testimonial = await testimonialOf(email)
      expect(testimonial).toMatchObject({ status: 'pending', name: 'Sofie Wouters', website: 'https://sofie.example.be', locale: 'nl' })
      const media = await payload.findByID({ collection: 'media', id: testimonial.image as number, depth: 0 })
      expect(media.filename).toMatch(/^testimonial-\d+(-\d+)?\.png$/)
      expect((await queuedEmails(payload, outcome.submissionId!)).map((e) => [e.kind, e.jobQueued])).toEqual([
        ['notify-agency', true],
        ['confirm-visitor', true],
      ])

      // The public cannot filter on the author's e-mail (issue 13.4): it looks the testimonial and its photo up by id.
      const publicRead = () =>
        payload.find({ collection: 'testimonials', overrideAccess: false, where: { id: { equals: testimonial.id } } })
      const publicPhoto = () =>
        payload.find({ collection: 'media', overrideAccess: false, where: { id: { equals: testimonial.image as number } } })
      expect((await publicRead()).totalDocs).toBe(0)
      expect((await publicPhoto()).totalDocs).toBe(0)
      await payload.update({ collection: 'testimonials', id: testimonial.id, data: { _status: 'published' } })
      expect((await publicRead()).totalDocs).toBe(1)
      expect((await publicPhoto()).totalDocs).toBe(1)
      expect((await publicRead()).docs[0]).not.toHaveProperty('postedBy')
    })

    it.each([
      ['name', 'testimonial.required.name'],
      ['email', 'validation.required.email'],
      ['comment', 'testimonial.required.comment'],
    ])('answers the message of the missing field %s', async (field, message) => {
      expect(await submit({ ...valid(), [field]: ' ' })).toEqual({ ok: false, fieldErrors: { [field]: message } })
    })

    it('refuses an invalid e-mail, website or photo', async () => {
      expect(await submit({ ...valid(), email: 'sofie@' })).toEqual({ ok: false, fieldErrors: { email: 'validation.invalid.email' } })
      expect(await submit({ ...valid(), website: 'javascript:alert(1)' })).toEqual({
        ok: false,
        fieldErrors: { website: 'testimonial.invalid.website' },
      })
      // A PDF (or a program) renamed to .png is refused by its first bytes.
      expect(await submit({ ...valid(), image: file(PDF, 'photo.png', 'image/png') })).toEqual({
        ok: false,
        fieldErrors: { image: 'upload.type' },
      })
      expect(
        await submit({ ...valid(), image: file(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'big.png', 'image/png') }),
      ).toEqual({ ok: false, fieldErrors: { image: 'upload.tooLarge' } })
    })

    it('refuses a wrong captcha and rate-limits one IP', async () => {
      await withCaptcha(async () => {
        const used = await solveAltcha()
        expect(await submit({ ...valid(), altcha: used })).toMatchObject({ ok: true })
        expect(await submit({ ...valid(), altcha: used })).toEqual({ ok: false, fieldErrors: { altcha: 'validation.invalid.captcha' } })
      })
      const ip = freshIp()
      const now = new Date()
      for (let i = 0; i < 5; i++) expect(await submit(valid(), ip, now)).toMatchObject({ ok: true })
      expect(await submit(valid(), ip, now)).toEqual({ ok: false, error: 'error.rateLimited' })
    })
  })

  describe('newsletter', () => {
    const submit = (input: unknown, ip = freshIp(), now?: Date) => handleSubmission(newsletterForm, input, { payload, ip, now })

    it('stores the sign-up, queues its e-mails and sends the visitor to sign-newsletter', async () => {
      const email = visitorEmail('news')
      const outcome = await submit({ locale: 'fr', email, firstName: 'Anne' })
      expect(outcome).toMatchObject({ ok: true, locale: 'fr', thankYou: { page: '/feedback/sign-newsletter/' } })
      if (!outcome.ok) return
      expect(await storedSubmission(payload, outcome.submissionId!)).toMatchObject({ type: 'newsletter', email, locale: 'fr' })
      const emails = await queuedEmails(payload, outcome.submissionId!)
      expect(emails.map((e) => [e.kind, e.to])).toEqual([
        ['notify-agency', 'kantoor@kempenvastgoed.test'],
        ['confirm-visitor', email],
      ])
      expect(emails[1].text).toContain('Vous êtes inscrit à notre newsletter.')
    })

    it('requires a valid e-mail, checks the captcha and the rate limit', async () => {
      expect(await submit({ locale: 'nl', email: '' })).toEqual({ ok: false, fieldErrors: { email: 'validation.required.email' } })
      expect(await submit({ locale: 'nl', email: 'x@' })).toEqual({ ok: false, fieldErrors: { email: 'validation.invalid.email' } })
      await withCaptcha(async () => {
        expect(await submit({ locale: 'nl', email: visitorEmail(), altcha: 'bm90IGpzb24=' })).toEqual({
          ok: false,
          fieldErrors: { altcha: 'validation.invalid.captcha' },
        })
      })
      const ip = freshIp()
      // One clock for the six: the limit counts per quarter hour, and a run across its end would start afresh.
      const now = new Date()
      for (let i = 0; i < 5; i++) expect(await submit({ locale: 'nl', email: visitorEmail() }, ip, now)).toMatchObject({ ok: true })
      expect(await submit({ locale: 'nl', email: visitorEmail() }, ip, now)).toEqual({ ok: false, error: 'error.rateLimited' })
    })
  })

  describe('job application', () => {
    const valid = (email = visitorEmail('job')) => ({
      locale: 'nl',
      title: 'mr',
      firstName: 'Tom',
      lastName: 'Peeters',
      email,
      phone: '0475123456',
      vacancy: vacancyId,
      message: 'Graag!',
      cv: file(PDF, 'Mijn CV.pdf', 'application/pdf') as unknown,
    })
    const submit = (input: unknown, ip = freshIp(), now?: Date) => handleSubmission(jobApplicationForm, input, { payload, ip, now })

    it('stores the application with its CV in the private attachments, closed to the public', async () => {
      const email = visitorEmail('job')
      const outcome = await submit(valid(email))
      expect(outcome).toMatchObject({ ok: true, thankYou: { message: 'job.sent' } })
      if (!outcome.ok) return
      expect(await storedSubmission(payload, outcome.submissionId!)).toMatchObject({
        type: 'job-application',
        subject: 'Vastgoedmakelaar regio Noord-Limburg',
        email,
      })
      const { docs } = await payload.find({ collection: 'attachments', where: { submission: { equals: outcome.submissionId } }, depth: 0 })
      expect(docs).toHaveLength(1)
      expect(docs[0]).toMatchObject({ kind: 'cv', mimeType: 'application/pdf' })
      await expect(payload.find({ collection: 'attachments', overrideAccess: false })).rejects.toMatchObject({ status: 403 })
      const emails = await queuedEmails(payload, outcome.submissionId!)
      expect(emails[0].text).toContain(`/admin/collections/attachments/${docs[0].id}`)
      expect(emails[1].text).toContain('Vastgoedmakelaar regio Noord-Limburg')
    })

    it.each([
      ['title', undefined, 'validation.required.title'],
      ['firstName', ' ', 'validation.required.firstName'],
      ['lastName', ' ', 'validation.required.lastName'],
      ['email', ' ', 'validation.required.email'],
      ['phone', ' ', 'validation.required.phone'],
      ['cv', null, 'upload.empty'],
    ])('answers the message of the missing field %s and stores nothing', async (field, value, message) => {
      const email = visitorEmail('job-missing')
      expect(await submit({ ...valid(email), [field]: value })).toEqual({ ok: false, fieldErrors: { [field]: message } })
      expect(await countSubmissions(email)).toBe(0)
    })

    it('refuses an invalid e-mail, a CV that is not a PDF, a CV over 5 MB and an article that is no vacancy', async () => {
      expect(await submit({ ...valid(), email: 'tom@' })).toEqual({ ok: false, fieldErrors: { email: 'validation.invalid.email' } })
      expect(await submit({ ...valid(), cv: file(PNG, 'cv.pdf', 'application/pdf') })).toEqual({
        ok: false,
        fieldErrors: { cv: 'upload.type' },
      })
      expect(
        await submit({ ...valid(), cv: file(Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), 'cv.pdf', 'application/pdf') }),
      ).toEqual({ ok: false, fieldErrors: { cv: 'upload.tooLarge' } })
      expect(await submit({ ...valid(), vacancy: blogPostId })).toEqual({ ok: false, error: 'job.vacancyUnavailable' })
    })

    it('refuses a wrong captcha and rate-limits one IP', async () => {
      await withCaptcha(async () => {
        expect(await submit({ ...valid(), altcha: '' })).toEqual({ ok: false, fieldErrors: { altcha: 'validation.required.captcha' } })
      })
      const ip = freshIp()
      const now = new Date()
      for (let i = 0; i < 5; i++) expect(await submit(valid(), ip, now)).toMatchObject({ ok: true })
      expect(await submit(valid(), ip, now)).toEqual({ ok: false, error: 'error.rateLimited' })
    })

    it('keeps the application while SMTP is down and delivers the retried e-mails once it is back', async () => {
      const email = visitorEmail('job-outage')
      await bench.expectDeliveredAfterOutage(() => submit(valid(email)), email)
    })
  })
})
