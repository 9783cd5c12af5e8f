import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import type { z } from 'zod'

import type { DictionaryKey, Translate } from '../../i18n/dictionary'
import type { Locale } from '../../i18n/locales'
import { queueEmail, type OutgoingEmail } from '../../email/queue'
import { abortWork, beginWork, commitWork } from '../../lib/unitOfWork'
import { emailTexts } from '../../email/texts'
import type { Submission } from '../../payload-types'
import { captchaDisabled, verifyCaptcha } from './captcha'
import type { ConditionRule } from './conditions'
import type { FormBase } from './fields'
import { DEFAULT_RATE_LIMIT, hashIp, rateLimited, type RateLimit } from './rateLimit'
import { idempotencyKeyOf, priorAnswer } from './idempotency'
import { dropHiddenFields, fieldErrorsOf } from './validation'

/**
 * The one way a visitor form is handled on the server (architecture "Forms"):
 *   validate again -> honeypot -> repeat of a stored fill (idempotency key) -> captcha -> rate limit ->
 *   store the submission, the form's own record (e.g. the appointment) and the e-mails in one
 *   transaction -> thank-you.
 * Storing comes first: once stored, nothing is lost, whatever SMTP does. Only a failed store answers
 * "Your e-mail was not sent. Please try again." The e-mails are sent by the retried job.
 */

export type SubmissionType = Submission['type']

/** Fields of the `submissions` row a form fills besides type, locale, UTM, source and status. */
export type SubmissionFields = Pick<Submission, 'name' | 'email' | 'phone' | 'subject' | 'message'> & {
  property?: number | null
  project?: number | null
  advisor?: number | null
  data?: Record<string, unknown>
}

/** A thank-you page by its original path (spec section 2 table), or a success message in place. */
export type ThankYou = { page: string } | { message: DictionaryKey }

export interface FormFailure {
  fieldErrors?: Partial<Record<string, DictionaryKey>>
  error?: DictionaryKey
}

export interface FormTools {
  payload: Payload
  /** The transaction's request: pass it to every read and write of the step. */
  req: PayloadRequest
  now: Date
}

export interface FormDefinition<Schema extends z.ZodType<FormBase>, Context = undefined> {
  type: SubmissionType
  schema: Schema
  /** Fields shown only under a condition (spec "Condition rule"): hidden ones are dropped before storing. */
  conditions?: Record<string, ConditionRule>
  rateLimit?: RateLimit
  /**
   * Lookups and checks after validation, inside the transaction (property exists, duplicate request,
   * slot capacity). Returns the context the other steps use, or a failure shown to the visitor.
   */
  prepare?: (data: z.output<Schema>, tools: FormTools) => Promise<{ context: Context } | { failure: FormFailure }>
  submission: (data: z.output<Schema>, context: Context) => SubmissionFields
  /** The form's own record (appointment…), written in the same transaction as the submission. */
  records?: (data: z.output<Schema>, context: Context, submissionId: number, tools: FormTools) => Promise<void>
  /** E-mails to queue once stored: the notification to the agency or advisor, the visitor's confirmation… */
  /** `t` gives the e-mail texts with the staff's overrides, in any language. */
  emails: (data: z.output<Schema>, context: Context, submissionId: number, payload: Payload, t: Translate) => Promise<OutgoingEmail[]> | OutgoingEmail[]
  thankYou: (data: z.output<Schema>, context: Context) => ThankYou
}

export interface SubmitContext {
  payload: Payload
  /** The visitor's IP address (rate limit); hashed before it is stored. */
  ip: string
  now?: Date
}

export type SubmitOutcome =
  | { ok: true; locale: Locale; thankYou: ThankYou; submissionId: number | null }
  | ({ ok: false } & FormFailure)

const SPAM_FIELDS = ['captcha', 'captchaToken', 'homepage', 'utm', 'source', 'locale'] as const

