import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import type { z } from 'zod'

import type { DictionaryKey, Translate } from '../../i18n/dictionary'
import type { Locale } from '../../i18n/locales'
import { queueEmail, type OutgoingEmail } from '../../email/queue'
import { emailTexts } from '../../email/texts'
import { abortWork, beginWork, commitWork } from '../../lib/unitOfWork'
import type { Submission } from '../../payload-types'
import type { SubmissionType, ThankYou } from './result'
import type { ConditionRule } from './conditions'
import type { FormBase } from './fields'
import { claimSeat, releaseSeat, type Seat } from '../../limits/claims'
import { hashIp } from '../../limits/keys'
import { claimRecipientSeats, claimSubmissionSeat, DEFAULT_RATE_LIMIT, type RateLimit } from './rateLimit'
import { withoutVisitorReplyTo } from './replyTo'
import { idempotencyKeyOf, priorAnswer } from './idempotency'
import { spamCheck } from './spamCheck'
import { dropHiddenFields, fieldErrorsOf } from './validation'

/**
 * The one way a visitor form is handled on the server (architecture "Forms"):
 *   validate again -> honeypot -> repeat of a stored fill (idempotency key) -> spam check (ALTCHA, each
 *   challenge once) -> rate limit and the form's seats (claims, outside the transaction) -> store the
 *   submission, the form's own record (e.g. the appointment) and the e-mails in one transaction ->
 *   thank-you.
 * Every seat is given back when nothing is stored, so only stored submissions count.
 * Storing comes first: once stored, nothing is lost, whatever SMTP does. Only a failed store answers
 * "could not be processed, try again" (error.notStored), and the form keeps the input. The e-mails are
 * sent by the retried job.
 */

/** Fields of the `submissions` row a form fills besides type, locale, UTM, source and status. */
export type SubmissionFields = Pick<Submission, 'name' | 'email' | 'phone' | 'subject' | 'message'> & {
  property?: number | null
  project?: number | null
  advisor?: number | null
  data?: Record<string, unknown>
}

export interface FormFailure {
  fieldErrors?: Partial<Record<string, DictionaryKey>>
  error?: DictionaryKey
}

/** A limited thing a submission needs (one of a visit slot's seats, a recipient's daily mail). */
export interface FormSeat {
  scope: string
  key: string
  capacity: number
  expiresAt: Date
  /** What the visitor is told when every seat is taken. */
  failure: FormFailure
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
   * Seats the submission takes (src/limits/claims.ts): claimed before the transaction, atomically on
   * every database, and given back when the submission is not stored. The holder becomes the submission.
   */
  seats?: (data: z.output<Schema>, tools: { payload: Payload; now: Date }) => FormSeat[]
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
  emails: (
    data: z.output<Schema>,
    context: Context,
    submissionId: number,
    payload: Payload,
    t: Translate,
  ) => Promise<OutgoingEmail[]> | OutgoingEmail[]
  thankYou: (data: z.output<Schema>, context: Context) => ThankYou
}

export interface SubmitContext {
  payload: Payload
  /** The visitor's IP address (rate limit); hashed before it is stored. */
  ip: string
  now?: Date
}

export type SubmitOutcome = { ok: true; locale: Locale; thankYou: ThankYou; submissionId: number | null } | ({ ok: false } & FormFailure)

const SPAM_FIELDS = ['altcha', 'homepage', 'utm', 'source', 'locale'] as const

/** Gives seats back; a seat already gone (expired and purged) is fine. */
async function releaseSeats(payload: Payload, seats: Seat[]): Promise<void> {
  for (const seat of seats) await releaseSeat(payload, seat).catch(() => undefined)
}

/**
 * The rate limit's seat, then the form's own: every seat already taken is given back when one is
 * refused (the visitor is told the form's failure) or the claim fails.
 */
