import { belgianDateTime } from '../lib/belgianDay'

/**
 * The rules of a lead's reply (Leads → Submissions → Replies by e-mail): a template with the visitor's name
 * and the property filled in, and the visitor's own message quoted under the reply, as mail programs do.
 * Pure: the admin's reply picker (src/admin/leads/ReplyTemplatePicker.tsx) and the outbox hook
 * (collections/Submissions/hooks) call them.
 */

export interface ReplyPlaceholders {
  name?: string | null
  property?: string | null
}

/** `{name}` and `{property}` replaced by the lead's; a placeholder without a value becomes empty, never a code. */
export function fillTemplate(text: string, values: ReplyPlaceholders): string {
  return text.replace(/\{name\}/g, values.name?.trim() ?? '').replace(/\{property\}/g, values.property?.trim() ?? '')
}

export interface QuotedLead {
  name?: string | null
  message?: string | null
  createdAt?: string | null
}

/**
 * The reply as the visitor receives it: the staff member's text, then "On {date}, {name} wrote:" (a text of
 * the visitor's language, `header`) and their message with each line behind "> ". No message: the reply alone.
 */
export function quoteOriginal(reply: string, lead: QuotedLead, header: (values: { date: string; name: string }) => string): string {
  const message = lead.message?.trim()
  if (!message) return reply
  const quoted = message
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n')
  return `${reply.trimEnd()}\n\n${header({ date: belgianDateTime(lead.createdAt), name: lead.name?.trim() ?? '' })}\n${quoted}\n`
}
