import { describe, expect, it } from '@jest/globals'

import { isSharedProvider, mailboxOf, normaliseMailbox, PROVIDERS, recipientDomain } from '../../../src/lib/mailbox'
import { hashEmail } from '../../../src/limits/keys'

describe('the mailbox an address reaches (issue 33.3)', () => {
  it('ignores case and surrounding spaces', () => {
    expect(normaliseMailbox('  Lies.Janssens@Example.BE ')).toBe('lies.janssens@example.be')
  })

  it('drops the +tag of subaddressing on every domain', () => {
    for (let i = 0; i <= 9; i++) expect(normaliseMailbox(`victim+${i}@example.be`)).toBe('victim@example.be')
    expect(normaliseMailbox('victim+a+b@gmail.com')).toBe('victim@gmail.com')
    expect(normaliseMailbox('victim+@outlook.com')).toBe('victim@outlook.com')
  })

  it('keeps a hyphen: it is part of real names, not a tag', () => {
    expect(normaliseMailbox('jean-luc@example.be')).toBe('jean-luc@example.be')
    expect(normaliseMailbox('jean-luc@example.be')).not.toBe(normaliseMailbox('jean@example.be'))
  })

  it('drops the dots Gmail ignores, and counts googlemail.com as gmail.com', () => {
    const variants = ['lies.janssens@gmail.com', 'l.i.e.s.janssens@gmail.com', 'LiesJanssens@GMAIL.com', 'lies.jan.ssens+x@googlemail.com']
    expect(new Set(variants.map(normaliseMailbox))).toEqual(new Set(['liesjanssens@gmail.com']))
  })

  it('keeps the dots of every other domain: there they name another mailbox', () => {
    expect(normaliseMailbox('lies.janssens@outlook.com')).not.toBe(normaliseMailbox('liesjanssens@outlook.com'))
    expect(normaliseMailbox('lies.janssens@example.be')).not.toBe(normaliseMailbox('liesjanssens@example.be'))
  })

  it('writes an internationalised domain in ASCII and drops a final dot', () => {
    expect(normaliseMailbox('Anna@Bücher.de')).toBe('anna@xn--bcher-kva.de')
    expect(normaliseMailbox('anna@xn--bcher-kva.de')).toBe('anna@xn--bcher-kva.de')
    expect(normaliseMailbox('anna@example.be.')).toBe('anna@example.be')
  })

  it('answers null for what is not an address, and still gives it a key of its own', () => {
    for (const bad of ['', 'no-at-sign', '@example.be', 'someone@', '+tag@example.be']) expect(mailboxOf(bad)).toBeNull()
    expect(normaliseMailbox(' No-At-Sign ')).toBe('no-at-sign')
  })

  it('names the domain a per-domain cap counts; the public providers are exempt', () => {
    expect(recipientDomain('x+1@GoogleMail.com')).toBe('gmail.com')
    expect(recipientDomain('boss@Victim-Company.be')).toBe('victim-company.be')
    expect(isSharedProvider('gmail.com')).toBe(true)
    expect(isSharedProvider('telenet.be')).toBe(true)
    expect(isSharedProvider('victim-company.be')).toBe(false)
    expect(isSharedProvider('constructor')).toBe(false)
    // Every provider maps to a provider domain that is itself listed.
    for (const provider of Object.values(PROVIDERS)) expect(isSharedProvider(provider.domain)).toBe(true)
  })

  it('gives every spelling of one inbox one keyed hash', () => {
    const secret = 'unit-secret'
    const hashes = ['victim@gmail.com', 'Victim+1@gmail.com', 'v.i.c.t.i.m+9@googlemail.com'].map((a) => hashEmail(a, secret))
    expect(new Set(hashes).size).toBe(1)
    expect(hashes[0]).not.toContain('victim')
    expect(hashEmail('victim2@gmail.com', secret)).not.toBe(hashes[0])
  })
})
