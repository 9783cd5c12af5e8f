import { createHmac } from 'node:crypto'

import { addressKey } from '../lib/clientAddress'
import { normaliseMailbox } from '../lib/mailbox'

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

/**
 * A keyed hash of the mailbox an e-mail address reaches (src/lib/mailbox.ts): every spelling of one
 * inbox (case, +tag, Gmail's dots) gives the same hash, so a limit per address counts the inbox.
 */
export function hashEmail(email: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`email:${normaliseMailbox(email)}`)
    .digest('hex')
    .slice(0, 32)
}

/** A keyed hash of a recipient domain (a company's own domain can name a person as well as an address). */
export function hashDomain(domain: string, secret: string): string {
  return createHmac('sha256', secret).update(`domain:${domain.trim().toLowerCase()}`).digest('hex').slice(0, 32)
}
