import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one Payload instance of the Next.js server (cached by Payload across requests). */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
