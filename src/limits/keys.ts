import { createHmac } from 'node:crypto'

import { addressKey } from '../lib/clientAddress'

/** Keys of limits (claims, stored hashes) that name a visitor without storing who: keyed with the server's secret. */

/**
 * A keyed hash of the IP address as limits count it (addressKey: IPv6 by its /64): addresses that count
 * as one match, the address itself cannot be read back.
 */
export function hashIp(ip: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`ip:${addressKey(ip.trim()).toLowerCase()}`)
    .digest('hex')
    .slice(0, 32)
}

/** A keyed hash of an e-mail address, case-insensitive. */
export function hashEmail(email: string, secret: string): string {
  return createHmac('sha256', secret).update(`email:${email.trim().toLowerCase()}`).digest('hex').slice(0, 32)
}
