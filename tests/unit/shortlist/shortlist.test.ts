import { describe, expect, it } from '@jest/globals'
import { unstable_doesMiddlewareMatch as matches } from 'next/experimental/testing/server'

import { translate, type DictionaryKey, type Translator } from '../../../src/i18n/dictionary'
import {
  addAll,
  addEntry,
  cleanNote,
  keptEntries,
  MAX_COMPARE,
  MAX_ENTRIES,
  MAX_NOTE_LENGTH,
  mergeShortlists,
  parseIdList,
  readEntries,
  readIdListStrict,
  removeEntry,
  setNote,
  shareQuery,
  toggleCompare,
  toggleEntry,
  type ShortlistEntry,
} from '../../../src/lib/shortlist'
import { pricePerSquareMetre, readSummariesRequest, type ListingSummary } from '../../../src/listings/summary'
import { config } from '../../../src/proxy'
import { comparePath, internalShortlistPath, shortlistPath, switchShortlistPath } from '../../../src/routing/shortlistPaths'
import { compareRows, COMPARE_TEXT_KEYS, SHORTLIST_TEXT_KEYS } from '../../../src/shortlist/compareRows'

const at = (iso: string) => new Date(iso)
const entry = (id: number, updatedAt: string, extra: Partial<ShortlistEntry> = {}): ShortlistEntry => ({
  id,
  note: '',
  addedAt: updatedAt,
  updatedAt,
  ...extra,
})
const ids = (entries: ShortlistEntry[]) => keptEntries(entries).map((e) => e.id)

describe('shortlist merge (browser list + account list)', () => {
  it('keeps every listing of both sides: a union by id', () => {
    const browser = [entry(1, '2026-11-20T10:00:00.000Z'), entry(2, '2026-11-21T10:00:00.000Z')]
    const account = [entry(2, '2026-11-19T10:00:00.000Z'), entry(3, '2026-11-22T10:00:00.000Z')]
    expect(ids(mergeShortlists(browser, account)).sort()).toEqual([1, 2, 3])
    expect(ids(mergeShortlists(account, browser)).sort()).toEqual([1, 2, 3])
  })

  it('takes the later note of a listing noted on both sides, whichever side it came from', () => {
    const browser = [entry(7, '2026-11-22T09:00:00.000Z', { note: 'newer', addedAt: '2026-11-01T00:00:00.000Z' })]
    const account = [entry(7, '2026-11-21T09:00:00.000Z', { note: 'older', addedAt: '2026-11-01T00:00:00.000Z' })]
    expect(mergeShortlists(browser, account)[0].note).toBe('newer')
    expect(mergeShortlists(account, browser)[0].note).toBe('newer')
  })

  it('keeps a removal made after the other side added it, and an addition made after a removal', () => {
    const removedOnPhone = [entry(4, '2026-11-22T12:00:00.000Z', { removed: true })]
    const account = [entry(4, '2026-11-20T12:00:00.000Z')]
    expect(ids(mergeShortlists(removedOnPhone, account))).toEqual([])
    const addedAgain = [entry(4, '2026-11-23T12:00:00.000Z')]
    expect(ids(mergeShortlists(removedOnPhone, addedAgain))).toEqual([4])
  })

  it('keeps the listing when a removal and an addition carry the same time (nothing is lost on a tie)', () => {
    const time = '2026-11-22T12:00:00.000Z'
    expect(ids(mergeShortlists([entry(5, time, { removed: true })], [entry(5, time)]))).toEqual([5])
    expect(ids(mergeShortlists([entry(5, time)], [entry(5, time, { removed: true })]))).toEqual([5])
  })

  it('is idempotent and the same both ways, so syncing again changes nothing', () => {
    const a = [entry(1, '2026-11-20T10:00:00.000Z', { note: 'a' }), entry(2, '2026-11-21T10:00:00.000Z', { removed: true })]
    const b = [entry(2, '2026-11-20T10:00:00.000Z'), entry(3, '2026-11-22T10:00:00.000Z', { note: 'b' })]
    const once = mergeShortlists(a, b)
    expect(mergeShortlists(once, b)).toEqual(once)
    expect(mergeShortlists(once, a)).toEqual(once)
    expect(mergeShortlists(b, a)).toEqual(once)
  })

  it('keeps at most MAX_ENTRIES listings when two full lists meet: the most recently changed', () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString()
    const a = Array.from({ length: MAX_ENTRIES }, (_, i) => entry(i + 1, day(i)))
    const b = Array.from({ length: MAX_ENTRIES }, (_, i) => entry(1000 + i, day(100 + i)))
    const merged = mergeShortlists(a, b)
    expect(keptEntries(merged)).toHaveLength(MAX_ENTRIES)
    expect(ids(merged).every((id) => id >= 1000)).toBe(true)
  })
})

