import { APIError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import { quoteOriginal } from '../../../src/email/replyTemplate'
import { queueEmail } from '../../../src/email/queue'
import { t } from '../../../src/i18n/dictionary'
import { DEFAULT_LOCALE, isLocale } from '../../../src/i18n/locales'
import { claimSeat } from '../../../src/limits/claims'
import { relationId } from '../../../src/lib/relation'

/**
 * Lead handling on a submission (Leads → Submissions): staff notes carry their author and time, and each
 * reply is queued in the outbox exactly once.
 *
 * Rows of `notes` and `replies` are matched to the stored ones by their row id. A stored row keeps what
 * was stored (its author, time, e-mail): a re-save, or a client that sends the row without its e-mail,
 * never queues it again. A new reply is queued in the save's own transaction, so a failed save sends nothing.
 */

interface NoteRow {
  id?: string | null
  text?: string | null
  author?: unknown
  at?: string | null
}

interface ReplyRow {
  id?: string | null
  subject?: string | null
  text?: string | null
  email?: unknown
  sentBy?: unknown
  queuedAt?: string | null
}

/** How long a reply's row id is held while its save runs: two saves of one new row (a double click) queue it once. */
const REPLY_CLAIM_MS = 2 * 60 * 1000

const byId = <Row extends { id?: string | null }>(rows: Row[] | null | undefined) =>
  new Map((rows ?? []).filter((row) => row.id).map((row) => [String(row.id), row]))

/** New notes get the staff member and the time; stored notes stay as they were written. */
function stampNotes(rows: NoteRow[] | null | undefined, stored: NoteRow[] | null | undefined, userId: unknown, now: Date): NoteRow[] {
  const before = byId(stored)
  return (rows ?? []).map((row) => {
    const old = row.id ? before.get(String(row.id)) : undefined
    if (old) return { ...row, text: old.text, author: relationId(old.author) ?? null, at: old.at }
    return { ...row, author: userId ?? null, at: now.toISOString() }
  })
}

/** The replies of a save that were not stored before: the ones to queue. */
function newReplies(rows: ReplyRow[] | null | undefined, stored: ReplyRow[] | null | undefined): ReplyRow[] {
  const before = byId(stored)
  return (rows ?? []).filter((row) => !(row.id && before.has(String(row.id))))
}

interface RepliedLead {
  id?: number | string
  email?: string | null
  locale?: string | null
  name?: string | null
  message?: string | null
  createdAt?: string | null
}

async function queueReply(req: PayloadRequest, submission: RepliedLead, reply: ReplyRow, now: Date): Promise<number | string> {
  if (!submission.email) throw new APIError('This submission has no e-mail address to reply to.', 400, undefined, true)
  if (reply.id) {
    const seat = await claimSeat(req.payload, {
      scope: 'lead-reply',
      key: String(reply.id),
      capacity: 1,
      expiresAt: new Date(now.getTime() + REPLY_CLAIM_MS),
      now,
    })
    if (!seat) throw new APIError('This reply is already being sent. Reload the page to see it.', 409, undefined, true)
  }
  const user = req.user as { email?: string } | null
  const locale = isLocale(submission.locale) ? submission.locale : DEFAULT_LOCALE
  // The visitor's own message under the reply, as a mail program quotes it, in the visitor's language.
  const text = quoteOriginal(String(reply.text ?? ''), submission, (values) => t('email.reply.quote', locale, values))
  return queueEmail(
    req.payload,
    {
      kind: 'lead-reply',
      to: submission.email,
      replyTo: user?.email,
      subject: String(reply.subject ?? '').trim(),
      text,
      locale: submission.locale ?? undefined,
      submission: submission.id,
    },
    req,
  )
}

/**
 * A new lead from an advisor's page or property goes to that advisor's staff account (same e-mail address),
 * so it is on their "My leads" at once; staff can change it in the lead's one advisor field.
 */
async function advisorAccount(req: PayloadRequest, advisor: unknown): Promise<number | string | null> {
  const advisorId = relationId(advisor)
  if (advisorId === null) return null
  const found = await req.payload.find({
    collection: 'advisors',
    where: { id: { equals: advisorId } },
    depth: 0,
    limit: 1,
    select: { email: true },
    overrideAccess: true,
    req,
  })
  const email = found.docs[0]?.email
  if (!email) return null
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { email: { equals: email.toLowerCase() } },
    depth: 0,
    limit: 1,
    select: { email: true },
    overrideAccess: true,
    req,
  })
  return docs[0]?.id ?? null
}

export const handleLead: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation }) => {
  const now = new Date()
  if (operation === 'create' && data.advisor && !data.assignedTo) data.assignedTo = (await advisorAccount(req, data.advisor)) ?? undefined
  const stored = operation === 'update' ? (originalDoc as { notes?: NoteRow[]; replies?: ReplyRow[] } | undefined) : undefined
  if (data.notes !== undefined) data.notes = stampNotes(data.notes as NoteRow[], stored?.notes, req.user?.id, now)
  if (data.replies === undefined) return data

  const before = byId(stored?.replies)
  const fresh = new Set(newReplies(data.replies as ReplyRow[], stored?.replies))
  const submission = { ...(originalDoc ?? {}), ...data } as RepliedLead
  const replies: ReplyRow[] = []
  for (const row of data.replies as ReplyRow[]) {
    if (!fresh.has(row)) {
      const old = before.get(String(row.id)) as ReplyRow
      replies.push({ ...old, email: relationId(old.email) ?? null, sentBy: relationId(old.sentBy) ?? null })
      continue
    }
    const email = await queueReply(req, submission, row, now)
    replies.push({ ...row, email, sentBy: req.user?.id ?? null, queuedAt: now.toISOString() })
  }
  data.replies = replies
  return data
}
