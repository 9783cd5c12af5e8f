import { describe, expect, it } from '@jest/globals'

import { baselineMoved, baselineOf, watchChange, watchRelevantSave, type WatchBaseline } from '../../../src/alerts/watchChange'
import { watchAlertEmail, watchConfirmEmail } from '../../../src/alerts/watchEmail'
import { t } from '../../../src/i18n/dictionary'

const known: WatchBaseline = { price: 300000, status: 'for-sale' }
const onSale = { published: true, status: 'for-sale', price: 300000, publishPrice: true }

describe('watchChange: what a follower of one listing hears', () => {
  it('a lower price is a price drop from the known price', () => {
    expect(watchChange(known, { ...onSale, price: 285000 })).toEqual({ kind: 'price-drop', from: 300000, to: 285000 })
  })

  it('the same or a higher price, or another edit, is no news', () => {
    expect(watchChange(known, onSale)).toBeNull()
    expect(watchChange(known, { ...onSale, price: 310000 })).toBeNull()
  })

  it('going under option, sold or rented is news once', () => {
    expect(watchChange(known, { ...onSale, status: 'under-option' })).toEqual({ kind: 'status', status: 'under-option' })
    expect(watchChange(known, { ...onSale, status: 'sold' })).toEqual({ kind: 'status', status: 'sold' })
    expect(watchChange({ price: 1200, status: 'for-rent' }, { published: true, status: 'rented', price: 1200 })).toEqual({
      kind: 'status',
      status: 'rented',
    })
    expect(watchChange({ price: 300000, status: 'under-option' }, { ...onSale, status: 'under-option' })).toBeNull()
  })

  it('a new state saved with a lower price is one piece of news: the state', () => {
    expect(watchChange(known, { ...onSale, status: 'sold', price: 280000 })).toEqual({ kind: 'status', status: 'sold' })
  })

  it('back on the market or "to take over" is not told', () => {
    expect(watchChange({ price: 300000, status: 'under-option' }, onSale)).toBeNull()
    expect(watchChange(known, { ...onSale, status: 'to-take-over' })).toBeNull()
  })

  it('tells nothing about an unpublished listing or a price the site does not show', () => {
    expect(watchChange(known, { ...onSale, published: false, status: 'sold' })).toBeNull()
    expect(watchChange(known, { ...onSale, price: 250000, publishPrice: false })).toBeNull()
  })

  it('a price from or to nothing (price on request) is no drop', () => {
    expect(watchChange({ price: null, status: 'for-sale' }, { ...onSale, price: 250000 })).toBeNull()
    expect(watchChange(known, { ...onSale, price: 0 })).toBeNull()
    expect(watchChange(known, { ...onSale, price: null })).toBeNull()
  })

  it('moves the known state on with every change of price or state, so the same save twice alerts once', () => {
    const saved = { ...onSale, price: 285000 }
    expect(baselineMoved(known, saved)).toBe(true)
    const next = baselineOf(saved)
    expect(next).toEqual({ price: 285000, status: 'for-sale' })
    expect(baselineMoved(next, saved)).toBe(false)
    expect(watchChange(next, saved)).toBeNull()
    // A raise is not told, but a later drop counts from the raised price.
    const raised = baselineOf({ ...onSale, price: 320000 })
    expect(watchChange(raised, { ...onSale, price: 310000 })).toEqual({ kind: 'price-drop', from: 320000, to: 310000 })
    expect(baselineMoved(known, { ...onSale, published: false, price: 1 })).toBe(false)
  })

  it('only saves that change price, state, publication or the shown price concern followers', () => {
    expect(watchRelevantSave(null, onSale)).toBe(false)
    expect(watchRelevantSave(onSale, { ...onSale })).toBe(false)
    expect(watchRelevantSave(onSale, { ...onSale, price: 1 })).toBe(true)
    expect(watchRelevantSave(onSale, { ...onSale, status: 'sold' })).toBe(true)
    expect(watchRelevantSave({ ...onSale, published: false }, onSale)).toBe(true)
  })
})

describe('listing alert e-mails', () => {
  it('confirmation: the listing, the link and its validity, in the visitor’s language', () => {
    const mail = watchConfirmEmail(
      {
        locale: 'fr',
        siteName: 'Kempen Vastgoed',
        listing: { title: 'Maison', url: 'https://x.be/property/7/' },
        confirmUrl: 'https://x.be/fr/listing-alert/confirm/abc/',
      },
      t,
    )
    expect(mail.subject).toBe('Confirmez vos alertes pour Maison')
    expect(mail.text).toContain('https://x.be/fr/listing-alert/confirm/abc/')
    expect(mail.text).toContain('valable 7 jours')
  })

  it('alert: old and new price, or the new state, and the unsubscribe link', () => {
    const listing = {
      title: 'Woning',
      url: 'https://x.be/nl/te-koop/mol/woning/7/',
      price: 285000,
      publishPrice: true,
      goal: 'sale' as const,
    }
    const drop = watchAlertEmail(
      {
        locale: 'nl',
        siteName: 'KV',
        listing,
        change: { kind: 'price-drop', from: 300000, to: 285000 },
        unsubscribeUrl: 'https://x.be/u/',
      },
      t,
    )
    expect(drop.subject).toBe('Prijsdaling: Woning')
    expect(drop.text).toContain('daalde van €\u00a0300.000 naar €\u00a0285.000')
    expect(drop.text).toContain('https://x.be/u/')
    const sold = watchAlertEmail(
      { locale: 'en', siteName: 'KV', listing, change: { kind: 'status', status: 'sold' }, unsubscribeUrl: 'https://x.be/u/' },
      t,
    )
    expect(sold.subject).toBe('Sold: Woning')
    expect(sold.text).toContain('The property you follow is sold.')
    const option = watchAlertEmail(
      { locale: 'nl', siteName: 'KV', listing, change: { kind: 'status', status: 'under-option' }, unsubscribeUrl: 'https://x.be/u/' },
      t,
    )
    expect(option.subject).toBe('In optie: Woning')
  })
})
