'use server'

import { payloadClient } from '../data/payload'
import { asRequest } from '../ops/actionRequest'
import { unsubscribeDemand, type UnsubscribeOutcome } from '../alerts/unsubscribe'

/** The unsubscribe page's button: the token is the authorisation (see src/alerts/unsubscribe.ts). */
export async function unsubscribeAction(token: unknown): Promise<UnsubscribeOutcome | 'error'> {
  if (typeof token !== 'string' || token.length > 200) return 'invalid'
  return asRequest(async () => {
    const payload = await payloadClient()
    try {
      return await unsubscribeDemand(payload, token)
    } catch (error) {
      payload.logger.error({ err: error, msg: 'Unsubscribe failed' })
      return 'error'
    }
  })
}
