import { describe, expect, it } from '@jest/globals'

import { addressIsPublic, publicAddress, townCentre } from '../../../src/listings/publicAddress'

const towns = [
  { name: 'Lommel', zip: '3920', latitude: 51.2306, longitude: 5.3133 },
  { name: 'Mol', zip: '2400', latitude: 51.1906, longitude: 5.1166 },
  { name: 'Achterbos', zip: '2400', latitude: 51.2, longitude: 5.15 },
  { name: 'Zonder', zip: '9999', latitude: null, longitude: null },
]

const listing = {
  id: 1,
  title: 'Woning',
  zip: '3920',
  city: 'Lommel',
  street: 'Kerkstraat',
  houseNumber: '12',
  boxNr: 'B2',
  latitude: 51.234567,
  longitude: 5.301234,
}

describe('publicAddress', () => {
  it('leaves a published address as it is (the flag defaults to on)', () => {
    expect(publicAddress(listing, true, null)).toBe(listing)
    expect(publicAddress(listing, undefined, null)).toBe(listing)
    expect(publicAddress(listing, null, null)).toBe(listing)
    expect(addressIsPublic(false)).toBe(false)
  })

  it('drops street, number and box and puts a "town only" listing on its town centre', () => {
    const shown = publicAddress(listing, false, townCentre(towns, listing.zip, listing.city))
    expect(shown).toEqual({
      id: 1,
      title: 'Woning',
      zip: '3920',
      city: 'Lommel',
      street: null,
      houseNumber: null,
      boxNr: null,
      latitude: 51.2306,
      longitude: 5.3133,
    })
    expect(listing.street).toBe('Kerkstraat')
  })

  it('gives no coordinates when the town is unknown or has none', () => {
    expect(publicAddress(listing, false, townCentre(towns, '1000', 'Brussel'))).toMatchObject({ latitude: null, longitude: null })
    expect(publicAddress(listing, false, townCentre(towns, '9999', 'Zonder'))).toMatchObject({ latitude: null, longitude: null })
  })

  it('invents no position for a listing that has none', () => {
    expect(publicAddress({ ...listing, latitude: null, longitude: null }, false, { latitude: 1, longitude: 2 })).toMatchObject({
      latitude: null,
      longitude: null,
    })
  })

  it('touches only the fields a read selected', () => {
    expect(publicAddress({ id: 2, latitude: 51.1, longitude: 5.2 }, false, null)).toEqual({ id: 2, latitude: null, longitude: null })
    expect(publicAddress({ id: 2, latitude: 51.1, longitude: 5.2 }, false, { latitude: 51, longitude: 5 })).toEqual({
      id: 2,
      latitude: 51,
      longitude: 5,
    })
    expect(publicAddress({ id: 3, title: 'x' }, false, null)).toEqual({ id: 3, title: 'x' })
  })
})

describe('townCentre', () => {
  it('matches postal code and name, case and spaces aside', () => {
    expect(townCentre(towns, '2400', ' achterbos ')).toEqual({ latitude: 51.2, longitude: 5.15 })
    expect(townCentre(towns, '2400', 'Mol')).toEqual({ latitude: 51.1906, longitude: 5.1166 })
  })

  it('takes the postal code alone only when one located town has it', () => {
    expect(townCentre(towns, '3920', null)).toEqual({ latitude: 51.2306, longitude: 5.3133 })
    expect(townCentre(towns, '2400', 'Ginderbuiten')).toBeNull()
    expect(townCentre(towns, '', 'Lommel')).toBeNull()
  })
})
