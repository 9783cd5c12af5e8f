import { createHmac } from 'node:crypto'

/**
 * The Message-ID of an outbox row: the same on every attempt, so a resend after a crash (the one
 * window no claim can close: SMTP accepted the message, the process died before recording `sent`)
 * is the same message to the receiving side, which can drop it as a duplicate. Keyed with the
 * server secret so two databases (staging, production) never share an ID.
 */
export function outboxMessageId(emailId: number | string, secret: string, domain = 'kempenvastgoed.be'): string {
  const tag = createHmac('sha256', secret).update(`outbox:${emailId}`).digest('hex').slice(0, 16)
  return `<outbox-${emailId}.${tag}@${domain}>`
}

/** The outbox id named by a Message-ID of outboxMessageId, or null. */
export function outboxIdOf(messageId: string | undefined): string | null {
  const match = /^<?outbox-([^.>]+)\.[0-9a-f]{16}@/.exec(messageId ?? '')
  return match ? match[1] : null
}