async function claimSeats<Schema extends z.ZodType<FormBase>, Context>(
  form: FormDefinition<Schema, Context>,
  data: z.output<Schema>,
  payload: Payload,
  ipHash: string,
  now: Date,
): Promise<{ seats: Seat[]; formSeats: Seat[] } | { failure: FormFailure }> {
  const rateSeat = await claimSubmissionSeat(payload, form.type, ipHash, form.rateLimit ?? DEFAULT_RATE_LIMIT, now)
  if (!rateSeat) return { failure: { error: 'error.rateLimited' } }
  const seats: Seat[] = [rateSeat]
  const formSeats: Seat[] = []
  for (const wanted of form.seats?.(data, { payload, now }) ?? []) {
    const { failure, ...request } = wanted
    const seat = await claimSeat(payload, { ...request, now }).catch(async (error: unknown) => {
      await releaseSeats(payload, seats)
      throw error
    })
    if (!seat) {
      await releaseSeats(payload, seats)
      return { failure }
    }
    seats.push(seat)
    formSeats.push(seat)
  }
  return { seats, formSeats }
}

/**
 * Queues a stored submission's e-mails in its transaction; the recipient seats their sending takes join
 * `seats` at once, so a failed store gives them back with the others.
 */
async function queueEmails(
  emails: OutgoingEmail[],
  { formType, submissionId, tools, seats }: { formType: SubmissionType; submissionId: number; tools: FormTools; seats: Seat[] },
): Promise<void> {
  const { payload, req, now } = tools
  for (const email of emails) {
    // The visitor's confirmation goes to an address anyone can type: a few per mailbox and per domain
    // in any 24 hours. Beyond that the submission is stored and the agency notified; only the
    // confirmation is skipped.
    if (email.kind === 'confirm-visitor') {
      const recipientSeats = await claimRecipientSeats(payload, 'confirmation', email.to, now)
      if (!recipientSeats) {
        payload.logger.warn(
          `Form ${formType}: submission ${submissionId} stored and the agency notified; the visitor's confirmation was skipped (its mailbox or domain had its confirmations of the last 24 hours)`,
        )
        continue
      }
      seats.push(...recipientSeats)
    }
    await queueEmail(payload, { ...withoutVisitorReplyTo(email), submission: submissionId }, req)
  }
}

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
  // spam check, whose challenge the first post used up.
  const prior = fillKey ? await priorAnswer(payload, form.type, fillKey) : null
  if (prior) return prior

  const spam = await spamCheck(payload, data.altcha, now)
  if (spam) return { ok: false, fieldErrors: spam }

  const ipHash = hashIp(ip || 'unknown', payload.secret)
  const claimed = await claimSeats(form, data, payload, ipHash, now)
  if ('failure' in claimed) return { ok: false, ...claimed.failure }
  const { seats, formSeats } = claimed

  const req = await createLocalReq({}, payload)
  const tools: FormTools = { payload, req, now }
  const t = await emailTexts(payload)
  let submissionId: number
  let thankYou: ThankYou
  try {
    await beginWork(req)
    const prepared = form.prepare ? await form.prepare(data, tools) : { context: undefined as Context }
    if ('failure' in prepared) {
      await abortWork(req)
      await releaseSeats(payload, seats)
      return { ok: false, ...prepared.failure }
    }
    const context = prepared.context
    const fields = form.submission(data, context)
    // A post of this fill stored meanwhile (on SQLite units run one at a time, so this settles the race there).
    const stored = fillKey ? await priorAnswer(payload, form.type, fillKey, req) : null
    if (stored) {
      await abortWork(req)
      await releaseSeats(payload, seats)
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
    const emails = await form.emails(data, context, submissionId, payload, t)
    await queueEmails(emails, { formType: form.type, submissionId, tools, seats })
    await commitWork(req)
  } catch (error) {
    await abortWork(req).catch(() => undefined)
    await releaseSeats(payload, seats)
    // Two posts of one fill raced: the unique key let the other one store it; answer as it did.
    const raced = fillKey ? await priorAnswer(payload, form.type, fillKey).catch(() => null) : null
    if (raced) return raced
    payload.logger.error({ err: error, msg: `Form ${form.type}: the submission could not be stored` })
    return { ok: false, error: 'error.notStored' }
  }

  // Stored: the form's seats now belong to the submission (staff cancelling its appointment frees them).
  for (const seat of formSeats) {
    await payload
      .update({ collection: 'claims', id: seat.id, overrideAccess: true, depth: 0, data: { holder: `submission:${submissionId}` } })
      .catch(() => undefined)
  }
  return { ok: true, locale, thankYou, submissionId }
}
