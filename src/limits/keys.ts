import { createHmac } from 'node:crypto'

/** Keys of limits (claims, stored hashes) that name a visitor without storing who: keyed with the server's secret. */

/** A keyed hash of the IP address: equal addresses match, the address itself cannot be read back. */
export function hashIp(ip: string, secret: string): string {
  return createHmac('sha256', secret).update(`ip:${ip.trim().toLowerCase()}`).digest('hex').slice(0, 32)
}

/** A keyed hash of an e-mail address, case-insensitive. */
export function hashEmail(email: string, secret: string): string {
  return createHmac('sha256', secret).update(`email:${email.trim().toLowerCase()}`).digest('hex').slice(0, 32)
}
