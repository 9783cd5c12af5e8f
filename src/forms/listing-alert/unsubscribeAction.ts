'use server'

import { payloadClient } from '../../data/payload'
import { asRequest } from '../../ops/actionRequest'
import { unsubscribeWatch } from '../../alerts/watches'

/** The listing alert's unsubscribe page button: the signed token is the authorisation (src/alerts/watches.ts). */
export async function unsubscribeListingAlertAction(token: unknown): Promise<'unsubscribed' | 'invalid' | 'error'> {
  return asRequest(async () => {
    const payload = await payloadClient()
    try {
      return await unsubscribeWatch(payload, token)
    } catch (error) {
      payload.logger.error({ err: error, msg: 'Listing alert: unsubscribe failed' })
      return 'error'
    }
  })
}
