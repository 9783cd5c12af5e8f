import type { OutgoingEmail } from '../../email/queue'

/**
 * Reply-To on a form's e-mails (issue 33.3). Every address in a form is typed by whoever posts it and
 * never verified, so a Reply-To taken from one belongs only on mail the agency itself reads: staff
 * answering a lead reply to the visitor (the notification, to the agency's or the advisor's inbox).
 * Any other mail (the friend's, the visitor's confirmation) goes out without one, replies reaching the
 * agency's own sender: the site never mails someone a message whose answers go to an address a
 * stranger typed.
 */
const VISITOR_REPLY_TO_KINDS: readonly string[] = ['notify-agency']

/** The e-mail as a form may queue it: its Reply-To kept only on the agency's own notification. */
export function withoutVisitorReplyTo(email: OutgoingEmail): OutgoingEmail {
  if (VISITOR_REPLY_TO_KINDS.includes(email.kind) || email.replyTo === undefined) return email
  const { replyTo: _dropped, ...rest } = email
  return rest
}