export async function handleSubmission<Schema extends z.ZodType<FormBase>, Context>(
  form: FormDefinition<Schema, Context>,
  input: unknown,
  { payload, ip, now = new Date() }: SubmitContext,
): Promise<SubmitOutcome> {
  const parsed = form.schema.safeParse(input)
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) }
  const data = dropHiddenFields(parsed.data as z.output<Schema> & Record<string, unknown>, form.conditions)
  const locale = data.locale as Locale
  const fillKey = idempotencyKeyOf(input)

  // A bot filled the hidden field: it gets a normal-looking answer and nothing is stored or sent.
  if (data.homepage) {
    payload.logger.warn(`Form ${form.type}: honeypot filled, submission dropped`)
    return { ok: true, locale, thankYou: { message: 'success.thanks' }, submissionId: null }
  }

  // A repeat of a fill that was stored (its answer was lost): the same thank-you, nothing new. Before the
  // captcha, whose challenge the first post used up.
  const prior = fillKey ? await priorAnswer(payload, form.type, fillKey) : null
  if (prior) return prior

  if (!captchaDisabled()) {
    const check = verifyCaptcha(data.captchaToken, data.captcha, payload.secret, now.getTime())
    if (check === 'missing') return { ok: false, fieldErrors: { captcha: 'validation.required.captcha' } }
    if (check !== 'ok') return { ok: false, fieldErrors: { captcha: 'validation.invalid.captcha' } }
  }

  const ipHash = hashIp(ip || 'unknown', payload.secret)
  if (await rateLimited(payload, form.type, ipHash, form.rateLimit ?? DEFAULT_RATE_LIMIT, now)) return { ok: false, error: 'error.rateLimited' }

  const req = await createLocalReq({}, payload)
  const tools: FormTools = { payload, req, now }
  const t = await emailTexts(payload)
  let submissionId: number
  let context: Context
  let thankYou: ThankYou
  try {
    await beginWork(req)
    const prepared = form.prepare ? await form.prepare(data, tools) : { context: undefined as Context }
    if ('failure' in prepared) {
      await abortWork(req)
      return { ok: false, ...prepared.failure }
    }
    context = prepared.context
    const fields = form.submission(data, context)
    // A post of this fill stored meanwhile (on SQLite units run one at a time, so this settles the race there).
    const stored = fillKey ? await priorAnswer(payload, form.type, fillKey, req) : null
    if (stored) {
      await abortWork(req)
      return stored
    }
    const answers = Object.fromEntries(Object.entries(data).filter(([name]) => !(SPAM_FIELDS as readonly string[]).includes(name)))
    thankYou = form.thankYou(data, context)
    const submission = await payload.create({
      collection: 'submissions',
      overrideAccess: true,
      depth: 0,
      req,
      data: {
        ...fields,
        type: form.type,
        status: 'new',
        locale,
        data: fields.data ?? answers,
        utm: Object.keys(data.utm).length ? data.utm : undefined,
        source: data.source || undefined,
        ipHash,
        idempotencyKey: fillKey ?? undefined,
        answer: thankYou,
      },
    })
    submissionId = submission.id
    await form.records?.(data, context, submissionId, tools)
    // The e-mails (outbox rows and their jobs) commit with the submission: a process killed right after
    // the commit still sends every e-mail of every stored submission, and a failed store sends none.
    for (const email of await form.emails(data, context, submissionId, payload, t)) await queueEmail(payload, { ...email, submission: submissionId }, req)
    await commitWork(req)
  } catch (error) {
    await abortWork(req).catch(() => undefined)
    // Two posts of one fill raced: the unique key let the other one store it; answer as it did.
    const raced = fillKey ? await priorAnswer(payload, form.type, fillKey).catch(() => null) : null
    if (raced) return raced
    payload.logger.error({ err: error, msg: `Form ${form.type}: the submission could not be stored` })
    return { ok: false, error: 'error.mailNotSent' }
  }

  return { ok: true, locale, thankYou, submissionId }
}
