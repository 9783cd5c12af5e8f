import { headers } from 'next/headers'

import { REQUEST_ID_HEADER, withRequestId } from './requestLog'

/**
 * Runs a server action's body as part of the HTTP request that carried it: Next runs the action apart
 * from that request's context, so without this its log lines (and the `after()` work it leaves) would
 * carry no request id. Every server action goes through it.
 */
export async function asRequest<T>(work: (reqId: string | null) => Promise<T>): Promise<T> {
  const reqId = (await headers()).get(REQUEST_ID_HEADER)
  return withRequestId(reqId, () => work(reqId))
}