describe('shortlist entries from storage or a request', () => {
  const now = at('2026-11-24T12:00:00.000Z')

  it('skips what is not an entry and never throws on hostile input', () => {
    for (const input of [
      null,
      undefined,
      'x',
      42,
      {},
      { length: 3 },
      [null, 1, 'a', [], { id: '1' }, { id: -1 }, { id: 1.5 }, { id: 1e12 }],
    ]) {
      expect(readEntries(input, now)).toEqual([])
    }
    expect(readEntries([{ id: 3, addedAt: 'yesterday' }], now)).toEqual([])
    expect(readEntries([{ id: 3, addedAt: '2026-11-20T10:00:00Z', __proto__: { removed: true } }], now)).toEqual([
      { id: 3, note: '', addedAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z' },
    ])
  })

  it('caps notes, strips control characters and pulls future times back to now', () => {
    const [read] = readEntries([{ id: 9, note: `a\u0000b\nc${'x'.repeat(600)}`, addedAt: '2030-01-01T00:00:00Z' }], now)
    expect(read.note.startsWith('ab\nc')).toBe(true)
    expect(read.note).toHaveLength(MAX_NOTE_LENGTH)
    expect(read.updatedAt).toBe(now.toISOString())
    expect(cleanNote(42)).toBe('')
  })

  it('bounds a huge list and keeps one entry per listing', () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ id: (i % 70) + 1, addedAt: '2026-11-20T10:00:00Z' }))
    const read = readEntries(many, now)
    expect(read.length).toBeLessThanOrEqual(MAX_ENTRIES)
    expect(new Set(read.map((e) => e.id)).size).toBe(read.length)
  })
})

describe('hearts and notes', () => {
  it('toggles a listing on and off, keeping the removal as a tombstone', () => {
    const added = toggleEntry([], 12, at('2026-11-24T10:00:00Z'))
    expect(added.ok && ids(added.entries)).toEqual([12])
    const removed = added.ok ? toggleEntry(added.entries, 12, at('2026-11-24T11:00:00Z')) : null
    expect(removed?.ok && removed.entries).toEqual([
      { id: 12, note: '', addedAt: '2026-11-24T10:00:00.000Z', updatedAt: '2026-11-24T11:00:00.000Z', removed: true },
    ])
  })

  it('refuses a listing beyond MAX_ENTRIES and an invalid id', () => {
    const full = Array.from({ length: MAX_ENTRIES }, (_, i) => entry(i + 1, '2026-11-20T10:00:00.000Z'))
    expect(addEntry(full, 999)).toEqual({ ok: false, reason: 'full' })
    expect(addEntry([], 0)).toEqual({ ok: false, reason: 'invalid' })
    expect(addEntry(full, 1).ok).toBe(true)
  })

  it('sets a note on a listing of the list only, with a new change time', () => {
    const list = [entry(1, '2026-11-20T10:00:00.000Z'), entry(2, '2026-11-20T10:00:00.000Z', { removed: true })]
    const noted = setNote(list, 1, 'bel de makelaar', at('2026-11-24T10:00:00Z'))
    expect(noted[0]).toMatchObject({ note: 'bel de makelaar', updatedAt: '2026-11-24T10:00:00.000Z' })
    expect(setNote(list, 2, 'x')[1].note).toBe('')
    expect(removeEntry(noted, 1, at('2026-11-24T11:00:00Z'))[0]).toMatchObject({ removed: true, note: '' })
  })

  it('adds a shared list as far as the bound allows', () => {
    const full = Array.from({ length: MAX_ENTRIES - 1 }, (_, i) => entry(i + 1, '2026-11-20T10:00:00.000Z'))
    const { entries, refused } = addAll(full, [500, 501, 1])
    expect(refused).toBe(1)
    expect(ids(entries)).toContain(500)
    expect(ids(entries)).not.toContain(501)
  })
})

describe('share and compare links', () => {
  it('shares ids only, never notes', () => {
    const list = [
      entry(3, '2026-11-21T10:00:00.000Z', { note: 'secret' }),
      entry(8, '2026-11-22T10:00:00.000Z'),
      entry(9, '2026-11-23T10:00:00.000Z', { removed: true }),
    ]
    expect(shareQuery(list)).toBe('?ids=8,3')
    expect(shareQuery([])).toBe('')
  })

  it('reads a typed link leniently: junk skipped, duplicates once, bounded', () => {
    expect(parseIdList('12,abc,12,,-3,0,007,34')).toEqual([12, 34])
    expect(parseIdList('<script>alert(1)</script>')).toEqual([])
    expect(parseIdList(null)).toEqual([])
    expect(parseIdList(Array.from({ length: 500 }, (_, i) => i + 1).join(','))).toHaveLength(MAX_ENTRIES)
    expect(parseIdList('1,2,3,4,5,6', MAX_COMPARE)).toEqual([1, 2, 3, 4])
  })

  it('reads the API strictly', () => {
    expect(readIdListStrict('1,2,2')).toEqual([1, 2])
    for (const bad of ['', '1,,2', '1;2', 'a', '0', '1.5', Array.from({ length: 51 }, (_, i) => i + 1).join(','), null]) {
      expect(readIdListStrict(bad)).toBeNull()
    }
    expect(readSummariesRequest(new URLSearchParams('ids=1,2&locale=nl'), ['nl', 'fr', 'en'])).toEqual({
      ok: true,
      ids: [1, 2],
      locale: 'nl',
    })
    const bad = readSummariesRequest(new URLSearchParams('ids=x&locale=de'), ['nl', 'fr', 'en'])
    expect(bad.ok === false && bad.body.problems.map((p) => p.param)).toEqual(['locale', 'ids'])
  })

  it('compares at most four listings', () => {
    let selected: number[] = []
    for (const id of [1, 2, 3, 4]) selected = toggleCompare(selected, id).selected
    expect(toggleCompare(selected, 5)).toEqual({ selected: [1, 2, 3, 4], full: true })
    expect(toggleCompare(selected, 2)).toEqual({ selected: [1, 3, 4], full: false })
  })
})

