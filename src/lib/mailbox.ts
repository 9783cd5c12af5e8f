import { domainToASCII } from 'node:url'

/**
 * The mailbox an e-mail address reaches, for the limits on mail sent to addresses visitors type
 * (issue 33.3): victim+1@, victim+2@… and v.i.c.t.i.m@gmail.com are one inbox, so a limit keyed on the
 * address as typed let one inbox receive ten times its share. Pure (no I/O); the keyed hash of the
 * result is what the limits store (src/limits/keys.ts), never the address.
 *
 * The rule, for every domain: lower case (RFC 5321 lets a server tell cases apart; mail providers do
 * not), the `+tag`
 * of subaddressing dropped (RFC 5233; a domain without subaddressing then merely shares one limit
 * between two of its addresses, which errs on the safe side), the domain in ASCII (IDNA: bücher.de and
 * xn--bcher-kva.de are one domain) without a final dot. Only `+`: a `-` is part of many real names
 * (jean-luc@), and Yahoo's `-` aliases exist only when their owner made them.
 * Per provider, from PROVIDERS: the providers' other names (googlemail.com is gmail.com) and the dots
 * Gmail ignores in the local part.
 */

export interface Provider {
  /** The domain every alias domain of the provider counts as. */
  domain: string
  /** The provider delivers a.b@ and ab@ to one inbox. */
  ignoresDots?: boolean
}

/**
 * Public mailbox providers whose addressing rules we know: one normalised address is one person's
 * inbox, and the domain has no catch-all. Their domains are therefore exempt from the per-domain cap
 * (`isSharedProvider`): counting gmail.com as one recipient would let anyone use up every Gmail
 * visitor's share of the day, while the per-mailbox cap already stops the aliases. Any other domain
 * may route every local part to one person (a catch-all), so it is capped as a whole.
 */
export const PROVIDERS: Readonly<Record<string, Provider>> = {
  'gmail.com': { domain: 'gmail.com', ignoresDots: true },
  'googlemail.com': { domain: 'gmail.com', ignoresDots: true },
  'outlook.com': { domain: 'outlook.com' },
  'outlook.be': { domain: 'outlook.be' },
  'hotmail.com': { domain: 'hotmail.com' },
  'hotmail.be': { domain: 'hotmail.be' },
  'live.com': { domain: 'live.com' },
  'live.be': { domain: 'live.be' },
  'msn.com': { domain: 'msn.com' },
  'yahoo.com': { domain: 'yahoo.com' },
  'icloud.com': { domain: 'icloud.com' },
  'me.com': { domain: 'me.com' },
  'telenet.be': { domain: 'telenet.be' },
  'skynet.be': { domain: 'skynet.be' },
  'proximus.be': { domain: 'proximus.be' },
}

export interface Mailbox {
  /** The local part as the provider reads it. */
  local: string
  /** The domain in ASCII, lower case, an alias domain replaced by its provider's. */
  domain: string
}

/** The mailbox `address` reaches, or null when it is not an address (no @, an empty part). */
export function mailboxOf(address: string): Mailbox | null {
  const trimmed = address.trim().normalize('NFC')
  const at = trimmed.lastIndexOf('@')
  if (at <= 0 || at === trimmed.length - 1) return null
  const ascii = domainToASCII(trimmed.slice(at + 1).replace(/\.$/, ''))
  if (!ascii) return null
  const provider = PROVIDERS[ascii]
  let local = trimmed.slice(0, at).toLowerCase()
  const plus = local.indexOf('+')
  if (plus >= 0) local = local.slice(0, plus)
  if (provider?.ignoresDots) local = local.replace(/\./g, '')
  if (!local) return null
  return { local, domain: provider?.domain ?? ascii }
}

/**
 * The normalised address: equal for every spelling that reaches one inbox. An input that is not an
 * address comes back lower-cased and trimmed, so it still keys a limit of its own.
 */
export function normaliseMailbox(address: string): string {
  const mailbox = mailboxOf(address)
  return mailbox ? `${mailbox.local}@${mailbox.domain}` : address.trim().toLowerCase()
}

/** The recipient domain a per-domain cap counts (ASCII, provider alias resolved), or null for no address. */
export function recipientDomain(address: string): string | null {
  return mailboxOf(address)?.domain ?? null
}

/** A provider listed in PROVIDERS: its mailboxes are people, not one catch-all. */
export function isSharedProvider(domain: string): boolean {
  return Object.hasOwn(PROVIDERS, domain)
}
