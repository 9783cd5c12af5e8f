import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The one Payload instance of the Next.js server (cached by Payload across requests). `cron: true`
 * starts the job runner (e-mail outbox) in the server process; `next build` never starts it.
 */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config, cron: true })
}