describe('shortlist and compare paths', () => {
  it('has a path per language, German on the Dutch one, and one internal route each', () => {
    expect([shortlistPath('nl'), shortlistPath('fr'), shortlistPath('en'), shortlistPath('de')]).toEqual([
      '/nl/bewaard/',
      '/fr/favoris/',
      '/en/saved/',
      '/de/bewaard/',
    ])
    expect([comparePath('nl'), comparePath('fr'), comparePath('en')]).toEqual(['/nl/vergelijk/', '/fr/comparer/', '/en/compare/'])
    expect(internalShortlistPath('/fr/favoris/')).toBe('/fr/shortlist/')
    expect(internalShortlistPath('/nl/vergelijk/')).toBe('/nl/compare/')
    expect(internalShortlistPath('/nl/saved/')).toBeNull()
    expect(internalShortlistPath('/nl/bewaard/extra/')).toBeNull()
    expect(switchShortlistPath('/nl/vergelijk/', 'fr')).toBe('/fr/comparer/')
  })

  it('lets the proxy see the public paths (to rewrite them), not other cached pages', () => {
    const reaches = (url: string) => matches({ config, url, nextConfig: { skipTrailingSlashRedirect: true } })
    for (const path of ['/nl/bewaard/', '/fr/favoris/', '/en/saved/', '/nl/vergelijk/?ids=1,2', '/fr/comparer/'])
      expect(reaches(path)).toBe(true)
    expect(reaches('/nl/te-koop/')).toBe(false)
  })
})

describe('compare rows', () => {
  const t: Translator = Object.assign((key: DictionaryKey, values?: Record<string, string | number>) => translate(key, 'en', {}, values), {
    locale: 'en' as const,
  })
  const listing: ListingSummary = {
    id: 1,
    availability: 'available',
    status: 'for-sale',
    title: 'House',
    city: 'Mol',
    href: '/en/for-sale/mol/house/1/',
    photo: null,
    goal: 'sale',
    price: 300000,
    publishPrice: true,
    priceUnit: null,
    surfaceLiving: 150,
    surfaceTotal: null,
    surfaceGround: 600,
    bedrooms: 3,
    bathrooms: null,
    epcLabel: 'B',
    epcValue: 180,
    constructionYear: 1998,
    garden: true,
    surfaceGarden: 400,
    terrace: false,
    surfaceTerrace: null,
    floodZone: 'possible',
    gScore: 'A',
    pScore: null,
    estimatedTotalCost: 341234.4,
    totalCostFrom: false,
  }

  it('prints each fact, and says so when one is not known', () => {
    const values = Object.fromEntries(compareRows(t).map((row) => [row.key, row.value(listing)]))
    expect(values.pricePerM2).toBe('€ 2.000/m²')
    expect(values.surfaceTotal).toBe('Not stated')
    expect(values.bathrooms).toBe('Not stated')
    expect(values.epc).toBe('B (180 kWh/m²)')
    expect(values.garden).toBe('Yes, 400 m²')
    expect(values.terrace).toBe('No')
    expect(values.floodZone).toBe('Possibly flood-prone')
    expect(values.constructionYear).toBe('1998')
    expect(values.totalCost).toBe('± € 341.234')
    expect(
      compareRows(t)
        .find((row) => row.key === 'totalCost')!
        .value({ ...listing, estimatedTotalCost: null }),
    ).toBe('Not stated')
    // A total built on a "from" price says "from".
    expect(
      compareRows(t)
        .find((row) => row.key === 'totalCost')!
        .value({ ...listing, totalCostFrom: true }),
    ).toBe('from ± € 341.234')
  })

  it('has a price per m² only for a published price and a living area', () => {
    expect(pricePerSquareMetre({ price: 250000, publishPrice: true, surfaceLiving: 0 })).toBeNull()
    expect(pricePerSquareMetre({ price: 250000, publishPrice: false, surfaceLiving: 100 })).toBeNull()
    expect(pricePerSquareMetre({ price: 250000, publishPrice: null, surfaceLiving: 120 })).toBe(2083)
  })

  it('hands the client parts every text they print', () => {
    for (const key of [...COMPARE_TEXT_KEYS, ...SHORTLIST_TEXT_KEYS]) expect(translate(key, 'fr')).not.toBe(key)
  })
})
