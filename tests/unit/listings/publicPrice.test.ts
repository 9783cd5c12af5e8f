import { describe, expect, it } from '@jest/globals'
import type { PayloadRequest } from 'payload'

import { priceFieldAccess } from '../../../collections/hooks/publicPrice'
import { mayReadPrice, PRICE_FIELDS, priceIsPublic, publicPrice } from '../../../src/listings/publicPrice'

const hidden = {
  id: 1,
  title: 'Woning',
  publishPrice: false,
  price: 311000,
  registrationRight: 6850,
  vatValue: 0,
  notaryFeeExVat: 2900,
  notaryFeeIncVat: 3509,
  agencyCost: 0,
  totalCost: 356138,
  priceHistory: [{ price: 311000, at: '2026-01-05T09:00:00.000Z' }],
  cadastralIncome: 950,
  priceUnit: 7,
  owner: 5,
}

const reqAs = (user: { collection: string; id: number } | null) => ({ req: { user } as unknown as PayloadRequest })
const access = (user: { collection: string; id: number } | null, doc?: Record<string, unknown>) =>
  priceFieldAccess({ ...reqAs(user), doc } as Parameters<typeof priceFieldAccess>[0])

describe('publicPrice', () => {
  it('only an explicit "off" hides the price (the field defaults to on)', () => {
    expect(priceIsPublic(undefined)).toBe(true)
    expect(priceIsPublic(null)).toBe(true)
    expect(priceIsPublic(true)).toBe(true)
    expect(priceIsPublic(false)).toBe(false)
  })

  it('leaves a published price as it is and clears every derived figure of a hidden one', () => {
    const shown = { ...hidden, publishPrice: true }
    expect(publicPrice(shown)).toBe(shown)
    const cleared = publicPrice(hidden) as Record<string, unknown>
    for (const field of PRICE_FIELDS) expect(cleared[field]).toBeNull()
    // What is not computed from the price stays: the flag, the unit, the cadastral income.
    expect(cleared).toMatchObject({ publishPrice: false, priceUnit: 7, cadastralIncome: 950, title: 'Woning' })
    // A read that selected a few fields gets no new ones.
    expect(publicPrice({ publishPrice: false, price: 1 })).toEqual({ publishPrice: false, price: null })
  })

  it('names the price, the duties, VAT, the notary fees, the agency cost, the total and the price history', () => {
    expect([...PRICE_FIELDS].sort()).toEqual(
      ['agencyCost', 'notaryFeeExVat', 'notaryFeeIncVat', 'price', 'priceHistory', 'registrationRight', 'totalCost', 'vatValue'].sort(),
    )
  })

  it('lets staff read and query; the public reads a published price only and never queries it', () => {
    const visitor = { staff: false, ownListing: false }
    expect(mayReadPrice(visitor, { publishPrice: true })).toBe(true)
    expect(mayReadPrice(visitor, {})).toBe(false) // no flag in the read: hidden
    expect(mayReadPrice(visitor, hidden)).toBe(false)
    expect(mayReadPrice(visitor, null)).toBe(false) // a where or sort
    expect(mayReadPrice({ staff: true, ownListing: false }, hidden)).toBe(true)
    expect(mayReadPrice({ staff: true, ownListing: false }, null)).toBe(true)
    expect(mayReadPrice({ staff: false, ownListing: true }, hidden)).toBe(true)
  })
})

describe('the price fields read access', () => {
  it('hides a "price on request" from anonymous readers and owners of other listings', () => {
    expect(access(null, hidden)).toBe(false)
    expect(access({ collection: 'owners', id: 6 }, hidden)).toBe(false)
    expect(access({ collection: 'demands', id: 5 }, hidden)).toBe(false)
    expect(access(null, { ...hidden, publishPrice: true })).toBe(true)
  })

  it('shows it to staff and to the owner of that listing', () => {
    expect(access({ collection: 'users', id: 1 }, hidden)).toBe(true)
    expect(access({ collection: 'owners', id: 5 }, hidden)).toBe(true)
    expect(access({ collection: 'owners', id: 5 }, { ...hidden, owner: { id: 5 } })).toBe(true)
  })

  it('lets only staff filter or sort on it (Payload asks without a document)', () => {
    expect(access(null)).toBe(false)
    expect(access({ collection: 'owners', id: 5 })).toBe(false)
    expect(access({ collection: 'users', id: 1 })).toBe(true)
  })
})
